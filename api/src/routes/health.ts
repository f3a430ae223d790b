import { checkHealth, type Orm, type Redis } from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';

export function healthRoutes(routes: RouteTable, deps: { orm: Orm; redis: Redis }) {
  routes.add({
    method: 'get',
    path: '/health',
    access: 'public',
    run: async ({ res }) => {
      const report = await checkHealth(deps);
      res.status(report.status === 'ok' ? 200 : 503);
      return report;
    },
  });
}
