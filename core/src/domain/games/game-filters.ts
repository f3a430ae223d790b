import type { GameId } from '../../contracts/games.ts';

/** One choice of the events page's game filter; a label can stand for no game we host (Chess). */
export interface GameFilterOption {
  value: string;
  label: string;
  gameIds: readonly GameId[];
}

export const GAME_FILTER_OPTIONS: readonly GameFilterOption[] = [
  { value: 'bgmi', label: 'BGMI', gameIds: ['bgmi'] },
  { value: 'valorant', label: 'Valorant', gameIds: ['valorant'] },
  { value: 'chess', label: 'Chess', gameIds: [] },
  { value: 'coc', label: 'Clash of Clans', gameIds: ['coc'] },
  { value: 'pubg', label: 'PUBG Mobile', gameIds: ['pubg'] },
  { value: 'freefire', label: 'Free Fire MAX', gameIds: ['freefire'] },
  { value: 'codm', label: 'COD Mobile', gameIds: ['codm'] },
];

/** The game ids a selection of filter values stands for; unknown values stand for nothing. */
export const gameIdsForFilters = (selected: readonly string[]): GameId[] => [
  ...new Set(
    GAME_FILTER_OPTIONS.filter((option) => selected.includes(option.value)).flatMap(
      (option) => option.gameIds,
    ),
  ),
];

/** No selection shows every event; otherwise an event shows when its game is among the selected. */
export const matchesGameFilter = (gameId: GameId, selected: readonly string[]): boolean =>
  selected.length === 0 || gameIdsForFilters(selected).includes(gameId);
