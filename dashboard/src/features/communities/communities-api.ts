import type { CommunityPage } from '@galaxia/core';
import { apiSlice } from '../../app/api-slice.ts';

const communitiesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    community: build.query<CommunityPage, string>({
      query: (slug) => `/communities/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Event', id: `community-${slug}` }],
    }),
  }),
});

export const { useCommunityQuery } = communitiesApi;
