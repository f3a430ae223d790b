import { routeContracts } from '@galaxia/core';
import { getProfile, getSettings, updateLanguage, updateProfile, updateSettings } from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';

/** The signed-in person's profile and settings (core's `routeContracts.account`). */
export function profileRoutes(routes: RouteTable) {
  const api = routeContracts.account;
  routes.serve({ contract: api.profile, run: (ctx) => getProfile(ctx) });

  routes.serve({
    contract: api.updateProfile,
    run: async (ctx, { body }) => {
      const profile = await updateProfile(ctx, body);
      // The session carries the name shown in the header; keep it in step with the profile.
      const { session } = ctx.req;
      if (session.actor) session.actor = { ...session.actor, name: profile.name };
      return profile;
    },
  });

  routes.serve({ contract: api.settings, run: (ctx) => getSettings(ctx) });
  routes.serve({ contract: api.updateSettings, run: (ctx, { body }) => updateSettings(ctx, body) });
  routes.serve({ contract: api.updateLanguage, run: (ctx, { body }) => updateLanguage(ctx, body) });
}
