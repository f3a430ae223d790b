import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Team, TeamMember, Tournament, TournamentRegistration, UploadedFile } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { createServer, createUser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { pngBytes } from '../test-support/images.ts';
import { useTestApp } from '../test-support/suite-app.ts';

/** A response body as loose JSON: the assertions below check its shape. */
const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;

const MB = 1024 * 1024;

function teamForm(fields: Record<string, string>, logo?: { bytes: Uint8Array; type: string; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (logo) form.append('logo', new Blob([logo.bytes], { type: logo.type }), logo.name);
  return form;
}

/** Every file under the upload folder, tmp/ included. */
const storedFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe('teams', () => {
  const app = useTestApp();

  const counts = async () => {
    const em = app.em();
    return { files: await em.count(UploadedFile), teams: await em.count(Team) };
  };

  async function newTeam(client: HttpClient, name = 'Night Owls') {
    const response = await client.send('POST', '/api/teams', { body: teamForm({ name, gameId: 'bgmi' }) });
    expect(response.status).toBe(201);
    return (await json(response)) as { id: string; name: string; playerCount: number };
  }

  describe('POST /api/teams', () => {
    it('makes the creator captain and stores a real PNG logo that /api/files serves back', async () => {
      const captain = await createUser(app, 'Cap');
      const client = await signedIn(app, captain);
      const png = pngBytes();
      const response = await client.send('POST', '/api/teams', {
        body: teamForm(
          { name: '  Red Foxes ', gameId: 'coc' },
          { bytes: png, type: 'image/png', name: 'fox.png' },
        ),
      });
      expect(response.status).toBe(201);
      const team = (await json(response)) as { id: string; logo: string };
      expect(team).toMatchObject({ name: 'Red Foxes', gameId: 'coc', playerCount: 1 });
      expect(team.logo).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

      const members = await app.em().find(TeamMember, { team: team.id });
      expect(members.map((m) => [m.user.id, m.role, m.status])).toEqual([[captain.id, 'captain', 'active']]);

      const served = await app.client().get(team.logo);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe('inline');
      expect(served.headers.get('cache-control')).toContain('immutable');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(png));
      const stored = await app.em().findOneOrFail(UploadedFile, { id: team.logo.split('/').pop() ?? '' });
      expect(stored).toMatchObject({
        kind: 'image',
        mimeType: 'image/png',
        sizeBytes: png.length,
        originalName: 'fox.png',
      });
      expect(stored.owner?.id).toBe(captain.id);
      expect(storedFiles(app.uploadDir)).toContain(join(app.uploadDir, stored.storageName));
    });

    it('creates a team without a logo', async () => {
      const client = await signedIn(app, await createUser(app));
      const response = await client.send('POST', '/api/teams', {
        body: teamForm({ name: 'No Logo', gameId: 'pubg' }),
      });
      expect(response.status).toBe(201);
      expect(await json(response)).toMatchObject({
        name: 'No Logo',
        gameId: 'pubg',
        logo: null,
        playerCount: 1,
      });
    });

    it.each([
      ['a 6 MB image with 413', 6 * MB, 'Too Big'],
      ['an image cut off past 5 MB while streaming', 5 * MB + 100 * 1024, 'Just Over'],
    ])('refuses %s, and stores nothing', async (_, size, name) => {
      const client = await signedIn(app, await createUser(app));
      const before = await counts();
      const filesBefore = storedFiles(app.uploadDir);
      const big = new Uint8Array(size);
      big.set(pngBytes());
      const response = await client.send('POST', '/api/teams', {
        body: teamForm({ name, gameId: 'coc' }, { bytes: big, type: 'image/png', name: 'big.png' }),
      });
      expect(response.status).toBe(413);
      expect(await json(response)).toEqual({
        error: 'File size must be less than 5MB',
        code: 'MEDIA_IMAGE_TOO_LARGE',
      });
      expect(await counts()).toEqual(before);
      expect(storedFiles(app.uploadDir)).toEqual(filesBefore);
    });

    it('refuses a text file named logo.png and stores nothing', async () => {
      const client = await signedIn(app, await createUser(app));
      const before = await counts();
      const filesBefore = storedFiles(app.uploadDir);
      const text = new TextEncoder().encode('just some notes, saved as logo.png\n'.repeat(10));
      const response = await client.send('POST', '/api/teams', {
        body: teamForm(
          { name: 'Sneaky', gameId: 'coc' },
          { bytes: text, type: 'image/png', name: 'logo.png' },
        ),
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await json(response)).toEqual({ error: 'Please select an image file', code: 'MEDIA_NOT_IMAGE' });
      expect(await counts()).toEqual(before);
      expect(storedFiles(app.uploadDir)).toEqual(filesBefore);
    });

    it('refuses a missing name with its message and removes the received logo', async () => {
      const client = await signedIn(app, await createUser(app));
      const before = await counts();
      const filesBefore = storedFiles(app.uploadDir);
      const response = await client.send('POST', '/api/teams', {
        body: teamForm(
          { name: '   ', gameId: 'coc' },
          { bytes: pngBytes(), type: 'image/png', name: 'a.png' },
        ),
      });
      expect(response.status).toBe(400);
      expect((await json(response)).error).toBe('Team name is required');
      expect(await counts()).toEqual(before);
      expect(storedFiles(app.uploadDir)).toEqual(filesBefore);
    });

    it('is 401 signed out', async () => {
      const response = await app
        .client()
        .send('POST', '/api/teams', { body: teamForm({ name: 'X', gameId: 'coc' }) });
      expect(response.status).toBe(401);
    });
  });

  describe('roster', () => {
    it('lets the captain invite, the invitee accept, and shows roles on both team views', async () => {
      const captain = await createUser(app, 'Captain Ana');
      const player = await createUser(app, 'Player Bo');
      const captainClient = await signedIn(app, captain);
      const playerClient = await signedIn(app, player);
      const team = await newTeam(captainClient);

      const invited = await captainClient.post(`/api/teams/${team.id}/members`, {
        discordId: player.discordId,
      });
      expect(invited.status).toBe(201);
      expect((await json(invited)).members).toEqual([
        expect.objectContaining({ userId: captain.id, role: 'Captain', status: 'active' }),
        expect.objectContaining({ userId: player.id, role: 'Member', status: 'invited' }),
      ]);

      const pending = (await json(await playerClient.get('/api/teams/mine'))) as {
        teams: { id: string; membership: string }[];
      };
      expect(pending.teams).toEqual([expect.objectContaining({ id: team.id, membership: 'invited' })]);

      const accepted = await playerClient.post(`/api/teams/${team.id}/invitation/accept`);
      expect(accepted.status).toBe(200);
      expect(await json(accepted)).toMatchObject({ playerCount: 2 });

      const mine = await json(await playerClient.get('/api/teams/mine'));
      expect(mine.teams).toEqual([
        expect.objectContaining({ id: team.id, role: 'Member', membership: 'active', playerCount: 2 }),
      ]);
      const viewer = await signedIn(app, await createUser(app));
      const detail = (await json(await viewer.get(`/api/teams/${team.id}`))) as {
        members: { name: string; role: string }[];
      };
      expect(detail.members.map((m) => [m.name, m.role])).toEqual([
        ['Captain Ana', 'Captain'],
        ['Player Bo', 'Member'],
      ]);
    });

    it('refuses an invitation from a member (403) and duplicate invitations (409)', async () => {
      const captain = await createUser(app);
      const member = await createUser(app);
      const outsider = await createUser(app);
      const captainClient = await signedIn(app, captain);
      const memberClient = await signedIn(app, member);
      const team = await newTeam(captainClient);
      await captainClient.post(`/api/teams/${team.id}/members`, { userId: member.id });
      await memberClient.post(`/api/teams/${team.id}/invitation/accept`);

      const byMember = await memberClient.post(`/api/teams/${team.id}/members`, { userId: outsider.id });
      expect(byMember.status).toBe(403);
      expect(await json(byMember)).toEqual({
        error: 'Only the team captain can do that',
        code: 'TEAMS_CAPTAIN_ONLY',
      });

      expect(
        (await captainClient.post(`/api/teams/${team.id}/members`, { userId: outsider.id })).status,
      ).toBe(201);
      const again = await captainClient.post(`/api/teams/${team.id}/members`, { userId: outsider.id });
      expect(again.status).toBe(409);
      expect(await json(again)).toEqual({
        error: 'This player has already been invited to the team',
        code: 'TEAMS_ALREADY_INVITED',
      });
      const existing = await captainClient.post(`/api/teams/${team.id}/members`, { userId: member.id });
      expect(await json(existing)).toEqual({
        error: 'This player is already on the team',
        code: 'TEAMS_ALREADY_MEMBER',
      });

      const nobody = await captainClient.post(`/api/teams/${team.id}/members`, { discordId: '1' });
      expect(nobody.status).toBe(404);
      const neither = await captainClient.post(`/api/teams/${team.id}/members`, {});
      expect(neither.status).toBe(400);
      expect((await json(neither)).error).toBe('Give the Discord ID or the user ID of the player to invite');
    });

    it('refuses an eleventh player: invitations hold seats', async () => {
      const captainClient = await signedIn(app, await createUser(app));
      const team = await newTeam(captainClient);
      for (let i = 0; i < 9; i++) {
        const user = await createUser(app, `Seat ${i}`);
        expect((await captainClient.post(`/api/teams/${team.id}/members`, { userId: user.id })).status).toBe(
          201,
        );
      }
      const eleventh = await captainClient.post(`/api/teams/${team.id}/members`, {
        userId: (await createUser(app)).id,
      });
      expect(eleventh.status).toBe(409);
      expect(await json(eleventh)).toEqual({
        error: 'This team is full: a team has at most 10 players',
        code: 'TEAMS_FULL',
      });
    });

    it('keeps the captain until captaincy is transferred, then lets them leave', async () => {
      const captain = await createUser(app);
      const member = await createUser(app);
      const captainClient = await signedIn(app, captain);
      const memberClient = await signedIn(app, member);
      const team = await newTeam(captainClient);
      await captainClient.post(`/api/teams/${team.id}/members`, { userId: member.id });

      const toInvitee = await captainClient.post(`/api/teams/${team.id}/captain`, { userId: member.id });
      expect(toInvitee.status).toBe(400);
      await memberClient.post(`/api/teams/${team.id}/invitation/accept`);

      const early = await captainClient.post(`/api/teams/${team.id}/leave`);
      expect(early.status).toBe(409);
      expect(await json(early)).toEqual({
        error: 'Transfer captaincy to another member before leaving the team',
        code: 'TEAMS_TRANSFER_BEFORE_LEAVING',
      });
      const removeSelf = await captainClient.delete(`/api/teams/${team.id}/members/${captain.id}`);
      expect(removeSelf.status).toBe(409);

      const byMember = await memberClient.post(`/api/teams/${team.id}/captain`, { userId: member.id });
      expect(byMember.status).toBe(403);

      const transferred = await captainClient.post(`/api/teams/${team.id}/captain`, { userId: member.id });
      expect(transferred.status).toBe(200);
      const left = await captainClient.post(`/api/teams/${team.id}/leave`);
      expect(await json(left)).toEqual({ disbanded: false });

      const roster = await app.em().find(TeamMember, { team: team.id });
      expect(roster.map((m) => [m.user.id, m.role])).toEqual([[member.id, 'captain']]);
      expect((await captainClient.get('/api/teams/mine').then(json)).teams).toEqual([]);
    });

    it('disbands the team when its last player leaves', async () => {
      const captainClient = await signedIn(app, await createUser(app));
      const team = await newTeam(captainClient);
      const left = await captainClient.post(`/api/teams/${team.id}/leave`);
      expect(await json(left)).toEqual({ disbanded: true });
      expect(await app.em().count(Team, { id: team.id })).toBe(0);
      expect((await captainClient.get(`/api/teams/${team.id}`)).status).toBe(404);
    });

    it('keeps a team that is registered in a tournament from disbanding', async () => {
      const captain = await createUser(app);
      const captainClient = await signedIn(app, captain);
      const team = await newTeam(captainClient);
      const server = await createServer(app);
      const em = app.em();
      const tournament = em.create(Tournament, {
        server: server.id,
        eventName: 'Spring Cup',
        seasonNumber: 1,
        gameId: 'bgmi',
        publishDate: '2026-03-01',
      });
      em.create(TournamentRegistration, {
        tournament,
        team: team.id,
        status: 'registered',
        roster: [captain.id],
      });
      await em.flush();

      const left = await captainClient.post(`/api/teams/${team.id}/leave`);
      expect(left.status).toBe(409);
      expect(await json(left)).toEqual({
        error: 'This team is registered in a tournament: its last member cannot leave until it withdraws',
        code: 'TEAMS_REGISTERED_CANNOT_DISBAND',
      });
      expect(await app.em().count(TeamMember, { team: team.id })).toBe(1);
    });

    it('lets the captain remove a member and the invitee decline', async () => {
      const captain = await createUser(app);
      const member = await createUser(app);
      const invitee = await createUser(app);
      const captainClient = await signedIn(app, captain);
      const memberClient = await signedIn(app, member);
      const inviteeClient = await signedIn(app, invitee);
      const team = await newTeam(captainClient);
      await captainClient.post(`/api/teams/${team.id}/members`, { userId: member.id });
      await captainClient.post(`/api/teams/${team.id}/members`, { userId: invitee.id });
      await memberClient.post(`/api/teams/${team.id}/invitation/accept`);

      expect((await memberClient.delete(`/api/teams/${team.id}/members/${invitee.id}`)).status).toBe(403);
      expect((await inviteeClient.post(`/api/teams/${team.id}/invitation/decline`)).status).toBe(204);
      expect((await inviteeClient.post(`/api/teams/${team.id}/invitation/accept`)).status).toBe(404);

      const removed = await captainClient.delete(`/api/teams/${team.id}/members/${member.id}`);
      expect(removed.status).toBe(200);
      expect((await json(removed)).members).toEqual([expect.objectContaining({ userId: captain.id })]);
    });

    it('answers 404 for unknown and malformed team ids', async () => {
      const client = await signedIn(app, await createUser(app));
      expect((await client.get('/api/teams/not-a-uuid')).status).toBe(404);
      expect((await client.get('/api/teams/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });
});
