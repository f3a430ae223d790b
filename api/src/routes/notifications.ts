import { routeContracts } from '@galaxia/core';
import { listNotifications, markNotificationsRead } from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';

/** The signed-in person's notification centre (the bell in the header). */
export function notificationRoutes(routes: RouteTable) {
  const api = routeContracts.me;
  routes.serve({ contract: api.notifications, run: (ctx) => listNotifications(ctx) });
  routes.serve({
    contract: api.markNotificationsRead,
    run: (ctx, { body }) => markNotificationsRead(ctx, body),
  });
}
