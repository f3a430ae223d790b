import type { ClaimableMatches, ClaimStreamPayload } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

const streamToolsApi = apiSlice.injectEndpoints({
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
    /** Go live, lock and unlock: what a caster does with a match in their queue. */
    castMatch: build.mutation<unknown, { matchId: string; move: 'live' | 'lock' | 'unlock' }>({
      query: ({ matchId, move }) => ({
        url: `/matches/${matchId}/stream/${move === 'live' ? 'live' : 'lock'}`,
        method: move === 'unlock' ? 'DELETE' : 'POST',
      }),
      invalidatesTags: [{ type: 'Match', id: 'CLAIMABLE' }, 'Match'],
    }),
  }),
});

export const {
  useCastMatchMutation,
  useClaimableMatchesQuery,
  useClaimMatchMutation,
  useReleaseMatchMutation,
} = streamToolsApi;
