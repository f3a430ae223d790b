import { createWebhookPayloadSchema, updateWebhookPayloadSchema } from '@galaxia/core';
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
import { resourceRoutes } from './resource-routes.ts';

/** A tournament's outgoing webhooks, managed by its organisers on the console. */
export function webhookRoutes(routes: RouteTable, deps: Pick<AppDeps, 'env' | 'queues'>) {
  const ports: WebhookPorts = {
    targets: webhookTargetPolicy(deps.env.NODE_ENV === 'production'),
    queues: deps.queues,
  };
  const tournament = resourceRoutes(routes, { access: 'user', idKey: 'tournamentId', ports });
  tournament.read('/organiser/tournaments/:id/webhooks', listWebhooks);
  tournament.write('post', '/organiser/tournaments/:id/webhooks', createWebhookPayloadSchema, createWebhook, {
    status: 201,
  });
  const one = '/organiser/tournaments/:id/webhooks/:webhookId';
  routes.add({
    method: 'patch',
    path: one,
    access: 'user',
    input: { body: updateWebhookPayloadSchema },
    run: (ctx, { params, body }) =>
      updateWebhook(ctx, { ...body, tournamentId: params.id, webhookId: params.webhookId }),
  });
  routes.add({
    method: 'delete',
    path: one,
    access: 'user',
    run: (ctx, { params }) => deleteWebhook(ctx, { tournamentId: params.id, webhookId: params.webhookId }),
  });
  routes.add({
    method: 'post',
    path: `${one}/test`,
    access: 'user',
    status: 202,
    run: (ctx, { params }) =>
      sendWebhookTestEvent(ctx, { tournamentId: params.id, webhookId: params.webhookId }, ports),
  });
}
