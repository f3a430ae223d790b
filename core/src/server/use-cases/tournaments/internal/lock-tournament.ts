import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, UseCaseContext } from '../../../context.ts';
import { loadTournamentForOrganiser } from '../../access/require-server-admin.ts';

/**
 * The organiser's tournament, its row locked until the transaction ends: two saves of one tournament
 * queue up instead of interleaving (two roadmaps writing the same positions, a roadmap racing the
 * first matches). Call inside a transaction.
 */
export async function lockTournamentForOrganiser(em: EntityManager, actor: Actor, tournamentId: string) {
  const tournament = await loadTournamentForOrganiser(em, actor, tournamentId);
  await em.lock(tournament, LockMode.PESSIMISTIC_WRITE);
  return tournament;
}

/** An organiser's change to one tournament: one transaction, the tournament locked and authorised first. */
export function withLockedTournament<T>(
  ctx: UseCaseContext,
  tournamentId: string,
  change: (
    em: EntityManager,
    tournament: Awaited<ReturnType<typeof lockTournamentForOrganiser>>,
  ) => Promise<T>,
): Promise<T> {
  return ctx.em.transactional(async (em) =>
    change(em, await lockTournamentForOrganiser(em, ctx.actor, tournamentId)),
  );
}
