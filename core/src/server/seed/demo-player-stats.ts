import { randomInt } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MatchPlayerStat } from '../db/entities/index.ts';
import type { TeamRow } from './demo-teams.ts';
import type { MatchRow } from './write-matches.ts';

/**
 * A stats line for every rostered player of every played match, as the reps would have sent with the
 * result: winners frag more and die less. Opponents without a roster have no lines.
 */
export function writePlayerStats(
  em: EntityManager,
  matches: Iterable<MatchRow>,
  rosterOf: (team: TeamRow) => string[],
  random: () => number,
): void {
  for (const match of matches) {
    if (match.status !== 'completed' || match.bracketStatus !== 'completed') continue;
    for (const team of [match.teamA, match.teamB]) {
      if (!team) continue;
      const won = match.winner?.id === team.id;
      for (const userId of rosterOf(team)) {
        em.create(MatchPlayerStat, {
          match,
          team,
          user: userId,
          kills: won ? randomInt(random, 10, 26) : randomInt(random, 4, 16),
          deaths: won ? randomInt(random, 3, 12) : randomInt(random, 8, 20),
          offense: randomInt(random, 40, 95),
          defense: randomInt(random, 30, 90),
          army: randomInt(random, 150, 320),
          attack: randomInt(random, 60, 100),
        });
      }
    }
  }
}
