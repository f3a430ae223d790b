import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints, tableRequest } from '../../../app/table-endpoints.ts';

const teamTag = (id: string) => [
  { type: 'Team' as const, id },
  { type: 'Team' as const, id: 'MINE' },
];

interface OnMember {
  teamId: string;
  userId: string;
}

const teamsApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      myTeams: table.query('teams.mine', { providesTags: [{ type: 'Team', id: 'MINE' }] }),
      team: table.query('teams.detail', (id: string) => ({ params: { id } }), {
        providesTags: (_r, _e, id) => [{ type: 'Team', id }],
      }),
      createTeam: table.mutation('teams.create', (body: FormData) => ({ body }), {
        invalidatesTags: [{ type: 'Team', id: 'MINE' }],
      }),
      /** People who signed in, by display name or Discord username. */
      searchPlayers: table.query('teams.playerSearch', (q: string) => ({ query: { q } })),
      inviteMember: table.mutation(
        'teams.invite',
        ({ teamId, userId }: OnMember) => ({ params: { id: teamId }, body: { userId } }),
        { invalidatesTags: (_r, _e, { teamId }) => teamTag(teamId) },
      ),
      removeMember: table.mutation(
        'teams.removeMember',
        ({ teamId, userId }: OnMember) => ({ params: { id: teamId, userId } }),
        { invalidatesTags: (_r, _e, { teamId }) => teamTag(teamId) },
      ),
      transferCaptain: table.mutation(
        'teams.transferCaptaincy',
        ({ teamId, userId }: OnMember) => ({ params: { id: teamId }, body: { userId } }),
        { invalidatesTags: (_r, _e, { teamId }) => teamTag(teamId) },
      ),
      updateTeamProfile: table.mutation(
        'teams.updateProfile',
        ({ teamId, ...body }: { teamId: string } & RouteBody<'teams.updateProfile'>) => ({
          params: { id: teamId },
          body,
        }),
        { invalidatesTags: (_r, _e, { teamId }) => teamTag(teamId) },
      ),
      leaveTeam: table.mutation('teams.leave', (teamId: string) => ({ params: { id: teamId } }), {
        invalidatesTags: (_r, _e, teamId) => teamTag(teamId),
      }),
      answerInvitation: table.mutation(
        ({ teamId, accept }: { teamId: string; accept: boolean }) =>
          tableRequest(accept ? 'teams.acceptInvitation' : 'teams.declineInvitation', {
            params: { id: teamId },
          }),
        { invalidatesTags: (_r, _e, { teamId }) => teamTag(teamId) },
      ),
    };
  },
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
