import type { VerificationReview } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

const verifyApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
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

export const { usePendingVerificationsQuery, useReviewVerificationMutation } = verifyApi;
