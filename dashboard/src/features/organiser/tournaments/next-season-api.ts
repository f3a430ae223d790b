import { apiSlice } from '../../../app/api-slice.ts';
import { tableEndpoints } from '../../../app/table-endpoints.ts';

const nextSeasonApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    startNextSeason: tableEndpoints(build).mutation(
      'communities.nextSeason',
      (id: string) => ({ params: { id } }),
      { invalidatesTags: ['Organiser'] },
    ),
  }),
});

export const { useStartNextSeasonMutation } = nextSeasonApi;
