import type { OrganiserDashboard, OrganiserTournamentList } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

export const organiserApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    organiserDashboard: build.query<OrganiserDashboard, void>({
      query: () => '/organiser/dashboard',
      providesTags: ['Organiser'],
    }),
    organiserTournaments: build.query<OrganiserTournamentList, void>({
      query: () => '/organiser/tournaments',
      providesTags: ['Organiser'],
    }),
  }),
});

export const { useOrganiserDashboardQuery, useOrganiserTournamentsQuery } = organiserApi;
