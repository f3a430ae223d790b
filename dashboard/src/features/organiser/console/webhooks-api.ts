import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../../app/table-endpoints.ts';

const webhooksTag = (tournamentId: string) => [
  { type: 'Organiser' as const, id: `webhooks:${tournamentId}` },
];
type OneWebhook = { tournamentId: string; webhookId: string };
const ofWebhook = ({ tournamentId, webhookId }: OneWebhook) => ({ params: { id: tournamentId, webhookId } });

const webhooksApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    const staleList = {
      invalidatesTags: (_r: unknown, _e: unknown, { tournamentId }: OneWebhook) => webhooksTag(tournamentId),
    };
    return {
      webhooks: table.query('webhooks.list', (tournamentId: string) => ({ params: { id: tournamentId } }), {
        providesTags: (_r, _e, tournamentId) => webhooksTag(tournamentId),
      }),
      createWebhook: table.mutation(
        'webhooks.create',
        ({ tournamentId, ...body }: RouteBody<'webhooks.create'> & { tournamentId: string }) => ({
          params: { id: tournamentId },
          body,
        }),
        { invalidatesTags: (_r, _e, { tournamentId }) => webhooksTag(tournamentId) },
      ),
      updateWebhook: table.mutation(
        'webhooks.update',
        ({ tournamentId, webhookId, ...body }: RouteBody<'webhooks.update'> & OneWebhook) => ({
          ...ofWebhook({ tournamentId, webhookId }),
          body,
        }),
        staleList,
      ),
      deleteWebhook: table.mutation('webhooks.remove', ofWebhook, staleList),
      sendWebhookTest: table.mutation('webhooks.sendTest', ofWebhook, staleList),
    };
  },
});

export const {
  useWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useSendWebhookTestMutation,
} = webhooksApi;
