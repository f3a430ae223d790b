import { type CompetitionMatch, type DisputeScorePayload, disputeScore } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { actOnMatch } from './internal/match-action.ts';
import { repActor } from './internal/match-roles.ts';

export interface DisputeMatchScoreInput extends DisputeScorePayload {
  matchId: string;
}

/** The other side's rep contests the reported score: the organiser is told and must rule. */
export async function disputeMatchScore(
  ctx: UseCaseContext,
  input: DisputeMatchScoreInput,
  ports: CompetitionPorts = {},
): Promise<CompetitionMatch> {
  return actOnMatch(ctx, input.matchId, ports, async ({ state, roles, now, match, tournament, effects }) => {
    const next = disputeScore(state, repActor(roles), { reason: input.reason }, now);
    effects.notify({ kind: 'match-disputed', tournamentId: tournament.id, matchId: match.id });
    return next;
  });
}
