import { type CompetitionMatch, type ForfeitPayload, forfeitMatch as forfeitRule } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './competition-ports.ts';
import { actOnMatch } from './match-action.ts';
import { organiserActor } from './match-roles.ts';
import { applyMatchState } from './match-state.ts';
import { recordRuling } from './record-ruling.ts';
import { revisePhase } from './revise-phase.ts';

export interface ForfeitMatchInput extends ForfeitPayload {
  matchId: string;
}

/**
 * The organiser rules that one team (or both) forfeits a match with no result yet: the other team goes
 * through as on a confirmed result, or with a double forfeit nobody does. Audited, in one transaction.
 */
export async function forfeitMatch(
  ctx: UseCaseContext,
  input: ForfeitMatchInput,
  ports: CompetitionPorts = {},
): Promise<CompetitionMatch> {
  return actOnMatch(
    ctx,
    input.matchId,
    ports,
    async ({ em, state, roles, now, match, phase, tournament, effects }) => {
      const forfeiting = input.forfeiting === 'A' ? match.teamA : match.teamB;
      const next = forfeitRule(
        state,
        organiserActor(roles),
        { forfeiting: input.forfeiting, reason: input.reason, teamName: forfeiting?.name ?? '' },
        now,
      );
      applyMatchState(match, next, now);
      await revisePhase(em, {
        tournament,
        phase,
        match,
        outcome: { scoreA: next.scoreA!, scoreB: next.scoreB!, winner: next.winner },
        resetPlayed: false,
        now,
        effects,
      });
      recordRuling(em, {
        tournament,
        actor: ctx.actor,
        kind: input.forfeiting === 'both' ? 'double-forfeit' : 'forfeit',
        reason: input.reason,
        now,
        match,
        before: state,
        after: next,
      });
      effects.notify({ kind: 'match-completed', tournamentId: tournament.id, matchId: match.id });
      return next;
    },
  );
}
