import { AppError, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../context.ts';
import { ServerMembership, Tournament } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';

export async function isServerAdmin(em: EntityManager, actor: Actor, serverId: string): Promise<boolean> {
  const membership = await em.findOne(ServerMembership, {
    user: actor.userId,
    server: serverId,
    isAdmin: true,
  });
  return membership !== null;
}

export async function requireServerAdmin(em: EntityManager, actor: Actor, serverId: string): Promise<void> {
  // Server rights come from Discord: without a linked account, say what is missing rather than "not admin".
  if (!actor.discordId) throw new AppError('FORBIDDEN', messages.account.discordRequired);
  if (!(await isServerAdmin(em, actor, serverId)))
    throw new AppError('FORBIDDEN', messages.access.notServerAdmin);
}

/**
 * Loads a tournament for its organisers. Someone who does not administer the owning server learns
 * nothing about it: the answer is the same 404 as for a tournament that does not exist.
 */
export async function loadTournamentForOrganiser(em: EntityManager, actor: Actor, tournamentId: string) {
  if (!isUuid(tournamentId)) throw new AppError('NOT_FOUND', messages.event.notFound);
  const tournament = await em.findOne(Tournament, { id: tournamentId }, { populate: ['server'] });
  if (!tournament || !(await isServerAdmin(em, actor, tournament.server.id))) {
    throw new AppError('NOT_FOUND', messages.event.notFound);
  }
  return tournament;
}
