import type { GameId } from '../../contracts/games.ts';

/** Points for finishing 1st, 2nd, ... (index 0 is 1st; places past the list score 0) and per kill. */
export interface PointsTable {
  placementPoints: number[];
  killPoints: number;
}

/** Bounds of an edited table: a lobby never holds more than 100 teams, and points fit a small integer. */
export const MAX_POINTS_TABLE_PLACES = 100;
export const MAX_POINTS_PER_ENTRY = 100;

const PUBG_STYLE: PointsTable = { placementPoints: [10, 6, 5, 4, 3, 2, 1, 1], killPoints: 1 };
const FREE_FIRE: PointsTable = { placementPoints: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1], killPoints: 1 };

/**
 * Each game's usual scoring. Call of Duty Mobile's 100-player battle royale has no single league
 * standard, so it starts from the BGMI/PUBG Mobile table the organiser can edit.
 */
export const pointsTablePreset = (gameId: GameId): PointsTable => {
  const preset = gameId === 'freefire' ? FREE_FIRE : PUBG_STYLE;
  return { placementPoints: [...preset.placementPoints], killPoints: preset.killPoints };
};

export const placementPointsFor = (table: PointsTable, placement: number): number =>
  table.placementPoints[placement - 1] ?? 0;
