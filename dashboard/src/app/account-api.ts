import type { MyTeam, UpdateProfilePayload, UserSettings } from '@galaxia/core';
import { apiSlice } from './api-slice.ts';

/** GET /api/profile: the editable fields plus who it is. */
export type Profile = UpdateProfilePayload & { id: string; avatar: string | null };

const accountApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, void>({ query: () => '/profile', providesTags: ['Profile'] }),
    updateProfile: build.mutation<Profile, UpdateProfilePayload>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
      // The header shows the name from /me.
      invalidatesTags: ['Profile', 'Me'],
    }),
    settings: build.query<UserSettings, void>({ query: () => '/settings', providesTags: ['Settings'] }),
    updateSettings: build.mutation<UserSettings, UserSettings>({
      query: (body) => ({ url: '/settings', method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
    myTeams: build.query<{ teams: MyTeam[] }, void>({ query: () => '/teams/mine', providesTags: ['Team'] }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useSettingsQuery,
  useUpdateSettingsMutation,
  useMyTeamsQuery,
} = accountApi;
