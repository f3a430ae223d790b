import type { GameId } from '../../contracts/games.ts';

/** A figure a player's line in one game records, as the match's stored line names it. */
export type StatField = 'kills' | 'deaths' | 'offense' | 'defense' | 'army' | 'attack';

export interface StatLabel {
  field: StatField;
  label: string;
}

const SHOOTER: readonly StatLabel[] = [
  { field: 'kills', label: 'Kills' },
  { field: 'deaths', label: 'Deaths' },
];

/**
 * The figures a game's report asks for per player and game: Clash of Clans wars score stars on offense
 * and defense with an army and attack rating; the shooters count kills and deaths.
 */
export const STAT_LABELS: Readonly<Record<GameId, readonly StatLabel[]>> = {
  coc: [
    { field: 'offense', label: 'Offense' },
    { field: 'defense', label: 'Defense' },
    { field: 'army', label: 'Army' },
    { field: 'attack', label: 'Attack' },
  ],
  bgmi: SHOOTER,
  valorant: SHOOTER,
  freefire: SHOOTER,
  pubg: SHOOTER,
  codm: SHOOTER,
};

export const statLabelsFor = (gameId: GameId): readonly StatLabel[] => STAT_LABELS[gameId];
