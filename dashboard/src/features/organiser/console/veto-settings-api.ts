import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../../app/table-endpoints.ts';

const vetoTag = (tournamentId: string) => [{ type: 'Organiser' as const, id: `veto:${tournamentId}` }];

/** The organiser's map pool and veto sequences. */
const vetoSettingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      vetoSettings: table.query('veto.settings', (id: string) => ({ params: { id } }), {
        providesTags: (_r, _e, id) => vetoTag(id),
      }),
      updateVetoSettings: table.mutation(
        'veto.saveSettings',
        ({ tournamentId, ...body }: RouteBody<'veto.saveSettings'> & { tournamentId: string }) => ({
          params: { id: tournamentId },
          body,
        }),
        { invalidatesTags: (_r, _e, { tournamentId }) => vetoTag(tournamentId) },
      ),
    };
  },
});

export const { useVetoSettingsQuery, useUpdateVetoSettingsMutation } = vetoSettingsApi;
