import type { LobbyResultsPayload } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints, tableRequest } from '../../../app/table-endpoints.ts';

type OnLobbyMatch<Body> = Body & { lobbyMatchId: string };

/**
 * Battle-royale reads and moves. Everything is tagged 'Match', so the event's live updates (a result
 * entered anywhere) refetch the points tables and lobby pages without a reload.
 */
export const battleRoyaleApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const table = tableEndpoints(build);
    /** A move on one lobby match that sends the form's fields: the body is the form, the map is the path's. */
    const onLobbyMatch = <Body>({ lobbyMatchId, ...body }: OnLobbyMatch<Body>) => ({
      params: { id: lobbyMatchId },
      body,
    });
    const stale = { invalidatesTags: ['Match' as const] };
    return {
      eventPointsTables: table.query(
        'lobbies.pointsTables',
        (eventId: string) => ({ params: { id: eventId } }),
        {
          providesTags: ['Match'],
        },
      ),
      // The event rides along so the read is held to the event's data version (app/data-versions.ts).
      lobby: table.query(
        'lobbies.lobby',
        ({ eventId, lobbyId }: { eventId: string; lobbyId: string }) => ({
          params: { id: lobbyId },
          query: { event: eventId },
        }),
        { providesTags: ['Match'] },
      ),
      setLobbyRoom: table.mutation('lobbies.setRoom', onLobbyMatch<RouteBody<'lobbies.setRoom'>>, stale),
      // The route takes the results as JSON, or as a form beside a screenshot (only an upload counts
      // against the upload limit): its entry declares no body schema, so the JSON body is set here.
      enterLobbyResults: table.mutation(
        ({
          lobbyMatchId,
          body,
          screenshot,
        }: {
          lobbyMatchId: string;
          body: LobbyResultsPayload;
          screenshot?: File;
        }) => {
          const params = { id: lobbyMatchId };
          if (!screenshot) {
            const request = tableRequest('lobbies.enterResults', { params });
            return { ...request, fetch: { ...request.fetch, body } };
          }
          const form = new FormData();
          form.append('results', JSON.stringify(body));
          form.append('screenshot', screenshot);
          return tableRequest('lobbies.enterResults', { params, body: form });
        },
        stale,
      ),
      flagLobbyResults: table.mutation(
        'lobbies.flagResults',
        onLobbyMatch<RouteBody<'lobbies.flagResults'>>,
        stale,
      ),
      checkInLobbyMatch: table.mutation(
        'lobbies.checkIn',
        ({ lobbyMatchId }: { lobbyMatchId: string }) => ({ params: { id: lobbyMatchId }, body: {} }),
        stale,
      ),
      updatePointsTable: table.mutation(
        'lobbies.savePointsTable',
        ({
          tournamentId,
          phaseIndex,
          table: points,
        }: {
          tournamentId: string;
          phaseIndex: number;
          table: RouteBody<'lobbies.savePointsTable'>;
        }) => ({
          params: { id: tournamentId, phaseIndex },
          body: points,
        }),
        stale,
      ),
      settleLobbyFlag: table.mutation(
        'lobbies.settleFlag',
        onLobbyMatch<RouteBody<'lobbies.settleFlag'>>,
        stale,
      ),
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
