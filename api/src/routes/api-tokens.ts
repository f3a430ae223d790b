import { createApiTokenPayloadSchema } from '@galaxia/core';
import { createApiToken, listApiTokens, revokeApiToken } from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';
import { resourceRoutes } from './resource-routes.ts';

/** The signed-in person's personal API tokens (Settings). A token can never manage tokens. */
export function apiTokenRoutes(routes: RouteTable) {
  routes.add({
    method: 'get',
    path: '/account/api-tokens',
    access: 'user',
    run: (ctx) => listApiTokens(ctx),
  });
  routes.add({
    method: 'post',
    path: '/account/api-tokens',
    access: 'user',
    status: 201,
    input: { body: createApiTokenPayloadSchema },
    run: (ctx, { body }) => createApiToken(ctx, body),
  });
  resourceRoutes(routes, { access: 'user', idKey: 'tokenId' }).act(
    'delete',
    '/account/api-tokens/:id',
    revokeApiToken,
  );
}
