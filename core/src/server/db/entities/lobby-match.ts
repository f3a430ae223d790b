import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './columns.ts';
import { Lobby } from './lobby.ts';
import { Phase } from './phase.ts';
import { Tournament } from './tournament.ts';
import { UploadedFile } from './uploaded-file.ts';
import { User } from './user.ts';

/**
 * What the map's check-in close decided: the squads that did not check in, and whether they forfeited
 * (0 for the map) or wait on the organiser (auto-forfeit off, or nobody checked in).
 */
export type LobbyCheckInClose = { at: string; absent: string[]; forfeited: boolean } | null;

type ResultsFlag = { byTeamId: string; byUserId: string; reason: string; at: string } | null;

/**
 * One match (map) of a lobby. Room ID and password are secrets of the lobby's players: only the lobby
 * view for its rostered players reads them, from 15 minutes before the match.
 * `version` makes two results entries for the same match settle on exactly one.
 */
export const LobbyMatch = defineEntity({
  name: 'LobbyMatch',
  tableName: 'br_lobby_matches',
  uniques: [{ properties: ['lobby', 'number'] }],
  indexes: [{ properties: ['tournament'] }, { properties: ['phase'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    phase: () => p.manyToOne(Phase).deleteRule('cascade'),
    lobby: () => p.manyToOne(Lobby).deleteRule('cascade'),
    /** 1-based map number within the lobby. */
    number: p.integer(),
    scheduledTime: p.datetime().nullable(),
    roomId: p.string().length(40).nullable(),
    roomPassword: p.string().length(40).nullable(),
    /** When the lobby's players were notified of the room; null until then. */
    roomNotifiedAt: p.datetime().nullable(),
    status: p.enum(['upcoming', 'completed']).default('upcoming'),
    resultsEnteredAt: p.datetime().nullable(),
    resultsEnteredBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    screenshot: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    /** A team's objection to the results, kept after the organiser settles it. */
    flag: p.json<ResultsFlag>().nullable(),
    flagSettledAt: p.datetime().nullable(),
    checkInClose: p.json<LobbyCheckInClose>().nullable(),
    version: p.integer().version(),
  },
});
