import type { GameAccountRow, MyContest } from '@galaxia/core';
import { apiSlice } from './api-slice.ts';

/** The signed-in player's own game accounts: the player page and the organiser's Verify Identity share them. */
const gameAccountsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    gameAccounts: build.query<{ accounts: GameAccountRow[] }, void>({
      query: () => '/game-accounts',
      providesTags: ['Account'],
    }),
    verifyCoc: build.mutation<unknown, { playerTag: string; token: string }>({
      query: (body) => ({ url: '/verify/coc', method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    submitBgmi: build.mutation<unknown, FormData>({
      query: (body) => ({ url: '/game-accounts/bgmi', method: 'POST', body }),
      // A new video may lift an application's deadline: the event pages ask again.
      invalidatesTags: ['Account', 'Event'],
    }),
    myContests: build.query<{ contests: MyContest[] }, void>({
      query: () => '/game-accounts/contests',
      providesTags: ['Account'],
    }),
    contestClaim: build.mutation<MyContest, FormData>({
      query: (body) => ({ url: '/game-accounts/bgmi/contests', method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const {
  useGameAccountsQuery,
  useVerifyCocMutation,
  useSubmitBgmiMutation,
  useMyContestsQuery,
  useContestClaimMutation,
} = gameAccountsApi;
