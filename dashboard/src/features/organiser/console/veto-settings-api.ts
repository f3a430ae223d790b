import type { VetoSettingsUpdate, VetoSettingsView } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

const path = (tournamentId: string) =>
  `/organiser/tournaments/${encodeURIComponent(tournamentId)}/veto-settings`;

/** The organiser's map pool and veto sequences. */
const vetoSettingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    vetoSettings: build.query<VetoSettingsView, string>({
      query: path,
      providesTags: (_r, _e, id) => [{ type: 'Organiser' as const, id: `veto:${id}` }],
    }),
    updateVetoSettings: build.mutation<VetoSettingsView, VetoSettingsUpdate & { tournamentId: string }>({
      query: ({ tournamentId, ...body }) => ({ url: path(tournamentId), method: 'PUT', body }),
      invalidatesTags: (_r, _e, { tournamentId }) => [
        { type: 'Organiser' as const, id: `veto:${tournamentId}` },
      ],
    }),
  }),
});

export const { useVetoSettingsQuery, useUpdateVetoSettingsMutation } = vetoSettingsApi;
