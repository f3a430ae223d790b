import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';
import { settleAll } from './advancement.ts';
import { indexMatches, isResolved, newMatch } from './match.ts';
import { roundPlan, swissRoundKey } from './round-plan.ts';
import { assertSeededTeams, seedLookup } from './seeding.ts';
import { swissStandings } from './standings.ts';
import { firstRoundPairing, pairSwissRound, type SwissHistory } from './swiss-pairing.ts';
import { defaultTiebreaks, type Tiebreak } from './tiebreaks.ts';
import type { BracketMatch, SwissState } from './types.ts';

export interface SwissOptions {
  /** Defaults to ceil(log2 N), enough to leave a single unbeaten team in a power-of-two field. */
  rounds?: number;
  /** Defaults to points, Buchholz, score difference, seed. */
  tiebreaks?: readonly Tiebreak[];
}

const pairKey = (a: string, b: string): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/**
 * Pairs the next round from the current standings. Refused while the current round has unplayed
 * matches or once every planned round is paired.
 */
export const createSwissRound = (state: SwissState): SwissState => {
  if (state.pairedRounds >= state.rounds.length)
    throw new AppError('CONFLICT', 'BRACKETS_ALL_ROUNDS_PLAYED', messages.brackets.allRoundsPlayed);
  if (!state.matches.every(isResolved))
    throw new AppError('CONFLICT', 'BRACKETS_ROUND_NOT_FINISHED', messages.brackets.roundNotFinished);

  const met = new Map<string, number>();
  const byes = new Map<string, number>();
  const sides = new Map<string, number>();
  for (const match of state.matches) {
    if (match.teamA !== null && match.teamB !== null) {
      met.set(pairKey(match.teamA, match.teamB), match.round);
      sides.set(match.teamA, (sides.get(match.teamA) ?? 0) + 1);
      sides.set(match.teamB, (sides.get(match.teamB) ?? 0) - 1);
    } else if (match.winner !== null) byes.set(match.winner, match.round);
  }
  const seedOf = seedLookup(state.teams);
  const pointsOf = new Map(swissStandings(state).map((row) => [row.teamId, row.points]));
  // Pairing looks at points and seed only: Buchholz still moves with every later round, seeds do not.
  const ranked = state.teams
    .map((team) => ({ team, points: pointsOf.get(team)! }))
    .sort((a, b) => b.points - a.points || seedOf.get(a.team)! - seedOf.get(b.team)!);
  const round = state.pairedRounds + 1;
  const history: SwissHistory = {
    lastMet: (a, b) => met.get(pairKey(a, b)) ?? null,
    byeRound: (team) => byes.get(team) ?? null,
    sideBalance: (team) => sides.get(team) ?? 0,
    roundsAfter: state.rounds.length - round,
  };
  const { pairs, bye } = round === 1 ? firstRoundPairing(ranked) : pairSwissRound(ranked, history);

  const planned = state.rounds[round - 1]!;
  const common = { roundKey: swissRoundKey(round), round, side: 'swiss' as const };
  const added: BracketMatch[] = pairs.map(([a, b], i) =>
    newMatch({
      ...common,
      id: `s${round}-${i + 1}`,
      name: `${planned.name} Match ${i + 1}`,
      position: i + 1,
      sourceA: { type: 'seed', seed: seedOf.get(a)! },
      sourceB: { type: 'seed', seed: seedOf.get(b)! },
      teamA: a,
      teamB: b,
    }),
  );
  if (bye !== null) {
    added.push(
      newMatch({
        ...common,
        id: `s${round}-${pairs.length + 1}`,
        name: `${planned.name} Bye`,
        position: pairs.length + 1,
        sourceA: { type: 'seed', seed: seedOf.get(bye)! },
        sourceB: { type: 'bye' },
        teamA: bye,
      }),
    );
  }
  settleAll(added);
  const matches = [...state.matches, ...added];
  return { ...state, matches, matchIndex: indexMatches(matches), pairedRounds: round };
};

/** A Swiss stage with its first round paired: seed 1 meets seed N/2 + 1, and so on down the table. */
export const createSwiss = (teams: readonly string[], options: SwissOptions = {}): SwissState => {
  assertSeededTeams(teams);
  const rounds = roundPlan(
    'swiss',
    teams.length,
    options.rounds === undefined ? {} : { swissRounds: options.rounds },
  );
  return createSwissRound({
    format: 'swiss',
    teams: [...teams],
    rounds,
    matches: [],
    matchIndex: {},
    pairedRounds: 0,
    tiebreaks: [...(options.tiebreaks ?? defaultTiebreaks.swiss)],
  });
};
