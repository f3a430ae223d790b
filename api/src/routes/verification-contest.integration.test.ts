import { randomInt } from 'node:crypto';
import {
  GameAccount,
  Team,
  TeamMember,
  TournamentRegistration,
  User,
  VerificationContest,
} from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi, registeredFinalPlan } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { publishThroughApi } from '../test-support/publish.ts';
import { expectAnswer, storyCalendar } from '../test-support/story-answers.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Issue 27, item 1, last bullet: a Discord-server admin and one accomplice can still "verify" someone
 * else's BGMI id through a published event of their own. The real owner contests the claim with their
 * own video from the player page; platform staff (not any organiser) compare both videos and decide,
 * audited; the id moves to the owner and the accomplice's registration waits for verification again.
 */
const { dayOf, ist, at } = storyCalendar('2031-06-02');
const OWNER_ID = '5123456789';

function mp4Bytes(size = 2048): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x20, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
  bytes.set(new TextEncoder().encode('isomiso2avc1mp41'), 16);
  return bytes;
}

const videoForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('video', new Blob([mp4Bytes()], { type: 'video/mp4' }), 'proof.mp4');
  return form;
};

describe('an owner contests a forged BGMI verification and staff decide', () => {
  let app: TestApp;
  let admin: HttpClient;
  let tournamentId: string;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    at(ist(0, '09:00'));
    app = await startTestApp();
    const organiser = await createOrganiser(app, 'Forger Admin');
    admin = await signedIn(app, organiser.user);
    tournamentId = await draftEventThroughApi(
      admin,
      {
        eventName: 'Friendly Cup',
        seasonNumber: 1,
        gameId: 'bgmi',
        serverId: organiser.server.id,
        publishDate: dayOf(0),
        format: 2,
        prizePool: '₹1,000',
        eventDescription: 'Duos.',
      },
      registeredFinalPlan(4, dayOf),
    );
    await publishThroughApi(admin, tournamentId);
    at(ist(0, '10:30'));
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  async function person(name: string) {
    const user = await createUser(app, name);
    return { user, client: await signedIn(app, user) };
  }
  const sendVideo = (client: HttpClient, playerId: string, inGameName: string) =>
    client.send('POST', '/api/game-accounts/bgmi', { body: videoForm({ playerId, inGameName }) });
  const contest = (client: HttpClient, fields: Record<string, string>) =>
    client.send('POST', '/api/game-accounts/bgmi/contests', { body: videoForm(fields) });

  it('moves the id to its owner when staff uphold the contest, and sends the forged registration back to review', async () => {
    // The accomplice claims the owner's id with an unrelated clip; a second alt fills the duo.
    const accomplice = await person('Accomplice');
    const alt = await person('Alt Account');
    await expectAnswer(sendVideo(accomplice.client, OWNER_ID, 'RealProPlayer'), 202);
    await expectAnswer(sendVideo(alt.client, String(randomInt(1e9, 9e9)), 'Alt IGN'), 202);
    const em = app.em();
    const team = em.create(Team, { name: 'Forgers', gameId: 'bgmi', createdBy: accomplice.user.id });
    em.create(TeamMember, { team, user: accomplice.user.id, role: 'captain', status: 'active' });
    em.create(TeamMember, { team, user: alt.user.id, role: 'member', status: 'active' });
    await em.flush();
    await expectAnswer(
      accomplice.client.post(`/api/events/${tournamentId}/registrations`, {
        teamId: team.id,
        roster: [accomplice.user.id, alt.user.id],
      }),
      201,
    );
    // The admin approves both videos of their own published event: the team is registered.
    const forged = await app.em().findOneOrFail(GameAccount, { gameId: 'bgmi', inGameId: OWNER_ID });
    const altAccount = await app.em().findOneOrFail(GameAccount, { user: alt.user.id });
    for (const account of [forged, altAccount]) {
      await expectAnswer(
        admin.post(`/api/organiser/verifications/${account.id}/approve`, { tournamentId }),
        200,
      );
    }
    const entryOf = () =>
      app.em().findOneOrFail(TournamentRegistration, { tournament: tournamentId, team: team.id });
    expect((await entryOf()).awaitingVerification).toBe(false);

    // The real owner is refused a claim, and contests it instead (with their own video).
    const owner = await person('Real Owner');
    await expectAnswer(sendVideo(owner.client, OWNER_ID, 'RealProPlayer'), 409, {
      error: 'This account is already verified by another player',
      code: 'GAME_ACCOUNTS_VERIFIED_BY_OTHER',
    });
    await expectAnswer(contest(owner.client, { playerId: OWNER_ID, inGameName: 'RealProPlayer' }), 400, {
      error: 'Say why this in-game ID is yours',
      code: 'VERIFICATION_CONTEST_STATEMENT_REQUIRED',
      fields: { statement: ['Say why this in-game ID is yours'] },
    });
    const filed = await expectAnswer(
      contest(owner.client, {
        playerId: OWNER_ID,
        inGameName: 'RealProPlayer',
        statement: 'My profile, recorded today: I have played on this ID since 2021.',
      }),
      201,
    );
    expect(filed).toMatchObject({ playerId: OWNER_ID, status: 'open', reason: null });
    await expectAnswer(
      contest(owner.client, { playerId: OWNER_ID, inGameName: 'RealProPlayer', statement: 'Again' }),
      409,
      {
        error: 'You already contested this in-game ID: platform staff are reviewing it',
        code: 'VERIFICATION_CONTEST_ALREADY_OPEN',
      },
    );

    // Neither the admin (an organiser) nor the accomplice may decide, nor watch the owner's video.
    const stored = await app.em().findOneOrFail(VerificationContest, { id: String(filed.id) });
    const staffOnly = {
      error: 'Only Galaxia staff decide ownership contests',
      code: 'VERIFICATION_CONTEST_STAFF_ONLY',
    };
    for (const outsider of [admin, accomplice.client]) {
      await expectAnswer(outsider.get('/api/staff/verification-contests'), 403, staffOnly);
      await expectAnswer(
        outsider.post(`/api/staff/verification-contests/${filed.id}/decide`, {
          winner: 'holder',
          reason: 'Mine',
        }),
        403,
        staffOnly,
      );
      expect((await outsider.get(`/api/files/${stored.evidence!.id}`)).status).toBe(404);
    }

    // Staff see both sides with their videos.
    const staffUser = await createUser(app, 'Galaxia Staff');
    await app.em().nativeUpdate(User, { id: staffUser.id }, { isStaff: true });
    const staff = await signedIn(app, staffUser);
    const listed = (await expectAnswer(staff.get('/api/staff/verification-contests'), 200)).contests;
    expect(listed).toEqual([
      {
        id: filed.id,
        game: 'bgmi',
        playerId: OWNER_ID,
        status: 'open',
        createdAt: expect.any(String),
        statement: 'My profile, recorded today: I have played on this ID since 2021.',
        contestant: {
          userId: owner.user.id,
          name: 'Real Owner',
          inGameName: 'RealProPlayer',
          evidence: `/api/files/${stored.evidence!.id}`,
        },
        holder: {
          userId: accomplice.user.id,
          name: 'Accomplice',
          inGameName: 'RealProPlayer',
          evidence: `/api/files/${forged.evidence!.id}`,
          accountStatus: 'verified',
          approvedFor: 'Friendly Cup',
        },
        decision: null,
      },
    ]);
    for (const file of [stored.evidence!.id, forged.evidence!.id]) {
      expect((await staff.get(`/api/files/${file}`)).status).toBe(200);
    }
    await expectAnswer(
      staff.post(`/api/staff/verification-contests/${filed.id}/decide`, {
        winner: 'contestant',
        reason: ' ',
      }),
      400,
      {
        error: 'Say why the contest is decided this way',
        code: 'VERIFICATION_CONTEST_REASON_REQUIRED',
        fields: { reason: ['Say why the contest is decided this way'] },
      },
    );

    at(ist(1, '12:00'));
    const decided = await expectAnswer(
      staff.post(`/api/staff/verification-contests/${filed.id}/decide`, {
        winner: 'contestant',
        reason: 'Only the owner’s video shows the profile with this ID',
      }),
      200,
    );
    expect(decided).toMatchObject({
      status: 'upheld',
      holder: { userId: accomplice.user.id, name: 'Accomplice', evidence: null },
      decision: {
        by: 'Galaxia Staff',
        at: expect.stringMatching(/^2031-06-03T06:30/),
        reason: 'Only the owner’s video shows the profile with this ID',
        winner: 'contestant',
      },
    });
    await expectAnswer(
      staff.post(`/api/staff/verification-contests/${filed.id}/decide`, {
        winner: 'holder',
        reason: 'Changed my mind',
      }),
      409,
      { error: 'This contest was already decided', code: 'VERIFICATION_CONTEST_ALREADY_DECIDED' },
    );

    // Staff's list keeps the audit: who decided, when and why, and whose claim it was.
    expect((await expectAnswer(staff.get('/api/staff/verification-contests'), 200)).contests).toMatchObject([
      {
        id: filed.id,
        status: 'upheld',
        holder: { name: 'Accomplice' },
        decision: { by: 'Galaxia Staff', reason: 'Only the owner’s video shows the profile with this ID' },
      },
    ]);

    // The id is the owner's, verified by staff for no tournament; the forger's acceptance is gone.
    const moved = await app.em().findOneOrFail(GameAccount, { id: forged.id });
    expect([moved.user.id, moved.status, moved.reviewedBy?.id, moved.reviewedFor]).toEqual([
      owner.user.id,
      'verified',
      staffUser.id,
      null,
    ]);
    expect((await expectAnswer(owner.client.get('/api/game-accounts'), 200)).accounts).toEqual([
      { game: 'bgmi', id: OWNER_ID, name: 'RealProPlayer', status: 'verified' },
    ]);
    expect((await expectAnswer(accomplice.client.get('/api/game-accounts'), 200)).accounts).toEqual([]);
    expect((await expectAnswer(owner.client.get('/api/game-accounts/contests'), 200)).contests).toMatchObject(
      [{ status: 'upheld', reason: 'Only the owner’s video shows the profile with this ID' }],
    );

    // The forged registration waits for verification again, with a deadline its captain is told.
    const entry = await entryOf();
    expect([entry.status, entry.awaitingVerification]).toEqual(['registered', true]);
    expect(entry.verificationDeadline?.toISOString().slice(0, 16)).toBe('2031-06-05T06:30');
    const captainBell = await (await accomplice.client.get('/api/notifications')).text();
    expect(captainBell).toContain('Verification needed again for Friendly Cup');
    expect(captainBell).toContain(
      "Accomplice's BGMI verification was revoked after an ownership contest: Forgers is awaiting verification again. Every player must be verified before 5 Jun, 12:00 pm IST, or the place goes to the next team.",
    );
    expect(captainBell).toContain(`Your verification of BGMI ID ${OWNER_ID} was revoked`);
    const ownerBell = await (await owner.client.get('/api/notifications')).text();
    expect(ownerBell).toContain(`BGMI ID ${OWNER_ID} is verified as yours`);
    expect(ownerBell).toContain(
      'Platform staff decided the contest in your favour: Only the owner’s video shows the profile with this ID',
    );
  });

  it('refuses a contest on a free id or one’s own, and keeps the id with its holder when staff dismiss it', async () => {
    const holder = await person('Honest Holder');
    const claimer = await person('Wrong Claimer');
    const free = String(randomInt(1e9, 9e9));
    await expectAnswer(
      contest(claimer.client, { playerId: free, inGameName: 'Nobody', statement: 'Mine' }),
      409,
      {
        error: 'Nobody holds this in-game ID: send your verification video instead',
        code: 'VERIFICATION_CONTEST_NOTHING_TO_CONTEST',
      },
    );
    const held = String(randomInt(1e9, 9e9));
    await expectAnswer(sendVideo(holder.client, held, 'HonestIGN'), 202);
    await expectAnswer(
      contest(holder.client, { playerId: held, inGameName: 'HonestIGN', statement: 'Mine' }),
      409,
      {
        error: 'This in-game ID is already yours: there is nothing to contest',
        code: 'VERIFICATION_CONTEST_OWN_CLAIM',
      },
    );
    // A pending claim can be contested too (nobody may have the right to review it).
    const filed = await expectAnswer(
      contest(claimer.client, { playerId: held, inGameName: 'HonestIGN', statement: 'It is mine' }),
      201,
    );
    const staffUser = await createUser(app, 'Second Staff');
    await app.em().nativeUpdate(User, { id: staffUser.id }, { isStaff: true });
    const staff = await signedIn(app, staffUser);
    await expectAnswer(
      staff.post(`/api/staff/verification-contests/${filed.id}/decide`, {
        winner: 'holder',
        reason: 'The holder’s video shows this ID; the other shows a different one',
      }),
      200,
    );
    const account = await app.em().findOneOrFail(GameAccount, { gameId: 'bgmi', inGameId: held });
    expect([account.user.id, account.status, account.reviewedBy?.id]).toEqual([
      holder.user.id,
      'verified',
      staffUser.id,
    ]);
    expect(await (await claimer.client.get('/api/notifications')).text()).toContain(
      'Platform staff decided the contest against you: The holder’s video shows this ID; the other shows a different one',
    );
    expect(
      (await expectAnswer(claimer.client.get('/api/game-accounts/contests'), 200)).contests,
    ).toMatchObject([{ playerId: held, status: 'dismissed' }]);
  });
});
