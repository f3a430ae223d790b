import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../../app/table-endpoints.ts';

const contestsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      verificationContests: table.query('contact.verificationContests', { providesTags: ['Organiser'] }),
      decideContest: table.mutation(
        'contact.decideContest',
        ({ id, ...body }: { id: string } & RouteBody<'contact.decideContest'>) => ({ params: { id }, body }),
        { invalidatesTags: ['Organiser'] },
      ),
    };
  },
});

export const { useVerificationContestsQuery, useDecideContestMutation } = contestsApi;
