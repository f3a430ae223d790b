import type { GameId } from '../../contracts/games.ts';

/** The four battle-royale games: their tournaments play lobbies of many teams, not duels. */
export const BATTLE_ROYALE_GAME_IDS = [
  'bgmi',
  'freefire',
  'pubg',
  'codm',
] as const satisfies readonly GameId[];
export type BattleRoyaleGameId = (typeof BATTLE_ROYALE_GAME_IDS)[number];

/** Players one room holds in each game's custom-room mode. */
export const LOBBY_CAPACITY_PLAYERS: Readonly<Record<BattleRoyaleGameId, number>> = {
  bgmi: 100,
  pubg: 100,
  codm: 100,
  freefire: 50,
};

export const MIN_MATCHES_PER_LOBBY = 1;
export const MAX_MATCHES_PER_LOBBY = 12;
export const DEFAULT_MATCHES_PER_LOBBY = 4;
/** A lobby of one team has nobody to outlast. */
export const MIN_TEAMS_PER_LOBBY = 2;

export const isBattleRoyaleGame = (gameId: GameId): gameId is BattleRoyaleGameId =>
  (BATTLE_ROYALE_GAME_IDS as readonly string[]).includes(gameId);

/** Teams that fit one lobby: e.g. 25 BGMI squads, 12 Free Fire squads. */
export const maxTeamsPerLobby = (gameId: BattleRoyaleGameId, teamSize: number): number =>
  Math.floor(LOBBY_CAPACITY_PLAYERS[gameId] / Math.max(1, teamSize));

/** Lobby names as players call them: Lobby A, Lobby B, ... */
export const lobbyName = (index: number): string =>
  `Lobby ${index < 26 ? String.fromCharCode(65 + index) : index + 1}`;

/** Calendar round key of the n-th match of every lobby: lobbies play their n-th map in the same window. */
export const lobbyMatchRoundKey = (matchNumber: number): string => `br-${matchNumber}`;

/** The calendar's rounds for a battle-royale phase: one per match number. */
export const lobbyMatchRounds = (matchesPerLobby: number): { key: string; name: string }[] =>
  Array.from({ length: matchesPerLobby }, (_, i) => ({
    key: lobbyMatchRoundKey(i + 1),
    name: `Match ${i + 1}`,
  }));

/** The lobby page: the site path notifications link to and the dashboard routes. */
export const lobbyPath = (eventId: string, lobbyId: string): string =>
  `/events/${eventId}/lobbies/${lobbyId}`;
