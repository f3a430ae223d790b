import { gameIdSchema, type RoadmapResponse } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { loadRoadmap } from './internal/stored-roadmap.ts';

/** A tournament without a roadmap yet answers with no phases: the builder starts empty (or from its draft). */
export async function getTournamentRoadmap(
  ctx: UseCaseContext,
  tournamentId: string,
): Promise<RoadmapResponse> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  const { phases } = await loadRoadmap(ctx.em, tournament.id);
  return { phases, draft: tournament.roadmapDraft ?? null, gameId: gameIdSchema.parse(tournament.gameId) };
}
