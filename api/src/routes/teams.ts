import { createTeamPayloadSchema, IMAGE_MAX_BYTES, routeContracts } from '@galaxia/core';
import {
  createTeam,
  getTeam,
  inviteTeamMember,
  leaveTeam,
  listMyTeams,
  removeTeamMember,
  respondToTeamInvitation,
  transferTeamCaptaincy,
  updateTeamProfile,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';

const LOGO_FILE = { logo: { kind: 'image' as const, maxBytes: IMAGE_MAX_BYTES } };

/** A person's teams (core's `routeContracts.teams`). */
export function teamRoutes(routes: RouteTable, deps: AppDeps) {
  const api = routeContracts.teams;
  routes.serve({
    contract: api.create,
    middleware: [deps.rateLimits.uploads],
    run: (ctx) =>
      withUpload(ctx.req, { uploadDir: deps.uploadDir, files: LOGO_FILE }, (received) => {
        const payload = createTeamPayloadSchema.parse(received.fields);
        const logo = received.files.logo;
        return createTeam(ctx, {
          ...payload,
          ...(logo && { storeLogo: (tx) => storeUpload(tx, received, logo, ctx.actor.userId) }),
        });
      }),
  });

  // Before /teams/:id, which would otherwise take "mine" for an id.
  routes.serve({ contract: api.mine, run: async (ctx) => ({ teams: await listMyTeams(ctx) }) });
  routes.serve({ contract: api.detail, run: (ctx, { params }) => getTeam(ctx, params.id) });
  routes.serve({
    contract: api.invite,
    run: (ctx, { params, body }) => inviteTeamMember(ctx, { ...body, teamId: params.id }),
  });
  routes.serve({
    contract: api.removeMember,
    run: (ctx, { params }) => removeTeamMember(ctx, { teamId: params.id, userId: params.userId }),
  });
  routes.serve({
    contract: api.acceptInvitation,
    run: async (ctx, { params }) =>
      (await respondToTeamInvitation(ctx, { teamId: params.id, accept: true })) ?? undefined,
  });
  // Declining leaves nothing to show: 204.
  routes.serve({
    contract: api.declineInvitation,
    run: async (ctx, { params }) => {
      await respondToTeamInvitation(ctx, { teamId: params.id, accept: false });
    },
  });
  routes.serve({ contract: api.leave, run: (ctx, { params }) => leaveTeam(ctx, params.id) });
  routes.serve({
    contract: api.updateProfile,
    run: (ctx, { params, body }) => updateTeamProfile(ctx, { ...body, teamId: params.id }),
  });
  routes.serve({
    contract: api.transferCaptaincy,
    run: (ctx, { params, body }) => transferTeamCaptaincy(ctx, { ...body, teamId: params.id }),
  });
}
