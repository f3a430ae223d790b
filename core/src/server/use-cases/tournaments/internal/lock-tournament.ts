import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
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
