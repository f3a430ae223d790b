import { markNotificationsReadSchema } from '@galaxia/core';
import { listNotifications, markNotificationsRead } from '@galaxia/core/server';
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import { useCaseContext } from '../http/use-case-context.ts';
import type { RouteTable } from './define-route.ts';

/** The signed-in person's notification centre (the bell in the header). */
export function notificationRoutes(routes: RouteTable, deps: AppDeps) {
  const context = (req: Request) => useCaseContext(deps, req);

  routes.add({
    method: 'get',
    path: '/notifications',
    access: 'user',
    handler: async (req, res) => {
      res.json(await listNotifications(context(req)));
    },
  });

  routes.add({
    method: 'post',
    path: '/notifications/read',
    access: 'user',
    handler: async (req, res) => {
      res.json(await markNotificationsRead(context(req), markNotificationsReadSchema.parse(req.body ?? {})));
    },
  });
}
