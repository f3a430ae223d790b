import { AppError, type BreakdownCounts, breakdownStatus, townHallsRequired } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { withLockedTournament } from './internal/lock-tournament.ts';
import { warSizeOf } from './internal/war-size.ts';

export interface UpdateBreakdownInput {
  tournamentId: string;
  breakdown: BreakdownCounts;
}

/** Saved only at exactly the war size's number of Town Halls, as the screen's Save button allows. */
export async function updateTournamentBreakdown(
  ctx: UseCaseContext,
  input: UpdateBreakdownInput,
): Promise<{ breakdown: BreakdownCounts }> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const status = breakdownStatus(input.breakdown, townHallsRequired(warSizeOf(tournament)));
    if (status.refusal !== null) {
      const { code, message } = status.refusal;
      throw new AppError('BAD_REQUEST', code, message, { breakdown: [message] });
    }
    tournament.breakdown = { ...input.breakdown };
    await em.flush();
    return { breakdown: input.breakdown };
  });
}
