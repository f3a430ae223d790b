import {
  AppError,
  banEndText,
  type CommunityTeamBanRequest,
  type CommunityTeamBansView,
  type GameId,
  gameName,
  messages,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { CommunityTeamBan, DiscordServer, Team } from '../../db/entities/index.ts';
import { requireServerAdmin } from '../access/require-server-admin.ts';
import { banTerms } from './community-bans.ts';

const text = messages.community.bans;
const inForce = () => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: now() } }] });

/**
 * Refuses a team the tournament's community has banned (a ban still running), whoever it rosters: the
 * message names the team, the community and the end of the ban; the reason only if staff chose so.
 */
export async function refuseBannedTeam(em: EntityManager, serverId: string, teamId: string) {
  const ban = await em.findOne(CommunityTeamBan, { server: serverId, team: teamId, ...inForce() });
  if (!ban) return;
  const [team, server] = await Promise.all([
    em.findOneOrFail(Team, { id: teamId }),
    em.findOneOrFail(DiscordServer, { id: serverId }),
  ]);
  const until = ban.expiresAt ? banEndText(ban.expiresAt) : null;
  throw new AppError(
    'FORBIDDEN',
    'COMMUNITY_BANS_TEAM_REFUSED',
    text.teamRefused(team.name, server.name, until, ban.showReason ? ban.reason : null),
  );
}

async function teamBansViewOf(em: EntityManager, serverId: string): Promise<CommunityTeamBansView> {
  const rows = await em.find(
    CommunityTeamBan,
    { server: serverId, ...inForce() },
    { populate: ['team', 'bannedBy'], orderBy: { createdAt: 'desc', id: 'asc' } },
  );
  return {
    bans: rows.map((row) => ({
      teamId: row.team.id,
      name: row.team.name,
      game: gameName(row.team.gameId as GameId),
      reason: row.reason,
      showReason: row.showReason,
      until: row.expiresAt?.toISOString() ?? null,
      bannedBy: row.bannedBy?.name ?? '',
      bannedAt: row.createdAt.toISOString(),
    })),
  };
}

/** The one team a ban names by its name (case aside), refused when none or several are so called. */
async function teamNamed(em: EntityManager, name: string) {
  const teams = await em.find(Team, { name: { $ilike: name.replace(/[\\%_]/g, '\\$&') } }, { limit: 2 });
  if (teams.length === 0)
    throw new AppError('NOT_FOUND', 'COMMUNITY_BANS_TEAM_NOT_FOUND', text.teamNotFound(name), {
      name: [text.teamNotFound(name)],
    });
  if (teams.length > 1)
    throw new AppError('CONFLICT', 'COMMUNITY_BANS_TEAM_AMBIGUOUS', text.teamAmbiguous(name), {
      name: [text.teamAmbiguous(name)],
    });
  return teams[0]!;
}

/** GET /api/organiser/servers/:guildId/team-bans: the team bans in force, for the server's organisers only. */
export async function listCommunityTeamBans(
  ctx: UseCaseContext,
  serverId: string,
): Promise<CommunityTeamBansView> {
  await requireServerAdmin(ctx.em, ctx.actor, serverId);
  return teamBansViewOf(ctx.em, serverId);
}

/**
 * POST /api/organiser/servers/:guildId/team-bans: bars a team from every tournament of the server until
 * the end given (or for good). A second ban of the same team replaces the first.
 */
export async function banTeamFromCommunity(
  ctx: UseCaseContext,
  serverId: string,
  input: CommunityTeamBanRequest,
): Promise<CommunityTeamBansView> {
  return ctx.em.transactional(async (em) => {
    await requireServerAdmin(em, ctx.actor, serverId);
    const values = banTerms(ctx, input);
    const team = await teamNamed(em, input.name);
    const existing = await em.findOne(CommunityTeamBan, { server: serverId, team: team.id });
    if (existing) em.assign(existing, values);
    else em.create(CommunityTeamBan, { server: serverId, team, ...values });
    await em.flush();
    return teamBansViewOf(em, serverId);
  });
}

/** DELETE /api/organiser/servers/:guildId/team-bans/:teamId: lifts a team's ban in force. */
export async function liftCommunityTeamBan(
  ctx: UseCaseContext,
  input: { serverId: string; teamId: string },
): Promise<CommunityTeamBansView> {
  return ctx.em.transactional(async (em) => {
    await requireServerAdmin(em, ctx.actor, input.serverId);
    const ban = await em.findOne(CommunityTeamBan, {
      server: input.serverId,
      team: input.teamId,
      ...inForce(),
    });
    if (!ban) throw new AppError('NOT_FOUND', 'COMMUNITY_BANS_TEAM_NOT_BANNED', text.teamNotBanned);
    em.remove(ban);
    await em.flush();
    return teamBansViewOf(em, input.serverId);
  });
}
