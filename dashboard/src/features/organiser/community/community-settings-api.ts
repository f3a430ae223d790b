import type { CommunityImageKind, CommunityStaffRole } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../../app/table-endpoints.ts';

const tag = (guildId: string) => [{ type: 'Organiser' as const, id: `community-${guildId}` }];

type OnGuild<T> = { guildId: string } & T;
const ofGuild = (guildId: string) => ({ params: { guildId } });
const staffTag = (guildId: string) => [
  { type: 'Organiser' as const, id: `staff-${guildId}` },
  'Event' as const,
];
const bansTag = (guildId: string) => [{ type: 'Organiser' as const, id: `bans-${guildId}` }];
const teamBansTag = (guildId: string) => [{ type: 'Organiser' as const, id: `team-bans-${guildId}` }];

const communitySettingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      communitySettings: table.query('communities.settings', ofGuild, {
        providesTags: (_result, _error, guildId) => tag(guildId),
      }),
      saveCommunitySettings: table.mutation(
        'communities.saveSettings',
        ({ guildId, settings }: OnGuild<{ settings: RouteBody<'communities.saveSettings'> }>) => ({
          ...ofGuild(guildId),
          body: settings,
        }),
        { invalidatesTags: (_result, _error, { guildId }) => [...tag(guildId), 'Event'] },
      ),
      saveCircuitPoints: table.mutation(
        'communities.saveCircuit',
        ({ guildId, input }: OnGuild<{ input: RouteBody<'communities.saveCircuit'> }>) => ({
          ...ofGuild(guildId),
          body: input,
        }),
        { invalidatesTags: (_result, _error, { guildId }) => [...tag(guildId), 'Event'] },
      ),
      communityStaff: table.query('communities.staff', ofGuild, {
        providesTags: (_result, _error, guildId) => [{ type: 'Organiser', id: `staff-${guildId}` }],
      }),
      grantCommunityStaff: table.mutation(
        'communities.grantStaff',
        ({ guildId, grant }: OnGuild<{ grant: RouteBody<'communities.grantStaff'> }>) => ({
          ...ofGuild(guildId),
          body: grant,
        }),
        { invalidatesTags: (_result, _error, { guildId }) => staffTag(guildId) },
      ),
      removeCommunityStaff: table.mutation(
        'communities.removeStaff',
        ({ guildId, userId, role }: OnGuild<{ userId: string; role: CommunityStaffRole }>) => ({
          params: { guildId, userId, role },
        }),
        { invalidatesTags: (_result, _error, { guildId }) => staffTag(guildId) },
      ),
      communityBans: table.query('communities.bans', ofGuild, {
        providesTags: (_result, _error, guildId) => bansTag(guildId),
      }),
      banFromCommunity: table.mutation(
        'communities.ban',
        ({ guildId, ban }: OnGuild<{ ban: RouteBody<'communities.ban'> }>) => ({
          ...ofGuild(guildId),
          body: ban,
        }),
        { invalidatesTags: (_result, _error, { guildId }) => bansTag(guildId) },
      ),
      liftCommunityBan: table.mutation(
        'communities.liftBan',
        ({ guildId, userId }: OnGuild<{ userId: string }>) => ({ params: { guildId, userId } }),
        { invalidatesTags: (_result, _error, { guildId }) => bansTag(guildId) },
      ),
      communityTeamBans: table.query('communities.teamBans', ofGuild, {
        providesTags: (_result, _error, guildId) => teamBansTag(guildId),
      }),
      banTeamFromCommunity: table.mutation(
        'communities.banTeam',
        ({ guildId, ban }: OnGuild<{ ban: RouteBody<'communities.banTeam'> }>) => ({
          ...ofGuild(guildId),
          body: ban,
        }),
        { invalidatesTags: (_result, _error, { guildId }) => teamBansTag(guildId) },
      ),
      liftCommunityTeamBan: table.mutation(
        'communities.liftTeamBan',
        ({ guildId, teamId }: OnGuild<{ teamId: string }>) => ({ params: { guildId, teamId } }),
        { invalidatesTags: (_result, _error, { guildId }) => teamBansTag(guildId) },
      ),
      // A multipart form with one `image`.
      uploadCommunityImage: table.mutation(
        'communities.setImage',
        ({ guildId, kind, form }: OnGuild<{ kind: CommunityImageKind; form: FormData }>) => ({
          params: { guildId, kind },
          body: form,
        }),
        { invalidatesTags: (_result, _error, { guildId }) => [...tag(guildId), 'Event'] },
      ),
    };
  },
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
