import { routeContracts } from '@galaxia/core';
import { moveSharedTestClock, testClockScope } from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from './define-route.ts';

/**
 * Only registered when GALAXIA_TEST_CLOCK=1 (never in production, see env.ts): browser journeys move
 * the site's one clock here instead of sleeping until a window opens. The api, the workers and the bot
 * all follow it (core `shared-test-clock.ts`), and timers due by the new time run at once.
 */
export function testClockRoutes(routes: RouteTable, deps: Pick<AppDeps, 'env' | 'redis' | 'queues'>) {
  routes.serve({
    contract: routeContracts.meta.testClock,
    run: async (_ctx, { body }) => {
      const at = body.now === null ? null : new Date(body.now);
      const moved = await moveSharedTestClock(
        deps.redis,
        deps.queues,
        testClockScope(deps.env.DATABASE_URL),
        at,
      );
      return { now: moved.toISOString() };
    },
  });
}
