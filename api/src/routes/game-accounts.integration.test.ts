import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import {
  bgmiVideoJob,
  cocVerificationJob,
  GameAccount,
  Team,
  Tournament,
  TournamentRegistration,
  UploadedFile,
  verificationTokenDigest,
} from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { useTestApp } from '../test-support/suite-app.ts';

/** A response body as loose JSON: the assertions below check its shape. */
const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;

const MB = 1024 * 1024;
const TAG_ALPHABET = '0289PYLQGRJCUV';
const randomTag = () =>
  Array.from({ length: 9 }, () => TAG_ALPHABET[randomInt(TAG_ALPHABET.length)]).join('');
const randomBgmiId = () => String(randomInt(1_000_000_000, 9_999_999_999));

/** The start of an MP4 (ftyp box, brand isom) padded to `size` bytes. */
function mp4Bytes(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x20, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
  bytes.set(new TextEncoder().encode('isomiso2avc1mp41'), 16);
  return bytes;
}

function bgmiForm(fields: { playerId: string; inGameName: string }, video = mp4Bytes()) {
  const form = new FormData();
  form.append('playerId', fields.playerId);
  form.append('inGameName', fields.inGameName);
  form.append('video', new Blob([video], { type: 'video/mp4' }), 'proof.mp4');
  return form;
}

const storedFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

describe('game accounts', () => {
  const app = useTestApp();

  const cocJobsFor = async (accountId: string) =>
    (
      await app.queues
        .queue(cocVerificationJob.queue)
        .getJobs(['waiting', 'delayed', 'prioritized', 'paused'])
    ).filter((job) => job.data.accountId === accountId);

  describe('POST /api/verify/coc', () => {
    it('records a pending claim with the normalised tag and queues one job per tag and token', async () => {
      const player = await createUser(app);
      const client = await signedIn(app, player);
      const tag = randomTag();
      const response = await client.post('/api/verify/coc', {
        playerTag: ` ${tag.toLowerCase()} `,
        token: ' tok3n ',
      });
      expect(response.status).toBe(202);
      expect(await json(response)).toEqual({
        account: { game: 'coc', id: `#${tag}`, name: '', status: 'pending' },
      });

      const account = await app.em().findOneOrFail(GameAccount, { gameId: 'coc', inGameId: `#${tag}` });
      expect(account).toMatchObject({ status: 'pending', method: 'coc_token' });
      expect(account.user.id).toBe(player.id);

      const jobs = await cocJobsFor(account.id);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]?.id).toBe(`coc.${account.id}.${verificationTokenDigest('tok3n')}`);
      expect(jobs[0]?.id).not.toContain('tok3n');
      expect(jobs[0]?.name).toBe(cocVerificationJob.name);
      // The token itself is not in the job's data (kept for days): only a reference to it.
      const tokenRef = `coc.${account.id}.${verificationTokenDigest('tok3n')}`;
      expect(jobs[0]?.data).toEqual({
        accountId: account.id,
        userId: player.id,
        playerTag: `#${tag}`,
        tokenRef,
      });
      expect(JSON.stringify(jobs[0]?.data)).not.toContain('tok3n');
      expect(await app.redis.get(`galaxia:job-secret:${tokenRef}`)).toBe('tok3n');
      expect(await app.redis.ttl(`galaxia:job-secret:${tokenRef}`)).toBeLessThanOrEqual(6 * 3600);

      const again = await client.post('/api/verify/coc', { playerTag: `#${tag}`, token: 'tok3n' });
      expect(again.status).toBe(202);
      expect(await cocJobsFor(account.id)).toHaveLength(1);
      expect(await app.em().count(GameAccount, { inGameId: `#${tag}` })).toBe(1);
    });

    it('gives the catalogue messages for a missing token and a malformed tag', async () => {
      const client = await signedIn(app, await createUser(app));
      const noToken = await client.post('/api/verify/coc', { playerTag: `#${randomTag()}` });
      expect(noToken.status).toBe(400);
      expect((await json(noToken)).error).toBe('Verification token is required');
      const blankToken = await client.post('/api/verify/coc', { playerTag: `#${randomTag()}`, token: '  ' });
      expect((await json(blankToken)).error).toBe('Verification token is required');
      const badTag = await client.post('/api/verify/coc', { playerTag: '#ABC!', token: 'x' });
      expect(badTag.status).toBe(400);
      expect((await json(badTag)).error).toBe(
        'Enter a valid Clash of Clans player tag: # then 3 to 12 of the characters 0289PYLQGRJCUV',
      );
      const noTag = await client.post('/api/verify/coc', { token: 'x' });
      expect((await json(noTag)).error).toBe('In-game ID is required');
    });

    it('is 401 signed out', async () => {
      const response = await app
        .client()
        .post('/api/verify/coc', { playerTag: `#${randomTag()}`, token: 'x' });
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ error: 'Sign in to continue', code: 'UNAUTHENTICATED' });
    });

    it('refuses with 409 a tag verified or awaiting verification for someone else', async () => {
      const owner = await createUser(app);
      const verifiedTag = `#${randomTag()}`;
      const pendingTag = `#${randomTag()}`;
      const em = app.em();
      em.create(GameAccount, {
        user: owner.id,
        gameId: 'coc',
        inGameId: verifiedTag,
        status: 'verified',
        method: 'coc_token',
      });
      em.create(GameAccount, {
        user: owner.id,
        gameId: 'coc',
        inGameId: pendingTag,
        status: 'pending',
        method: 'coc_token',
      });
      await em.flush();

      const client = await signedIn(app, await createUser(app));
      const verified = await client.post('/api/verify/coc', { playerTag: verifiedTag, token: 'x' });
      expect(verified.status).toBe(409);
      expect(await json(verified)).toEqual({
        error: 'This account is already verified by another player',
        code: 'GAME_ACCOUNTS_VERIFIED_BY_OTHER',
      });
      const pending = await client.post('/api/verify/coc', { playerTag: pendingTag, token: 'x' });
      expect(pending.status).toBe(409);
      const ownerClient = await signedIn(app, owner);
      // The owner may prove it again (to refresh its Town Hall level): it stays verified meanwhile.
      const own = await ownerClient.post('/api/verify/coc', { playerTag: verifiedTag, token: 'x' });
      expect(own.status).toBe(202);
      expect(await json(own)).toMatchObject({ account: { status: 'verified' } });
    });

    it('re-opens a rejected claim as pending for whoever proves it next', async () => {
      const first = await createUser(app);
      const tag = `#${randomTag()}`;
      const em = app.em();
      em.create(GameAccount, {
        user: first.id,
        gameId: 'coc',
        inGameId: tag,
        status: 'rejected',
        method: 'coc_token',
        rejectionReason: 'Token did not match',
      });
      await em.flush();
      expect((await (await signedIn(app, first)).get('/api/game-accounts').then(json)).accounts).toEqual([
        { game: 'coc', id: tag, name: '', status: 'rejected', reason: 'Token did not match' },
      ]);

      const second = await createUser(app);
      const response = await (await signedIn(app, second)).post('/api/verify/coc', {
        playerTag: tag,
        token: 'y',
      });
      expect(response.status).toBe(202);
      const account = await app.em().findOneOrFail(GameAccount, { inGameId: tag });
      expect(account).toMatchObject({ status: 'pending', rejectionReason: null });
      expect(account.user.id).toBe(second.id);
    });
  });

  describe('BGMI video verification and review', () => {
    async function bgmiTournament(organiserId: string, serverId: string, rostered: string[]) {
      const em = app.em();
      const tournament = em.create(Tournament, {
        server: serverId,
        createdBy: organiserId,
        eventName: 'BGMI Masters',
        seasonNumber: 1,
        gameId: 'bgmi',
        publishDate: '2026-01-10',
        lifecycle: 'published',
      });
      const team = em.create(Team, { name: 'Rostered', gameId: 'bgmi' });
      // An application: the team entered with its players' videos in review.
      em.create(TournamentRegistration, {
        tournament,
        team,
        status: 'registered',
        roster: rostered,
        awaitingVerification: true,
      });
      await em.flush();
      return tournament;
    }

    async function submitVideo(client: HttpClient, playerId = randomBgmiId()) {
      const response = await client.send('POST', '/api/game-accounts/bgmi', {
        body: bgmiForm({ playerId, inGameName: ' Sniper ' }),
      });
      expect(response.status).toBe(202);
      const account = await app.em().findOneOrFail(GameAccount, { gameId: 'bgmi', inGameId: playerId });
      return { body: await json(response), account };
    }

    it('stores the video as evidence, queues its probe, and shows it only to the owner', async () => {
      const player = await createUser(app);
      const client = await signedIn(app, player);
      const playerId = randomBgmiId();
      const { body, account } = await submitVideo(client, playerId);
      expect(body).toEqual({ account: { game: 'bgmi', id: playerId, name: 'Sniper', status: 'pending' } });
      expect(account).toMatchObject({ method: 'bgmi_video', inGameName: 'Sniper' });
      const evidenceId = account.evidence?.id ?? '';
      const file = await app.em().findOneOrFail(UploadedFile, { id: evidenceId });
      expect(file).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });

      const job = await app.queues.queue(bgmiVideoJob.queue).getJob(`bgmi.${account.id}.${evidenceId}`);
      expect(job?.data).toEqual({ accountId: account.id, fileId: evidenceId });

      const own = await client.get(`/api/files/${evidenceId}`);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('video/mp4');
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect((await app.client().get(`/api/files/${evidenceId}`)).status).toBe(404);
      const stranger = await signedIn(app, await createUser(app));
      expect((await stranger.get(`/api/files/${evidenceId}`)).status).toBe(404);
    });

    it('refuses a video over 5 MB and stores nothing', async () => {
      const client = await signedIn(app, await createUser(app));
      const rows = await app.em().count(UploadedFile);
      const files = storedFiles(app.uploadDir);
      const playerId = randomBgmiId();
      const response = await client.send('POST', '/api/game-accounts/bgmi', {
        body: bgmiForm({ playerId, inGameName: 'Big' }, mp4Bytes(5 * MB + 200 * 1024)),
      });
      expect(response.status).toBe(413);
      expect(await json(response)).toEqual({
        error: 'Video size should be less than 5MB',
        code: 'MEDIA_VIDEO_TOO_LARGE',
      });
      expect(await app.em().count(UploadedFile)).toBe(rows);
      expect(await app.em().count(GameAccount, { inGameId: playerId })).toBe(0);
      expect(storedFiles(app.uploadDir)).toBe(files);
    });

    it('refuses a file that is not a video, and a bad player ID, storing nothing', async () => {
      const client = await signedIn(app, await createUser(app));
      const files = storedFiles(app.uploadDir);
      const text = new TextEncoder().encode('not a video at all, just words\n'.repeat(5));
      const notVideo = await client.send('POST', '/api/game-accounts/bgmi', {
        body: bgmiForm({ playerId: randomBgmiId(), inGameName: 'A' }, text),
      });
      expect(await json(notVideo)).toEqual({
        error: 'Please select an MP4, MOV or WebM video',
        code: 'MEDIA_NOT_VIDEO',
      });
      const badId = await client.send('POST', '/api/game-accounts/bgmi', {
        body: bgmiForm({ playerId: 'abc', inGameName: 'A' }),
      });
      expect(badId.status).toBe(400);
      expect((await json(badId)).error).toBe('BGMI player ID must be 5 to 12 digits');
      expect(storedFiles(app.uploadDir)).toBe(files);
    });

    it('lets the organiser of the tournament review, and nobody else', async () => {
      const organiser = await createOrganiser(app, 'Org One');
      const otherOrganiser = await createOrganiser(app, 'Org Two');
      const player = await createUser(app, 'Rostered Player');
      const loner = await createUser(app, 'Unrostered Player');
      await bgmiTournament(organiser.user.id, organiser.server.id, [player.id]);
      await bgmiTournament(otherOrganiser.user.id, otherOrganiser.server.id, []);
      const { account } = await submitVideo(await signedIn(app, player));
      await submitVideo(await signedIn(app, loner));

      const orgClient = await signedIn(app, organiser.user);
      const listed = await json(await orgClient.get('/api/organiser/verifications'));
      expect(listed.verifications).toEqual([
        expect.objectContaining({
          accountId: account.id,
          playerId: account.inGameId,
          inGameName: 'Sniper',
          status: 'pending',
          player: { id: player.id, name: 'Rostered Player' },
          evidence: `/api/files/${account.evidence?.id}`,
          tournaments: [expect.objectContaining({ eventName: 'BGMI Masters' })],
        }),
      ]);
      expect((await orgClient.get(`/api/files/${account.evidence?.id}`)).status).toBe(200);

      const otherClient = await signedIn(app, otherOrganiser.user);
      expect((await json(await otherClient.get('/api/organiser/verifications'))).verifications).toEqual([]);
      const foreign = await otherClient.post(`/api/organiser/verifications/${account.id}/approve`);
      expect(foreign.status).toBe(404);
      expect(await json(foreign)).toEqual({
        error: 'Verification request not found',
        code: 'GAME_ACCOUNTS_REVIEW_NOT_FOUND',
      });
      expect((await otherClient.get(`/api/files/${account.evidence?.id}`)).status).toBe(404);
      const byPlayer = await (await signedIn(app, player)).post(
        `/api/organiser/verifications/${account.id}/approve`,
      );
      expect(byPlayer.status).toBe(404);
      expect((await app.em().findOneOrFail(GameAccount, { id: account.id })).status).toBe('pending');

      const noReason = await orgClient.post(`/api/organiser/verifications/${account.id}/reject`, {
        reason: ' ',
      });
      expect(noReason.status).toBe(400);
      expect((await json(noReason)).error).toBe('Say why the verification is rejected');

      const approved = await orgClient.post(`/api/organiser/verifications/${account.id}/approve`);
      expect(approved.status).toBe(200);
      expect(await json(approved)).toMatchObject({ accountId: account.id, status: 'verified' });
      const stored = await app.em().findOneOrFail(GameAccount, { id: account.id });
      expect(stored.reviewedBy?.id).toBe(organiser.user.id);
      expect(stored.verifiedAt).toBeInstanceOf(Date);

      // Decided for this tournament (and the application it came from is complete): nothing left to review.
      const twice = await orgClient.post(`/api/organiser/verifications/${account.id}/reject`, {
        reason: 'Changed mind',
      });
      expect(twice.status).toBe(404);
      expect(await json(twice)).toEqual({
        error: 'Verification request not found',
        code: 'GAME_ACCOUNTS_REVIEW_NOT_FOUND',
      });
      expect((await json(await orgClient.get('/api/organiser/verifications'))).verifications).toEqual([]);
    });

    it('records the reason of a rejection for the player to read', async () => {
      const organiser = await createOrganiser(app);
      const player = await createUser(app);
      await bgmiTournament(organiser.user.id, organiser.server.id, [player.id]);
      const playerClient = await signedIn(app, player);
      const { account } = await submitVideo(playerClient);
      const rejected = await (await signedIn(app, organiser.user)).post(
        `/api/organiser/verifications/${account.id}/reject`,
        { reason: 'The player ID is not visible in the video' },
      );
      expect(rejected.status).toBe(200);
      expect((await json(await playerClient.get('/api/game-accounts'))).accounts).toEqual([
        {
          game: 'bgmi',
          id: account.inGameId,
          name: 'Sniper',
          status: 'rejected',
          reason: 'The player ID is not visible in the video',
        },
      ]);
    });
  });
});
