import type {
  CreatedWebhook,
  CreateWebhookPayload,
  SentTestEvent,
  UpdateWebhookPayload,
  Webhook,
  Webhooks,
} from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

const webhooksTag = (tournamentId: string) => [
  { type: 'Organiser' as const, id: `webhooks:${tournamentId}` },
];
const webhooksPath = (tournamentId: string) =>
  `/organiser/tournaments/${encodeURIComponent(tournamentId)}/webhooks`;
type OneWebhook = { tournamentId: string; webhookId: string };
const onePath = ({ tournamentId, webhookId }: OneWebhook) =>
  `${webhooksPath(tournamentId)}/${encodeURIComponent(webhookId)}`;

const webhooksApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    webhooks: build.query<Webhooks, string>({
      query: webhooksPath,
      providesTags: (_r, _e, tournamentId) => webhooksTag(tournamentId),
    }),
    createWebhook: build.mutation<CreatedWebhook, CreateWebhookPayload & { tournamentId: string }>({
      query: ({ tournamentId, ...body }) => ({ url: webhooksPath(tournamentId), method: 'POST', body }),
      invalidatesTags: (_r, _e, { tournamentId }) => webhooksTag(tournamentId),
    }),
    updateWebhook: build.mutation<Webhook, UpdateWebhookPayload & OneWebhook>({
      query: ({ tournamentId, webhookId, ...body }) => ({
        url: onePath({ tournamentId, webhookId }),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => webhooksTag(tournamentId),
    }),
    deleteWebhook: build.mutation<void, OneWebhook>({
      query: (one) => ({ url: onePath(one), method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tournamentId }) => webhooksTag(tournamentId),
    }),
    sendWebhookTest: build.mutation<SentTestEvent, OneWebhook>({
      query: (one) => ({ url: `${onePath(one)}/test`, method: 'POST' }),
      invalidatesTags: (_r, _e, { tournamentId }) => webhooksTag(tournamentId),
    }),
  }),
});

export const {
  useWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useSendWebhookTestMutation,
} = webhooksApi;
