import { type CreateTournamentInput, hasVerificationMethod } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { Tournament } from '../../db/entities/index.ts';
import { requireServerAdmin } from '../access/require-server-admin.ts';

/** Starts a draft on a server the actor administers: the web dialog and /create-tournament both land here. */
export async function createTournament(
  ctx: UseCaseContext,
  input: CreateTournamentInput,
): Promise<{ id: string }> {
  return ctx.em.transactional(async (em) => {
    await requireServerAdmin(em, ctx.actor, input.serverId);
    const tournament = em.create(Tournament, {
      server: input.serverId,
      createdBy: ctx.actor.userId,
      eventName: input.eventName,
      seasonNumber: input.seasonNumber,
      gameId: input.gameId,
      publishDate: input.publishDate,
      // On by default only where a player can get verified at all.
      requiresVerification: hasVerificationMethod(input.gameId),
    });
    await em.flush();
    return { id: tournament.id };
  });
}
