import type {
  GalaxiaTeam,
  MyTeam,
  PlayerSearchResult,
  TeamDetail,
  UpdateTeamProfilePayload,
} from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

const teamTag = (id: string) => [
  { type: 'Team' as const, id },
  { type: 'Team' as const, id: 'MINE' },
];

const teamsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    myTeams: build.query<{ teams: MyTeam[] }, void>({
      query: () => '/teams/mine',
      providesTags: [{ type: 'Team', id: 'MINE' }],
    }),
    team: build.query<TeamDetail, string>({
      query: (id) => `/teams/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Team', id }],
    }),
    createTeam: build.mutation<GalaxiaTeam, FormData>({
      query: (body) => ({ url: '/teams', method: 'POST', body }),
      invalidatesTags: [{ type: 'Team', id: 'MINE' }],
    }),
    /** People who signed in, by display name or Discord username. */
    searchPlayers: build.query<{ players: PlayerSearchResult[] }, string>({
      query: (q) => ({ url: '/player-search', params: { q } }),
    }),
    inviteMember: build.mutation<TeamDetail, { teamId: string; userId: string }>({
      query: ({ teamId, userId }) => ({
        url: `/teams/${teamId}/members`,
        method: 'POST',
        body: { userId },
      }),
      invalidatesTags: (_r, _e, { teamId }) => teamTag(teamId),
    }),
    removeMember: build.mutation<unknown, { teamId: string; userId: string }>({
      query: ({ teamId, userId }) => ({ url: `/teams/${teamId}/members/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { teamId }) => teamTag(teamId),
    }),
    transferCaptain: build.mutation<unknown, { teamId: string; userId: string }>({
      query: ({ teamId, userId }) => ({ url: `/teams/${teamId}/captain`, method: 'POST', body: { userId } }),
      invalidatesTags: (_r, _e, { teamId }) => teamTag(teamId),
    }),
    updateTeamProfile: build.mutation<TeamDetail, { teamId: string } & UpdateTeamProfilePayload>({
      query: ({ teamId, ...body }) => ({ url: `/teams/${teamId}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { teamId }) => teamTag(teamId),
    }),
    leaveTeam: build.mutation<{ disbanded: boolean }, string>({
      query: (teamId) => ({ url: `/teams/${teamId}/leave`, method: 'POST' }),
      invalidatesTags: (_r, _e, teamId) => teamTag(teamId),
    }),
    answerInvitation: build.mutation<unknown, { teamId: string; accept: boolean }>({
      query: ({ teamId, accept }) => ({
        url: `/teams/${teamId}/invitation/${accept ? 'accept' : 'decline'}`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, { teamId }) => teamTag(teamId),
    }),
  }),
});

export const {
  useMyTeamsQuery,
  useTeamQuery,
  useCreateTeamMutation,
  useInviteMemberMutation,
  useSearchPlayersQuery,
  useRemoveMemberMutation,
  useTransferCaptainMutation,
  useUpdateTeamProfileMutation,
  useLeaveTeamMutation,
  useAnswerInvitationMutation,
} = teamsApi;
