import {
  createTeamPayloadSchema,
  IMAGE_MAX_BYTES,
  inviteTeamMemberSchema,
  transferCaptaincyPayloadSchema,
} from '@galaxia/core';
import {
  createTeam,
  getTeam,
  inviteTeamMember,
  leaveTeam,
  listMyTeams,
  removeTeamMember,
  respondToTeamInvitation,
  transferTeamCaptaincy,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';

const LOGO_FILE = { logo: { kind: 'image' as const, maxBytes: IMAGE_MAX_BYTES } };

export function teamRoutes(routes: RouteTable, deps: AppDeps) {
  routes.add({
    method: 'post',
    path: '/teams',
    access: 'user',
    middleware: [deps.rateLimits.uploads],
    status: 201,
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
  routes.add({
    method: 'get',
    path: '/teams/mine',
    access: 'user',
    run: async (ctx) => ({ teams: await listMyTeams(ctx) }),
  });

  routes.add({
    method: 'get',
    path: '/teams/:id',
    access: 'user',
    run: (ctx, { params }) => getTeam(ctx, params.id),
  });

  routes.add({
    method: 'post',
    path: '/teams/:id/members',
    access: 'user',
    input: { body: inviteTeamMemberSchema },
    status: 201,
    run: (ctx, { params, body }) => inviteTeamMember(ctx, { ...body, teamId: params.id }),
  });

  routes.add({
    method: 'delete',
    path: '/teams/:id/members/:userId',
    access: 'user',
    run: (ctx, { params }) => removeTeamMember(ctx, { teamId: params.id, userId: params.userId }),
  });

  routes.add({
    method: 'post',
    path: '/teams/:id/invitation/accept',
    access: 'user',
    run: (ctx, { params }) => respondToTeamInvitation(ctx, { teamId: params.id, accept: true }),
  });

  routes.add({
    method: 'post',
    path: '/teams/:id/invitation/decline',
    access: 'user',
    run: async (ctx, { params }) => {
      await respondToTeamInvitation(ctx, { teamId: params.id, accept: false });
    },
  });

  routes.add({
    method: 'post',
    path: '/teams/:id/leave',
    access: 'user',
    run: (ctx, { params }) => leaveTeam(ctx, params.id),
  });

  routes.add({
    method: 'post',
    path: '/teams/:id/captain',
    access: 'user',
    input: { body: transferCaptaincyPayloadSchema },
    run: (ctx, { params, body }) => transferTeamCaptaincy(ctx, { teamId: params.id, userId: body.userId }),
  });
}
