import { createDoubleElimination, playOut } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { firstRoundStart, lastRoundEnd } from './calendar-span.ts';
import type { DemoClock } from './demo-clock.ts';
import type { TeamRow } from './demo-teams.ts';
import { favouriteScores } from './favourite-scores.ts';
import { type MatchRow, writeMatches } from './write-matches.ts';
import type { WrittenTournament } from './write-tournament.ts';

/** The finished event: every series played, the champion decided, the phase and tournament closed. */
export function playPastEvent(
  em: EntityManager,
  clock: DemoClock,
  { tournament, phases, calendar }: WrittenTournament,
  entrants: TeamRow[],
  random: () => number,
): Map<string, MatchRow> {
  const phase = phases[0]!;
  const seeds = entrants.map((team) => team.id);
  const seedOf = new Map(seeds.map((id, i) => [id, i + 1]));
  const bracket = playOut(
    createDoubleElimination(seeds),
    favouriteScores({ seedOf, bestOf: 3, random, upsetGap: 2 }),
  );
  const rows = writeMatches(em, clock, {
    tournament,
    phase,
    bracket,
    calendar: calendar[0]!,
    bestOf: 3,
    random,
  });
  phase.status = 'completed';
  phase.seeds = seeds;
  phase.startedAt = firstRoundStart(calendar[0]!);
  phase.completedAt = lastRoundEnd(calendar[0]!);
  return rows;
}
