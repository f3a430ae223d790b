import { randomInt } from 'node:crypto';
import {
  AppError,
  battleRoyaleQualifiers,
  checkManualLobbies,
  gameIdSchema,
  lobbyMatchRoundKey,
  lobbyName,
  messages,
  type PointsRow,
  type PointsTable,
  pointsStandings,
  pointsTablePreset,
  roundTimeWindow,
  type SeedingMode,
  snakeLobbies,
  type TeamMatchResult,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../../clock.ts';
import {
  CalendarRound,
  Lobby,
  LobbyMatch,
  LobbyResult,
  type Phase,
  type Tournament,
} from '../../../db/entities/index.ts';
import type { Effects } from '../../competition/internal/competition-ports.ts';

type PhaseRow = InferEntity<typeof Phase>;
type TournamentRow = InferEntity<typeof Tournament>;
export type LobbyRow = InferEntity<typeof Lobby>;
export type LobbyMatchRow = InferEntity<typeof LobbyMatch>;
type LobbyResultRow = InferEntity<typeof LobbyResult>;

/** The phase's own points table, or its game's preset until the organiser edits it. */
export const pointsTableOf = (phase: PhaseRow, tournament: Pick<TournamentRow, 'gameId'>): PointsTable =>
  phase.pointsTable ?? pointsTablePreset(gameIdSchema.parse(tournament.gameId));

export interface LobbyAllocation {
  seeding: SeedingMode;
  /** Manual: the organiser's lobbies; without them the manual seed order is dealt out snake-wise. */
  lobbies?: readonly (readonly string[])[];
}

const shuffled = (teams: readonly string[]): string[] => {
  const out = [...teams];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** Seeds (already in the organiser's order) into lobbies: snake, random, or the organiser's own split. */
export function allocateLobbies(
  seeds: readonly string[],
  lobbies: number,
  allocation: LobbyAllocation,
): string[][] {
  if (allocation.seeding === 'manual' && allocation.lobbies && allocation.lobbies.length > 0)
    return checkManualLobbies(seeds, allocation.lobbies, lobbies);
  return snakeLobbies(allocation.seeding === 'random' ? shuffled(seeds) : seeds, lobbies);
}

/**
 * Writes a battle-royale phase's lobbies and every lobby match, each timed from the calendar round of
 * its match number when the calendar dates it (its check-in close is set for that time). Call inside
 * the phase start's transaction.
 */
export async function createLobbies(
  em: EntityManager,
  tournament: TournamentRow,
  phase: PhaseRow,
  allocation: readonly string[][],
  effects: Pick<Effects, 'scheduleLobbyCheckIn'>,
): Promise<number> {
  const rounds = await em.find(CalendarRound, { phase: phase.id }, { orderBy: { position: 'asc' } });
  const matchesPerLobby = phase.matchesPerLobby ?? 1;
  const timeOf = (number: number): Date | null => {
    const round =
      rounds.find((candidate) => candidate.roundKey === lobbyMatchRoundKey(number)) ?? rounds[number - 1];
    return round ? new Date(roundTimeWindow(round).start) : null;
  };
  allocation.forEach((teams, position) => {
    const lobby = em.create(Lobby, { tournament, phase, position, name: lobbyName(position), teams });
    for (let number = 1; number <= matchesPerLobby; number++) {
      const scheduledTime = timeOf(number);
      const match = em.create(LobbyMatch, {
        id: crypto.randomUUID(),
        tournament,
        phase,
        lobby,
        number,
        scheduledTime,
      });
      // A map whose time passed before its lobby existed had no check-in window (nobody could check
      // in), so there is nothing to close: the organiser times it again or enters its results.
      if (scheduledTime && scheduledTime > now())
        effects.scheduleLobbyCheckIn({ tournamentId: tournament.id, lobbyMatchId: match.id, scheduledTime });
    }
  });
  phase.pointsTable ??= pointsTableOf(phase, tournament);
  return allocation.length * matchesPerLobby;
}

export interface LoadedLobbyPhase {
  lobbies: LobbyRow[];
  matches: LobbyMatchRow[];
  results: LobbyResultRow[];
}

export async function loadLobbyPhase(
  em: EntityManager,
  phaseIds: readonly string[],
): Promise<LoadedLobbyPhase> {
  if (phaseIds.length === 0) return { lobbies: [], matches: [], results: [] };
  const [lobbies, matches, results] = await Promise.all([
    em.find(Lobby, { phase: { $in: [...phaseIds] } }, { orderBy: { position: 'asc' } }),
    em.find(LobbyMatch, { phase: { $in: [...phaseIds] } }, { orderBy: [{ number: 'asc' }, { id: 'asc' }] }),
    em.find(LobbyResult, { phase: { $in: [...phaseIds] } }),
  ]);
  return { lobbies, matches, results };
}

/** Results as the standings read them: each with its match's number within the lobby. */
export function matchResultsOf(loaded: LoadedLobbyPhase, lobbyId?: string): TeamMatchResult[] {
  const numberOf = new Map(
    loaded.matches
      .filter((match) => lobbyId === undefined || match.lobby.id === lobbyId)
      .map((match) => [match.id, match.number]),
  );
  return loaded.results.flatMap((result) => {
    const matchNumber = numberOf.get(result.lobbyMatch.id);
    return matchNumber === undefined
      ? []
      : [{ matchNumber, teamId: result.team.id, placement: result.placement, kills: result.kills }];
  });
}

/**
 * Every lobby's results (as `matchResultsOf` gives one lobby's) in one pass over the phase's matches and
 * results: asking per lobby went over all of them for each lobby, which for a 400-lobby qualifier's
 * 40,000 results is the whole points tables' time.
 */
export function matchResultsByLobby(loaded: LoadedLobbyPhase): Map<string, TeamMatchResult[]> {
  const matchOf = new Map(loaded.matches.map((match) => [match.id, match]));
  const byLobby = new Map<string, TeamMatchResult[]>(loaded.lobbies.map((lobby) => [lobby.id, []]));
  for (const result of loaded.results) {
    const match = matchOf.get(result.lobbyMatch.id);
    if (!match) continue;
    const row = {
      matchNumber: match.number,
      teamId: result.team.id,
      placement: result.placement,
      kills: result.kills,
    };
    const lobbyResults = byLobby.get(match.lobby.id);
    if (lobbyResults) lobbyResults.push(row);
    else byLobby.set(match.lobby.id, [row]);
  }
  return byLobby;
}

/** Per-lobby standings of one phase, lobbies in order. */
export function lobbyStandings(
  loaded: LoadedLobbyPhase,
  phaseId: string,
  table: PointsTable,
  byLobby = matchResultsByLobby(loaded),
): PointsRow[][] {
  return loaded.lobbies
    .filter((lobby) => lobby.phase.id === phaseId)
    .map((lobby) => pointsStandings(lobby.teams, byLobby.get(lobby.id) ?? [], table));
}

export const lobbyMatchNotFound = () =>
  new AppError('NOT_FOUND', 'BATTLE_ROYALE_LOBBY_MATCH_NOT_FOUND', messages.battleRoyale.lobbyMatchNotFound);

/** The teams a finished battle-royale phase sends on, one list per qualifying division. */
export async function lobbyPhaseQualifiers(
  em: EntityManager,
  tournament: Pick<TournamentRow, 'gameId'>,
  phase: PhaseRow,
): Promise<string[][]> {
  const loaded = await loadLobbyPhase(em, [phase.id]);
  return battleRoyaleQualifiers(
    lobbyStandings(loaded, phase.id, pointsTableOf(phase, tournament)),
    phase.qualifyingTeams,
  );
}
