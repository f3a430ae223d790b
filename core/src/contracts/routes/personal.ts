import { z } from 'zod';
import { apiTokensSchema, createApiTokenPayloadSchema, createdApiTokenSchema } from '../api-tokens.ts';
import { markNotificationsReadSchema, notificationListSchema } from '../notifications.ts';
import { NO_CONTENT, route } from './route-contract.ts';

/** The signed-in person's own things: the notification centre and their API tokens. */
export const personalRoutes = {
  notifications: route({
    method: 'get',
    path: '/notifications',
    access: 'user',
    summary: "The person's notifications, newest first, with the unread count",
    response: notificationListSchema,
  }),
  markNotificationsRead: route({
    method: 'post',
    path: '/notifications/read',
    access: 'user',
    summary: 'Marks the given notifications (or all) read',
    body: markNotificationsReadSchema,
    response: z.object({ unread: z.int().min(0) }),
    cache: { invalidates: 'nothing' },
  }),
  // A token can never manage tokens (the api refuses token requests on these).
  apiTokens: route({
    method: 'get',
    path: '/account/api-tokens',
    access: 'user',
    summary: "The person's live API tokens, newest first",
    response: apiTokensSchema,
  }),
  createApiToken: route({
    method: 'post',
    path: '/account/api-tokens',
    access: 'user',
    summary: 'Creates an API token; its secret is in this answer only',
    body: createApiTokenPayloadSchema,
    response: createdApiTokenSchema,
    status: 201,
  }),
  revokeApiToken: route({
    method: 'delete',
    path: '/account/api-tokens/:id',
    access: 'user',
    summary: "Revokes one of the person's API tokens",
    response: NO_CONTENT,
  }),
};
