import type {
  CorrectPayload,
  CreateAnnouncementPayload,
  DisqualifyPayload,
  ForfeitPayload,
  PlaySettings,
  ReopenPayload,
  ResolveResultPayload,
  RulingLog,
  SeedingMode,
  SettlePayload,
  StartedPhase,
  TournamentConsole,
} from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

export const consoleTag = (id: string) => [{ type: 'Organiser' as const, id: `console:${id}` }];

export const consoleApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    playSettings: build.query<PlaySettings, string>({
      query: (id) => `/organiser/tournaments/${id}/play-settings`,
      providesTags: (_r, _e, id) => [{ type: 'Organiser' as const, id: `play:${id}` }],
    }),
    updatePlaySettings: build.mutation<PlaySettings, PlaySettings & { tournamentId: string }>({
      query: ({ tournamentId, ...body }) => ({
        url: `/organiser/tournaments/${tournamentId}/play-settings`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => [
        { type: 'Organiser' as const, id: `play:${tournamentId}` },
        ...consoleTag(tournamentId),
      ],
    }),
    tournamentConsole: build.query<TournamentConsole, string>({
      query: (id) => `/organiser/tournaments/${id}/console`,
      providesTags: (_r, _e, id) => consoleTag(id),
    }),
    startPhase: build.mutation<
      StartedPhase,
      { tournamentId: string; phaseIndex: number; seeding: SeedingMode; order?: string[] }
    >({
      query: ({ tournamentId, phaseIndex, ...body }) => ({
        url: `/organiser/tournaments/${tournamentId}/phases/${phaseIndex}/start`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
    }),
    resolveDispute: build.mutation<unknown, { tournamentId: string; matchId: string } & ResolveResultPayload>(
      {
        query: ({ tournamentId: _t, matchId, ...body }) => ({
          url: `/matches/${matchId}/resolve`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
      },
    ),
    rulings: build.query<RulingLog, string>({
      query: (id) => `/organiser/tournaments/${id}/rulings`,
      providesTags: (_r, _e, id) => consoleTag(id),
    }),
    correctResult: build.mutation<unknown, { tournamentId: string; matchId: string } & CorrectPayload>({
      query: ({ tournamentId: _t, matchId, ...body }) => ({
        url: `/matches/${matchId}/rulings/correct`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
    }),
    reopenMatch: build.mutation<unknown, { tournamentId: string; matchId: string } & ReopenPayload>({
      query: ({ tournamentId: _t, matchId, ...body }) => ({
        url: `/matches/${matchId}/rulings/reopen`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
    }),
    forfeitMatch: build.mutation<unknown, { tournamentId: string; matchId: string } & ForfeitPayload>({
      query: ({ tournamentId: _t, matchId, ...body }) => ({
        url: `/matches/${matchId}/rulings/forfeit`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
    }),
    settleMatch: build.mutation<unknown, { tournamentId: string; matchId: string } & SettlePayload>({
      query: ({ tournamentId: _t, matchId, ...body }) => ({
        url: `/matches/${matchId}/rulings/settle`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
    }),
    disqualifyTeam: build.mutation<unknown, { tournamentId: string } & DisqualifyPayload>({
      query: ({ tournamentId, ...body }) => ({
        url: `/organiser/tournaments/${tournamentId}/disqualifications`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
    }),
    postAnnouncement: build.mutation<unknown, { tournamentId: string } & CreateAnnouncementPayload>({
      query: ({ tournamentId, ...body }) => ({
        url: `/organiser/tournaments/${tournamentId}/announcements`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
    }),
    /** People who have signed in to Galaxia, by display or Discord name: whom the organiser can grant. */
    searchPeople: build.query<
      { players: { userId: string; name: string; discordUsername: string | null }[] },
      string
    >({
      query: (q) => `/player-search?q=${encodeURIComponent(q)}`,
    }),
    grantStreamer: build.mutation<unknown, { tournamentId: string; userId: string }>({
      query: ({ tournamentId, userId }) => ({
        url: `/organiser/tournaments/${tournamentId}/streamers`,
        method: 'POST',
        body: { userId },
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
    }),
    revokeStreamer: build.mutation<unknown, { tournamentId: string; userId: string }>({
      query: ({ tournamentId, userId }) => ({
        url: `/organiser/tournaments/${tournamentId}/streamers`,
        method: 'DELETE',
        body: { userId },
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
    }),
    resultsAdmins: build.query<ResultsAdmins, string>({
      query: (id) => `/organiser/tournaments/${id}/results-admins`,
      providesTags: (_r, _e, id) => [{ type: 'Organiser' as const, id: `results-admins:${id}` }],
    }),
    grantResultsAdmin: build.mutation<ResultsAdmins, { tournamentId: string; userId: string }>({
      query: ({ tournamentId, userId }) => ({
        url: `/organiser/tournaments/${tournamentId}/results-admins`,
        method: 'POST',
        body: { userId },
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => [
        { type: 'Organiser' as const, id: `results-admins:${tournamentId}` },
      ],
    }),
    revokeResultsAdmin: build.mutation<ResultsAdmins, { tournamentId: string; userId: string }>({
      query: ({ tournamentId, userId }) => ({
        url: `/organiser/tournaments/${tournamentId}/results-admins/${userId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { tournamentId }) => [
        { type: 'Organiser' as const, id: `results-admins:${tournamentId}` },
      ],
    }),
  }),
});

/** People the organiser appointed to enter lobby results. */
export interface ResultsAdmins {
  admins: { userId: string; name: string }[];
}

export const {
  usePlaySettingsQuery,
  useUpdatePlaySettingsMutation,
  useTournamentConsoleQuery,
  useStartPhaseMutation,
  useResolveDisputeMutation,
  usePostAnnouncementMutation,
  useRevokeStreamerMutation,
  useRulingsQuery,
  useCorrectResultMutation,
  useReopenMatchMutation,
  useForfeitMatchMutation,
  useSettleMatchMutation,
  useDisqualifyTeamMutation,
  useGrantStreamerMutation,
  useSearchPeopleQuery,
  useResultsAdminsQuery,
  useGrantResultsAdminMutation,
  useRevokeResultsAdminMutation,
} = consoleApi;
