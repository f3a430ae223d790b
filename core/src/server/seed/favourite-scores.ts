import { type BracketMatch, type MatchScore, randomInt } from '@galaxia/core';

export interface ScoreOptions {
  /** Team id -> seed (1 is the strongest). */
  seedOf: ReadonlyMap<string, number>;
  bestOf: number;
  random: () => number;
  /** Seeds this close or closer can upset each other; wider gaps always go to the better seed. */
  upsetGap: number;
}

/**
 * Best-of-N results where the better seed usually wins: favourites with a clear gap always do, so the
 * demo's featured teams (with real rosters) reliably reach the playoffs.
 */
export function favouriteScores({ seedOf, bestOf, random, upsetGap }: ScoreOptions) {
  const toWin = Math.ceil(bestOf / 2);
  return (match: BracketMatch): MatchScore => {
    const seedA = seedOf.get(match.teamA!)!;
    const seedB = seedOf.get(match.teamB!)!;
    const upset = Math.abs(seedA - seedB) <= upsetGap && random() < 0.3;
    const aWins = seedA < seedB !== upset;
    const loserScore = randomInt(random, 0, toWin - 1);
    return aWins ? { scoreA: toWin, scoreB: loserScore } : { scoreA: loserScore, scoreB: toWin };
  };
}
