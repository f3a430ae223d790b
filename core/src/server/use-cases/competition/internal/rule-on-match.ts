import type { CompetitionMatch, MatchState, RevisedOutcome, RulingKind } from '@galaxia/core';
import type { UseCaseContext } from '../../../context.ts';
import { recomputeCommunityRatings } from '../../communities/community-ratings.ts';
import type { CompetitionPorts } from './competition-ports.ts';
import { actOnMatch, type MatchMove } from './match-action.ts';
import { applyMatchState } from './match-state.ts';
import { recordRuling } from './record-ruling.ts';
import { revisePhase } from './revise-phase.ts';

export interface RulingDecision {
  kind: RulingKind;
  reason: string;
  /** The match after the ruling, as the match rules decided it. */
  next: MatchState;
  /** Played later matches may be sent back to be played again (the organiser confirmed it). */
  resetPlayed?: boolean;
}

/** What the bracket engine is told: the ruled result, or none for a reopened match. */
const outcomeOf = (state: MatchState): RevisedOutcome =>
  state.status === 'completed'
    ? { scoreA: state.scoreA!, scoreB: state.scoreB!, winner: state.winner }
    : null;

/**
 * One organiser ruling on one match, in one transaction: the match rules decide the match, the engine
 * re-derives what follows (or refuses with the played matches it would undo), the audit entry is written
 * and the teams are told. Nothing is stored when any step refuses.
 */
export async function ruleOnMatch(
  ctx: UseCaseContext,
  matchId: string,
  ports: CompetitionPorts,
  decide: (move: MatchMove) => RulingDecision,
): Promise<CompetitionMatch> {
  return actOnMatch(ctx, matchId, ports, async (move) => {
    const { em, state, now, match, phase, tournament, effects } = move;
    const { kind, reason, next, resetPlayed = false } = decide(move);
    applyMatchState(match, next, now);
    const undone = await revisePhase(em, {
      tournament,
      phase,
      match,
      outcome: outcomeOf(next),
      resetPlayed,
      now,
      effects,
    });
    await recordRuling(em, {
      tournament,
      actor: ctx.actor,
      kind,
      reason,
      now,
      match,
      before: state,
      after: next,
      undone,
      effects,
    });
    // A corrected, reopened or forfeited result (and any played match it sent back) changes the
    // community's ratings: recomputed from the results as they now stand.
    if (state.status === 'completed' || next.status === 'completed' || undone.length > 0) {
      applyMatchState(match, next, now);
      await recomputeCommunityRatings(em, tournament.server.id);
    }
    if (next.status === 'completed') {
      effects.notify({
        kind: 'match-completed',
        tournamentId: tournament.id,
        matchId: match.id,
        resultVersion: match.version,
      });
    }
    return next;
  });
}

/**
 * Declares a use case that is one organiser ruling on the match `input.matchId` names: the use case is
 * `(ctx, input, ports)`, and `decide` gives the ruling `ruleOnMatch` carries out.
 */
export const ruling =
  <I extends { matchId: string }>(decide: (move: MatchMove, input: I) => RulingDecision) =>
  (ctx: UseCaseContext, input: I, ports: CompetitionPorts): Promise<CompetitionMatch> =>
    ruleOnMatch(ctx, input.matchId, ports, (move) => decide(move, input));
