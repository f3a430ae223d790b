import { z } from 'zod';
import {
  enteredLobbyResultsSchema,
  eventPointsTablesSchema,
  flaggedLobbyResultsSchema,
  flagLobbyResultsPayloadSchema,
  lobbyCheckInSchema,
  lobbyRoomPayloadSchema,
  lobbyRoomSetSchema,
  lobbyViewSchema,
  pointsTableSchema,
  resultsAdminPayloadSchema,
  resultsAdminsSchema,
  settledLobbyFlagSchema,
  settleLobbyFlagPayloadSchema,
} from '../battle-royale.ts';
import { ofLobbyMatch, ofTournament, route } from './route-contract.ts';

/**
 * Battle-royale lobbies: the public points tables and lobby page, what a lobby's squads do themselves,
 * and what its organisers and results admins do (rooms, results, flags, points tables, appointments).
 */
export const lobbyRoutes = {
  checkIn: route({
    method: 'post',
    path: '/lobby-matches/:id/check-in',
    access: 'user',
    summary: "Checks the caller's squad in for one lobby map, from 30 minutes before it until its time",
    body: z.object({}),
    response: lobbyCheckInSchema,
    // Shown only on the lobby page, which is never cached.
    cache: { invalidates: 'nothing' },
  }),
  pointsTables: route({
    method: 'get',
    path: '/events/:id/points-tables',
    access: 'public',
    summary: "Each battle-royale phase's points tables, per lobby",
    response: eventPointsTablesSchema,
    cache: { reads: 'tournament' },
  }),
  // Never cached: the lobby's own players also get its room once it is revealed.
  lobby: route({
    method: 'get',
    path: '/lobbies/:id',
    access: 'public',
    summary: 'One lobby: its squads, maps, results and check-ins (the room for its players once revealed)',
    // `event` is read by the page, not the api: it holds the answer to that event's data version.
    query: z.object({ event: z.string().optional() }),
    response: lobbyViewSchema,
  }),
  setRoom: route({
    method: 'put',
    path: '/lobby-matches/:id/room',
    access: 'user',
    summary: "The organiser or a results admin sets a lobby map's room and password, or its time",
    body: lobbyRoomPayloadSchema,
    response: lobbyRoomSetSchema,
    cache: ofLobbyMatch,
  }),
  // A JSON lobbyResultsPayloadSchema, or a multipart form with it as JSON in `results` and an optional
  // `screenshot`, read by the api.
  enterResults: route({
    method: 'post',
    path: '/lobby-matches/:id/results',
    access: 'user',
    summary: "The organiser or a results admin enters a lobby map's placements and kills",
    response: enteredLobbyResultsSchema,
    status: 201,
    cache: ofLobbyMatch,
  }),
  flagResults: route({
    method: 'post',
    path: '/lobby-matches/:id/flag',
    access: 'user',
    summary: "A player of the lobby objects to a map's results within 15 minutes of their entry",
    body: flagLobbyResultsPayloadSchema,
    response: flaggedLobbyResultsSchema,
    cache: ofLobbyMatch,
  }),
  settleFlag: route({
    method: 'post',
    path: '/lobby-matches/:id/settle',
    access: 'user',
    summary: 'The organiser keeps flagged results or sends the map back to be entered again',
    body: settleLobbyFlagPayloadSchema,
    response: settledLobbyFlagSchema,
    cache: ofLobbyMatch,
  }),
  // `phaseIndex` is the phase's position (0 first); an index that names no phase answers 404.
  savePointsTable: route({
    method: 'put',
    path: '/organiser/tournaments/:id/phases/:phaseIndex/points-table',
    access: 'organiser',
    summary: "Sets a battle-royale phase's placement and kill points",
    body: pointsTableSchema,
    response: pointsTableSchema,
    cache: ofTournament,
  }),
  resultsAdmins: route({
    method: 'get',
    path: '/organiser/tournaments/:id/results-admins',
    access: 'organiser',
    summary: "Who may enter the tournament's lobby results besides its organisers",
    response: resultsAdminsSchema,
  }),
  grantResultsAdmin: route({
    method: 'post',
    path: '/organiser/tournaments/:id/results-admins',
    access: 'organiser',
    summary: "Appoints a person to enter the tournament's lobby results",
    body: resultsAdminPayloadSchema,
    response: resultsAdminsSchema,
    cache: ofTournament,
  }),
  revokeResultsAdmin: route({
    method: 'delete',
    path: '/organiser/tournaments/:id/results-admins/:userId',
    access: 'organiser',
    summary: "Takes a person off the tournament's results admins",
    response: resultsAdminsSchema,
    cache: ofTournament,
  }),
};
