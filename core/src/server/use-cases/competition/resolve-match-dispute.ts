import { type ResolveResultPayload, resolveDispute } from '@galaxia/core';
import { matchMove } from './internal/match-move.ts';
import { organiserActor } from './internal/match-roles.ts';
import { applyMatchState } from './internal/match-state.ts';
import { needsWinner } from './internal/needs-winner.ts';
import { recordPlayerStats } from './internal/player-stat-lines.ts';
import { settleResult } from './internal/settle-result.ts';

export interface ResolveMatchDisputeInput extends ResolveResultPayload {
  matchId: string;
}

/** The organiser rules on a disputed result with the final score; the winner moves on as on a confirmation. */
export const resolveMatchDispute = matchMove(
  async ({ em, state, roles, now, match, phase, tournament, effects }, input: ResolveMatchDisputeInput) => {
    const next = resolveDispute(
      state,
      organiserActor(roles),
      {
        scoreA: input.scoreA,
        scoreB: input.scoreB,
        ...(input.note === undefined ? {} : { note: input.note }),
        needsWinner: needsWinner(phase),
      },
      now,
    );
    applyMatchState(match, next, now);
    // Only the ruled result counts: the overruled report's games and player lines go (the ruling log keeps it).
    match.games = null;
    await recordPlayerStats(em, match, input.playerStats ?? []);
    await settleResult(em, { tournament, phase, match, now, effects });
    effects.notify({ kind: 'match-completed', tournamentId: tournament.id, matchId: match.id });
    effects.notify({ kind: 'dispute-resolved', tournamentId: tournament.id, matchId: match.id });
    return next;
  },
);
