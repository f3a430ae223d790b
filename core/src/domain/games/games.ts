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

export const gameName = (id: GameId): string => GAMES.find((game) => game.id === id)?.name ?? id;
