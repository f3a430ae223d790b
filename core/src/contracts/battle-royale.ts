import { z } from 'zod';
import { MAX_POINTS_PER_ENTRY, MAX_POINTS_TABLE_PLACES } from '../domain/battle-royale/points-table.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { phaseStatusSchema } from './competition.ts';
import { isoDateTime } from './date-time.ts';
import { idSchema, text } from './text-fields.ts';

const id = idSchema;
const count = z.int().min(0);
/** A lobby holds at most 100 players, so at most 100 teams and 100 placements. */
const MAX_LOBBY_TEAMS = 100;
/** More kills than a 100-player room holds is a typing mistake. */
const MAX_KILLS = 99;

const pointsValue = z
  .int({ error: messages.battleRoyale.pointsTableRange(MAX_POINTS_TABLE_PLACES, MAX_POINTS_PER_ENTRY) })
  .min(0, { error: messages.battleRoyale.pointsTableRange(MAX_POINTS_TABLE_PLACES, MAX_POINTS_PER_ENTRY) })
  .max(MAX_POINTS_PER_ENTRY, {
    error: messages.battleRoyale.pointsTableRange(MAX_POINTS_TABLE_PLACES, MAX_POINTS_PER_ENTRY),
  });

/** PUT /api/organiser/tournaments/:id/phases/:phaseIndex/points-table */
export const pointsTableSchema = z.object({
  placementPoints: z.array(pointsValue).max(MAX_POINTS_TABLE_PLACES, {
    error: messages.battleRoyale.pointsTableRange(MAX_POINTS_TABLE_PLACES, MAX_POINTS_PER_ENTRY),
  }),
  killPoints: pointsValue,
});

const killsValue = z
  .number(coded('BATTLE_ROYALE_KILLS_WHOLE', messages.battleRoyale.killsWhole))
  .int(coded('BATTLE_ROYALE_KILLS_WHOLE', messages.battleRoyale.killsWhole))
  .min(0, coded('BATTLE_ROYALE_KILLS_WHOLE', messages.battleRoyale.killsWhole))
  .max(MAX_KILLS, coded('BATTLE_ROYALE_KILLS_WHOLE', messages.battleRoyale.killsWhole));

/** One team's line: placement and each rostered player's kills. Range and roster rules live in the domain. */
export const teamResultSchema = z.object({
  teamId: id,
  placement: z.int().min(0).max(1000),
  kills: z.array(z.object({ userId: id, kills: killsValue })).max(60),
});

/** POST /api/lobby-matches/:id/results (JSON, or multipart with `results` as JSON and a `screenshot`). */
export const lobbyResultsPayloadSchema = z.object({
  results: z.array(teamResultSchema).min(1).max(MAX_LOBBY_TEAMS),
});
export type LobbyResultsPayload = z.infer<typeof lobbyResultsPayloadSchema>;

/** PUT /api/lobby-matches/:id/room: the organiser's room ID and password, and optionally the match time. */
export const lobbyRoomPayloadSchema = z
  .object({
    roomId: text().trim().max(40).optional(),
    roomPassword: text().trim().max(40).optional(),
    scheduledTime: isoDateTime.optional(),
  })
  .refine(
    (body) => (body.roomId === undefined) === (body.roomPassword === undefined),
    coded('BATTLE_ROYALE_ROOM_DETAILS_REQUIRED', messages.battleRoyale.roomDetailsRequired),
  )
  .refine(
    (body) => body.roomId === undefined || (body.roomId !== '' && body.roomPassword !== ''),
    coded('BATTLE_ROYALE_ROOM_DETAILS_REQUIRED', messages.battleRoyale.roomDetailsRequired),
  );
export type LobbyRoomPayload = z.infer<typeof lobbyRoomPayloadSchema>;

/** POST /api/lobby-matches/:id/flag */
export const flagLobbyResultsPayloadSchema = z.object({
  teamId: id,
  reason: text().trim().min(1).max(500),
});
export type FlagLobbyResultsPayload = z.infer<typeof flagLobbyResultsPayloadSchema>;

/** POST /api/lobby-matches/:id/settle: keep the results, or clear them to be entered again. */
export const settleLobbyFlagPayloadSchema = z.object({ decision: z.enum(['keep', 'reenter']) });
export type SettleLobbyFlagPayload = z.infer<typeof settleLobbyFlagPayloadSchema>;

export const lobbyMatchStatusSchema = z.enum(['upcoming', 'completed']);

export const pointsRowSchema = z.object({
  rank: count,
  team: z.object({ id: text(), name: text(), logo: text().nullable() }),
  matches: count,
  wwcd: count,
  placementPoints: count,
  killPoints: count,
  kills: count,
  total: count,
  averagePlacement: z.number().nullable(),
});
export type PointsRowView = z.infer<typeof pointsRowSchema>;

export const lobbyMatchSummarySchema = z.object({
  id: text(),
  number: count,
  scheduledTime: isoDateTime.nullable(),
  status: lobbyMatchStatusSchema,
  flagged: z.boolean(),
});
export type LobbyMatchSummary = z.infer<typeof lobbyMatchSummarySchema>;

export const lobbyTableSchema = z.object({
  id: text(),
  name: text(),
  matches: z.array(lobbyMatchSummarySchema),
  standings: z.array(pointsRowSchema),
});
export type LobbyTable = z.infer<typeof lobbyTableSchema>;

/** GET /api/events/:id/points-tables: every started battle-royale phase, per lobby and overall. */
export const phasePointsTablesSchema = z.object({
  phaseIndex: count,
  phaseName: text(),
  status: phaseStatusSchema,
  matchesPerLobby: count,
  /** Teams the phase sends on in total (the top equal share of each lobby); 0 for the final. */
  qualifyingTeams: count,
  pointsTable: pointsTableSchema,
  lobbies: z.array(lobbyTableSchema),
  overall: z.array(pointsRowSchema),
});
export type PhasePointsTables = z.infer<typeof phasePointsTablesSchema>;

export const eventPointsTablesSchema = z.object({ phases: z.array(phasePointsTablesSchema) });
export type EventPointsTables = z.infer<typeof eventPointsTablesSchema>;

export const lobbyTeamSchema = z.object({
  id: text(),
  name: text(),
  logo: text().nullable(),
  roster: z.array(z.object({ userId: text(), name: text() })),
});

export const teamResultViewSchema = z.object({
  teamId: text(),
  placement: count,
  kills: count,
  playerKills: z.array(z.object({ userId: text(), kills: count })),
});

/** POST /api/lobby-matches/:id/check-in */
export const lobbyCheckInSchema = z.object({
  lobbyMatchId: text(),
  teamId: text(),
  checkedInAt: isoDateTime,
});

/**
 * A lobby map's check-in on the lobby page: its window (the duel check-in's), each squad's check-in,
 * and what its close decided (`noShows`: squads missing; `forfeited`: they score 0, else the organiser
 * decides).
 */
export const lobbyMatchCheckInSchema = z.object({
  window: z
    .object({
      opensAt: isoDateTime,
      closesAt: isoDateTime,
      state: z.enum(['not_open', 'open', 'closed']),
    })
    .nullable(),
  checkedIn: z.array(z.object({ teamId: text(), checkedInAt: isoDateTime })),
  noShows: z.array(text()),
  forfeited: z.boolean(),
  /** The viewer's squad may check in now. */
  canCheckIn: z.boolean(),
});

/** One match on the lobby page; `room` is filled only for the lobby's players from the reveal time on. */
export const lobbyMatchViewSchema = lobbyMatchSummarySchema.extend({
  roomRevealAt: isoDateTime.nullable(),
  roomSet: z.boolean(),
  room: z.object({ roomId: text(), roomPassword: text() }).nullable(),
  resultsEnteredAt: isoDateTime.nullable(),
  flagOpenUntil: isoDateTime.nullable(),
  /** The viewer plays in this lobby and may still flag these results (decided by the server's clock). */
  canFlag: z.boolean(),
  flag: z.object({ teamId: text(), reason: text(), at: isoDateTime, settled: z.boolean() }).nullable(),
  screenshotUrl: text().nullable(),
  results: z.array(teamResultViewSchema),
  checkIn: lobbyMatchCheckInSchema,
});
export type LobbyMatchView = z.infer<typeof lobbyMatchViewSchema>;

/** GET /api/lobbies/:id */
export const lobbyViewSchema = z.object({
  id: text(),
  tournamentId: text(),
  name: text(),
  phaseIndex: count,
  phaseName: text(),
  /** The phase's points table; its organiser may edit it while the phase is being played. */
  pointsTable: pointsTableSchema,
  phaseActive: z.boolean(),
  teams: z.array(lobbyTeamSchema),
  matches: z.array(lobbyMatchViewSchema),
  standings: z.array(pointsRowSchema),
  viewer: z.object({
    /** The viewer's team in this lobby when they are on its roster. */
    teamId: text().nullable(),
    /** Organiser or appointed results admin: may set rooms and enter results. */
    canManage: z.boolean(),
  }),
});
export type LobbyView = z.infer<typeof lobbyViewSchema>;

/** POST /api/organiser/tournaments/:id/results-admins */
export const resultsAdminPayloadSchema = z.object({ userId: id });

/** Who may enter a tournament's lobby results besides its organisers, oldest appointment first. */
export const resultsAdminsSchema = z.object({ admins: z.array(z.object({ userId: id, name: text() })) });
export type ResultsAdmins = z.infer<typeof resultsAdminsSchema>;

/** PUT /api/lobby-matches/:id/room: never echoes the room's secrets, only whether one is set. */
export const lobbyRoomSetSchema = z.object({
  lobbyMatchId: id,
  roomSet: z.boolean(),
  scheduledTime: isoDateTime.nullable(),
});
export type LobbyRoomSet = z.infer<typeof lobbyRoomSetSchema>;

/** POST /api/lobby-matches/:id/results: the map is complete. */
export const enteredLobbyResultsSchema = z.object({ lobbyMatchId: id, status: z.literal('completed') });
export type EnteredLobbyResults = z.infer<typeof enteredLobbyResultsSchema>;

/** POST /api/lobby-matches/:id/flag: the map's results wait for the organiser's decision. */
export const flaggedLobbyResultsSchema = z.object({ lobbyMatchId: id, flagged: z.literal(true) });
export type FlaggedLobbyResults = z.infer<typeof flaggedLobbyResultsSchema>;

/** POST /api/lobby-matches/:id/settle: kept (completed) or sent back to be entered again (upcoming). */
export const settledLobbyFlagSchema = z.object({ lobbyMatchId: id, status: lobbyMatchStatusSchema });
export type SettledLobbyFlag = z.infer<typeof settledLobbyFlagSchema>;
