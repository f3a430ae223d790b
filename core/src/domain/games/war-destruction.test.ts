import { describe, expect, it } from 'vitest';
import { seriesGameSchema } from '../../contracts/matches.ts';
import { averageDestruction, destructionText, isDestruction, sideDestructions } from './war-destruction.ts';

describe('a war records each side destruction', () => {
  it('takes a percentage from 0 to 100 in hundredths, as the game shows it', () => {
    for (const value of [0, 12.5, 87.53, 100]) expect(isDestruction(value)).toBe(true);
    for (const value of [-0.01, 100.01, 87.531]) expect(isDestruction(value)).toBe(false);
    expect(
      seriesGameSchema.safeParse({ scoreA: 3, scoreB: 2, destructionA: 100, destructionB: 66.67 }).data,
    ).toEqual({ scoreA: 3, scoreB: 2, destructionA: 100, destructionB: 66.67, playerStats: [] });
    expect(
      seriesGameSchema.safeParse({ scoreA: 3, scoreB: 2, destructionA: 101 }).error?.issues[0]?.message,
    ).toBe('Destruction is a percentage from 0 to 100, with at most two decimals');
  });

  it('averages the wars that recorded one, per side, to two decimals', () => {
    const games = [{ destructionA: 80, destructionB: 70.5 }, { destructionA: 91.07 }, {}];
    expect(sideDestructions(games, 'A')).toEqual([80, 91.07]);
    expect(sideDestructions(games, 'B')).toEqual([70.5]);
    expect(sideDestructions(null, 'A')).toEqual([]);
    expect(averageDestruction([80, 91.07])).toBe(85.54);
    expect(averageDestruction([])).toBeNull();
    expect(destructionText(85.5)).toBe('85.50%');
    expect(destructionText(null)).toBe('–');
  });
});
