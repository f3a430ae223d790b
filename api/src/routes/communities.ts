import { AppError, IMAGE_MAX_BYTES, messages, routeContracts } from '@galaxia/core';
import {
  banFromCommunity,
  banTeamFromCommunity,
  getCommunityPage,
  getCommunitySettings,
  getCommunityStaff,
  grantCommunityStaff,
  liftCommunityBan,
  liftCommunityTeamBan,
  listCommunityBans,
  listCommunityTeamBans,
  removeCommunityStaff,
  setCommunityImage,
  startNextSeason,
  updateCircuitPoints,
  updateCommunitySettings,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';

const IMAGE_FIELD = { image: { kind: 'image' as const, maxBytes: IMAGE_MAX_BYTES } };

/** Community pages: the public home of a server at /c/<slug>, its admins' editor, and its bans. */
export function communityRoutes(routes: RouteTable, deps: AppDeps) {
  const contracts = routeContracts.communities;
  routes.serve({
    contract: contracts.page,
    run: (ctx, { params }) => getCommunityPage(ctx, params.slug),
  });

  routes.serve({
    contract: contracts.settings,
    run: (ctx, { params }) => getCommunitySettings(ctx, params.guildId),
  });

  routes.serve({
    contract: contracts.saveSettings,
    run: (ctx, { params, body }) => updateCommunitySettings(ctx, params.guildId, body),
  });

  routes.serve({
    contract: contracts.bans,
    run: (ctx, { params }) => listCommunityBans(ctx, params.guildId),
  });

  routes.serve({
    contract: contracts.ban,
    run: (ctx, { params, body }) => banFromCommunity(ctx, params.guildId, body),
  });

  routes.serve({
    contract: contracts.liftBan,
    run: (ctx, { params }) => liftCommunityBan(ctx, { serverId: params.guildId, userId: params.userId }),
  });

  routes.serve({
    contract: contracts.teamBans,
    run: (ctx, { params }) => listCommunityTeamBans(ctx, params.guildId),
  });

  routes.serve({
    contract: contracts.banTeam,
    run: (ctx, { params, body }) => banTeamFromCommunity(ctx, params.guildId, body),
  });

  routes.serve({
    contract: contracts.liftTeamBan,
    run: (ctx, { params }) => liftCommunityTeamBan(ctx, { serverId: params.guildId, teamId: params.teamId }),
  });

  routes.serve({
    contract: contracts.setImage,
    middleware: [deps.rateLimits.uploads],
    run: (ctx, { params }) =>
      withUpload(ctx.req, { uploadDir: deps.uploadDir, files: IMAGE_FIELD }, (received) => {
        const image = received.files.image;
        if (!image) throw new AppError('BAD_REQUEST', 'MEDIA_NOT_IMAGE', messages.media.notImage);
        return setCommunityImage(ctx, {
          serverId: params.guildId,
          kind: params.kind,
          store: (em) => storeUpload(em, received, image, ctx.actor.userId),
        });
      }),
  });

  routes.serve({ contract: contracts.nextSeason, run: (ctx, { params }) => startNextSeason(ctx, params.id) });

  routes.serve({
    contract: contracts.saveCircuit,
    run: (ctx, { params, body }) => updateCircuitPoints(ctx, params.guildId, body),
  });

  routes.serve({
    contract: contracts.staff,
    run: (ctx, { params }) => getCommunityStaff(ctx, params.guildId),
  });

  routes.serve({
    contract: contracts.grantStaff,
    run: (ctx, { params, body }) => grantCommunityStaff(ctx, params.guildId, body),
  });

  routes.serve({
    contract: contracts.removeStaff,
    run: (ctx, { params }) =>
      removeCommunityStaff(ctx, { serverId: params.guildId, userId: params.userId, role: params.role }),
  });
}
