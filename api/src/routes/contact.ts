import { contactPayloadSchema, pageQuerySchema } from '@galaxia/core';
import { closeEnquiry, listEnquiries, submitContactEnquiry } from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { rateLimit } from '../http/rate-limit.ts';
import type { RouteTable } from './define-route.ts';

/** The contact form, and the platform staff's inbox of what it sent. */
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
}
