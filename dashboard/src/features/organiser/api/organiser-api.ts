import { apiSlice } from '../../../app/api-slice.ts';
import { tableEndpoints, tableRequest } from '../../../app/table-endpoints.ts';

type LifecycleAction = 'publish' | 'unpublish' | 'archive' | 'unarchive';

const ofTournament = (id: string) => ({ params: { id } });

const organiserApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      organiserDashboard: table.query('organiser.dashboard', { providesTags: ['Organiser'] }),
      organiserTournaments: table.query('organiser.tournaments', { providesTags: ['Organiser'] }),
      publication: table.query('organiser.publication', ofTournament, { providesTags: ['Organiser'] }),
      changeLifecycle: table.mutation(
        ({ id, action }: { id: string; action: LifecycleAction }) =>
          tableRequest(`organiser.${action}`, ofTournament(id)),
        { invalidatesTags: (_result, _error, { id }) => ['Organiser', 'Event', { type: 'Event', id }] },
      ),
      tournamentRulebook: table.query('organiser.rulebook', ofTournament, { providesTags: ['Organiser'] }),
      saveRulebook: table.mutation(
        'organiser.saveRulebook',
        ({ id, markdown }: { id: string; markdown: string }) => ({ ...ofTournament(id), body: { markdown } }),
        { invalidatesTags: ['Organiser', 'Event'] },
      ),
      resetRulebook: table.mutation('organiser.resetRulebook', ofTournament, {
        invalidatesTags: ['Organiser', 'Event'],
      }),
      deleteTournament: table.mutation('organiser.remove', ofTournament, { invalidatesTags: ['Organiser'] }),
    };
  },
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
