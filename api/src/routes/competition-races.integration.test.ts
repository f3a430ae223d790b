import {
  Match,
  Phase,
  StreamClaim,
  Team,
  TeamMember,
  TournamentRegistration,
  TournamentStreamer,
} from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { publishThroughApi } from '../test-support/publish.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';

/**
 * Conflicting moves sent at the same moment against real PostgreSQL: every match ends in exactly one
 * state and no result is applied twice. Two captains share a 256-team single elimination: one
 * captains seeds 1-128 (always side A in round 1), the other seeds 129-256 (always side B).
 */

type MatchRow = InstanceType<typeof Match.class>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const TEAMS = 256;

/** Every answer here is a refusal or a match: the fields the assertions read. */
interface Answer {
  status: number;
  body: { error?: string; streamer?: string | null };
}

const answer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  body: (await response.json()) as Answer['body'],
});

describe('concurrent moves on matches', () => {
  const { app, organiser, owner } = useOrganiserApp('Ishaan');
  let sideA: HttpClient;
  let sideB: HttpClient;
  let tournamentId: string;
  let firstRound: MatchRow[];

  /** Clears the sign-in rate limit between batches of test sign-ins, as a fresh app starts with. */
  async function resetRateLimits() {
    const counters = await app.redis.keys('galaxia:rl:*');
    if (counters.length) await app.redis.del(...counters);
  }

  const rows = async () => {
    const phase = await app.em().findOneOrFail(Phase, { tournament: tournamentId, position: 0 });
    return app
      .em()
      .find(Match, { phase }, { populate: ['teamA', 'teamB', 'winner'], orderBy: { playOrder: 'asc' } });
  };

  beforeAll(async () => {
    const captainA = await createUser(app, 'Captain High');
    const captainB = await createUser(app, 'Captain Low');
    sideA = await signedIn(app, captainA);
    sideB = await signedIn(app, captainB);

    const rounds = Array.from({ length: 8 }, (_, i) => ({
      roundKey: `r-${i + 1}`,
      roundName: `Round ${i + 1}`,
      startDate: day(i - 1),
      endDate: day(i - 1),
      startTime: '00:00',
      endTime: '23:59',
    }));
    tournamentId = await draftEventThroughApi(
      owner,
      {
        eventName: 'Race Cup',
        seasonNumber: 1,
        gameId: 'valorant',
        serverId: organiser.server.id,
        publishDate: day(-20),
        format: 1,
        prizePool: '',
        eventDescription: 'Sixteen racers, one bracket.',
      },
      {
        phases: [
          {
            name: 'Main Event',
            format: 'Single Elimination',
            invitedTeams: 0,
            participatingTeams: TEAMS,
            isFinal: true,
          },
        ],
        calendar: [{ phaseName: 'Main Event', rounds }],
        registration: [{ startDate: day(-10), startTime: '10:00', endDate: day(-5), endTime: '10:00' }],
      },
    );
    await publishThroughApi(owner, tournamentId);

    const em = app.em();
    const opened = Date.now() - 9 * 86_400_000;
    for (let seed = 1; seed <= TEAMS; seed++) {
      const captain = seed <= TEAMS / 2 ? captainA : captainB;
      const team = em.create(Team, { name: `Racer ${seed}`, gameId: 'valorant', createdBy: captain.id });
      em.create(TeamMember, { team, user: captain.id, role: 'captain', status: 'active' });
      em.create(TournamentRegistration, {
        tournament: tournamentId,
        team,
        registeredBy: captain.id,
        status: 'registered',
        roster: [captain.id],
        registeredAt: new Date(opened + seed * 60_000),
      });
    }
    await em.flush();

    const started = await owner.post(`/api/organiser/tournaments/${tournamentId}/phases/0/start`, {
      seeding: 'registration',
    });
    expect(await answer(started)).toMatchObject({ status: 201, body: { matches: TEAMS - 1 } });
    firstRound = (await rows()).filter((match) => match.round === 1);
    expect(firstRound).toHaveLength(TEAMS / 2);

    // Played off-platform an hour ago: the organiser records the time, so results may come in.
    const played = new Date(Date.now() - 3_600_000).toISOString();
    const scheduled = await Promise.all(
      firstRound.map((match) => owner.post(`/api/matches/${match.id}/set-time`, { time: played })),
    );
    expect(scheduled.map((response) => response.status)).toEqual(firstRound.map(() => 200));
  }, 120_000);

  afterAll(() => app.close());

  it('settles 100 matches hit by two conflicting reports at once on exactly one report each', async () => {
    const contested = firstRound.slice(0, 100);
    const answers = await Promise.all(
      contested.flatMap((match) => [
        sideA.post(`/api/matches/${match.id}/report`, { scoreA: 2, scoreB: 0 }).then(answer),
        sideB.post(`/api/matches/${match.id}/report`, { scoreA: 0, scoreB: 2 }).then(answer),
      ]),
    );
    const stored = new Map((await rows()).map((row) => [row.id, row]));
    contested.forEach((match, i) => {
      const [a, b] = [answers[2 * i]!, answers[2 * i + 1]!];
      const won = a.status === 200 ? a : b;
      const lost = a.status === 200 ? b : a;
      expect([won.status, lost]).toEqual([
        200,
        {
          status: 409,
          body: {
            error: 'The other team has already reported a score: confirm or dispute it',
            code: 'MATCH_OTHER_SIDE_REPORTED',
          },
        },
      ]);
      const row = stored.get(match.id)!;
      expect(row.status).toBe('scheduled');
      expect(row.report).toMatchObject(
        a.status === 200
          ? { scoreA: 2, scoreB: 0, byTeamId: match.teamA!.id }
          : { scoreA: 0, scoreB: 2, byTeamId: match.teamB!.id },
      );
      expect(row.version).toBe(3);
    });
  }, 120_000);

  it('settles the other 28 matches hit by a report and a confirmation at once on one outcome, applied once', async () => {
    const raced = firstRound.slice(100);
    const answers = await Promise.all(
      raced.flatMap((match) => [
        sideA.post(`/api/matches/${match.id}/report`, { scoreA: 2, scoreB: 1 }).then(answer),
        sideB.post(`/api/matches/${match.id}/confirm`).then(answer),
      ]),
    );
    let stored = new Map((await rows()).map((row) => [row.id, row]));
    const unconfirmed: MatchRow[] = [];
    raced.forEach((match, i) => {
      const [report, confirm] = [answers[2 * i]!, answers[2 * i + 1]!];
      expect(report.status).toBe(200);
      const row = stored.get(match.id)!;
      if (confirm.status === 200) {
        expect(row).toMatchObject({
          status: 'completed',
          bracketStatus: 'completed',
          scoreA: 2,
          scoreB: 1,
          report: null,
        });
        expect(row.winner!.id).toBe(match.teamA!.id);
      } else {
        expect(confirm).toEqual({
          status: 409,
          body: { error: 'There is no reported score to confirm or dispute', code: 'MATCH_NO_REPORT' },
        });
        expect(row).toMatchObject({
          status: 'scheduled',
          bracketStatus: 'pending',
          report: { scoreA: 2, scoreB: 1 },
        });
        unconfirmed.push(match);
      }
    });

    // Whatever is still waiting gets two confirmations at once: one completes it, the other is refused.
    const doubled = await Promise.all(
      unconfirmed.flatMap((match) => [
        sideB.post(`/api/matches/${match.id}/confirm`).then(answer),
        sideB.post(`/api/matches/${match.id}/confirm`).then(answer),
      ]),
    );
    unconfirmed.forEach((_match, i) => {
      const pair = [doubled[2 * i]!, doubled[2 * i + 1]!].sort((x, y) => x.status - y.status);
      expect(pair[0]!.status).toBe(200);
      expect(pair[1]).toEqual({
        status: 409,
        body: { error: 'This match is already completed', code: 'MATCH_ALREADY_COMPLETED' },
      });
    });

    stored = new Map((await rows()).map((row) => [row.id, row]));
    const winners = raced.map((match) => match.teamA!.id);
    for (const match of raced) expect(stored.get(match.id)!.status).toBe('completed');
    // Each winner sits in exactly one slot of round 2, and only winners do.
    const roundTwo = [...stored.values()].filter((row) => row.round === 2);
    const placed = roundTwo.flatMap((row) => [row.teamA?.id, row.teamB?.id]).filter((id) => id !== undefined);
    expect(placed.filter((id) => winners.includes(id!)).sort()).toEqual([...winners].sort());
    expect(placed).toHaveLength(winners.length);
    expect(new Set(placed).size).toBe(placed.length);
  }, 120_000);

  it('gives exactly one of 50 concurrent claims on a match', async () => {
    const [match] = firstRound;
    const em = app.em();
    const streamers: HttpClient[] = [];
    for (let i = 0; i < 50; i++) {
      if (i % 25 === 0) await resetRateLimits();
      const user = await createUser(app, `Streamer ${i + 1}`);
      em.create(TournamentStreamer, { tournament: tournamentId, user: user.id });
      await em.flush();
      streamers.push(await signedIn(app, user));
    }
    const answers = await Promise.all(
      streamers.map((client, i) =>
        client
          .post(`/api/matches/${match!.id}/claim`, { platform: 'Twitch', url: `https://twitch.tv/s${i}` })
          .then(answer),
      ),
    );
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toEqual(
      Array.from({ length: 49 }, () => ({
        status: 409,
        body: {
          error: 'This match has already been claimed by another streamer',
          code: 'STREAM_ALREADY_CLAIMED',
        },
      })),
    );
    const claims = await app.em().find(StreamClaim, { match: match!.id }, { populate: ['streamer'] });
    expect(claims).toHaveLength(1);
    expect(claims[0]!.streamer.name).toBe(won[0]!.body.streamer);
  }, 120_000);
});
