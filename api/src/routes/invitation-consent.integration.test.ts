import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GameAccount,
  Team,
  TeamMember,
  Tournament,
  TournamentInvitation,
  TournamentRegistration,
  UploadedFile,
} from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi, invitedFinalPlan } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const NOT_FOUND = { error: 'Verification request not found', code: 'GAME_ACCOUNTS_REVIEW_NOT_FOUND' };

describe("tournament invitations need the captain's consent", () => {
  let app: TestApp;
  let organiser: HttpClient;
  let tournamentId: string;

  /** A pending BGMI claim of `userId` with an evidence video on disk. */
  async function pendingClaim(userId: string, inGameName: string) {
    const em = app.em();
    const storageName = `${crypto.randomUUID()}.mp4`;
    writeFileSync(join(app.uploadDir, storageName), 'evidence bytes');
    const evidence = em.create(UploadedFile, {
      owner: userId,
      kind: 'video',
      mimeType: 'video/mp4',
      sizeBytes: 14,
      storageName,
    });
    const account = em.create(GameAccount, {
      user: userId,
      gameId: 'bgmi',
      inGameId: String(5_000_000_000 + Math.floor(Math.random() * 1e9)),
      inGameName,
      status: 'pending',
      method: 'bgmi_video',
      evidence,
    });
    await em.flush();
    return { account, evidenceId: evidence.id };
  }

  /** A BGMI team of a captain and one player whose evidence videos wait for review (the captain's unless told). */
  async function strangersTeam(name: string, { captainSent = true } = {}) {
    const em = app.em();
    const captain = await createUser(app, `${name} Captain`);
    const player = await createUser(app, `${name} Player`);
    const team = em.create(Team, { name, gameId: 'bgmi', createdBy: captain.id });
    em.create(TeamMember, { team, user: captain.id, role: 'captain', status: 'active' });
    em.create(TeamMember, { team, user: player.id, role: 'member', status: 'active' });
    await em.flush();
    const captainClaim = captainSent ? await pendingClaim(captain.id, `${name} Leader`) : null;
    const { account, evidenceId } = await pendingClaim(player.id, `${name} Sniper`);
    return {
      team,
      account,
      evidenceId,
      captainAccount: captainClaim?.account ?? null,
      captain: await signedIn(app, captain),
      player,
    };
  }

  beforeAll(async () => {
    app = await startTestApp();
    const owner = await createOrganiser(app, 'Invite Host');
    organiser = await signedIn(app, owner.user);
    tournamentId = await draftEventThroughApi(
      organiser,
      {
        eventName: 'BGMI Invitational',
        seasonNumber: 1,
        gameId: 'bgmi',
        serverId: owner.server.id,
        publishDate: day(-1),
        format: 2,
        prizePool: '',
        eventDescription: '',
      },
      invitedFinalPlan({ startDate: day(2), endDate: day(3) }, { startDate: day(-3), endDate: day(1) }),
    );
  });
  afterAll(() => app.close());

  it("shows an inviting organiser none of a stranger's evidence until the captain accepts", async () => {
    const stranger = await strangersTeam('Lone Wolves');
    const invited = await organiser.post(`/api/organiser/tournaments/${tournamentId}/invitations`, {
      teamId: stranger.team.id,
    });
    expect(invited.status).toBe(201);
    const invitation = (await invited.json()) as { id: string; status: string };
    expect(invitation).toMatchObject({
      status: 'pending',
      eventName: 'BGMI Invitational',
      team: { name: 'Lone Wolves' },
    });
    const again = await organiser.post(`/api/organiser/tournaments/${tournamentId}/invitations`, {
      teamId: stranger.team.id,
    });
    expect([again.status, await again.json()]).toEqual([
      409,
      {
        error: 'This team already has an invitation to this tournament',
        code: 'COMPETITION_ALREADY_INVITED',
      },
    ]);

    // Before consent: not entered, nothing to review, the video is not there.
    expect(
      await app.em().count(TournamentRegistration, { tournament: tournamentId, team: stranger.team.id }),
    ).toBe(0);
    expect(await (await organiser.get('/api/organiser/verifications')).json()).toEqual({ verifications: [] });
    expect((await organiser.get(`/api/files/${stranger.evidenceId}`)).status).toBe(404);
    const early = await organiser.post(`/api/organiser/verifications/${stranger.account.id}/approve`);
    expect([early.status, await early.json()]).toEqual([404, NOT_FOUND]);
    expect((await app.em().findOneOrFail(GameAccount, { id: stranger.account.id })).status).toBe('pending');

    // Only the captain answers; a player of the team cannot.
    const player = await signedIn(app, stranger.player);
    expect(await (await player.get('/api/me/tournament-invitations')).json()).toEqual({ invitations: [] });
    const byPlayer = await player.post(`/api/tournament-invitations/${invitation.id}/accept`);
    expect([byPlayer.status, await byPlayer.json()]).toEqual([
      404,
      { error: 'Invitation not found', code: 'COMPETITION_INVITATION_NOT_FOUND' },
    ]);
    // The captain hears of it in the notification centre.
    const bell = await (await stranger.captain.get('/api/notifications')).text();
    expect(bell).toContain('Invitation to BGMI Invitational');
    expect(bell).toContain(
      'Lone Wolves is invited to BGMI Invitational. As captain, accept or decline it before the team is entered.',
    );
    const inbox = (await (await stranger.captain.get('/api/me/tournament-invitations')).json()) as {
      invitations: { id: string }[];
    };
    expect(inbox.invitations.map((item) => item.id)).toEqual([invitation.id]);

    const accepted = await stranger.captain.post(`/api/tournament-invitations/${invitation.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: 'accepted' });
    const entry = await app
      .em()
      .findOneOrFail(TournamentRegistration, { tournament: tournamentId, team: stranger.team.id });
    // Accepting is an application: the place is held while the videos wait for review.
    expect([entry.status, entry.awaitingVerification]).toEqual(['invited', true]);
    const twice = await stranger.captain.post(`/api/tournament-invitations/${invitation.id}/decline`);
    expect([twice.status, await twice.json()]).toEqual([
      409,
      { error: 'This invitation has already been answered', code: 'COMPETITION_INVITATION_ANSWERED' },
    ]);

    // A draft gives no review rights, whoever applied to it: anyone can make a server and a draft.
    expect(await (await organiser.get('/api/organiser/verifications')).json()).toEqual({ verifications: [] });
    expect((await organiser.get(`/api/files/${stranger.evidenceId}`)).status).toBe(404);
    await app.em().nativeUpdate(Tournament, { id: tournamentId }, { lifecycle: 'published' });

    // Once published the organiser reviews, and the decision records the tournament it was made for.
    const listed = (await (await organiser.get('/api/organiser/verifications')).json()) as {
      verifications: { accountId: string }[];
    };
    expect(listed.verifications.map((item) => item.accountId)).toEqual([
      stranger.captainAccount!.id,
      stranger.account.id,
    ]);
    expect((await organiser.get(`/api/files/${stranger.evidenceId}`)).status).toBe(200);
    const wrongTournament = await organiser.post(
      `/api/organiser/verifications/${stranger.account.id}/approve`,
      {
        tournamentId: crypto.randomUUID(),
      },
    );
    expect([wrongTournament.status, await wrongTournament.json()]).toEqual([404, NOT_FOUND]);
    const approved = await organiser.post(`/api/organiser/verifications/${stranger.account.id}/approve`, {
      tournamentId,
    });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      status: 'verified',
      reviewedFor: { tournamentId, eventName: 'BGMI Invitational' },
    });
    const stored = await app.em().findOneOrFail(GameAccount, { id: stranger.account.id });
    expect([stored.status, stored.reviewedFor?.id]).toEqual(['verified', tournamentId]);
    await app.em().nativeUpdate(Tournament, { id: tournamentId }, { lifecycle: 'draft' });
  });

  it('refuses to accept for a team whose player has sent no verification video', async () => {
    const stranger = await strangersTeam('Late Starters', { captainSent: false });
    const invited = await organiser.post(`/api/organiser/tournaments/${tournamentId}/invitations`, {
      teamId: stranger.team.id,
    });
    const { id } = (await invited.json()) as { id: string };
    const accepted = await stranger.captain.post(`/api/tournament-invitations/${id}/accept`);
    expect([accepted.status, await accepted.json()]).toEqual([
      400,
      {
        error:
          'Late Starters Captain has not sent a BGMI verification video yet: every player sends one before the team can apply',
        code: 'ENTRY_VERIFICATION_NEVER_SENT',
      },
    ]);
    expect(
      await app.em().count(TournamentRegistration, { tournament: tournamentId, team: stranger.team.id }),
    ).toBe(0);
    expect((await app.em().findOneOrFail(TournamentInvitation, { id })).status).toBe('pending');
    // The offer stands until answered; declining it frees the invited place for the next test.
    expect((await stranger.captain.post(`/api/tournament-invitations/${id}/decline`)).status).toBe(200);
  });

  it('enters nothing and grants nothing when the captain declines', async () => {
    const stranger = await strangersTeam('Night Riders');
    const invited = await organiser.post(`/api/organiser/tournaments/${tournamentId}/invitations`, {
      teamId: stranger.team.id,
    });
    const { id } = (await invited.json()) as { id: string };
    const declined = await stranger.captain.post(`/api/tournament-invitations/${id}/decline`);
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ status: 'declined' });
    expect((await app.em().findOneOrFail(TournamentInvitation, { id })).status).toBe('declined');
    expect(
      await app.em().count(TournamentRegistration, { tournament: tournamentId, team: stranger.team.id }),
    ).toBe(0);
    const verifications = (await (await organiser.get('/api/organiser/verifications')).json()) as {
      verifications: { accountId: string }[];
    };
    expect(verifications.verifications.map((item) => item.accountId)).not.toContain(stranger.account.id);
    expect((await organiser.get(`/api/files/${stranger.evidenceId}`)).status).toBe(404);
  });
});
