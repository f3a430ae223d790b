import { markNotificationsReadSchema } from '@galaxia/core';
import { listNotifications, markNotificationsRead } from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';
import { personalRoutes } from './resource-routes.ts';

/** The signed-in person's notification centre (the bell in the header). */
export function notificationRoutes(routes: RouteTable) {
  const mine = personalRoutes(routes);
  mine.read('/notifications', listNotifications);
  mine.write('post', '/notifications/read', markNotificationsReadSchema, markNotificationsRead);
}
