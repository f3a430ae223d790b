import { apiSlice } from '../../../app/api-slice.ts';
import { tableEndpoints, tableRequest } from '../../../app/table-endpoints.ts';

const REVIEW = [{ type: 'Account' as const, id: 'REVIEW' }];

const verifyApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      pendingVerifications: table.query('gameAccounts.pendingVerifications', { providesTags: REVIEW }),
      reviewVerification: table.mutation(
        ({
          accountId,
          verdict,
          reason,
        }: {
          accountId: string;
          verdict: 'approve' | 'reject';
          reason?: string;
        }) =>
          verdict === 'reject'
            ? // No reason is refused with the same message as a blank one (reasonRequired).
              tableRequest('gameAccounts.rejectVerification', {
                params: { id: accountId },
                body: { reason: reason ?? '' },
              })
            : tableRequest('gameAccounts.approveVerification', { params: { id: accountId }, body: {} }),
        { invalidatesTags: REVIEW },
      ),
    };
  },
});

export const { usePendingVerificationsQuery, useReviewVerificationMutation } = verifyApi;
