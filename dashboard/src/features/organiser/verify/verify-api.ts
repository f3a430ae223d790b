import type { GameAccountRow, VerificationReview } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

export const verifyApi = apiSlice.injectEndpoints({
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
      invalidatesTags: ['Account'],
    }),
    pendingVerifications: build.query<{ verifications: VerificationReview[] }, void>({
      query: () => '/organiser/verifications',
      providesTags: [{ type: 'Account', id: 'REVIEW' }],
    }),
    reviewVerification: build.mutation<
      unknown,
      { accountId: string; verdict: 'approve' | 'reject'; reason?: string }
    >({
      query: ({ accountId, verdict, reason }) => ({
        url: `/organiser/verifications/${accountId}/${verdict}`,
        method: 'POST',
        body: verdict === 'reject' ? { reason } : {},
      }),
      invalidatesTags: [{ type: 'Account', id: 'REVIEW' }],
    }),
  }),
});

export const {
  useGameAccountsQuery,
  useVerifyCocMutation,
  useSubmitBgmiMutation,
  usePendingVerificationsQuery,
  useReviewVerificationMutation,
} = verifyApi;
