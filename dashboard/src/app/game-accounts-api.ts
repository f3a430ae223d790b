import { apiSlice } from './api-slice.ts';
import { type RouteBody, tableEndpoints } from './table-endpoints.ts';

/** The signed-in player's own game accounts: the player page and the organiser's Verify Identity share them. */
const gameAccountsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      gameAccounts: table.query('gameAccounts.mine', { providesTags: ['Account'] }),
      verifyCoc: table.mutation(
        'gameAccounts.verifyCoc',
        (body: RouteBody<'gameAccounts.verifyCoc'>) => ({ body }),
        {
          invalidatesTags: ['Account'],
        },
      ),
      submitBgmi: table.mutation('gameAccounts.verifyBgmi', (body: FormData) => ({ body }), {
        // A new video may lift an application's deadline: the event pages ask again.
        invalidatesTags: ['Account', 'Event'],
      }),
      myContests: table.query('gameAccounts.myContests', { providesTags: ['Account'] }),
      contestClaim: table.mutation('gameAccounts.contest', (body: FormData) => ({ body }), {
        invalidatesTags: ['Account'],
      }),
    };
  },
});

export const {
  useGameAccountsQuery,
  useVerifyCocMutation,
  useSubmitBgmiMutation,
  useMyContestsQuery,
  useContestClaimMutation,
} = gameAccountsApi;
