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
import { tableEndpoints } from '../../../app/table-endpoints.ts';

/**
 * Battle-royale reads and moves. Everything is tagged 'Match', so the event's live updates (a result
 * entered anywhere) refetch the points tables and lobby pages without a reload.
 */
export const battleRoyaleApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    /** A move on one lobby match (`/lobby-matches/:id/<action>`) that sends the form's fields. */
    const lobbyMove = <Payload>(action: string, method: 'POST' | 'PUT') =>
      build.mutation<unknown, Payload & { lobbyMatchId: string }>({
        query: ({ lobbyMatchId, ...body }) => ({
          url: `/lobby-matches/${lobbyMatchId}/${action}`,
          method,
          body,
        }),
        invalidatesTags: ['Match'],
      });
    return {
      eventPointsTables: build.query<EventPointsTables, string>({
        query: (eventId) => `/events/${encodeURIComponent(eventId)}/points-tables`,
        providesTags: ['Match'],
      }),
      // The event rides along so the read is held to the event's data version (app/data-versions.ts).
      lobby: build.query<LobbyView, { eventId: string; lobbyId: string }>({
        query: ({ eventId, lobbyId }) =>
          `/lobbies/${encodeURIComponent(lobbyId)}?event=${encodeURIComponent(eventId)}`,
        providesTags: ['Match'],
      }),
      setLobbyRoom: lobbyMove<LobbyRoomPayload>('room', 'PUT'),
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
      flagLobbyResults: lobbyMove<FlagLobbyResultsPayload>('flag', 'POST'),
      checkInLobbyMatch: tableEndpoints(build).mutation(
        'lobbies.checkIn',
        ({ lobbyMatchId }: { lobbyMatchId: string }) => ({ params: { id: lobbyMatchId }, body: {} }),
        { invalidatesTags: ['Match'] },
      ),
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
      settleLobbyFlag: lobbyMove<SettleLobbyFlagPayload>('settle', 'POST'),
    };
  },
});

export const {
  useEventPointsTablesQuery,
  useLobbyQuery,
  useSetLobbyRoomMutation,
  useEnterLobbyResultsMutation,
  useFlagLobbyResultsMutation,
  useCheckInLobbyMatchMutation,
  useSettleLobbyFlagMutation,
  useUpdatePointsTableMutation,
} = battleRoyaleApi;
