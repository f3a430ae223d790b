import { routeContracts } from '@galaxia/core';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  sendWebhookTestEvent,
  updateWebhook,
  type WebhookPorts,
  webhookTargetPolicy,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from './define-route.ts';

/** A tournament's outgoing webhooks, managed by its organisers on the console (core's `routeContracts.webhooks`). */
export function webhookRoutes(routes: RouteTable, deps: Pick<AppDeps, 'env' | 'queues'>) {
  const api = routeContracts.webhooks;
  const ports: WebhookPorts = {
    targets: webhookTargetPolicy(deps.env.NODE_ENV === 'production'),
    queues: deps.queues,
  };
  routes.serve({ contract: api.list, run: (ctx, { params }) => listWebhooks(ctx, params.id) });
  routes.serve({
    contract: api.create,
    run: (ctx, { params, body }) => createWebhook(ctx, { ...body, tournamentId: params.id }, ports),
  });
  routes.serve({
    contract: api.update,
    run: (ctx, { params, body }) =>
      updateWebhook(ctx, { ...body, tournamentId: params.id, webhookId: params.webhookId }),
  });
  routes.serve({
    contract: api.remove,
    run: (ctx, { params }) =>
      deleteWebhook(ctx, { tournamentId: params.id, webhookId: params.webhookId }).then(() => undefined),
  });
  routes.serve({
    contract: api.sendTest,
    run: (ctx, { params }) =>
      sendWebhookTestEvent(ctx, { tournamentId: params.id, webhookId: params.webhookId }, ports),
  });
}
