import { type CompetitionMatch, confirmScore } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { actOnMatch } from './internal/match-action.ts';
import { repActor } from './internal/match-roles.ts';
import { applyMatchState } from './internal/match-state.ts';
import { settleResult } from './internal/settle-result.ts';

/** The other side's rep confirms the reported score: the match is completed and its winner moves on. */
export async function confirmMatchScore(
  ctx: UseCaseContext,
  matchId: string,
  ports: CompetitionPorts,
): Promise<CompetitionMatch> {
  return actOnMatch(
    ctx,
    matchId,
    ports,
    async ({ em, state, roles, now, match, phase, tournament, effects }) => {
      const next = confirmScore(state, repActor(roles), now);
      applyMatchState(match, next, now);
      await settleResult(em, { tournament, phase, match, now, effects, winner: next.winner });
      effects.notify({
        kind: 'match-completed',
        tournamentId: tournament.id,
        matchId: match.id,
        resultVersion: match.version,
      });
      return next;
    },
  );
}
