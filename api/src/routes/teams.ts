import { createTeamPayloadSchema, IMAGE_MAX_BYTES, inviteTeamMemberSchema } from '@galaxia/core';
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
import type { Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { useCaseContext } from '../http/use-case-context.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';

const userIdBody = z.object({ userId: z.string().trim().min(1) });

export function teamRoutes(routes: RouteTable, deps: AppDeps) {
  const context = (req: Request) => useCaseContext(deps, req);
  const teamId = (req: Request) => String(req.params.id);

  routes.add({
    method: 'post',
    path: '/teams',
    access: 'user',
    middleware: [deps.rateLimits.uploads],
    handler: async (req, res) => {
      const ctx = context(req);
      const files = { logo: { kind: 'image' as const, maxBytes: IMAGE_MAX_BYTES } };
      const team = await withUpload(req, { uploadDir: deps.uploadDir, files }, async (received) => {
        const payload = createTeamPayloadSchema.parse(received.fields);
        const logo = received.files.logo;
        return createTeam(ctx, {
          ...payload,
          ...(logo && { storeLogo: (tx) => storeUpload(tx, received, logo, ctx.actor.userId) }),
        });
      });
      res.status(201).json(team);
    },
  });

  // Before /teams/:id, which would otherwise take "mine" for an id.
  routes.add({
    method: 'get',
    path: '/teams/mine',
    access: 'user',
    handler: async (req, res) => {
      res.json({ teams: await listMyTeams(context(req)) });
    },
  });

  routes.add({
    method: 'get',
    path: '/teams/:id',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getTeam(context(req), teamId(req)));
    },
  });

  routes.add({
    method: 'post',
    path: '/teams/:id/members',
    access: 'user',
    handler: async (req, res) => {
      const target = inviteTeamMemberSchema.parse(req.body ?? {});
      res.status(201).json(await inviteTeamMember(context(req), { ...target, teamId: teamId(req) }));
    },
  });

  routes.add({
    method: 'delete',
    path: '/teams/:id/members/:userId',
    access: 'user',
    handler: async (req, res) => {
      const userId = String(req.params.userId);
      res.json(await removeTeamMember(context(req), { teamId: teamId(req), userId }));
    },
  });

  routes.add({
    method: 'post',
    path: '/teams/:id/invitation/accept',
    access: 'user',
    handler: async (req, res) => {
      res.json(await respondToTeamInvitation(context(req), { teamId: teamId(req), accept: true }));
    },
  });

  routes.add({
    method: 'post',
    path: '/teams/:id/invitation/decline',
    access: 'user',
    handler: async (req, res) => {
      await respondToTeamInvitation(context(req), { teamId: teamId(req), accept: false });
      res.status(204).end();
    },
  });

  routes.add({
    method: 'post',
    path: '/teams/:id/leave',
    access: 'user',
    handler: async (req, res) => {
      res.json(await leaveTeam(context(req), teamId(req)));
    },
  });

  routes.add({
    method: 'post',
    path: '/teams/:id/captain',
    access: 'user',
    handler: async (req, res) => {
      const { userId } = userIdBody.parse(req.body ?? {});
      res.json(await transferTeamCaptaincy(context(req), { teamId: teamId(req), userId }));
    },
  });
}
