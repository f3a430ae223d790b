import type {
  EventPointsTables,
  FlagLobbyResultsPayload,
  LobbyResultsPayload,
  LobbyRoomPayload,
  LobbyView,
  PointsTable,
  SettleLobbyFlagPayload,
} from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

/**
 * Battle-royale reads and moves. Everything is tagged 'Match', so the event's live updates (a result
 * entered anywhere) refetch the points tables and lobby pages without a reload.
 */
export const battleRoyaleApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    eventPointsTables: build.query<EventPointsTables, string>({
      query: (eventId) => `/events/${encodeURIComponent(eventId)}/points-tables`,
      providesTags: ['Match'],
    }),
    lobby: build.query<LobbyView, string>({
      query: (lobbyId) => `/lobbies/${encodeURIComponent(lobbyId)}`,
      providesTags: ['Match'],
    }),
    setLobbyRoom: build.mutation<unknown, LobbyRoomPayload & { lobbyMatchId: string }>({
      query: ({ lobbyMatchId, ...body }) => ({
        url: `/lobby-matches/${lobbyMatchId}/room`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Match'],
    }),
    enterLobbyResults: build.mutation<
      unknown,
      { lobbyMatchId: string; body: LobbyResultsPayload; screenshot?: File }
    >({
      query: ({ lobbyMatchId, body, screenshot }) => {
        if (!screenshot) return { url: `/lobby-matches/${lobbyMatchId}/results`, method: 'POST', body };
        const form = new FormData();
        form.append('results', JSON.stringify(body));
        form.append('screenshot', screenshot);
        return { url: `/lobby-matches/${lobbyMatchId}/results`, method: 'POST', body: form };
      },
      invalidatesTags: ['Match'],
    }),
    flagLobbyResults: build.mutation<unknown, FlagLobbyResultsPayload & { lobbyMatchId: string }>({
      query: ({ lobbyMatchId, ...body }) => ({
        url: `/lobby-matches/${lobbyMatchId}/flag`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Match'],
    }),
    updatePointsTable: build.mutation<
      PointsTable,
      { tournamentId: string; phaseIndex: number; table: PointsTable }
    >({
      query: ({ tournamentId, phaseIndex, table }) => ({
        url: `/organiser/tournaments/${tournamentId}/phases/${phaseIndex}/points-table`,
        method: 'PUT',
        body: table,
      }),
      invalidatesTags: ['Match'],
    }),
    settleLobbyFlag: build.mutation<unknown, SettleLobbyFlagPayload & { lobbyMatchId: string }>({
      query: ({ lobbyMatchId, ...body }) => ({
        url: `/lobby-matches/${lobbyMatchId}/settle`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Match'],
    }),
  }),
});

export const {
  useEventPointsTablesQuery,
  useLobbyQuery,
  useSetLobbyRoomMutation,
  useEnterLobbyResultsMutation,
  useFlagLobbyResultsMutation,
  useSettleLobbyFlagMutation,
  useUpdatePointsTableMutation,
} = battleRoyaleApi;
