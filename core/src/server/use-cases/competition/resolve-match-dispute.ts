import {
  messages,
  type ResolveResultPayload,
  RULING_REASON_MAX_LENGTH,
  recordsDestruction,
  resolveDispute,
  warDestruction,
} from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { actOnMatch } from './internal/match-action.ts';
import { organiserActor } from './internal/match-roles.ts';
import { applyMatchState } from './internal/match-state.ts';
import { needsWinner } from './internal/needs-winner.ts';
import { recordPlayerStats } from './internal/player-stat-lines.ts';
import { recordRuling } from './internal/record-ruling.ts';
import { settleResult } from './internal/settle-result.ts';

export interface ResolveMatchDisputeInput extends ResolveResultPayload {
  matchId: string;
}

/**
 * The organiser rules on a disputed result with the final score; the winner moves on as on a confirmation.
 * The ruling goes into the ruling log with the organiser's note (else the dispute's reason); the teams
 * hear of it through the dispute's own notice.
 */
export const resolveMatchDispute = (
  ctx: UseCaseContext,
  input: ResolveMatchDisputeInput,
  ports: CompetitionPorts,
) =>
  actOnMatch(
    ctx,
    input.matchId,
    ports,
    async ({ em, state, roles, now, match, phase, tournament, effects }) => {
      const next = resolveDispute(
        state,
        organiserActor(roles),
        {
          scoreA: input.scoreA,
          scoreB: input.scoreB,
          // A ruled war level on stars goes to the side with more destruction.
          ...(recordsDestruction(tournament.gameId) ? warDestruction(input) : {}),
          ...(input.note === undefined ? {} : { note: input.note }),
          needsWinner: needsWinner(phase),
        },
        now,
      );
      applyMatchState(match, next, now);
      // Only the ruled result counts: the overruled report's games and player lines go (the ruling log keeps it).
      // A ruled war keeps the destruction the organiser ruled, as its one war.
      match.games =
        input.destructionA === undefined && input.destructionB === undefined
          ? null
          : [
              {
                scoreA: input.scoreA,
                scoreB: input.scoreB,
                destructionA: input.destructionA,
                destructionB: input.destructionB,
                playerStats: input.playerStats ?? [],
              },
            ];
      await recordPlayerStats(em, match, input.playerStats ?? []);
      await settleResult(em, { tournament, phase, match, now, effects, ruled: true, winner: next.winner });
      await recordRuling(em, {
        tournament,
        actor: ctx.actor,
        kind: 'dispute',
        reason: (input.note || messages.ruling.disputeResolvedReason(state.dispute?.reason ?? '')).slice(
          0,
          RULING_REASON_MAX_LENGTH,
        ),
        now,
        match,
        before: state,
        after: next,
        // The teams and the log channel hear of it through the dispute's own notice and post.
        tellTeams: false,
      });
      effects.notify({
        kind: 'match-completed',
        tournamentId: tournament.id,
        matchId: match.id,
        resultVersion: match.version,
      });
      effects.notify({
        kind: 'dispute-resolved',
        tournamentId: tournament.id,
        matchId: match.id,
        resultVersion: match.version,
      });
      return next;
    },
  );
