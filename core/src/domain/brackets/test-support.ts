/** Shared by the bracket tests only: team ids whose number is their seed, and seeded score pickers. */
import { seededRandom } from '../random/seeded-random.ts';
import type { BracketMatch, BracketState, MatchScore } from './types.ts';

export const teamIds = (count: number): string[] => Array.from({ length: count }, (_, i) => `t${i + 1}`);

export const seedOf = (team: string): number => Number(team.slice(1));

/** Random scores from a seed; draws only when asked for (group stage, Swiss). */
export const randomScores = (seed: number, { draws = false } = {}) => {
  const random = seededRandom(seed);
  return (_match: BracketMatch): MatchScore => {
    const scoreA = Math.floor(random() * 4);
    let scoreB = Math.floor(random() * 4);
    if (!draws && scoreB === scoreA) scoreB = scoreA + 1;
    return random() < 0.5 ? { scoreA, scoreB } : { scoreA: scoreB, scoreB: scoreA };
  };
};

export const betterSeedWins = (match: BracketMatch): MatchScore =>
  seedOf(match.teamA!) < seedOf(match.teamB!) ? { scoreA: 2, scoreB: 0 } : { scoreA: 0, scoreB: 2 };

export const matchOf = (bracket: BracketState, id: string): BracketMatch =>
  bracket.matches[bracket.matchIndex[id]!]!;

export const played = (bracket: BracketState): BracketMatch[] =>
  bracket.matches.filter((match) => match.status === 'completed');

/** True when no team shows up in two matches sharing a round key. */
export const noTeamTwiceInARound = (bracket: BracketState): boolean => {
  const seen = new Set<string>();
  for (const match of bracket.matches) {
    for (const team of [match.teamA, match.teamB]) {
      if (team === null) continue;
      const key = `${match.roundKey}/${team}`;
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
};
