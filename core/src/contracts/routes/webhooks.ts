import {
  createdWebhookSchema,
  createWebhookPayloadSchema,
  sentTestEventSchema,
  updateWebhookPayloadSchema,
  webhookSchema,
  webhooksSchema,
} from '../webhooks.ts';
import { NO_CONTENT, route } from './route-contract.ts';

const one = '/organiser/tournaments/:id/webhooks/:webhookId';
// A tournament's receivers are the organisers' own business: no public page shows them.
const keepsPublicAnswers = { invalidates: 'nothing' } as const;

/** A tournament's outgoing webhooks, managed by its organisers on the console. */
export const webhookRoutes = {
  list: route({
    method: 'get',
    path: '/organiser/tournaments/:id/webhooks',
    access: 'organiser',
    summary: "The tournament's webhooks with their latest deliveries (never their secrets)",
    response: webhooksSchema,
  }),
  create: route({
    method: 'post',
    path: '/organiser/tournaments/:id/webhooks',
    access: 'organiser',
    summary: 'Adds an outgoing webhook to the tournament; the answer shows its secret once',
    body: createWebhookPayloadSchema,
    response: createdWebhookSchema,
    status: 201,
    cache: keepsPublicAnswers,
  }),
  update: route({
    method: 'patch',
    path: one,
    access: 'organiser',
    summary: 'Turns a webhook on or off, or changes the events it receives',
    body: updateWebhookPayloadSchema,
    response: webhookSchema,
    cache: keepsPublicAnswers,
  }),
  remove: route({
    method: 'delete',
    path: one,
    access: 'organiser',
    summary: 'Deletes a webhook and its delivery log',
    response: NO_CONTENT,
    cache: keepsPublicAnswers,
  }),
  sendTest: route({
    method: 'post',
    path: `${one}/test`,
    access: 'organiser',
    summary: 'Sends a test event to one webhook (the workers deliver it)',
    response: sentTestEventSchema,
    status: 202,
    cache: keepsPublicAnswers,
  }),
};
