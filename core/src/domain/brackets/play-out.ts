import { reportResult } from './report-result.ts';
import { createSwissRound } from './swiss.ts';
import type { BracketMatch, BracketState, MatchScore } from './types.ts';

/**
 * Reports a result for every playable match until the phase is over (pairing further Swiss rounds
 * as each ends), asking `score` for each. Demo data, simulations and tests share it; `score` carries
 * whatever randomness the caller wants, so the engines stay deterministic.
 */
export const playOut = <S extends BracketState>(
  bracket: S,
  score: (match: BracketMatch) => MatchScore,
): S => {
  let state = bracket;
  for (;;) {
    // Play order puts every feeder before the matches it feeds, so one sweep settles the whole phase.
    for (let i = 0; i < state.matches.length; i++) {
      const match = state.matches[i]!;
      if (match.status === 'pending') state = reportResult(state, match.id, score(match));
    }
    if (state.format !== 'swiss' || state.pairedRounds === state.rounds.length) return state;
    state = createSwissRound(state) as S;
  }
};
