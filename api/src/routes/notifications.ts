import { markNotificationsReadSchema } from '@galaxia/core';
import { listNotifications, markNotificationsRead } from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';

/** The signed-in person's notification centre (the bell in the header). */
export function notificationRoutes(routes: RouteTable) {
  routes.add({
    method: 'get',
    path: '/notifications',
    access: 'user',
    run: (ctx) => listNotifications(ctx),
  });

  routes.add({
    method: 'post',
    path: '/notifications/read',
    access: 'user',
    input: { body: markNotificationsReadSchema },
    run: (ctx, { body }) => markNotificationsRead(ctx, body),
  });
}
