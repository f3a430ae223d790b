import { type CompetitionMatch, type ReportResultPayload, reportScore } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './competition-ports.ts';
import { actOnMatch } from './match-action.ts';
import { repActor } from './match-roles.ts';
import { needsWinner } from './needs-winner.ts';
import { recordPlayerStats } from './player-stat-lines.ts';

export interface ReportMatchScoreInput extends ReportResultPayload {
  matchId: string;
}

/** A rep reports the score (and optionally the players' lines) once the match has started. */
export async function reportMatchScore(
  ctx: UseCaseContext,
  input: ReportMatchScoreInput,
  ports: CompetitionPorts = {},
): Promise<CompetitionMatch> {
  return actOnMatch(ctx, input.matchId, ports, async ({ em, state, roles, phase, match, now }) => {
    const next = reportScore(
      state,
      repActor(roles),
      { scoreA: input.scoreA, scoreB: input.scoreB, needsWinner: needsWinner(phase) },
      now,
    );
    await recordPlayerStats(em, match, input.playerStats);
    return next;
  });
}
