import { updateProfileSchema, userSettingsSchema } from '@galaxia/core';
import { getProfile, getSettings, updateProfile, updateSettings } from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';

export function profileRoutes(routes: RouteTable) {
  routes.add({
    method: 'get',
    path: '/profile',
    access: 'user',
    run: (ctx) => getProfile(ctx),
  });

  routes.add({
    method: 'put',
    path: '/profile',
    access: 'user',
    input: { body: updateProfileSchema },
    run: async (ctx, { body }) => {
      const profile = await updateProfile(ctx, body);
      // The session carries the name shown in the header; keep it in step with the profile.
      const { session } = ctx.req;
      if (session.actor) session.actor = { ...session.actor, name: profile.name };
      return profile;
    },
  });

  routes.add({
    method: 'get',
    path: '/settings',
    access: 'user',
    run: (ctx) => getSettings(ctx),
  });

  routes.add({
    method: 'put',
    path: '/settings',
    access: 'user',
    input: { body: userSettingsSchema },
    run: (ctx, { body }) => updateSettings(ctx, body),
  });
}
