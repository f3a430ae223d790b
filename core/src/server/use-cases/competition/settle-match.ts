import {
  type CompetitionMatch,
  recordsDestruction,
  type SettlePayload,
  settleReported,
  warDestruction,
} from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { organiserActor } from './internal/match-roles.ts';
import { needsWinner } from './internal/needs-winner.ts';
import { ruleOnMatch } from './internal/rule-on-match.ts';

export interface SettleMatchInput extends SettlePayload {
  matchId: string;
}

/** The organiser settles a result the other team never confirmed: the winner moves on as on a confirmation. */
export async function settleMatch(
  ctx: UseCaseContext,
  input: SettleMatchInput,
  ports: CompetitionPorts,
): Promise<CompetitionMatch> {
  return ruleOnMatch(ctx, input.matchId, ports, ({ state, roles, now, phase, tournament }) => ({
    kind: 'settle',
    reason: input.reason,
    next: settleReported(
      state,
      organiserActor(roles),
      {
        scoreA: input.scoreA,
        scoreB: input.scoreB,
        ...(recordsDestruction(tournament.gameId) ? warDestruction(input) : {}),
        needsWinner: needsWinner(phase),
      },
      now,
    ),
  }));
}
