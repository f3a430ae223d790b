import { contactPayloadSchema, decideContestSchema, pageQuerySchema } from '@galaxia/core';
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

/** The contact form, and the platform staff's inbox: what it sent, and contested in-game ids. */
export function contactRoutes(routes: RouteTable, deps: AppDeps) {
  // Anyone may write, so a sender gets a handful of messages per window, not a flood.
  const contactLimit = rateLimit(deps.redis, { name: 'contact', limit: 5, windowSeconds: 600 });

  routes.add({
    method: 'post',
    path: '/contact',
    access: 'public',
    middleware: [contactLimit],
    input: { body: contactPayloadSchema },
    status: 201,
    run: (ctx, { body }) => submitContactEnquiry(ctx, body),
  });

  const staff = { allowList: deps.env.STAFF_DISCORD_IDS };
  routes.add({
    method: 'get',
    path: '/staff/enquiries',
    access: 'user',
    input: { query: pageQuerySchema },
    run: (ctx, { query }) => listEnquiries(ctx, query, staff),
  });

  routes.add({
    method: 'post',
    path: '/staff/enquiries/:id/close',
    access: 'user',
    run: (ctx, { params }) => closeEnquiry(ctx, params.id, staff),
  });

  routes.add({
    method: 'get',
    path: '/staff/verification-contests',
    access: 'user',
    run: async (ctx) => ({ contests: await listVerificationContests(ctx, staff) }),
  });

  routes.add({
    method: 'post',
    path: '/staff/verification-contests/:id/decide',
    access: 'user',
    input: { body: decideContestSchema },
    run: (ctx, { params, body }) => decideVerificationContest(ctx, params.id, body, staff),
  });
}
