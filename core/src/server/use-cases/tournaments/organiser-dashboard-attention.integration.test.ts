import { seriesWonBy } from '@galaxia/core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { clockFrom, resetClock, setClock } from '../../clock.ts';
import { Match } from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import { disputeMatchScore } from '../competition/dispute-match-score.ts';
import { NO_PORTS } from '../competition/index.ts';
import { tournamentWith } from '../competition/internal/competition-scenario.ts';
import { reportMatchScore } from '../competition/report-match-score.ts';
import { setMatchTime } from '../competition/set-match-time.ts';
import { startPhase } from '../competition/start-phase.ts';
import { getOrganiserDashboard } from './get-organiser-dashboard.ts';

/** The dashboard's "Needs attention": every match of a running tournament that waits on its organiser. */

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterEach(() => resetClock());
afterAll(() => orm.close());

const MINUTE = 60_000;

describe('organiser dashboard: matches that need the organiser', () => {
  it('lists a dispute, a result unconfirmed past the 15-minute window and a check-in no-show, not a match still to come', async () => {
    const scenario = await tournamentWith(orm, 8, [
      { name: 'Playoffs', format: 'Single Elimination', participatingTeams: 8, isFinal: true },
    ]);
    const { ctx, organiser, captains } = scenario;
    await startPhase(
      ctx(organiser),
      {
        tournamentId: scenario.tournamentId,
        phaseIndex: 0,
        seeding: 'registration',
      },
      NO_PORTS,
    );
    const [disputed, unconfirmed, noShow, later] = await orm.em
      .fork()
      .find(
        Match,
        { tournament: scenario.tournamentId, status: 'pending' },
        { orderBy: { playOrder: 'asc' }, populate: ['teamA', 'teamB'] },
      );
    const captainOf = (team: { id: string } | null | undefined) => captains.get(team!.id)!;
    const hourAgo = new Date(Date.now() - 60 * MINUTE).toISOString();
    for (const match of [disputed!, unconfirmed!, noShow!])
      await setMatchTime(ctx(organiser), { matchId: match.id, time: hourAgo }, NO_PORTS);
    await setMatchTime(
      ctx(organiser),
      {
        matchId: later!.id,
        time: new Date(Date.now() + 24 * 60 * MINUTE).toISOString(),
      },
      NO_PORTS,
    );

    // Reported 20 minutes ago: the other side neither confirmed nor disputed within the window.
    setClock(clockFrom(new Date(Date.now() - 20 * MINUTE)));
    await reportMatchScore(
      ctx(captainOf(unconfirmed!.teamA)),
      {
        matchId: unconfirmed!.id,
        games: seriesWonBy(3, 'A').map((game) => ({ ...game, playerStats: [] })),
      },
      NO_PORTS,
    );
    resetClock();
    // A best of 3, reported as its games (2–1).
    await reportMatchScore(
      ctx(captainOf(disputed!.teamA)),
      {
        matchId: disputed!.id,
        games: seriesWonBy(3, 'A').map((game) => ({ ...game, playerStats: [] })),
      },
      NO_PORTS,
    );
    await disputeMatchScore(
      ctx(captainOf(disputed!.teamB)),
      {
        matchId: disputed!.id,
        reason: 'We won the second map',
      },
      NO_PORTS,
    );

    const dashboard = await getOrganiserDashboard(ctx(organiser));
    expect(
      dashboard.needsAttention.map((match) => [match.name, match.reason, match.tournamentName, match.detail]),
    ).toEqual([
      [disputed!.name, 'disputed', 'Formats Cup', 'We won the second map'],
      [unconfirmed!.name, 'unconfirmed', 'Formats Cup', null],
      [
        noShow!.name,
        'no-show',
        'Formats Cup',
        `${noShow!.teamA!.name} and ${noShow!.teamB!.name} did not check in. An organiser decides the match.`,
      ],
    ]);
    expect(dashboard.needsAttention.every((match) => match.tournamentId === scenario.tournamentId)).toBe(
      true,
    );

    // Another organiser's dashboard shows none of it.
    const stranger = await tournamentWith(orm, 2, [
      { name: 'Final', format: 'Single Elimination', participatingTeams: 2, isFinal: true },
    ]);
    expect((await getOrganiserDashboard(stranger.ctx(stranger.organiser))).needsAttention).toEqual([]);
  });
});
