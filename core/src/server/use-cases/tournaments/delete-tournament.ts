import { AppError, deleteRefusal } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { withLockedTournament } from './internal/lock-tournament.ts';
import { loadPublicationFacts } from './internal/publication-facts.ts';

/**
 * DELETE /api/organiser/tournaments/:id: a draft goes for good (its phases, rounds and windows cascade
 * with it). Anything that was ever public keeps its history: archive it instead.
 */
export async function deleteTournament(ctx: UseCaseContext, tournamentId: string): Promise<void> {
  await withLockedTournament(ctx, tournamentId, async (em, tournament) => {
    const refusal = deleteRefusal((await loadPublicationFacts(em, tournament, now())).lifecycle);
    if (refusal) throw new AppError('CONFLICT', refusal.code, refusal.message);
    em.remove(tournament);
    await em.flush();
  });
}
