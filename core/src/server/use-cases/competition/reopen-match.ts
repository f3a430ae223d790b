import { type CompetitionMatch, type ReopenPayload, reopenResult } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { organiserActor } from './internal/match-roles.ts';
import { ruleOnMatch } from './rule-on-match.ts';

export interface ReopenMatchInput extends ReopenPayload {
  matchId: string;
}

/** The organiser takes a completed result away so the match is played again; what it decided is undone. */
export async function reopenMatch(
  ctx: UseCaseContext,
  input: ReopenMatchInput,
  ports: CompetitionPorts = {},
): Promise<CompetitionMatch> {
  return ruleOnMatch(ctx, input.matchId, ports, ({ state, roles }) => ({
    kind: 'reopen',
    reason: input.reason,
    resetPlayed: input.resetPlayed,
    next: reopenResult(state, organiserActor(roles)),
  }));
}
