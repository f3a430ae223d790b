import type { OrganiserTournamentSummary } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadOrganiserTournaments } from './organiser-tournaments.ts';

/** My Tournaments: every tournament of the servers the actor administers, newest first. */
export async function listOrganiserTournaments(
  ctx: UseCaseContext,
): Promise<{ tournaments: OrganiserTournamentSummary[] }> {
  const { summaries } = await loadOrganiserTournaments(ctx.em, ctx.actor, new Date());
  return { tournaments: summaries };
}
