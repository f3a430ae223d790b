import { AppError, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../context.ts';
import { CommunityStaff, ServerMembership, Tournament } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';

/** The servers whose tournaments the person organises (`isServerAdmin`), with whether they are its admin. */
export async function organisedServerIds(em: EntityManager, userId: string): Promise<string[]> {
  const [admin, staff] = await Promise.all([
    em.find(ServerMembership, { user: userId, isAdmin: true }, { fields: ['server'] }),
    em.find(CommunityStaff, { user: userId, role: 'co_organiser' }, { fields: ['server'] }),
  ]);
  return [...new Set([...admin, ...staff].map((row) => row.server.id))];
}

/** An admin of the server, as Discord last told us: the only people who manage its community staff. */
export async function isDiscordAdmin(em: EntityManager, actor: Actor, serverId: string): Promise<boolean> {
  return (await em.count(ServerMembership, { user: actor.userId, server: serverId, isAdmin: true })) > 0;
}

/**
 * The one organiser rule: the server's Discord admins, and the co-organisers they appointed for the
 * community (`community_staff`), organise every tournament of the server. The SQL twin of this rule
 * is `organiserOfServerSql`; keep the two together.
 */
export async function isServerAdmin(em: EntityManager, actor: Actor, serverId: string): Promise<boolean> {
  if (await isDiscordAdmin(em, actor, serverId)) return true;
  return (await em.count(CommunityStaff, { user: actor.userId, server: serverId, role: 'co_organiser' })) > 0;
}

/**
 * `isServerAdmin` as one SQL expression, for statements that ask it per row: `user` and `server` are
 * SQL expressions naming the person's id and the server's id.
 */
export const organiserOfServerSql = (user: string, server: string) =>
  `(exists (select 1 from server_memberships om where om.user_id = ${user} and om.server_id = ${server} and om.is_admin)
    or exists (select 1 from community_staff os where os.user_id = ${user} and os.server_id = ${server}
                and os.role = 'co_organiser'))`;

export async function requireServerAdmin(em: EntityManager, actor: Actor, serverId: string): Promise<void> {
  if (await isServerAdmin(em, actor, serverId)) return;
  // Server rights come from Discord: without a linked account, say what is missing rather than "not admin".
  if (!actor.discordId)
    throw new AppError('FORBIDDEN', 'ACCOUNT_DISCORD_REQUIRED', messages.account.discordRequired);
  throw new AppError('FORBIDDEN', 'ACCESS_NOT_SERVER_ADMIN', messages.access.notServerAdmin);
}

/** Managing community staff stays with the server's own admins: a co-organiser cannot appoint more. */
export async function requireStaffManager(em: EntityManager, actor: Actor, serverId: string): Promise<void> {
  await requireServerAdmin(em, actor, serverId);
  if (!(await isDiscordAdmin(em, actor, serverId)))
    throw new AppError('FORBIDDEN', 'COMMUNITY_STAFF_ONLY_ADMINS', messages.community.staff.onlyAdmins);
}

/**
 * Loads a tournament for its organisers. Someone who does not administer the owning server learns
 * nothing about it: the answer is the same 404 as for a tournament that does not exist.
 */
export async function loadTournamentForOrganiser(em: EntityManager, actor: Actor, tournamentId: string) {
  if (!isUuid(tournamentId)) throw new AppError('NOT_FOUND', 'EVENT_NOT_FOUND', messages.event.notFound);
  const tournament = await em.findOne(Tournament, { id: tournamentId }, { populate: ['server'] });
  if (!tournament || !(await isServerAdmin(em, actor, tournament.server.id))) {
    throw new AppError('NOT_FOUND', 'EVENT_NOT_FOUND', messages.event.notFound);
  }
  return tournament;
}
