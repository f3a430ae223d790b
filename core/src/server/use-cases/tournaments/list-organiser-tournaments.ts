import type { OrganiserTournamentSummary } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { loadOrganiserTournaments } from './internal/organiser-tournaments.ts';

/** My Tournaments: every tournament of the servers the actor administers, newest first. */
export async function listOrganiserTournaments(
  ctx: UseCaseContext,
): Promise<{ tournaments: OrganiserTournamentSummary[] }> {
  const { summaries } = await loadOrganiserTournaments(ctx.em, ctx.actor, now());
  return { tournaments: summaries };
}
