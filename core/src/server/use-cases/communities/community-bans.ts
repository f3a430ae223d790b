import {
  AppError,
  banEndText,
  type CommunityBanRequest,
  type CommunityBansView,
  messages,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { CommunityBan, DiscordServer, User } from '../../db/entities/index.ts';
import { requireServerAdmin } from '../access/require-server-admin.ts';

/**
 * Refuses a roster holding a player the tournament's community has banned (a ban still running): the
 * message names the player, the community and the end of the ban; the reason only if staff chose so.
 */
export async function refuseBannedPlayers(em: EntityManager, serverId: string, roster: readonly string[]) {
  if (roster.length === 0) return;
  const at = now();
  const bans = await em.find(CommunityBan, {
    server: serverId,
    user: { $in: [...roster] },
    $or: [{ expiresAt: null }, { expiresAt: { $gt: at } }],
  });
  const [ban] = bans;
  if (!ban) return;
  const [player, server] = await Promise.all([
    em.findOneOrFail(User, { id: ban.user.id }),
    em.findOneOrFail(DiscordServer, { id: serverId }),
  ]);
  const until = ban.expiresAt ? banEndText(ban.expiresAt) : null;
  throw new AppError(
    'FORBIDDEN',
    'COMMUNITY_BANS_REFUSED',
    messages.community.bans.refused(player.name, server.name, until, ban.showReason ? ban.reason : null),
  );
}

const text = messages.community.bans;

async function bansViewOf(em: EntityManager, serverId: string): Promise<CommunityBansView> {
  const rows = await em.find(
    CommunityBan,
    { server: serverId, $or: [{ expiresAt: null }, { expiresAt: { $gt: now() } }] },
    { populate: ['user', 'bannedBy'], orderBy: { createdAt: 'desc', id: 'asc' } },
  );
  return {
    bans: rows.map((row) => ({
      userId: row.user.id,
      name: row.user.name,
      reason: row.reason,
      showReason: row.showReason,
      until: row.expiresAt?.toISOString() ?? null,
      bannedBy: row.bannedBy?.name ?? '',
      bannedAt: row.createdAt.toISOString(),
    })),
  };
}

/** The one person a ban names by their Galaxia name (case aside), refused when nobody or several are. */
async function playerNamed(em: EntityManager, name: string) {
  const staffText = messages.community.staff;
  const users = await em.find(User, { name: { $ilike: name.replace(/[\\%_]/g, '\\$&') } }, { limit: 2 });
  if (users.length === 0)
    throw new AppError('NOT_FOUND', 'COMMUNITY_STAFF_PERSON_NOT_FOUND', staffText.personNotFound(name), {
      name: [staffText.personNotFound(name)],
    });
  if (users.length > 1)
    throw new AppError('CONFLICT', 'COMMUNITY_STAFF_PERSON_AMBIGUOUS', staffText.personAmbiguous(name), {
      name: [staffText.personAmbiguous(name)],
    });
  return users[0]!;
}

/**
 * What a ban of a player or a team stores from the organiser's input: its reason, whether the banned
 * are told it, and its end, which must be in the future (none: for good).
 */
export function banTerms(
  ctx: UseCaseContext,
  input: { reason: string; showReason: boolean; until?: string },
) {
  const expiresAt = input.until ? new Date(input.until) : null;
  if (expiresAt && expiresAt.getTime() <= now().getTime())
    throw new AppError('BAD_REQUEST', 'COMMUNITY_BANS_UNTIL_PAST', text.untilPast, {
      until: [text.untilPast],
    });
  return {
    reason: input.reason,
    showReason: input.showReason,
    expiresAt,
    bannedBy: ctx.actor.userId,
    createdAt: now(),
  };
}

/** GET /api/organiser/servers/:guildId/bans: the bans in force, for the server's organisers only. */
export async function listCommunityBans(ctx: UseCaseContext, serverId: string): Promise<CommunityBansView> {
  await requireServerAdmin(ctx.em, ctx.actor, serverId);
  return bansViewOf(ctx.em, serverId);
}

/**
 * POST /api/organiser/servers/:guildId/bans: bars a player from every tournament of the server until
 * the end given (or for good). A second ban of the same player replaces the first.
 */
export async function banFromCommunity(
  ctx: UseCaseContext,
  serverId: string,
  input: CommunityBanRequest,
): Promise<CommunityBansView> {
  return ctx.em.transactional(async (em) => {
    await requireServerAdmin(em, ctx.actor, serverId);
    const values = banTerms(ctx, input);
    const player = await playerNamed(em, input.name);
    if (player.id === ctx.actor.userId)
      throw new AppError('BAD_REQUEST', 'COMMUNITY_BANS_NOT_YOURSELF', text.notYourself, {
        name: [text.notYourself],
      });
    const existing = await em.findOne(CommunityBan, { server: serverId, user: player.id });
    if (existing) em.assign(existing, values);
    else em.create(CommunityBan, { server: serverId, user: player, ...values });
    await em.flush();
    return bansViewOf(em, serverId);
  });
}

/** DELETE /api/organiser/servers/:guildId/bans/:userId: lifts a ban in force. */
export async function liftCommunityBan(
  ctx: UseCaseContext,
  input: { serverId: string; userId: string },
): Promise<CommunityBansView> {
  return ctx.em.transactional(async (em) => {
    await requireServerAdmin(em, ctx.actor, input.serverId);
    const ban = await em.findOne(CommunityBan, {
      server: input.serverId,
      user: input.userId,
      $or: [{ expiresAt: null }, { expiresAt: { $gt: now() } }],
    });
    if (!ban) throw new AppError('NOT_FOUND', 'COMMUNITY_BANS_NOT_BANNED', text.notBanned);
    em.remove(ban);
    await em.flush();
    return bansViewOf(em, input.serverId);
  });
}
