import type { CommunityBansView, CommunityPage, CommunitySettingsView } from '@galaxia/core';
import { CommunityBan, CommunityStaff, Team, TeamMember, User } from '@galaxia/core/server';
import { openTournament } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';

/**
 * Issue 33 items 4 and 5 from the organisers' side: community bans (listed, made and lifted by the
 * server's organisers only, and refusing the banned player's registration), the staff list kept to the
 * server's own admins, and a saved community page reaching visitors at once through the public cache.
 */
describe('community bans and organisers', () => {
  const { app, organiser, owner, stranger, outsider } = useOrganiserApp('Ananya', {
    outsider: 'Mallory',
    env: { GALAXIA_PUBLIC_CACHE: 'on' },
  });
  const bansUrl = (serverId = organiser.server.id) => `/api/organiser/servers/${serverId}/bans`;
  const body = async <T>(response: Response) => (await response.json()) as T;
  const refusal = async (response: Response) =>
    body<{ error: string; code?: string; fields?: Record<string, string[]> }>(response);
  const notAdmin = 'Only administrators of this Discord server can do that.';

  it('refuses bans that cannot be made, with a message naming the problem, and stores none', async () => {
    await createUser(app, 'Rohan Smurf');
    const cases: [Record<string, unknown>, string, number, string][] = [
      [
        { name: 'Rohan Smurf', reason: '  ' },
        'reason',
        400,
        'Give a reason for the ban (staff see it; players only if you choose)',
      ],
      [
        { name: 'Rohan Smurf', reason: 'x'.repeat(501) },
        'reason',
        400,
        'The reason can be at most 500 characters',
      ],
      [
        { name: '', reason: 'Smurfing' },
        'name',
        400,
        'Name the person by their Galaxia name or Discord account',
      ],
      [
        { name: 'Rohan Smurf', reason: 'Smurfing', until: 'next friday' },
        'until',
        400,
        'Give the end of the ban as a date and time, or leave it empty for no end date',
      ],
      [
        { name: 'Rohan Smurf', reason: 'Smurfing', until: '2020-01-01T00:00:00.000Z' },
        'until',
        400,
        'The end of the ban must be in the future',
      ],
      [
        { name: 'Nobody Known', reason: 'Smurfing' },
        'name',
        404,
        'Nobody on Galaxia is called “Nobody Known”',
      ],
      [{ name: 'Ananya', reason: 'Testing' }, 'name', 400, 'You cannot ban yourself'],
    ];
    for (const [input, field, status, message] of cases) {
      const answer = await owner.post(bansUrl(), input);
      expect(answer.status, message).toBe(status);
      expect((await refusal(answer)).fields?.[field], message).toEqual([message]);
    }
    expect(await app.em().count(CommunityBan, { server: organiser.server.id })).toBe(0);
  });

  it('lets only the server’s organisers see, make and lift bans', async () => {
    const rohan = await app.em().findOneOrFail(User, { name: 'Rohan Smurf' });
    const player = await signedIn(app, await createUser(app, 'Curious Player'));
    // A results admin is community staff, but not an organiser: bans are not theirs.
    const resultsAdmin = await createUser(app, 'Riya Results');
    const em = app.em();
    em.create(CommunityStaff, { server: organiser.server.id, user: resultsAdmin.id, role: 'results_admin' });
    await em.flush();
    const results = await signedIn(app, resultsAdmin);
    for (const client of [outsider, player, results]) {
      for (const answer of [
        await client.get(bansUrl()),
        await client.post(bansUrl(), { name: 'Rohan Smurf', reason: 'Smurfing' }),
        await client.delete(`${bansUrl()}/${rohan.id}`),
      ]) {
        expect(answer.status).toBe(403);
        expect((await refusal(answer)).error).toBe(notAdmin);
      }
    }
    expect((await app.client().get(bansUrl())).status).toBe(401);
    // Mallory administers her own server: a ban there names her server, not this one.
    expect(await body<CommunityBansView>(await outsider.get(bansUrl(stranger.server.id)))).toEqual({
      bans: [],
    });
    // Other files ban players on their own servers in the same database: count this file's two servers.
    const servers = [organiser.server.id, stranger.server.id];
    expect(await app.em().count(CommunityBan, { server: { $in: servers } })).toBe(0);
  });

  it('refuses the banned player’s registration, naming the community and the end, and lets them in once lifted', async () => {
    const em = app.em();
    const captain = await createUser(app, 'Kabir Captain');
    const rohan = await createUser(app, 'Rohan Alt');
    const team = em.create(Team, { name: 'Velvet Vipers', gameId: 'valorant', createdBy: captain.id });
    em.create(TeamMember, { team, user: captain.id, role: 'captain', status: 'active' });
    em.create(TeamMember, { team, user: rohan.id, role: 'member', status: 'active' });
    await em.flush();
    const here = await openTournament(app.orm, organiser.server.id, { eventName: 'Monsoon Cup' });
    const elsewhere = await openTournament(app.orm, stranger.server.id, { eventName: 'Mallory Masters' });
    const kabir = await signedIn(app, captain);
    const register = (tournamentId: string) =>
      kabir.post(`/api/events/${tournamentId}/registrations`, {
        teamId: team.id,
        roster: [captain.id, rohan.id],
      });

    const banned = await owner.post(bansUrl(), {
      name: 'rohan alt',
      reason: 'Played on a friend’s account in Season 3',
      until: '2030-06-01T18:00:00.000Z',
    });
    expect(banned.status).toBe(200);
    expect((await body<CommunityBansView>(banned)).bans).toEqual([
      {
        userId: rohan.id,
        name: 'Rohan Alt',
        reason: 'Played on a friend’s account in Season 3',
        showReason: false,
        until: '2030-06-01T18:00:00.000Z',
        bannedBy: 'Ananya',
        bannedAt: expect.any(String),
      },
    ]);
    const stored = await app.em().findOneOrFail(CommunityBan, { user: rohan.id });
    expect([stored.server.id, stored.reason, stored.showReason, stored.expiresAt?.toISOString()]).toEqual([
      organiser.server.id,
      'Played on a friend’s account in Season 3',
      false,
      '2030-06-01T18:00:00.000Z',
    ]);

    const refused = await register(here);
    expect(refused.status).toBe(403);
    expect(await refusal(refused)).toEqual({
      error: "Rohan Alt is banned from Ananya's Server's tournaments until 2030-06-01 23:30 IST",
      code: 'COMMUNITY_BANS_REFUSED',
    });

    // Banned again for good, and this time the player is told why: the second ban replaces the first.
    const again = await owner.post(bansUrl(), {
      name: 'Rohan Alt',
      reason: 'Played on a friend’s account in Season 3',
      showReason: true,
    });
    expect(
      (await body<CommunityBansView>(again)).bans.map((ban) => [ban.name, ban.until, ban.showReason]),
    ).toEqual([['Rohan Alt', null, true]]);
    expect(await refusal(await register(here))).toEqual({
      error:
        "Rohan Alt is banned from Ananya's Server's tournaments with no end date: Played on a friend’s account in Season 3",
      code: 'COMMUNITY_BANS_REFUSED',
    });

    // Another server's tournament is not this community's: the ban does not follow the player there.
    expect((await register(elsewhere)).status).toBe(201);

    const lifted = await owner.delete(`${bansUrl()}/${rohan.id}`);
    expect(lifted.status).toBe(200);
    expect(await body<CommunityBansView>(lifted)).toEqual({ bans: [] });
    expect(await app.em().count(CommunityBan, { user: rohan.id })).toBe(0);
    const twice = await owner.delete(`${bansUrl()}/${rohan.id}`);
    expect(twice.status).toBe(404);
    expect((await refusal(twice)).error).toBe('This player is not banned here');
    expect((await register(here)).status).toBe(201);
  });

  it('lets a co-organiser ban players, but not see or change the staff list', async () => {
    const meher = await createUser(app, 'Meher Co-Org');
    const granted = await owner.post(`/api/organiser/servers/${organiser.server.id}/staff`, {
      role: 'co_organiser',
      name: 'Meher Co-Org',
    });
    expect(granted.status).toBe(200);
    const coOrganiser = await signedIn(app, meher);
    const settingsUrl = `/api/organiser/servers/${organiser.server.id}/community`;
    expect((await body<CommunitySettingsView>(await owner.get(settingsUrl))).canManageStaff).toBe(true);
    const own = await coOrganiser.get(settingsUrl);
    expect(own.status).toBe(200);
    expect((await body<CommunitySettingsView>(own)).canManageStaff).toBe(false);

    const staffList = await coOrganiser.get(`/api/organiser/servers/${organiser.server.id}/staff`);
    expect(staffList.status).toBe(403);
    expect((await refusal(staffList)).error).toBe('Only the server’s admins manage its staff');

    await createUser(app, 'Toxic Tanmay');
    const banned = await coOrganiser.post(bansUrl(), { name: 'Toxic Tanmay', reason: 'Abuse in match chat' });
    expect(banned.status).toBe(200);
    expect((await body<CommunityBansView>(banned)).bans.map((ban) => [ban.name, ban.bannedBy])).toEqual([
      ['Toxic Tanmay', 'Meher Co-Org'],
    ]);
  });

  it('shows visitors a saved community page at once, though its answer is kept in the public cache', async () => {
    const settingsUrl = `/api/organiser/servers/${organiser.server.id}/community`;
    const visitor = app.client();
    const description = async () =>
      (await body<CommunityPage>(await visitor.get('/api/communities/ananya-cup'))).description;
    expect((await owner.put(settingsUrl, { slug: 'ananya-cup', description: 'Season 1 soon' })).status).toBe(
      200,
    );
    expect(await description()).toBe('Season 1 soon');
    // The answer is cached now (whether it is still cached a moment later depends on every other test
    // file's writes on the shared Redis, which flush it): saving the page must drop it.
    const saved = await owner.put(settingsUrl, { slug: 'ananya-cup', description: 'Season 2 sign-ups open' });
    expect(saved.status).toBe(200);
    expect(await description()).toBe('Season 2 sign-ups open');
  });
});
