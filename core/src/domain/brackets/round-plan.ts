import { AppError } from '../errors/app-error.ts';
import { MAX_GROUPS, MAX_PHASE_TEAMS } from '../limits.ts';
import { messages } from '../messages/catalogue.ts';
import { roundName } from './round-names.ts';

export type BracketKind = 'single-elimination' | 'double-elimination' | 'group-stage' | 'swiss';

/** A round as the calendar schedules it; `key` is the round key the engines stamp on their matches. */
export interface PlannedRound {
  key: string;
  name: string;
}

export interface RoundPlanOptions {
  groups?: number;
  /** Accepted for symmetry with the engine: the third-place match shares the final's round. */
  thirdPlace?: boolean;
  grandFinalReset?: boolean;
  swissRounds?: number;
}

export const eliminationRoundCount = (teamCount: number): number => Math.ceil(Math.log2(teamCount));

export const singleEliminationRoundKey = (round: number): string => `r-${round}`;
export const winnersRoundKey = (round: number): string => `wb-${round}`;
export const losersRoundKey = (round: number): string => `lb-${round}`;
export const grandFinalKey = 'gf';
export const grandFinalResetKey = 'gf-reset';
export const matchdayKey = (round: number): string => `md-${round}`;
export const swissRoundKey = (round: number): string => `swiss-${round}`;

const singleEliminationRoundName = (round: number, roundCount: number): string => {
  const fromEnd = roundCount - round;
  if (fromEnd === 0) return roundName('final');
  if (fromEnd === 1) return roundName('semiFinals');
  if (fromEnd === 2) return roundName('quarterFinals');
  return roundName('round', round);
};

export const winnersRoundName = (round: number, roundCount: number): string =>
  round === roundCount && roundCount > 1 ? roundName('winnersFinal') : roundName('winnersRound', round);

export const losersRoundName = (round: number, roundCount: number): string =>
  round === roundCount && roundCount > 1 ? roundName('losersFinal') : roundName('losersRound', round);

/**
 * Play order of a double elimination: losers round 2r-2 takes the losers of winners round r, and
 * losers round 2r-3 only needs the losers bracket, so both follow winners round r.
 */
export const doubleEliminationRoundOrder = (
  winnersRounds: number,
): Array<{ side: 'winners' | 'losers'; round: number }> => {
  const order: Array<{ side: 'winners' | 'losers'; round: number }> = [{ side: 'winners', round: 1 }];
  for (let r = 2; r <= winnersRounds; r++) {
    order.push(
      { side: 'winners', round: r },
      { side: 'losers', round: 2 * r - 3 },
      { side: 'losers', round: 2 * r - 2 },
    );
  }
  return order;
};

/** Group sizes after a serpentine split; they differ by at most one. */
const groupSizes = (teamCount: number, groups: number): number[] =>
  Array.from({ length: groups }, (_, g) => Math.floor(teamCount / groups) + (g < teamCount % groups ? 1 : 0));

export const roundRobinRoundCount = (groupSize: number): number =>
  groupSize % 2 === 0 ? groupSize - 1 : groupSize;

export const assertTeamCount = (teamCount: number): void => {
  if (!Number.isInteger(teamCount) || teamCount < 2)
    throw new AppError('BAD_REQUEST', 'BRACKETS_TOO_FEW_TEAMS', messages.brackets.tooFewTeams);
  if (teamCount > MAX_PHASE_TEAMS)
    throw new AppError('BAD_REQUEST', 'BRACKETS_TOO_MANY_TEAMS', messages.brackets.tooManyTeams);
};

const assertGroups = (teamCount: number, groups: number): void => {
  if (groups > MAX_GROUPS)
    throw new AppError('BAD_REQUEST', 'BRACKETS_TOO_MANY_GROUPS', messages.brackets.tooManyGroups);
  if (!Number.isInteger(groups) || groups < 1 || teamCount < groups * 2) {
    throw new AppError(
      'BAD_REQUEST',
      'BRACKETS_GROUPS_OUT_OF_RANGE',
      messages.brackets.groupsOutOfRange(teamCount, groups),
    );
  }
};

const defaultSwissRounds = (teamCount: number): number => Math.ceil(Math.log2(teamCount));

/** Beyond a full round robin every pairing would be a rematch. */
const assertSwissRounds = (teamCount: number, rounds: number): void => {
  const max = roundRobinRoundCount(teamCount);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > max) {
    throw new AppError(
      'BAD_REQUEST',
      'BRACKETS_SWISS_ROUNDS_OUT_OF_RANGE',
      messages.brackets.swissRoundsOutOfRange(teamCount, max),
    );
  }
};

/** The rounds a phase will play, in play order, so the calendar can date them before any match exists. */
export function roundPlan(
  kind: BracketKind,
  teamCount: number,
  options: RoundPlanOptions = {},
): PlannedRound[] {
  assertTeamCount(teamCount);
  switch (kind) {
    case 'single-elimination': {
      const count = eliminationRoundCount(teamCount);
      return Array.from({ length: count }, (_, i) => ({
        key: singleEliminationRoundKey(i + 1),
        name: singleEliminationRoundName(i + 1, count),
      }));
    }
    case 'double-elimination': {
      const winners = eliminationRoundCount(teamCount);
      const losers = 2 * (winners - 1);
      const rounds = doubleEliminationRoundOrder(winners).map(({ side, round }) =>
        side === 'winners'
          ? { key: winnersRoundKey(round), name: winnersRoundName(round, winners) }
          : { key: losersRoundKey(round), name: losersRoundName(round, losers) },
      );
      rounds.push({ key: grandFinalKey, name: roundName('grandFinal') });
      if (options.grandFinalReset)
        rounds.push({ key: grandFinalResetKey, name: roundName('grandFinalReset') });
      return rounds;
    }
    case 'group-stage': {
      const groups = options.groups ?? 1;
      assertGroups(teamCount, groups);
      const count = Math.max(...groupSizes(teamCount, groups).map(roundRobinRoundCount));
      return Array.from({ length: count }, (_, i) => ({
        key: matchdayKey(i + 1),
        name: roundName('matchday', i + 1),
      }));
    }
    case 'swiss': {
      const count = options.swissRounds ?? defaultSwissRounds(teamCount);
      assertSwissRounds(teamCount, count);
      return Array.from({ length: count }, (_, i) => ({
        key: swissRoundKey(i + 1),
        name: roundName('swissRound', i + 1),
      }));
    }
  }
}
