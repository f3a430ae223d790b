import { apiSlice } from '../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../app/table-endpoints.ts';

const NOTIFICATIONS = [{ type: 'Account' as const, id: 'NOTIFICATIONS' }];

/** The signed-in person's notification centre. */
const notificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      notifications: table.query('me.notifications', { providesTags: NOTIFICATIONS }),
      markNotificationsRead: table.mutation(
        'me.markNotificationsRead',
        (body: RouteBody<'me.markNotificationsRead'>) => ({ body }),
        { invalidatesTags: NOTIFICATIONS },
      ),
    };
  },
});

export const { useNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
