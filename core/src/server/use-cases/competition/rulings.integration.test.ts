import type { PhaseFormat } from '@galaxia/core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { resetClock } from '../../clock.ts';
import {
  Announcement,
  Match,
  Notification,
  Phase,
  Ruling,
  Tournament,
  TournamentRegistration,
} from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import type { DiscordNotification } from '../../jobs/discord-notification-job.ts';
import { computeTournamentStats } from './compute-tournament-stats.ts';
import { confirmMatchScore } from './confirm-match-score.ts';
import { correctMatchResult } from './correct-match-result.ts';
import { disqualifyTeam } from './disqualify-team.ts';
import { forfeitMatch } from './forfeit-match.ts';
import { NO_PORTS } from './internal/competition-ports.ts';
import {
  groupsThenPlayoffs,
  passDisputeWindows,
  playEverything,
  playMatch,
  type Scenario,
  startScenarioPhase,
  tournamentWith,
} from './internal/competition-scenario.ts';
import { listRulings } from './list-rulings.ts';
import { reopenMatch } from './reopen-match.ts';
import { reportMatchScore } from './report-match-score.ts';
import { setMatchTime } from './set-match-time.ts';
import { settleMatch } from './settle-match.ts';

/** A semi-final is a best of 3: a 2–0 is reported as its two games. */
const sweep = (side: 'A' | 'B') =>
  [1, 2].map(() => ({ scoreA: side === 'A' ? 1 : 0, scoreB: side === 'B' ? 1 : 0, playerStats: [] }));

/** Organiser rulings on PostgreSQL: each one a transaction that re-derives the bracket and is audited. */

let orm: Orm;

beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());
// Tests move the clock past dispute windows; each starts again from real time.
afterEach(() => resetClock());

const refusal = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => null,
    (thrown: unknown) => thrown as { kind: string; message: string; details?: unknown },
  );
  if (error === null) throw new Error('expected a refusal');
  return { kind: error.kind, message: error.message, ...(error.details ? { details: error.details } : {}) };
};

const matchesOf = async (scenario: Scenario) => {
  const rows = await orm.em
    .fork()
    .find(
      Match,
      { tournament: scenario.tournamentId },
      { orderBy: { playOrder: 'asc' }, populate: ['teamA', 'teamB', 'winner'] },
    );
  return new Map(rows.map((row) => [row.displayId, row]));
};

const teamName = (scenario: Scenario, teamId: string | undefined) =>
  teamId === undefined ? null : `Seed ${scenario.seeds.indexOf(teamId) + 1}`;

async function cup(teams: number, format: PhaseFormat = 'Single Elimination') {
  const scenario = await tournamentWith(orm, teams, [
    { name: 'Playoffs', format, participatingTeams: teams, isFinal: true },
  ]);
  await startScenarioPhase(scenario);
  return scenario;
}

const fourTeamCup = () => cup(4);

const seedName = (scenario: Scenario, seed: number) => scenario.seeds[seed - 1]!;

/** Plays a pending match so that `winner` wins 2-1. */
const win = (scenario: Scenario, match: InstanceType<typeof Match.class>, winner: number) =>
  playMatch(scenario, match, match.teamA!.id === seedName(scenario, winner), NO_PORTS);

/** A score for a correction that makes `winner` win 2-1 (it may sit on either side). */
const scoreFor = (match: InstanceType<typeof Match.class>, winner: string) =>
  match.teamA!.id === winner ? { scoreA: 2, scoreB: 1 } : { scoreA: 1, scoreB: 2 };

/** Plays every match pending now, the better seed winning, except those `skip` names. */
async function playPending(
  scenario: Scenario,
  skip: (row: InstanceType<typeof Match.class>) => boolean = () => false,
) {
  for (const row of (await matchesOf(scenario)).values()) {
    if (row.status !== 'pending' || skip(row)) continue;
    const better = scenario.seeds.indexOf(row.teamA!.id) < scenario.seeds.indexOf(row.teamB!.id);
    await playMatch(scenario, row, better, NO_PORTS);
  }
}

async function playQuarterFinals(scenario: Scenario) {
  for (const [id, match] of await matchesOf(scenario))
    if (id.startsWith('qf-')) await playMatch(scenario, match, true, NO_PORTS);
}

describe('forfeit', () => {
  it('sends the team that turned up through, notes why and logs who ruled', async () => {
    const cup = await fourTeamCup();
    const sf1 = (await matchesOf(cup)).get('sf-1')!;
    const answer = await forfeitMatch(
      cup.ctx(cup.organiser),
      {
        matchId: sf1.id,
        forfeiting: 'B',
        reason: 'Did not join the lobby within 10 minutes',
      },
      NO_PORTS,
    );
    expect(answer).toMatchObject({
      status: 'completed',
      scoreA: 1,
      scoreB: 0,
      winner: 'A',
      note: 'Seed 4 forfeited: Did not join the lobby within 10 minutes',
    });
    const rows = await matchesOf(cup);
    expect(teamName(cup, rows.get('sf-1')!.winner?.id)).toBe('Seed 1');
    expect(teamName(cup, rows.get('final')!.teamA?.id)).toBe('Seed 1');

    const [entry] = await orm.em.fork().find(Ruling, { tournament: cup.tournamentId });
    expect(entry).toMatchObject({
      kind: 'forfeit',
      matchName: rows.get('sf-1')!.name,
      organiserName: 'Organiser',
      reason: 'Did not join the lobby within 10 minutes',
      before: { status: 'pending', scoreA: null, scoreB: null, winner: null },
      after: { status: 'completed', scoreA: 1, scoreB: 0, winner: 'Seed 1' },
    });
    expect(entry!.organiser!.id).toBe(cup.organiser.userId);
    // Both teams hear of it in their notification centre, with a link to the match.
    const notices = await orm.em.fork().find(Notification, {
      user: { $in: [cup.captains.get(sf1.teamA!.id)!.userId, cup.captains.get(sf1.teamB!.id)!.userId] },
      kind: 'ruling',
    });
    expect(notices.map((notice) => [notice.kind, notice.title, notice.body, notice.link])).toEqual([
      [
        'ruling',
        'Organiser ruling: Semi-final 1',
        'Forfeit. Did not join the lobby within 10 minutes',
        `/events/${cup.tournamentId}/matches/${sf1.id}`,
      ],
      [
        'ruling',
        'Organiser ruling: Semi-final 1',
        'Forfeit. Did not join the lobby within 10 minutes',
        `/events/${cup.tournamentId}/matches/${sf1.id}`,
      ],
    ]);
  });

  it('lets nobody through on a double forfeit: the final is a BYE and the tournament ends once the semi-final is final', async () => {
    const cup = await fourTeamCup();
    const rows = await matchesOf(cup);
    await playMatch(cup, rows.get('sf-1')!, true, NO_PORTS);
    await forfeitMatch(
      cup.ctx(cup.organiser),
      {
        matchId: rows.get('sf-2')!.id,
        forfeiting: 'both',
        reason: 'Neither team checked in',
      },
      NO_PORTS,
    );
    const after = await matchesOf(cup);
    expect(after.get('sf-2')).toMatchObject({ status: 'completed', scoreA: 0, scoreB: 0, winner: null });
    expect(after.get('final')).toMatchObject({ status: 'completed', bracketStatus: 'bye' });
    expect(teamName(cup, after.get('final')!.winner?.id)).toBe('Seed 1');
    // The forfeit is ruled, final at once; the confirmed semi-final still has its dispute window.
    const lifecycle = async () =>
      (await orm.em.fork().findOneOrFail(Tournament, { id: cup.tournamentId })).lifecycle;
    expect(await lifecycle()).toBe('published');
    await passDisputeWindows(orm, cup, NO_PORTS);
    expect(await lifecycle()).toBe('completed');
    const em = orm.em.fork();
    expect((await em.findOneOrFail(Phase, { tournament: cup.tournamentId })).status).toBe('completed');
    expect((await em.find(Ruling, { tournament: cup.tournamentId })).map((r) => r.kind)).toEqual([
      'double-forfeit',
    ]);
  });

  it('is refused to a captain and on a completed match, leaving nothing behind', async () => {
    const cup = await fourTeamCup();
    const rows = await matchesOf(cup);
    const sf1 = rows.get('sf-1')!;
    const captain = cup.captains.get(sf1.teamA!.id)!;
    expect(
      await refusal(
        forfeitMatch(cup.ctx(captain), { matchId: sf1.id, forfeiting: 'B', reason: 'x' }, NO_PORTS),
      ),
    ).toEqual({
      kind: 'FORBIDDEN',
      message: 'Only an organiser can do that',
    });
    await playMatch(cup, sf1, true, NO_PORTS);
    expect(
      await refusal(
        forfeitMatch(cup.ctx(cup.organiser), { matchId: sf1.id, forfeiting: 'B', reason: 'Late' }, NO_PORTS),
      ),
    ).toEqual({
      kind: 'CONFLICT',
      message: 'This match already has a result: correct it or reopen it instead',
    });
    expect(await orm.em.fork().count(Ruling, { tournament: cup.tournamentId })).toBe(0);
  });
});

describe('settle', () => {
  it('lets a reported score the other team never confirmed stand, and moves the winner on', async () => {
    const c = await fourTeamCup();
    const sf1 = (await matchesOf(c)).get('sf-1')!;
    await setMatchTime(
      c.ctx(c.organiser),
      {
        matchId: sf1.id,
        time: new Date(Date.now() - 3_600_000).toISOString(),
      },
      NO_PORTS,
    );
    await reportMatchScore(
      c.ctx(c.captains.get(sf1.teamA!.id)!),
      { matchId: sf1.id, games: sweep('A') },
      NO_PORTS,
    );
    const answer = await settleMatch(
      c.ctx(c.organiser),
      {
        matchId: sf1.id,
        reason: 'Seed 4 stopped answering',
      },
      NO_PORTS,
    );
    expect(answer).toMatchObject({ status: 'completed', scoreA: 2, scoreB: 0, winner: 'A', report: null });
    expect(teamName(c, (await matchesOf(c)).get('final')!.teamA?.id)).toBe('Seed 1');
    const { rulings } = await listRulings(c.ctx(c.organiser), c.tournamentId);
    expect(rulings).toEqual([
      expect.objectContaining({
        kind: 'settle',
        organiser: 'Organiser',
        reason: 'Seed 4 stopped answering',
        before: { status: 'scheduled', scoreA: null, scoreB: null, winner: null },
        after: { status: 'completed', scoreA: 2, scoreB: 0, winner: 'Seed 1' },
      }),
    ]);
  });

  it('needs a report to settle', async () => {
    const c = await fourTeamCup();
    const sf1 = (await matchesOf(c)).get('sf-1')!;
    expect(
      await refusal(settleMatch(c.ctx(c.organiser), { matchId: sf1.id, reason: 'Silence' }, NO_PORTS)),
    ).toEqual({
      kind: 'CONFLICT',
      message: 'Only a reported result that the other team has not confirmed can be settled',
    });
  });
});

describe('correct', () => {
  it('re-derives the semi-final that is not played yet', async () => {
    const c = await cup(8);
    await playQuarterFinals(c);
    const qf2 = (await matchesOf(c)).get('qf-2')!;
    const loser = qf2.teamB!.id;
    await correctMatchResult(
      c.ctx(c.organiser),
      {
        matchId: qf2.id,
        ...scoreFor(qf2, loser),
        reason: 'Captain of the winners typed the score the wrong way round',
        resetPlayed: false,
      },
      NO_PORTS,
    );
    const after = await matchesOf(c);
    expect(after.get('qf-2')!.winner!.id).toBe(loser);
    expect(after.get('sf-1')).toMatchObject({ status: 'pending' });
    expect([after.get('sf-1')!.teamA?.id, after.get('sf-1')!.teamB?.id]).toContain(loser);
  });

  it('refuses to change a played semi-final with its name, and with confirmation sends it back', async () => {
    const c = await cup(8);
    await playQuarterFinals(c);
    await playMatch(c, (await matchesOf(c)).get('sf-1')!, true, NO_PORTS);
    const qf1 = (await matchesOf(c)).get('qf-1')!;
    const input = { matchId: qf1.id, ...scoreFor(qf1, qf1.teamB!.id), reason: 'Wrong winner entered' };

    expect(
      await refusal(correctMatchResult(c.ctx(c.organiser), { ...input, resetPlayed: false }, NO_PORTS)),
    ).toEqual({
      kind: 'CONFLICT',
      message:
        'This would undo matches already played: Semi-final 1. Confirm to send them back to be played again.',
      details: { undone: ['Semi-final 1'] },
    });
    expect((await matchesOf(c)).get('qf-1')!.winner!.id).toBe(qf1.teamA!.id);
    expect(await orm.em.fork().count(Ruling, { tournament: c.tournamentId })).toBe(0);

    await correctMatchResult(c.ctx(c.organiser), { ...input, resetPlayed: true }, NO_PORTS);
    const after = await matchesOf(c);
    expect(after.get('sf-1')).toMatchObject({
      status: 'pending',
      scoreA: null,
      winner: null,
      scheduledTime: null,
    });
    expect(after.get('sf-1')!.teamA!.id).toBe(qf1.teamB!.id);
    expect(after.get('final')!.teamA).toBeNull();
    const { rulings } = await listRulings(c.ctx(c.organiser), c.tournamentId);
    expect(rulings[0]).toMatchObject({
      kind: 'correct',
      undone: ['Semi-final 1'],
      reason: 'Wrong winner entered',
    });
  });
});

describe('correcting a group stage that decides who qualifies', () => {
  const roadmap = groupsThenPlayoffs();

  // Groups are drawn serpentine: group A holds seeds 1, 4, 5 and 8. Seed 4 beating seed 5 makes seed 4
  // group A's runner-up; corrected, seed 5 is.
  const groupMatch = async (c: Scenario, a: number, b: number) =>
    [...(await matchesOf(c)).values()].find(
      (row) =>
        new Set([row.teamA?.id, row.teamB?.id]).has(seedName(c, a)) &&
        new Set([row.teamA?.id, row.teamB?.id]).has(seedName(c, b)),
    )!;

  async function groups() {
    const c = await tournamentWith(orm, 8, roadmap);
    await startScenarioPhase(c);
    return c;
  }

  const phases = async (c: Scenario) =>
    orm.em.fork().find(Phase, { tournament: c.tournamentId }, { orderBy: { position: 'asc' } });
  const seedsOf = (c: Scenario, phase: InstanceType<typeof Phase.class>) =>
    phase.seeds!.map((id) => c.seeds.indexOf(id) + 1);

  it('is allowed before the playoffs start, which then start with the corrected qualifiers', async () => {
    const c = await groups();
    const last = await groupMatch(c, 2, 3);
    await playPending(c, (row) => row.id === last.id);
    const fourFive = await groupMatch(c, 4, 5);
    expect(fourFive.winner!.id).toBe(seedName(c, 4));
    await correctMatchResult(
      c.ctx(c.organiser),
      {
        matchId: fourFive.id,
        ...scoreFor(fourFive, seedName(c, 5)),
        reason: 'Seed 5 won the deciding map; the score was entered for the wrong side',
        resetPlayed: false,
      },
      NO_PORTS,
    );
    await win(c, (await matchesOf(c)).get(last.displayId)!, 2);
    // The last result has its dispute window: the groups are still being played.
    expect((await phases(c)).map((phase) => phase.status)).toEqual(['active', 'not_started']);

    expect(await passDisputeWindows(orm, c, NO_PORTS)).toHaveLength(1);
    const [groupStage, playoffs] = await phases(c);
    expect([groupStage!.status, playoffs!.status]).toEqual(['completed', 'active']);
    // Group runners-up cross-seeded (A1 v B2, B1 v A2): seed 5 is group A's runner-up now, seed 3 group B's.
    expect(seedsOf(c, playoffs!)).toEqual([1, 2, 5, 3]);
  });

  it('takes a correction of the last group result inside its window: the playoffs start from it once the window passes', async () => {
    const c = await groups();
    const fourFive = await groupMatch(c, 4, 5);
    await playPending(c, (row) => row.id === fourFive.id);
    await win(c, (await matchesOf(c)).get(fourFive.displayId)!, 4);
    expect((await phases(c)).map((phase) => phase.status)).toEqual(['active', 'not_started']);

    await correctMatchResult(
      c.ctx(c.organiser),
      {
        matchId: fourFive.id,
        ...scoreFor(fourFive, seedName(c, 5)),
        reason: 'Seed 5 won the deciding map',
        resetPlayed: false,
      },
      NO_PORTS,
    );
    // Ruled, the corrected result is final; the other results of the last round are still in their window.
    expect((await phases(c)).map((phase) => phase.status)).toEqual(['active', 'not_started']);
    expect(await orm.em.fork().count(Announcement, { tournament: c.tournamentId })).toBe(0);

    await passDisputeWindows(orm, c, NO_PORTS);
    const [, playoffs] = await phases(c);
    expect(playoffs!.status).toBe('active');
    expect(seedsOf(c, playoffs!)).toEqual([1, 2, 5, 3]);
  });

  it('re-derives the playoffs while they have no played result, saying who is in and who is out', async () => {
    const c = await groups();
    const posts: DiscordNotification[] = [];
    const notify = async (post: DiscordNotification) => {
      posts.push(post);
    };
    await playPending(c);
    await passDisputeWindows(orm, c, NO_PORTS);
    const [, playoffs] = await phases(c);
    expect(playoffs!.status).toBe('active');
    // Group runners-up cross-seeded (A1 v B2, B1 v A2): seed 4 from group A, seed 3 from group B.
    expect(seedsOf(c, playoffs!)).toEqual([1, 2, 4, 3]);

    const fourFive = await groupMatch(c, 4, 5);
    await correctMatchResult(
      c.ctx(c.organiser),
      {
        matchId: fourFive.id,
        ...scoreFor(fourFive, seedName(c, 5)),
        reason: 'Seed 5 won the deciding map',
        resetPlayed: false,
      },
      { notify },
    );
    const [groupStage, restarted] = await phases(c);
    expect([groupStage!.status, restarted!.status]).toEqual(['completed', 'active']);
    expect(seedsOf(c, restarted!)).toEqual([1, 2, 5, 3]);
    const semis = [...(await matchesOf(c)).values()].filter((row) => row.phase.id === restarted!.id);
    expect(semis.flatMap((row) => [row.teamA?.id, row.teamB?.id])).toContain(seedName(c, 5));
    expect(semis.flatMap((row) => [row.teamA?.id, row.teamB?.id])).not.toContain(seedName(c, 4));

    const [announcement] = await orm.em.fork().find(Announcement, { tournament: c.tournamentId });
    expect(announcement).toMatchObject({
      type: 'important',
      title: 'Qualifiers of Group Stage changed',
      content: `A ruling on ${fourFive.name} changed who qualifies from Group Stage. In: Seed 5. Out: Seed 4. Playoffs starts again with the new qualifiers.`,
    });
    // The announcement is posted (and logged) after the ruling, before the restarted playoffs.
    expect(posts.map((post) => [post.kind, 'log' in post ? post.log : undefined])).toEqual([
      ['ruling', undefined],
      ['match-completed', undefined],
      ['announcement', true],
      ['phase-started', undefined],
    ]);
  });

  it('is refused once the playoffs have a played result, even confirmed, and changes nothing', async () => {
    const c = await groups();
    await playPending(c);
    await passDisputeWindows(orm, c, NO_PORTS);
    const [, playoffs] = await phases(c);
    const semi = [...(await matchesOf(c)).values()].find(
      (row) => row.phase.id === playoffs!.id && row.name === 'Semi-final 2',
    )!;
    await playMatch(c, semi, true, NO_PORTS);

    const fourFive = await groupMatch(c, 4, 5);
    const input = {
      matchId: fourFive.id,
      ...scoreFor(fourFive, seedName(c, 5)),
      reason: 'Seed 5 won the deciding map',
    };
    for (const resetPlayed of [false, true]) {
      expect(
        await refusal(correctMatchResult(c.ctx(c.organiser), { ...input, resetPlayed }, NO_PORTS)),
      ).toEqual({
        kind: 'CONFLICT',
        message:
          'This changes who qualifies from Group Stage, but the next phase already has played results (Semi-final 2). Who qualified can no longer change: correct the result only to a score that keeps the same qualifiers.',
        details: { played: ['Semi-final 2'] },
      });
    }
    expect((await groupMatch(c, 4, 5)).winner!.id).toBe(seedName(c, 4));
    expect(await orm.em.fork().count(Ruling, { tournament: c.tournamentId })).toBe(0);
    expect(seedsOf(c, (await phases(c))[1]!)).toEqual([1, 2, 4, 3]);

    // A correction that keeps the qualifiers only changes the group table.
    const oneEight = await groupMatch(c, 1, 8);
    await correctMatchResult(
      c.ctx(c.organiser),
      {
        matchId: oneEight.id,
        ...(oneEight.teamA!.id === seedName(c, 1) ? { scoreA: 2, scoreB: 0 } : { scoreA: 0, scoreB: 2 }),
        reason: 'Seed 1 won both maps',
        resetPlayed: false,
      },
      NO_PORTS,
    );
    expect((await matchesOf(c)).get(semi.displayId)).toMatchObject({ status: 'completed' });
    expect(await orm.em.fork().count(Announcement, { tournament: c.tournamentId })).toBe(0);
  });
});

describe('reopen', () => {
  it('takes a result away: the match waits for a result again and the final loses its team', async () => {
    const c = await fourTeamCup();
    await playMatch(c, (await matchesOf(c)).get('sf-1')!, true, NO_PORTS);
    const sf1 = (await matchesOf(c)).get('sf-1')!;
    const answer = await reopenMatch(
      c.ctx(c.organiser),
      {
        matchId: sf1.id,
        reason: 'Played on the wrong server',
        resetPlayed: false,
      },
      NO_PORTS,
    );
    expect(answer).toMatchObject({ status: 'scheduled', scoreA: null, scoreB: null, winner: null });
    const after = await matchesOf(c);
    expect(after.get('sf-1')).toMatchObject({ status: 'scheduled', bracketStatus: 'pending', winner: null });
    expect(after.get('final')!.teamA).toBeNull();
    // The teams play it again and report as usual.
    await reportMatchScore(
      c.ctx(c.captains.get(sf1.teamB!.id)!),
      { matchId: sf1.id, games: sweep('B') },
      NO_PORTS,
    );
    await confirmMatchScore(c.ctx(c.captains.get(sf1.teamA!.id)!), sf1.id, NO_PORTS);
    expect(teamName(c, (await matchesOf(c)).get('final')!.teamA?.id)).toBe('Seed 4');
  });

  it('is refused once the final is played, unless confirmed; the tournament is then live again', async () => {
    const c = await fourTeamCup();
    await playEverything(orm, c);
    const sf1 = (await matchesOf(c)).get('sf-1')!;
    expect(
      await refusal(
        reopenMatch(c.ctx(c.organiser), { matchId: sf1.id, reason: 'Replay', resetPlayed: false }, NO_PORTS),
      ),
    ).toMatchObject({ kind: 'CONFLICT', details: { undone: ['Final'] } });
    await reopenMatch(c.ctx(c.organiser), { matchId: sf1.id, reason: 'Replay', resetPlayed: true }, NO_PORTS);
    const em = orm.em.fork();
    expect((await em.findOneOrFail(Tournament, { id: c.tournamentId })).lifecycle).toBe('published');
    expect((await em.findOneOrFail(Phase, { tournament: c.tournamentId })).status).toBe('active');
  });
});

describe('disqualify', () => {
  it('forfeits every match the team has to play, now and as the bracket brings it to one', async () => {
    const c = await cup(4, 'Double Elimination');
    const dq = seedName(c, 1);
    const log = await disqualifyTeam(
      c.ctx(c.organiser),
      {
        tournamentId: c.tournamentId,
        teamId: dq,
        reason: 'Played with an unregistered player',
      },
      NO_PORTS,
    );
    expect(log.rulings[0]).toMatchObject({ kind: 'disqualify', teamName: 'Seed 1', organiser: 'Organiser' });
    let rows = await matchesOf(c);
    expect(rows.get('wb1-1')).toMatchObject({
      status: 'completed',
      note: 'Seed 1 forfeited: Played with an unregistered player',
    });
    expect(teamName(c, rows.get('wb1-1')!.winner?.id)).toBe('Seed 4');
    // Seed 1 waits in the losers bracket for the loser of the other winners match, and forfeits it too.
    await win(c, rows.get('wb1-2')!, 2);
    rows = await matchesOf(c);
    expect(rows.get('lb1-1')).toMatchObject({ status: 'completed' });
    expect(teamName(c, rows.get('lb1-1')!.winner?.id)).toBe('Seed 3');
    const entry = await orm.em.fork().findOneOrFail(TournamentRegistration, { team: dq });
    expect(entry.disqualificationReason).toBe('Played with an unregistered player');
  });

  it('marks the team in the standings', async () => {
    const c = await tournamentWith(orm, 4, [
      { name: 'League', format: 'Group Stage', participatingTeams: 4, numberOfGroups: 1, isFinal: true },
    ]);
    await startScenarioPhase(c);
    await disqualifyTeam(
      c.ctx(c.organiser),
      {
        tournamentId: c.tournamentId,
        teamId: seedName(c, 2),
        reason: 'Cheating',
      },
      NO_PORTS,
    );
    const stats = await computeTournamentStats(orm.em.fork(), c.tournamentId);
    const rows = stats.standings[0]!.rows;
    expect(rows.map((row) => [row.team.name, row.played, row.losses, row.disqualified])).toEqual([
      ['Seed 1', 1, 0, false],
      ['Seed 3', 1, 0, false],
      ['Seed 4', 1, 0, false],
      ['Seed 2', 3, 3, true],
    ]);
  });

  it('is for organisers of the tournament only', async () => {
    const c = await fourTeamCup();
    const captain = c.captains.get(seedName(c, 2))!;
    expect(
      await refusal(
        disqualifyTeam(
          c.ctx(captain),
          { tournamentId: c.tournamentId, teamId: seedName(c, 1), reason: 'x' },
          NO_PORTS,
        ),
      ),
    ).toEqual({ kind: 'NOT_FOUND', message: 'Tournament not found' });
  });
});
