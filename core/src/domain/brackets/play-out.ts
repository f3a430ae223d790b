import { recordResult } from './report-result.ts';
import { createSwissRound } from './swiss.ts';
import type { BracketMatch, BracketState, MatchScore } from './types.ts';

/**
 * Reports a result for every playable match until the phase is over (pairing further Swiss rounds
 * as each ends), asking `score` for each. Demo data, simulations and tests share it; `score` carries
 * whatever randomness the caller wants, so the engines stay deterministic. The match list is copied
 * once per phase (and per Swiss round), not once per result: the given state stays untouched.
 */
export const playOut = <S extends BracketState>(
  bracket: S,
  score: (match: BracketMatch) => MatchScore,
): S => {
  let state: S = { ...bracket, matches: bracket.matches.slice() };
  for (;;) {
    const { matches } = state;
    // Play order puts every feeder before the matches it feeds, so one sweep settles the whole phase.
    for (let i = 0; i < matches.length; i++) {
      const match = matches[i]!;
      if (match.status === 'pending') recordResult(state, matches, match.id, score(match));
    }
    if (state.format !== 'swiss' || state.pairedRounds === state.rounds.length) return state;
    state = createSwissRound(state) as S;
  }
};
