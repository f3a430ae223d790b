import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../../app/table-endpoints.ts';

const CLAIMABLE = [{ type: 'Match' as const, id: 'CLAIMABLE' }];

const streamToolsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      claimableMatches: table.query('console.claimable', { providesTags: CLAIMABLE }),
      claimMatch: table.mutation(
        'matches.claimStream',
        ({ matchId, ...body }: { matchId: string } & RouteBody<'matches.claimStream'>) => ({
          params: { id: matchId },
          body,
        }),
        { invalidatesTags: CLAIMABLE },
      ),
      releaseMatch: table.mutation(
        'matches.releaseStream',
        (matchId: string) => ({ params: { id: matchId } }),
        {
          invalidatesTags: CLAIMABLE,
        },
      ),
      /** Go live, lock and unlock: what a caster does with a match in their queue. */
      // Not in the route table yet (NOT_YET_IN_TABLE of the api's test).
      castMatch: build.mutation<unknown, { matchId: string; move: 'live' | 'lock' | 'unlock' }>({
        query: ({ matchId, move }) => ({
          url: `/matches/${matchId}/stream/${move === 'live' ? 'live' : 'lock'}`,
          method: move === 'unlock' ? 'DELETE' : 'POST',
        }),
        invalidatesTags: [...CLAIMABLE, 'Match'],
      }),
    };
  },
});

export const {
  useCastMatchMutation,
  useClaimableMatchesQuery,
  useClaimMatchMutation,
  useReleaseMatchMutation,
} = streamToolsApi;
