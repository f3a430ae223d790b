import { contactPayloadSchema, pageQuerySchema } from '@galaxia/core';
import { closeEnquiry, listEnquiries, submitContactEnquiry } from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { publicContext } from '../http/public-context.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { useCaseContext } from '../http/use-case-context.ts';
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
    handler: async (req, res) => {
      const input = contactPayloadSchema.parse(req.body);
      res.status(201).json(await submitContactEnquiry(publicContext(deps, req), input));
    },
  });

  const staff = { allowList: deps.env.STAFF_DISCORD_IDS };
  routes.add({
    method: 'get',
    path: '/staff/enquiries',
    access: 'user',
    handler: async (req, res) => {
      res.json(await listEnquiries(useCaseContext(deps, req), pageQuerySchema.parse(req.query), staff));
    },
  });

  routes.add({
    method: 'post',
    path: '/staff/enquiries/:id/close',
    access: 'user',
    handler: async (req, res) => {
      res.json(await closeEnquiry(useCaseContext(deps, req), String(req.params.id), staff));
    },
  });
}
