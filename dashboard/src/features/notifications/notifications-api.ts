import type { MarkNotificationsRead, NotificationList } from '@galaxia/core';
import { apiSlice } from '../../app/api-slice.ts';

/** The signed-in person's notification centre. */
const notificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<NotificationList, void>({
      query: () => '/notifications',
      providesTags: [{ type: 'Account', id: 'NOTIFICATIONS' }],
    }),
    markNotificationsRead: build.mutation<unknown, MarkNotificationsRead>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      invalidatesTags: [{ type: 'Account', id: 'NOTIFICATIONS' }],
    }),
  }),
});

export const { useNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
