import type { PublicPlayerProfile } from '@galaxia/core';
import { apiSlice } from '../../app/api-slice.ts';

const playersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    player: build.query<PublicPlayerProfile, string>({
      query: (id) => `/players/${encodeURIComponent(id)}`,
      providesTags: ['Team'],
    }),
  }),
});

export const { usePlayerQuery } = playersApi;
