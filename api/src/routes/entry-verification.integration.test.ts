import { randomInt } from 'node:crypto';
import {
  GameAccount,
  sweepVerifications,
  Team,
  TeamMember,
  TournamentRegistration,
} from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi, registeredFinalPlan } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { publishThroughApi } from '../test-support/publish.ts';
import { expectAnswer, storyCalendar } from '../test-support/story-answers.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Issue 27, item 1: a BGMI squad whose videos wait for review applies, holds its place, is reviewed by
 * the organiser of the event it applied to and plays once every video is approved; a rejection gives
 * it a deadline; verifications made for another organiser's event count only once accepted.
 */
const { dayOf, ist, at } = storyCalendar('2031-05-05');

function mp4Bytes(size = 2048): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x20, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
  bytes.set(new TextEncoder().encode('isomiso2avc1mp41'), 16);
  return bytes;
}

interface Squad {
  team: { id: string; name: string };
  captain: HttpClient;
  players: { id: string; name: string; client: HttpClient }[];
}

const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;

describe('a squad applies with its verification videos in review', () => {
  let app: TestApp;
  let owner: HttpClient;
  let organiserServer: string;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    at(ist(0, '09:00'));
    app = await startTestApp();
    const organiser = await createOrganiser(app, 'Verify Host');
    organiserServer = organiser.server.id;
    owner = await signedIn(app, organiser.user);
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
  });

  async function bgmiEvent(eventName: string, places: number, client = owner, serverId = organiserServer) {
    at(ist(0, '09:00'));
    const id = await draftEventThroughApi(
      client,
      {
        eventName,
        seasonNumber: 1,
        gameId: 'bgmi',
        serverId,
        publishDate: dayOf(0),
        format: 2,
        prizePool: '₹10,000',
        eventDescription: 'Duos, one final.',
      },
      registeredFinalPlan(places, dayOf),
    );
    await publishThroughApi(client, id);
    at(ist(0, '10:30'));
    return id;
  }

  async function squad(name: string): Promise<Squad> {
    const em = app.em();
    const people = [await createUser(app, `${name} Captain`), await createUser(app, `${name} Mate`)];
    const team = em.create(Team, { name, gameId: 'bgmi', createdBy: people[0]!.id });
    for (const [index, person] of people.entries()) {
      em.create(TeamMember, {
        team,
        user: person.id,
        role: index === 0 ? 'captain' : 'member',
        status: 'active',
      });
    }
    await em.flush();
    const players = await Promise.all(
      people.map(async (person) => ({
        id: person.id,
        name: person.name,
        client: await signedIn(app, person),
      })),
    );
    return { team: { id: team.id, name }, captain: players[0]!.client, players };
  }

  const sendVideo = async (player: Squad['players'][number], inGameId = String(randomInt(1e9, 9e9))) => {
    const form = new FormData();
    form.append('playerId', inGameId);
    form.append('inGameName', `${player.name} IGN`);
    form.append('video', new Blob([mp4Bytes()], { type: 'video/mp4' }), 'proof.mp4');
    await expectAnswer(player.client.send('POST', '/api/game-accounts/bgmi', { body: form }), 202);
    return app.em().findOneOrFail(GameAccount, { gameId: 'bgmi', inGameId });
  };

  const apply = (tournamentId: string, entrant: Squad) =>
    entrant.captain.post(`/api/events/${tournamentId}/registrations`, {
      teamId: entrant.team.id,
      roster: entrant.players.map((player) => player.id),
    });

  const pending = async (client: HttpClient = owner) =>
    (
      (await json(await client.get('/api/organiser/verifications'))).verifications as {
        accountId: string;
        player: { name: string };
        verifiedElsewhere: { serverName: string; eventName: string } | null;
      }[]
    ).map((review) => review);

  const entryOf = (tournamentId: string, teamId: string) =>
    app.em().findOneOrFail(TournamentRegistration, { tournament: tournamentId, team: teamId });

  it('holds the place of a squad in review, shows the organiser exactly its videos, and registers it on the last approval', async () => {
    const tournamentId = await bgmiEvent('Verified Cup', 2);
    const alpha = await squad('Alpha');
    const bystander = await squad('Bystander');
    await sendVideo(bystander.players[0]!);

    // Nobody has sent anything: the event page says who, and applying is refused with the same names.
    const before = await json(await alpha.captain.get(`/api/events/${tournamentId}/my-entry`));
    expect(before.blockerMessage).toBe(
      'Alpha Captain, Alpha Mate must send a BGMI verification video before your team can apply',
    );
    await expectAnswer(apply(tournamentId, alpha), 400, {
      error:
        'Alpha Captain has not sent a BGMI verification video yet: every player sends one before the team can apply',
      code: 'ENTRY_VERIFICATION_NEVER_SENT',
    });

    // One sent: the page tells awaiting review apart from never sent.
    const captainVideo = await sendVideo(alpha.players[0]!);
    const half = (await json(await alpha.captain.get(`/api/events/${tournamentId}/my-entry`))) as {
      blockerMessage: string;
      candidates: { players: { name: string; verification: string }[] }[];
    };
    expect(half.blockerMessage).toBe(
      'Alpha Mate must send a BGMI verification video before your team can apply',
    );
    expect(half.candidates[0]!.players.map((player) => [player.name, player.verification])).toEqual([
      ['Alpha Captain', 'awaiting_review'],
      ['Alpha Mate', 'never_sent'],
    ]);
    const mateVideo = await sendVideo(alpha.players[1]!);

    // Nothing to review before the squad applies.
    expect(await pending()).toEqual([]);
    const applied = await expectAnswer(apply(tournamentId, alpha), 201);
    expect(applied).toMatchObject({
      status: 'registered',
      awaitingVerification: true,
      verificationDeadline: null,
    });
    expect((applied.roster as { verification: string }[]).map((player) => player.verification)).toEqual([
      'awaiting_review',
      'awaiting_review',
    ]);
    const mine = (await json(await alpha.captain.get(`/api/events/${tournamentId}/my-entry`))) as {
      entry: { awaitingVerification: boolean };
      taken: number;
    };
    expect(mine.entry.awaitingVerification).toBe(true);
    // The place is held, but the team is not listed as playing yet.
    const teams = await json(await app.client().get(`/api/events/${tournamentId}/teams`));
    expect(JSON.stringify(teams)).not.toContain('Alpha');

    // Exactly the squad's videos, not the bystander's (whose team applied nowhere).
    const reviews = await pending();
    expect(reviews.map((review) => review.accountId).sort()).toEqual([captainVideo.id, mateVideo.id].sort());
    expect((await owner.get(`/api/files/${captainVideo.evidence!.id}`)).status).toBe(200);

    await expectAnswer(
      owner.post(`/api/organiser/verifications/${captainVideo.id}/approve`, { tournamentId }),
      200,
    );
    expect((await entryOf(tournamentId, alpha.team.id)).awaitingVerification).toBe(true);
    await expectAnswer(
      owner.post(`/api/organiser/verifications/${mateVideo.id}/approve`, { tournamentId }),
      200,
    );
    const entry = await entryOf(tournamentId, alpha.team.id);
    expect([entry.status, entry.awaitingVerification]).toEqual(['registered', false]);
    expect(JSON.stringify(await json(await app.client().get(`/api/events/${tournamentId}/teams`)))).toContain(
      'Alpha',
    );
    const bell = await (await alpha.captain.get('/api/notifications')).text();
    expect(bell).toContain('Registered for Verified Cup');
    expect(bell).toContain('Every player of Alpha is verified: the team is registered.');
    expect(await pending()).toEqual([]);
  });

  it('gives a rejected squad a deadline it sees, takes it back in review when the video is re-sent, and frees the place of one that lets it pass', async () => {
    const tournamentId = await bgmiEvent('Deadline Cup', 2);
    // One of the two places is already taken.
    const em = app.em();
    em.create(TournamentRegistration, {
      tournament: tournamentId,
      team: em.create(Team, { name: 'Early Birds', gameId: 'bgmi' }),
      status: 'registered',
      roster: [],
    });
    await em.flush();
    const bravo = await squad('Bravo');
    const charlie = await squad('Charlie');
    const bravoVideos = [await sendVideo(bravo.players[0]!), await sendVideo(bravo.players[1]!)];
    for (const player of charlie.players) await sendVideo(player);
    await expectAnswer(apply(tournamentId, bravo), 201);
    // The last place is held by Bravo: Charlie waits on the waitlist, also in review.
    expect(await expectAnswer(apply(tournamentId, charlie), 201)).toMatchObject({
      status: 'waitlisted',
      awaitingVerification: true,
    });

    at(ist(1, '12:00'));
    await expectAnswer(
      owner.post(`/api/organiser/verifications/${bravoVideos[1]!.id}/reject`, {
        tournamentId,
        reason: 'The player ID is not visible',
      }),
      200,
    );
    const rejected = await entryOf(tournamentId, bravo.team.id);
    // Two days from the rejection (the clock runs on from the moment set, so to the minute).
    expect(rejected.verificationDeadline?.toISOString().slice(0, 16)).toBe('2031-05-08T06:30');
    const bell = await (await bravo.captain.get('/api/notifications')).text();
    expect(bell).toContain('Verification rejected for Deadline Cup');
    expect(bell).toContain(
      "Bravo Mate's video was rejected: The player ID is not visible. Send a new video before 8 May, 12:00 pm IST or your team loses its place.",
    );
    const seen = (await json(await bravo.captain.get(`/api/events/${tournamentId}/my-entry`))) as {
      entry: { verificationDeadline: string; roster: { verification: string }[] };
    };
    expect(seen.entry.verificationDeadline.slice(0, 16)).toBe('2031-05-08T06:30');
    expect(seen.entry.roster.map((player) => player.verification)).toEqual(['awaiting_review', 'rejected']);

    // Re-sent: back in review, the deadline is lifted.
    const resent = await sendVideo(bravo.players[1]!, bravoVideos[1]!.inGameId);
    expect((await entryOf(tournamentId, bravo.team.id)).verificationDeadline).toBeNull();
    expect((await pending()).map((review) => review.accountId)).toContain(resent.id);

    // Rejected again and left to lapse: past the deadline the timer frees the place for Charlie.
    await expectAnswer(
      owner.post(`/api/organiser/verifications/${resent.id}/reject`, {
        tournamentId,
        reason: 'Still not visible',
      }),
      200,
    );
    at(ist(3, '11:00'));
    await sweepVerifications(app.em());
    expect((await entryOf(tournamentId, bravo.team.id)).status).toBe('registered');
    at(ist(3, '12:01'));
    expect(await sweepVerifications(app.em())).toMatchObject({ withdrawn: [rejected.id] });
    expect((await entryOf(tournamentId, bravo.team.id)).status).toBe('withdrawn');
    const promoted = await entryOf(tournamentId, charlie.team.id);
    expect([promoted.status, promoted.awaitingVerification]).toEqual(['registered', true]);
    expect(await (await bravo.captain.get('/api/notifications')).text()).toContain(
      'Bravo did not replace a rejected verification in time: its place went to the waitlist.',
    );
  });

  it('refuses to approve a pending review that has no video', async () => {
    const tournamentId = await bgmiEvent('Evidence Cup', 2);
    const delta = await squad('Delta');
    const videos = [await sendVideo(delta.players[0]!), await sendVideo(delta.players[1]!)];
    await expectAnswer(apply(tournamentId, delta), 201);
    // The file went (an orphan sweep, a deleted upload): there is nothing to look at.
    await app.em().nativeUpdate(GameAccount, { id: videos[0]!.id }, { evidence: null });
    await expectAnswer(
      owner.post(`/api/organiser/verifications/${videos[0]!.id}/approve`, { tournamentId }),
      409,
      {
        error: 'This verification has no video to review: the player must send one',
        code: 'ENTRY_VERIFICATION_NO_EVIDENCE',
      },
    );
    expect((await app.em().findOneOrFail(GameAccount, { id: videos[0]!.id })).status).toBe('pending');
  });

  it('refuses to require verified accounts while entered teams have unverified players, naming them', async () => {
    const tournamentId = await bgmiEvent('Open Cup', 2);
    const basics = {
      eventName: 'Open Cup',
      seasonNumber: 1,
      gameId: 'bgmi',
      serverId: organiserServer,
      publishDate: dayOf(0),
      format: 2,
      prizePool: '₹10,000',
      eventDescription: 'Duos, one final.',
    };
    const save = (requiresVerification: boolean) => {
      const form = new FormData();
      form.append(
        'tournamentData',
        JSON.stringify({
          ...basics,
          requiresVerification,
          eventPoster: null,
          eventHeader: null,
          eventLogo: null,
        }),
      );
      return owner.send('PUT', `/api/updateEvent/basicInfo/${tournamentId}`, { body: form });
    };
    const stored = await expectAnswer(save(false), 200);
    expect(stored.requiresVerification).toBe(false);
    const foxtrot = await squad('Foxtrot');
    const golf = await squad('Golf');
    await expectAnswer(apply(tournamentId, foxtrot), 201);
    await expectAnswer(apply(tournamentId, golf), 201);

    await expectAnswer(save(true), 409, {
      error:
        'These registered teams have unverified players: Foxtrot, Golf. Remove them or ask them to verify before requiring verified accounts.',
      code: 'ENTRY_VERIFICATION_TURN_ON_REFUSED',
    });
    const after = await json(await owner.get(`/api/getEvent/basicInfo/${tournamentId}`));
    expect(after.requiresVerification).toBe(false);
  });

  it("counts another organiser's verification only once this organiser accepts it", async () => {
    const rival = await createOrganiser(app, 'Rival Host');
    const rivalClient = await signedIn(app, rival.user);
    const first = await bgmiEvent('First Cup', 2, rivalClient, rival.server.id);
    const second = await bgmiEvent('Second Cup', 2);
    const echo = await squad('Echo');
    const videos = [await sendVideo(echo.players[0]!), await sendVideo(echo.players[1]!)];
    await expectAnswer(apply(first, echo), 201);
    for (const video of videos) {
      await expectAnswer(
        rivalClient.post(`/api/organiser/verifications/${video.id}/approve`, { tournamentId: first }),
        200,
      );
    }
    expect((await entryOf(first, echo.team.id)).awaitingVerification).toBe(false);

    // Verified for First Cup: entering Second Cup is an application its organiser decides on.
    expect(await expectAnswer(apply(second, echo), 201)).toMatchObject({ awaitingVerification: true });
    const reviews = (await pending()).filter((review) => review.player.name.startsWith('Echo'));
    // Pending reviews list players in their own order; compare the sets.
    const byId = (a: [string, unknown], b: [string, unknown]) => a[0].localeCompare(b[0]);
    expect(
      reviews.map((review) => [review.accountId, review.verifiedElsewhere] as [string, unknown]).sort(byId),
    ).toEqual(
      videos
        .map(
          (video) =>
            [video.id, { serverName: "Rival Host's Server", eventName: 'First Cup' }] as [string, unknown],
        )
        .sort(byId),
    );
    for (const video of videos) {
      await expectAnswer(
        owner.post(`/api/organiser/verifications/${video.id}/approve`, { tournamentId: second }),
        200,
      );
    }
    expect((await entryOf(second, echo.team.id)).awaitingVerification).toBe(false);
    // Accepting records the decision; the account stays the rival organiser's verification.
    const account = await app.em().findOneOrFail(GameAccount, { id: videos[0]!.id });
    expect(account.reviewedFor?.id).toBe(first);
  });
});
