import { routeContracts } from '@galaxia/core';
import {
  closeEnquiry,
  decideVerificationContest,
  listEnquiries,
  listVerificationContests,
  submitContactEnquiry,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { rateLimit } from '../http/rate-limit.ts';
import type { RouteTable } from './define-route.ts';

/** The contact form and the platform staff's inbox (core's `routeContracts.contact`). */
export function contactRoutes(routes: RouteTable, deps: AppDeps) {
  const api = routeContracts.contact;
  // Anyone may write, so a sender gets a handful of messages per window, not a flood.
  const contactLimit = rateLimit(deps.redis, { name: 'contact', limit: 5, windowSeconds: 600 });

  routes.serve({
    contract: api.send,
    middleware: [contactLimit],
    run: (ctx, { body }) => submitContactEnquiry(ctx, body),
  });

  const staff = { allowList: deps.env.STAFF_DISCORD_IDS };
  routes.serve({
    contract: api.enquiries,
    run: (ctx, { query }) => listEnquiries(ctx, query, staff),
  });

  routes.serve({
    contract: api.closeEnquiry,
    run: (ctx, { params }) => closeEnquiry(ctx, params.id, staff),
  });

  routes.serve({
    contract: api.verificationContests,
    run: async (ctx) => ({ contests: await listVerificationContests(ctx, staff) }),
  });

  routes.serve({
    contract: api.decideContest,
    run: (ctx, { params, body }) => decideVerificationContest(ctx, params.id, body, staff),
  });
}
