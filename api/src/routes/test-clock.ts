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
    input: { body: testClockSchema },
    run: (_ctx, { body }) => {
      if (body.now === null) resetClock();
      else setClock(clockFrom(new Date(body.now)));
      return { now: now().toISOString() };
    },
  });
}
