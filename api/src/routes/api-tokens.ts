import { routeContracts } from '@galaxia/core';
import { createApiToken, listApiTokens, revokeApiToken } from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';

/** The signed-in person's personal API tokens (Settings). A token can never manage tokens. */
export function apiTokenRoutes(routes: RouteTable) {
  const api = routeContracts.me;
  routes.serve({ contract: api.apiTokens, run: (ctx) => listApiTokens(ctx) });
  routes.serve({ contract: api.createApiToken, run: (ctx, { body }) => createApiToken(ctx, body) });
  routes.serve({
    contract: api.revokeApiToken,
    run: (ctx, { params }) => revokeApiToken(ctx, params.id).then(() => undefined),
  });
}
