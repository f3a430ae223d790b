import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';
import { settle } from './advancement.ts';
import { indexMatches, isResolved } from './match.ts';
import { createSwissRound } from './swiss.ts';
import type { BracketMatch, BracketState, Slot, SwissState } from './types.ts';

/**
 * What an organiser's ruling makes of a match: a final score with the side that goes through (null when
 * neither does: a draw, or both teams forfeiting), or null to reopen it with no result.
 */
export type RevisedOutcome = { scoreA: number; scoreB: number; winner: Slot | null } | null;

export interface Revision<S extends BracketState> {
  /** The bracket after the ruling; unchanged when `undone` is refused (see `resetPlayed`). */
  state: S;
  /** Played matches (display ids, in play order) whose results the ruling wipes out. */
  undone: string[];
  /** Matches whose stored columns changed, the ruled match included. */
  changed: string[];
  /** Swiss rounds dropped to be paired again: these matches no longer exist. */
  removed: string[];
}

const sameOutcome = (a: BracketMatch, b: BracketMatch) =>
  a.teamA === b.teamA &&
  a.teamB === b.teamB &&
  a.status === b.status &&
  a.winner === b.winner &&
  a.loser === b.loser &&
  a.scoreA === b.scoreA &&
  a.scoreB === b.scoreB;

/** Who goes on and who drops out is what later matches read; the score alone changes nobody's path. */
const sameDescendants = (a: BracketMatch, b: BracketMatch) =>
  isResolved(a) === isResolved(b) && a.winner === b.winner && a.loser === b.loser;

const ruled = (match: BracketMatch, outcome: RevisedOutcome): BracketMatch => {
  if (outcome === null) {
    return { ...match, scoreA: null, scoreB: null, winner: null, loser: null, status: 'pending' };
  }
  const { scoreA, scoreB, winner } = outcome;
  const valid = (score: number) => Number.isInteger(score) && score >= 0;
  if (!valid(scoreA) || !valid(scoreB))
    throw new AppError('BAD_REQUEST', 'MATCH_INVALID_SCORE', messages.brackets.invalidScore);
  return {
    ...match,
    scoreA,
    scoreB,
    winner: winner === null ? null : winner === 'A' ? match.teamA : match.teamB,
    loser: winner === null ? null : winner === 'A' ? match.teamB : match.teamA,
    status: 'completed',
  };
};

/** A later match as if nothing had reached it yet: only seeded slots keep their team. */
const unplayed = (match: BracketMatch): BracketMatch => ({
  ...match,
  teamA: match.dependsOn[0].type === 'seed' ? match.teamA : null,
  teamB: match.dependsOn[1].type === 'seed' ? match.teamB : null,
  scoreA: null,
  scoreB: null,
  winner: null,
  loser: null,
  status: 'upcoming',
});

/**
 * Elimination: walks the matches after the ruled one in play order (feeders always come first) and
 * re-derives every match one of whose feeders now sends someone else. An unplayed match simply takes the
 * new teams; a played one keeps its result only if both its teams are unchanged, otherwise it is undone.
 */
const reviseElimination = (
  matches: BracketMatch[],
  index: Record<string, number>,
  from: number,
  resetPlayed: boolean,
) => {
  const lookup = (id: string) => matches[index[id]!]!;
  const moved = new Set([matches[from]!.id]);
  const undone: string[] = [];
  const changed: string[] = [];
  for (let i = from + 1; i < matches.length; i++) {
    const before = matches[i]!;
    if (!before.dependsOn.some((source) => source.type === 'match' && moved.has(source.matchId))) continue;
    const derived = settle(unplayed(before), lookup);
    if (before.status === 'completed') {
      if (derived.teamA === before.teamA && derived.teamB === before.teamB) continue;
      undone.push(before.id);
      if (!resetPlayed) continue;
    } else if (sameOutcome(derived, before)) continue;
    matches[i] = derived;
    changed.push(derived.id);
    if (!sameDescendants(derived, before)) moved.add(derived.id);
  }
  return { undone, changed };
};

/**
 * An organiser's ruling on a match that already has its teams: a first result (a forfeit), a corrected
 * result, or no result at all (reopened). What follows from it is re-derived: later elimination matches
 * not yet played take their new teams, and later Swiss rounds are paired again. A ruling that would wipe
 * out a played match is refused (`undone` lists them, the state is unchanged) unless `resetPlayed`,
 * which sends those matches back to be played again.
 */
export const reviseResult = <S extends BracketState>(
  bracket: S,
  matchId: string,
  outcome: RevisedOutcome,
  { resetPlayed }: { resetPlayed: boolean },
): Revision<S> => {
  const position = bracket.matchIndex[matchId];
  if (position === undefined)
    throw new AppError('NOT_FOUND', 'BRACKETS_MATCH_NOT_FOUND', messages.brackets.matchNotFound(matchId));
  const match = bracket.matches[position]!;
  if (
    match.teamA === null ||
    match.teamB === null ||
    (match.status !== 'pending' && match.status !== 'completed')
  ) {
    throw new AppError('CONFLICT', 'BRACKETS_TEAMS_NOT_KNOWN', messages.brackets.teamsNotKnown(matchId));
  }
  const next = ruled(match, outcome);
  const unchanged: Revision<S> = { state: bracket, undone: [], changed: [], removed: [] };
  if (sameOutcome(next, match)) return unchanged;

  const matches = bracket.matches.slice();
  matches[position] = next;
  if (bracket.format !== 'swiss') {
    if (bracket.format === 'group-stage') {
      return { state: { ...bracket, matches }, undone: [], changed: [matchId], removed: [] };
    }
    const { undone, changed } = reviseElimination(matches, bracket.matchIndex, position, resetPlayed);
    if (undone.length > 0 && !resetPlayed) return { ...unchanged, undone };
    return { state: { ...bracket, matches }, undone, changed: [matchId, ...changed], removed: [] };
  }

  // Swiss pairs from points, so only a change of who won reaches the later rounds.
  const later = matches.filter((other) => other.round > match.round);
  if (later.length === 0 || sameDescendants(next, match)) {
    return { state: { ...bracket, matches }, undone: [], changed: [matchId], removed: [] };
  }
  const undone = later.filter((other) => other.status === 'completed').map((other) => other.id);
  if (undone.length > 0 && !resetPlayed) return { ...unchanged, undone };
  const kept = matches.filter((other) => other.round <= match.round);
  let state: SwissState = {
    ...bracket,
    matches: kept,
    matchIndex: indexMatches(kept),
    pairedRounds: match.round,
  };
  if (kept.every(isResolved)) state = createSwissRound(state);
  const keptCount = kept.length;
  return {
    state: state as S,
    undone,
    changed: [matchId, ...state.matches.slice(keptCount).map((added) => added.id)],
    removed: later.map((other) => other.id),
  };
};
