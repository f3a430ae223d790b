import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints, tableRequest } from '../../../app/table-endpoints.ts';

const CLAIMABLE = [{ type: 'Match' as const, id: 'CLAIMABLE' }];

/** The route of each move a caster makes on a match in their queue. */
const CAST_MOVES = {
  live: 'matches.goLive',
  lock: 'matches.lockStream',
  unlock: 'matches.unlockStream',
} as const;

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
      castMatch: table.mutation(
        ({ matchId, move }: { matchId: string; move: keyof typeof CAST_MOVES }) =>
          tableRequest(CAST_MOVES[move], { params: { id: matchId } }),
        { invalidatesTags: [...CLAIMABLE, 'Match'] },
      ),
    };
  },
});

export const {
  useCastMatchMutation,
  useClaimableMatchesQuery,
  useClaimMatchMutation,
  useReleaseMatchMutation,
} = streamToolsApi;
