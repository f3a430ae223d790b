import type {
  CircuitPointsInput,
  CommunityBanInput,
  CommunityBansView,
  CommunityImageKind,
  CommunitySettingsInput,
  CommunitySettingsView,
  CommunityStaffGrant,
  CommunityStaffRole,
  CommunityStaffView,
  CommunityTeamBanInput,
  CommunityTeamBansView,
} from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

const tag = (guildId: string) => [{ type: 'Organiser' as const, id: `community-${guildId}` }];

const communitySettingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    communitySettings: build.query<CommunitySettingsView, string>({
      query: (guildId) => `/organiser/servers/${guildId}/community`,
      providesTags: (_result, _error, guildId) => tag(guildId),
    }),
    saveCommunitySettings: build.mutation<
      CommunitySettingsView,
      { guildId: string; settings: CommunitySettingsInput }
    >({
      query: ({ guildId, settings }) => ({
        url: `/organiser/servers/${guildId}/community`,
        method: 'PUT',
        body: settings,
      }),
      invalidatesTags: (_result, _error, { guildId }) => [...tag(guildId), 'Event'],
    }),
    saveCircuitPoints: build.mutation<CommunitySettingsView, { guildId: string; input: CircuitPointsInput }>({
      query: ({ guildId, input }) => ({
        url: `/organiser/servers/${guildId}/circuit`,
        method: 'PUT',
        body: input,
      }),
      invalidatesTags: (_result, _error, { guildId }) => [...tag(guildId), 'Event'],
    }),
    communityStaff: build.query<CommunityStaffView, string>({
      query: (guildId) => `/organiser/servers/${guildId}/staff`,
      providesTags: (_result, _error, guildId) => [{ type: 'Organiser', id: `staff-${guildId}` }],
    }),
    grantCommunityStaff: build.mutation<CommunityStaffView, { guildId: string; grant: CommunityStaffGrant }>({
      query: ({ guildId, grant }) => ({
        url: `/organiser/servers/${guildId}/staff`,
        method: 'POST',
        body: grant,
      }),
      invalidatesTags: (_result, _error, { guildId }) => [
        { type: 'Organiser', id: `staff-${guildId}` },
        'Event',
      ],
    }),
    removeCommunityStaff: build.mutation<
      CommunityStaffView,
      { guildId: string; userId: string; role: CommunityStaffRole }
    >({
      query: ({ guildId, userId, role }) => ({
        url: `/organiser/servers/${guildId}/staff/${userId}/${role}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { guildId }) => [
        { type: 'Organiser', id: `staff-${guildId}` },
        'Event',
      ],
    }),
    communityBans: build.query<CommunityBansView, string>({
      query: (guildId) => `/organiser/servers/${guildId}/bans`,
      providesTags: (_result, _error, guildId) => [{ type: 'Organiser', id: `bans-${guildId}` }],
    }),
    banFromCommunity: build.mutation<CommunityBansView, { guildId: string; ban: CommunityBanInput }>({
      query: ({ guildId, ban }) => ({ url: `/organiser/servers/${guildId}/bans`, method: 'POST', body: ban }),
      invalidatesTags: (_result, _error, { guildId }) => [{ type: 'Organiser', id: `bans-${guildId}` }],
    }),
    liftCommunityBan: build.mutation<CommunityBansView, { guildId: string; userId: string }>({
      query: ({ guildId, userId }) => ({
        url: `/organiser/servers/${guildId}/bans/${userId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { guildId }) => [{ type: 'Organiser', id: `bans-${guildId}` }],
    }),
    communityTeamBans: build.query<CommunityTeamBansView, string>({
      query: (guildId) => `/organiser/servers/${guildId}/team-bans`,
      providesTags: (_result, _error, guildId) => [{ type: 'Organiser', id: `team-bans-${guildId}` }],
    }),
    banTeamFromCommunity: build.mutation<
      CommunityTeamBansView,
      { guildId: string; ban: CommunityTeamBanInput }
    >({
      query: ({ guildId, ban }) => ({
        url: `/organiser/servers/${guildId}/team-bans`,
        method: 'POST',
        body: ban,
      }),
      invalidatesTags: (_result, _error, { guildId }) => [{ type: 'Organiser', id: `team-bans-${guildId}` }],
    }),
    liftCommunityTeamBan: build.mutation<CommunityTeamBansView, { guildId: string; teamId: string }>({
      query: ({ guildId, teamId }) => ({
        url: `/organiser/servers/${guildId}/team-bans/${teamId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { guildId }) => [{ type: 'Organiser', id: `team-bans-${guildId}` }],
    }),
    uploadCommunityImage: build.mutation<
      CommunitySettingsView,
      { guildId: string; kind: CommunityImageKind; form: FormData }
    >({
      query: ({ guildId, kind, form }) => ({
        url: `/organiser/servers/${guildId}/community/${kind}`,
        method: 'POST',
        body: form,
      }),
      invalidatesTags: (_result, _error, { guildId }) => [...tag(guildId), 'Event'],
    }),
  }),
});

export const {
  useBanFromCommunityMutation,
  useBanTeamFromCommunityMutation,
  useCommunityBansQuery,
  useCommunityTeamBansQuery,
  useLiftCommunityBanMutation,
  useLiftCommunityTeamBanMutation,
  useCommunityStaffQuery,
  useGrantCommunityStaffMutation,
  useRemoveCommunityStaffMutation,
  useCommunitySettingsQuery,
  useSaveCommunitySettingsMutation,
  useSaveCircuitPointsMutation,
  useUploadCommunityImageMutation,
} = communitySettingsApi;
