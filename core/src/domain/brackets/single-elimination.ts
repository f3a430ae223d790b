import { linkAndSettle } from './advancement.ts';
import { fromMatch, newMatch } from './match.ts';
import { roundPlan, singleEliminationRoundKey } from './round-plan.ts';
import { assertSeededTeams, bracketSeedOrder } from './seeding.ts';
import type { BracketMatch, SingleEliminationState, SlotSource } from './types.ts';

/** A third-place match needs two semi-final losers: a bracket of at least four teams. */
export const THIRD_PLACE_MIN_TEAMS = 4;

export const offersThirdPlace = (teams: number): boolean => teams >= THIRD_PLACE_MIN_TEAMS;

export interface SingleEliminationOptions {
  thirdPlace?: boolean;
}

const matchId = (round: number, roundCount: number, position: number): string => {
  const fromEnd = roundCount - round;
  if (fromEnd === 0) return 'final';
  if (fromEnd === 1) return `sf-${position}`;
  if (fromEnd === 2) return `qf-${position}`;
  return `r${round}-${position}`;
};

const matchName = (round: number, roundCount: number, position: number): string => {
  const fromEnd = roundCount - round;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return `Semi-final ${position}`;
  if (fromEnd === 2) return `Quarter-final ${position}`;
  return `Round ${round} Match ${position}`;
};

/** First-round slot for a bracket line: the seeded team, or a BYE when the field is short. */
export const seedSlot = (
  teams: readonly string[],
  seed: number,
): { source: SlotSource; team: string | null } =>
  seed <= teams.length
    ? { source: { type: 'seed', seed }, team: teams[seed - 1]! }
    : { source: { type: 'bye' }, team: null };

/**
 * Standard seeded bracket over the next power of two; the missing seeds are BYE slots, which always
 * face the top seeds and resolve at creation so those teams already sit in round 2.
 */
export const createSingleElimination = (
  teams: readonly string[],
  options: SingleEliminationOptions = {},
): SingleEliminationState => {
  assertSeededTeams(teams);
  const rounds = roundPlan('single-elimination', teams.length);
  const roundCount = rounds.length;
  const order = bracketSeedOrder(2 ** roundCount);
  const matches: BracketMatch[] = [];
  let previous: string[] = [];
  for (let round = 1; round <= roundCount; round++) {
    const count = 2 ** (roundCount - round);
    const current: string[] = [];
    for (let position = 1; position <= count; position++) {
      const common = {
        id: matchId(round, roundCount, position),
        name: matchName(round, roundCount, position),
        roundKey: singleEliminationRoundKey(round),
        round,
        side: 'main' as const,
        position,
      };
      if (round === 1) {
        const a = seedSlot(teams, order[2 * position - 2]!);
        const b = seedSlot(teams, order[2 * position - 1]!);
        matches.push(
          newMatch({ ...common, sourceA: a.source, sourceB: b.source, teamA: a.team, teamB: b.team }),
        );
      } else {
        matches.push(
          newMatch({
            ...common,
            sourceA: fromMatch(previous[2 * position - 2]!, 'winner'),
            sourceB: fromMatch(previous[2 * position - 1]!, 'winner'),
          }),
        );
      }
      current.push(common.id);
    }
    previous = current;
  }
  const thirdPlace = options.thirdPlace === true && roundCount >= 2;
  if (thirdPlace) {
    matches.push(
      newMatch({
        id: 'third-place',
        name: 'Third-place match',
        roundKey: singleEliminationRoundKey(roundCount),
        round: roundCount,
        side: 'third-place',
        position: 2,
        sourceA: fromMatch('sf-1', 'loser'),
        sourceB: fromMatch('sf-2', 'loser'),
      }),
    );
  }
  const matchIndex = linkAndSettle(matches);
  return { format: 'single-elimination', teams: [...teams], rounds, matches, matchIndex, thirdPlace };
};
