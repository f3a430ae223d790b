import type { Game, GameId } from '../../contracts/games.ts';

export const GAME_IDS = ['coc', 'bgmi', 'valorant', 'freefire', 'pubg', 'codm'] as const;

export const GAMES: readonly Game[] = [
  { id: 'coc', name: 'Clash of Clans' },
  { id: 'bgmi', name: 'BGMI' },
  { id: 'valorant', name: 'Valorant' },
  { id: 'freefire', name: 'Free Fire' },
  { id: 'pubg', name: 'PUBG Mobile' },
  { id: 'codm', name: 'Call of Duty Mobile' },
];

export const isGameId = (value: unknown): value is GameId =>
  typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);

/** Games whose accounts Galaxia can verify: Clash of Clans through its API, BGMI by video. */
export const VERIFIABLE_GAME_IDS: readonly GameId[] = ['coc', 'bgmi'];

export const hasVerificationMethod = (id: GameId): boolean => VERIFIABLE_GAME_IDS.includes(id);

/**
 * Whether entries must show verified accounts: only ever for a game that can be verified (elsewhere no
 * team could register at all), and then as the organiser chose.
 */
export const requiresVerifiedAccounts = (id: GameId, organiserChoice: boolean): boolean =>
  hasVerificationMethod(id) && organiserChoice;

export const gameName = (id: GameId): string => GAMES.find((game) => game.id === id)?.name ?? id;
