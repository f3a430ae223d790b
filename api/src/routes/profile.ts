import { updateProfileSchema, userSettingsSchema } from '@galaxia/core';
import { getProfile, getSettings, updateProfile, updateSettings } from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';
import { personalRoutes } from './resource-routes.ts';

export function profileRoutes(routes: RouteTable) {
  const mine = personalRoutes(routes);

  mine.read('/profile', getProfile);

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

  mine.read('/settings', getSettings);
  mine.write('put', '/settings', userSettingsSchema, updateSettings);
}
