/** A war's destruction per side, as a percentage with up to two decimals (the game shows 87.53%). */
export const MAX_DESTRUCTION = 100;

/** True for a percentage the game can show: 0 to 100 in hundredths. */
export const isDestruction = (value: number): boolean =>
  value >= 0 && value <= MAX_DESTRUCTION && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The mean of the wars' destruction, to two decimals; null when no war recorded one. */
export const averageDestruction = (values: readonly number[]): number | null =>
  values.length === 0
    ? null
    : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;

/** A destruction as the game writes it: `87.53%`; a dash when none was recorded. */
export const destructionText = (value: number | null): string =>
  value === null ? '–' : `${value.toFixed(2)}%`;

interface WarGame {
  destructionA?: number | undefined;
  destructionB?: number | undefined;
}

/** Each war's destruction on one side of a match (A or B), where the report recorded it. */
export const sideDestructions = (games: readonly WarGame[] | null | undefined, side: 'A' | 'B'): number[] =>
  (games ?? []).flatMap((game) => {
    const value = side === 'A' ? game.destructionA : game.destructionB;
    return value === undefined ? [] : [value];
  });
