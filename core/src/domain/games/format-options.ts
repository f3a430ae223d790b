import type { GameId } from '../../contracts/games.ts';

/** A team-size choice on the basic step; `value` is the number of players per side. */
export interface FormatOption {
  value: number;
  label: string;
}

export const MAX_CLASH_OF_CLANS_TEAM_SIZE = 50;

const CLASH_OF_CLANS_FORMATS: readonly FormatOption[] = Array.from(
  { length: MAX_CLASH_OF_CLANS_TEAM_SIZE },
  (_, i) => ({ value: i + 1, label: `${i + 1}v${i + 1}` }),
);

const SQUAD_FORMATS: readonly FormatOption[] = [
  { value: 1, label: 'Solo' },
  { value: 2, label: 'Duo' },
  { value: 3, label: 'Trio' },
  { value: 4, label: 'Squad' },
];

/** Valorant and Call of Duty Mobile are played 5v5 in competition; the smaller sizes stay for side events. */
const FIVE_A_SIDE_GAMES: readonly GameId[] = ['valorant', 'codm'];
const FIVE_A_SIDE_FORMATS: readonly FormatOption[] = [...SQUAD_FORMATS, { value: 5, label: '5v5' }];

export const formatOptions = (gameId: GameId): readonly FormatOption[] =>
  gameId === 'coc'
    ? CLASH_OF_CLANS_FORMATS
    : FIVE_A_SIDE_GAMES.includes(gameId)
      ? FIVE_A_SIDE_FORMATS
      : SQUAD_FORMATS;

export const isFormatValidForGame = (gameId: GameId, format: number): boolean =>
  formatOptions(gameId).some((option) => option.value === format);

export const formatLabel = (gameId: GameId, format: number): string | undefined =>
  formatOptions(gameId).find((option) => option.value === format)?.label;
