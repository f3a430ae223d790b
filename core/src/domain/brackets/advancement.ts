import { indexMatches, isResolved, linkForward } from './match.ts';
import type { BracketMatch, SlotSource } from './types.ts';

export type Lookup = (matchId: string) => BracketMatch;

/**
 * A slot is settled once its source can no longer change; a settled slot with no team is a BYE.
 * The slot's team, null for a BYE, or undefined while its source may still change (no object per
 * call: a result settles a few slots, a whole bracket's build thousands).
 */
const slotTeam = (source: SlotSource, current: string | null, lookup: Lookup): string | null | undefined => {
  if (source.type === 'seed') return current;
  if (source.type === 'bye') return null;
  const feeder = lookup(source.matchId);
  if (!isResolved(feeder)) return undefined;
  return source.outcome === 'winner' ? feeder.winner : feeder.loser;
};

/**
 * Recomputes an unplayed match from its sources. A match with one empty settled slot resolves as a
 * BYE for the other team, and one with two empty slots resolves with nobody, so an empty slot keeps
 * flowing forward instead of leaving a ghost match waiting for a team that will never come.
 */
export const settle = (match: BracketMatch, lookup: Lookup): BracketMatch => {
  if (match.status !== 'upcoming') return match;
  const [sourceA, sourceB] = match.dependsOn;
  if (match.side === 'grand-final-reset' && sourceA.type === 'match') {
    const grandFinal = lookup(sourceA.matchId);
    // The winners-side finalist has not lost yet, so only their first loss forces a second final.
    if (grandFinal.status === 'completed' && grandFinal.winner === grandFinal.teamA) {
      return { ...match, status: 'void' };
    }
  }
  const a = slotTeam(sourceA, match.teamA, lookup);
  const b = slotTeam(sourceB, match.teamB, lookup);
  if (a === undefined || b === undefined) {
    const teamA = a ?? null;
    const teamB = b ?? null;
    return teamA === match.teamA && teamB === match.teamB ? match : { ...match, teamA, teamB };
  }
  if (a !== null && b !== null) return { ...match, teamA: a, teamB: b, status: 'pending' };
  return { ...match, teamA: a, teamB: b, winner: a ?? b, loser: null, status: 'bye' };
};

/**
 * Settles a freshly built bracket in one pass; play order guarantees feeders are settled first. A
 * bracket built in one piece passes its index; a batch of new matches (a Swiss round) only looks
 * inside itself.
 */
export const settleAll = (matches: BracketMatch[], index?: Record<string, number>): void => {
  if (index !== undefined) {
    const lookup: Lookup = (id) => matches[index[id]!]!;
    for (let i = 0; i < matches.length; i++) matches[i] = settle(matches[i]!, lookup);
    return;
  }
  const byId = new Map<string, BracketMatch>();
  matches.forEach((match, i) => {
    const settled = settle(match, (id) => byId.get(id)!);
    matches[i] = settled;
    byId.set(settled.id, settled);
  });
};

/** Pushes a resolved match's outcome into the slots it feeds, following BYEs as far as they go. */
export const advanceFrom = (
  matches: BracketMatch[],
  index: Record<string, number>,
  matchId: string,
): void => {
  const lookup: Lookup = (id) => matches[index[id]!]!;
  const stack = [matchId];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    const resolved = lookup(id);
    for (const target of [resolved.winnerTo, resolved.loserTo]) {
      if (target === null) continue;
      const position = index[target.matchId]!;
      const before = matches[position]!;
      const after = settle(before, lookup);
      if (after === before) continue;
      matches[position] = after;
      if (isResolved(after)) stack.push(after.id);
    }
  }
};

/**
 * Finishes an elimination bracket built in one piece: indexes its matches, links each to the matches its
 * teams go on to, and settles what its BYEs already decide. Answers the index.
 */
export const linkAndSettle = (matches: BracketMatch[]): Record<string, number> => {
  const matchIndex = indexMatches(matches);
  linkForward(matches, matchIndex);
  settleAll(matches, matchIndex);
  return matchIndex;
};
