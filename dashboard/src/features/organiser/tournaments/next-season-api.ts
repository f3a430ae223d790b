import { apiSlice } from '../../../app/api-slice.ts';

const nextSeasonApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    startNextSeason: build.mutation<{ id: string; title: string; publishDate: string }, string>({
      query: (id) => ({ url: `/organiser/tournaments/${id}/next-season`, method: 'POST' }),
      invalidatesTags: ['Organiser'],
    }),
  }),
});

export const { useStartNextSeasonMutation } = nextSeasonApi;
