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

type OnMatch<Payload> = { tournamentId: string; matchId: string } & Payload;

const consoleApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    /** The organiser's ruling on one match (`/matches/:id/rulings/<kind>`); the console is read again. */
    const ruling = <Payload>(kind: string) =>
      build.mutation<unknown, OnMatch<Payload>>({
        query: ({ tournamentId: _t, matchId, ...body }) => ({
          url: `/matches/${matchId}/rulings/${kind}`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
      });
    /** The organiser adds to or takes from one of the tournament's lists (`/organiser/tournaments/:id/<list>`). */
    const changeList = <Payload>(list: string, method: 'POST' | 'DELETE') =>
      build.mutation<unknown, { tournamentId: string } & Payload>({
        query: ({ tournamentId, ...body }) => ({
          url: `/organiser/tournaments/${tournamentId}/${list}`,
          method,
          body,
        }),
        invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
      });
    return {
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
      resolveDispute: build.mutation<unknown, OnMatch<ResolveResultPayload>>({
        query: ({ tournamentId: _t, matchId, ...body }) => ({
          url: `/matches/${matchId}/resolve`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_r, _e, { tournamentId }) => consoleTag(tournamentId),
      }),
      rulings: build.query<RulingLog, string>({
        query: (id) => `/organiser/tournaments/${id}/rulings`,
        providesTags: (_r, _e, id) => consoleTag(id),
      }),
      correctResult: ruling<CorrectPayload>('correct'),
      reopenMatch: ruling<ReopenPayload>('reopen'),
      forfeitMatch: ruling<ForfeitPayload>('forfeit'),
      settleMatch: ruling<SettlePayload>('settle'),
      disqualifyTeam: changeList<DisqualifyPayload>('disqualifications', 'POST'),
      postAnnouncement: changeList<CreateAnnouncementPayload>('announcements', 'POST'),
      /** People who have signed in to Galaxia, by display or Discord name: whom the organiser can grant. */
      searchPeople: build.query<
        { players: { userId: string; name: string; discordUsername: string | null }[] },
        string
      >({
        query: (q) => `/player-search?q=${encodeURIComponent(q)}`,
      }),
      grantStreamer: changeList<{ userId: string }>('streamers', 'POST'),
      revokeStreamer: changeList<{ userId: string }>('streamers', 'DELETE'),
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
    };
  },
});

/** People the organiser appointed to enter lobby results. */
interface ResultsAdmins {
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
