import type { ClaimableMatches, ClaimStreamPayload } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

export const streamToolsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    claimableMatches: build.query<ClaimableMatches, void>({
      query: () => '/streamer/claimable',
      providesTags: [{ type: 'Match', id: 'CLAIMABLE' }],
    }),
    claimMatch: build.mutation<unknown, { matchId: string } & ClaimStreamPayload>({
      query: ({ matchId, ...body }) => ({ url: `/matches/${matchId}/claim`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Match', id: 'CLAIMABLE' }],
    }),
    releaseMatch: build.mutation<unknown, string>({
      query: (matchId) => ({ url: `/matches/${matchId}/claim`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Match', id: 'CLAIMABLE' }],
    }),
  }),
});

export const { useClaimableMatchesQuery, useClaimMatchMutation, useReleaseMatchMutation } = streamToolsApi;
