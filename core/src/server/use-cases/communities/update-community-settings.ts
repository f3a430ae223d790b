import {
  AppError,
  type CommunityImageKind,
  type CommunitySettings,
  type CommunitySettingsView,
  messages,
} from '@galaxia/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { UseCaseContext } from '../../context.ts';
import { Community } from '../../db/entities/index.ts';
import { requireServerAdmin } from '../access/require-server-admin.ts';
import type { StoreImage } from '../tournaments/update-tournament-basic-info.ts';
import { communitySettingsOf } from './get-community-settings.ts';

const slugTaken = () =>
  new AppError('CONFLICT', 'COMMUNITY_SLUG_TAKEN', messages.community.slug.taken, {
    slug: [messages.community.slug.taken],
  });

/**
 * PUT /api/organiser/servers/:guildId/community: saves the page (made on the first save). The address
 * must be free: another server's page keeps its own, answered with a 409 naming the field.
 */
export async function updateCommunitySettings(
  ctx: UseCaseContext,
  serverId: string,
  settings: CommunitySettings,
): Promise<CommunitySettingsView> {
  return ctx.em.transactional(async (em) => {
    await requireServerAdmin(em, ctx.actor, serverId);
    const holder = await em.findOne(Community, { slug: settings.slug });
    if (holder && holder.server.id !== serverId) throw slugTaken();
    const values = {
      slug: settings.slug,
      description: settings.description,
      inviteUrl: settings.inviteUrl || null,
      socials: settings.socials,
      showRatings: settings.showRatings,
    };
    const community = await em.findOne(Community, { server: serverId });
    if (community) em.assign(community, values);
    else em.create(Community, { server: serverId, ...values });
    try {
      await em.flush();
    } catch (error) {
      // Two servers saving the same free address at once: the second learns it is taken.
      if (error instanceof UniqueConstraintViolationException) throw slugTaken();
      throw error;
    }
    return communitySettingsOf(em, serverId, ctx.actor);
  });
}

/** POST /api/organiser/servers/:guildId/community/:kind: a new banner or icon (the page must exist). */
export async function setCommunityImage(
  ctx: UseCaseContext,
  input: { serverId: string; kind: CommunityImageKind; store: StoreImage },
): Promise<CommunitySettingsView> {
  return ctx.em.transactional(async (em) => {
    await requireServerAdmin(em, ctx.actor, input.serverId);
    const community = await em.findOne(Community, { server: input.serverId });
    if (!community)
      throw new AppError('CONFLICT', 'COMMUNITY_SLUG_REQUIRED', messages.community.slug.required);
    community[input.kind] = await input.store(em);
    await em.flush();
    return communitySettingsOf(em, input.serverId, ctx.actor);
  });
}
