import { updateProfileSchema, userSettingsSchema } from '@galaxia/core';
import { getProfile, getSettings, updateProfile, updateSettings } from '@galaxia/core/server';
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import { useCaseContext } from '../http/use-case-context.ts';
import type { RouteTable } from './define-route.ts';

export function profileRoutes(routes: RouteTable, deps: AppDeps) {
  const context = (req: Request) => useCaseContext(deps, req);

  routes.add({
    method: 'get',
    path: '/profile',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getProfile(context(req)));
    },
  });

  routes.add({
    method: 'put',
    path: '/profile',
    access: 'user',
    handler: async (req, res) => {
      const profile = await updateProfile(context(req), updateProfileSchema.parse(req.body ?? {}));
      // The session carries the name shown in the header; keep it in step with the profile.
      if (req.session.actor) req.session.actor = { ...req.session.actor, name: profile.name };
      res.json(profile);
    },
  });

  routes.add({
    method: 'get',
    path: '/settings',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getSettings(context(req)));
    },
  });

  routes.add({
    method: 'put',
    path: '/settings',
    access: 'user',
    handler: async (req, res) => {
      res.json(await updateSettings(context(req), userSettingsSchema.parse(req.body ?? {})));
    },
  });
}
