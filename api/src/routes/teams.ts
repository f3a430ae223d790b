import {
  createTeamPayloadSchema,
  IMAGE_MAX_BYTES,
  inviteTeamMemberSchema,
  transferCaptaincyPayloadSchema,
  updateTeamProfileSchema,
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
  updateTeamProfile,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';
import { personalRoutes, resourceRoutes } from './resource-routes.ts';

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
  personalRoutes(routes).read('/teams/mine', async (ctx) => ({ teams: await listMyTeams(ctx) }));

  const team = resourceRoutes(routes, { access: 'user', idKey: 'teamId' });

  team.read('/teams/:id', getTeam);
  team.write('post', '/teams/:id/members', inviteTeamMemberSchema, inviteTeamMember, { status: 201 });

  routes.add({
    method: 'delete',
    path: '/teams/:id/members/:userId',
    access: 'user',
    run: (ctx, { params }) => removeTeamMember(ctx, { teamId: params.id, userId: params.userId }),
  });

  team.act('post', '/teams/:id/invitation/accept', (ctx, teamId) =>
    respondToTeamInvitation(ctx, { teamId, accept: true }),
  );
  // Declining leaves nothing to show: 204.
  team.act('post', '/teams/:id/invitation/decline', async (ctx, teamId) => {
    await respondToTeamInvitation(ctx, { teamId, accept: false });
  });
  team.act('post', '/teams/:id/leave', leaveTeam);
  team.write('patch', '/teams/:id', updateTeamProfileSchema, updateTeamProfile);
  team.write('post', '/teams/:id/captain', transferCaptaincyPayloadSchema, transferTeamCaptaincy);
}
