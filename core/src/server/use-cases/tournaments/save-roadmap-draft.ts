import { AppError, gameIdSchema, messages, type Phase, type RoadmapResponse } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { Match } from '../../db/entities/index.ts';
import { withLockedTournament } from './internal/lock-tournament.ts';
import { loadRoadmap } from './internal/stored-roadmap.ts';

/**
 * Keeps the phases built so far ("Save Phase") without touching the roadmap players see: a reload
 * shows them again, marked unsaved, until "Save all Phases" validates and stores the whole roadmap.
 * `phases: null` discards the draft. Refused, like the roadmap itself, once matches exist.
 */
export async function saveRoadmapDraft(
  ctx: UseCaseContext,
  input: { tournamentId: string; phases: Phase[] | null },
): Promise<RoadmapResponse> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    if (input.phases !== null && (await em.count(Match, { tournament })) > 0) {
      throw new AppError('CONFLICT', 'TOURNAMENT_ROADMAP_LOCKED', messages.tournament.roadmapLocked);
    }
    tournament.roadmapDraft = input.phases;
    await em.flush();
    const { phases } = await loadRoadmap(em, tournament.id);
    return { phases, draft: input.phases, gameId: gameIdSchema.parse(tournament.gameId) };
  });
}
