import type { DecideContest, StaffContest } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

const contestsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    verificationContests: build.query<{ contests: StaffContest[] }, void>({
      query: () => '/staff/verification-contests',
      providesTags: ['Organiser'],
    }),
    decideContest: build.mutation<StaffContest, { id: string } & DecideContest>({
      query: ({ id, ...body }) => ({
        url: `/staff/verification-contests/${id}/decide`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Organiser'],
    }),
  }),
});

export const { useVerificationContestsQuery, useDecideContestMutation } = contestsApi;
