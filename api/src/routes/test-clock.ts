import { testClockSchema } from '@galaxia/core';
import { clockFrom, now, resetClock, setClock } from '@galaxia/core/server';
import type { RouteTable } from './define-route.ts';

/**
 * Only registered when GALAXIA_TEST_CLOCK=1 (never in production, see env.ts): browser journeys move
 * the server's time here instead of sleeping until a window opens.
 */
export function testClockRoutes(routes: RouteTable) {
  routes.add({
    method: 'put',
    path: '/test/clock',
    access: 'public',
    handler: async (req, res) => {
      const { now: moment } = testClockSchema.parse(req.body ?? {});
      if (moment === null) resetClock();
      else setClock(clockFrom(new Date(moment)));
      res.json({ now: now().toISOString() });
    },
  });
}
