import { type BreakdownCounts, breakdownCountsSchema } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';

/** Every Town Hall level 3 to 17, at 0 until a breakdown is saved. */
export async function getTournamentBreakdown(
  ctx: UseCaseContext,
  tournamentId: string,
): Promise<{ breakdown: BreakdownCounts }> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  return { breakdown: breakdownCountsSchema.parse(tournament.breakdown ?? {}) };
}
