import { routeContracts } from '@galaxia/core';
import { checkHealth, type Orm, type Redis } from '@galaxia/core/server';
import type { ProcessLifecycle } from '../http/process-lifecycle.ts';
import type { RouteTable } from './define-route.ts';

export function healthRoutes(
  routes: RouteTable,
  deps: { orm: Orm; redis: Redis; lifecycle: ProcessLifecycle },
) {
  routes.serve({
    contract: routeContracts.meta.health,
    run: async ({ res }) => {
      const report = await checkHealth(deps, { draining: deps.lifecycle.draining });
      res.status(report.status === 'ok' ? 200 : 503);
      return report;
    },
  });
}
