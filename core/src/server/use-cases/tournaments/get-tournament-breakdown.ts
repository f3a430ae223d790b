import { type BreakdownCounts, breakdownCountsSchema, townHallsRequired } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { warSizeOf } from './internal/war-size.ts';

/** Every Town Hall level 3 to 17, at 0 until a breakdown is saved, and the total the war size asks for. */
export async function getTournamentBreakdown(
  ctx: UseCaseContext,
  tournamentId: string,
): Promise<{ breakdown: BreakdownCounts; required: number }> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  return {
    breakdown: breakdownCountsSchema.parse(tournament.breakdown ?? {}),
    required: townHallsRequired(warSizeOf(tournament)),
  };
}
