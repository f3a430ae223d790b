import { apiSlice } from '../../app/api-slice.ts';
import { tableEndpoints } from '../../app/table-endpoints.ts';

export const communitiesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    community: tableEndpoints(build).query('communities.page', (slug: string) => ({ params: { slug } }), {
      providesTags: (_result, _error, slug) => [{ type: 'Event', id: `community-${slug}` }],
    }),
  }),
});

export const { useCommunityQuery } = communitiesApi;
