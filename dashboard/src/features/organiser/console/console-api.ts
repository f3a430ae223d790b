import type {
  CreateAnnouncementPayload,
  PlaySettings,
  ResolveResultPayload,
  SeedingMode,
  StartedPhase,
  TournamentConsole,
} from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

const consoleTag = (id: string) => [{ type: 'Organiser' as const, id: `console:${id}` }];

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
    postAnnouncement: build.mutation<unknown, { tournamentId: string } & CreateAnnouncementPayload>({
      query: ({ tournamentId, ...body }) => ({
        url: `/organiser/tournaments/${tournamentId}/announcements`,
        method: 'POST',
        body,
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
  }),
});

export const {
  usePlaySettingsQuery,
  useUpdatePlaySettingsMutation,
  useTournamentConsoleQuery,
  useStartPhaseMutation,
  useResolveDisputeMutation,
  usePostAnnouncementMutation,
  useRevokeStreamerMutation,
} = consoleApi;
