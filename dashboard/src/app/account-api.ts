import { apiSlice } from './api-slice.ts';
import { type RouteAnswer, type RouteBody, tableEndpoints } from './table-endpoints.ts';

/** GET /api/profile: the editable fields plus who it is. */
export type Profile = RouteAnswer<'account.profile'>;

const accountApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      profile: table.query('account.profile', { providesTags: ['Profile'] }),
      updateProfile: table.mutation(
        'account.updateProfile',
        (body: RouteBody<'account.updateProfile'>) => ({ body }),
        // The header shows the name from /me.
        { invalidatesTags: ['Profile', 'Me'] },
      ),
      settings: table.query('account.settings', { providesTags: ['Settings'] }),
      updateSettings: table.mutation(
        'account.updateSettings',
        (body: RouteBody<'account.updateSettings'>) => ({ body }),
        { invalidatesTags: ['Settings'] },
      ),
      myTeams: table.query('teams.mine', { providesTags: ['Team'] }),
    };
  },
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useSettingsQuery,
  useUpdateSettingsMutation,
  useMyTeamsQuery,
} = accountApi;
