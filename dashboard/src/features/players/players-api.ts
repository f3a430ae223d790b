import { apiSlice } from '../../app/api-slice.ts';
import { tableEndpoints } from '../../app/table-endpoints.ts';

export const playersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    player: tableEndpoints(build).query('events.player', (id: string) => ({ params: { id } }), {
      providesTags: ['Team'],
    }),
  }),
});

export const { usePlayerQuery } = playersApi;
