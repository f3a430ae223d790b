import type { CommunitySettingsView } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, UseCaseContext } from '../../context.ts';
import { Community, CommunitySeries, DiscordServer, Tournament } from '../../db/entities/index.ts';
import { isDiscordAdmin, requireServerAdmin } from '../access/require-server-admin.ts';
import { fileUrl } from '../game-accounts/internal/file-url.ts';
import { communityIcon } from './community-pictures.ts';

/** The editor's view of a server's community page, as stored (blank before the first save). */
export async function communitySettingsOf(
  em: EntityManager,
  serverId: string,
  actor: Actor,
): Promise<CommunitySettingsView> {
  const server = await em.findOneOrFail(DiscordServer, { id: serverId });
  const community = await em.findOne(Community, { server: serverId });
  const runs = await em.find(Tournament, { server: serverId }, { fields: ['eventName'] });
  const tables = new Map(
    (await em.find(CommunitySeries, { server: serverId })).map((row) => [row.name, row.pointsTable]),
  );
  const names = [...new Set(runs.map((run) => run.eventName))].sort((a, b) => a.localeCompare(b, 'en'));
  return {
    serverId,
    name: server.name,
    slug: community?.slug ?? null,
    description: community?.description ?? '',
    inviteUrl: community?.inviteUrl ?? '',
    socials: community?.socials ?? [],
    showRatings: community?.showRatings ?? false,
    banner: community?.banner ? fileUrl(community.banner.id) : null,
    icon: communityIcon(server, community?.icon),
    canManageStaff: await isDiscordAdmin(em, actor, serverId),
    series: names.map((name) => ({ name, table: tables.get(name) ?? [] })),
  };
}

/** GET /api/organiser/servers/:guildId/community, for the server's admins. */
export async function getCommunitySettings(
  ctx: UseCaseContext,
  serverId: string,
): Promise<CommunitySettingsView> {
  await requireServerAdmin(ctx.em, ctx.actor, serverId);
  return communitySettingsOf(ctx.em, serverId, ctx.actor);
}
