import type {
  OrganiserDashboard,
  OrganiserRulebook,
  OrganiserTournamentList,
  Publication,
} from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

type LifecycleAction = 'publish' | 'unpublish' | 'archive' | 'unarchive';

const organiserApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    organiserDashboard: build.query<OrganiserDashboard, void>({
      query: () => '/organiser/dashboard',
      providesTags: ['Organiser'],
    }),
    organiserTournaments: build.query<OrganiserTournamentList, void>({
      query: () => '/organiser/tournaments',
      providesTags: ['Organiser'],
    }),
    publication: build.query<Publication, string>({
      query: (id) => `/organiser/tournaments/${id}/publication`,
      providesTags: ['Organiser'],
    }),
    changeLifecycle: build.mutation<Publication, { id: string; action: LifecycleAction }>({
      query: ({ id, action }) => ({ url: `/organiser/tournaments/${id}/${action}`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => ['Organiser', 'Event', { type: 'Event', id }],
    }),
    tournamentRulebook: build.query<OrganiserRulebook, string>({
      query: (id) => `/tournaments/${id}/rulebook`,
      providesTags: ['Organiser'],
    }),
    saveRulebook: build.mutation<OrganiserRulebook, { id: string; markdown: string }>({
      query: ({ id, markdown }) => ({
        url: `/tournaments/${id}/rulebook`,
        method: 'PUT',
        body: { markdown },
      }),
      invalidatesTags: ['Organiser', 'Event'],
    }),
    resetRulebook: build.mutation<OrganiserRulebook, string>({
      query: (id) => ({ url: `/tournaments/${id}/rulebook`, method: 'DELETE' }),
      invalidatesTags: ['Organiser', 'Event'],
    }),
    deleteTournament: build.mutation<void, string>({
      query: (id) => ({ url: `/organiser/tournaments/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Organiser'],
    }),
  }),
});

export const {
  useOrganiserDashboardQuery,
  useOrganiserTournamentsQuery,
  usePublicationQuery,
  useChangeLifecycleMutation,
  useDeleteTournamentMutation,
  useTournamentRulebookQuery,
  useSaveRulebookMutation,
  useResetRulebookMutation,
} = organiserApi;
