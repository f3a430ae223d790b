import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BEST_OF_OPTIONS, type BestOf, isSeriesScore, seriesResult, winsNeeded } from './series.ts';
import { refusal } from './test-support.ts';

describe('seriesResult', () => {
  it('keeps the game score of a best of 1', () => {
    expect(seriesResult([{ scoreA: 13, scoreB: 7 }], 1, true)).toEqual({
      scoreA: 13,
      scoreB: 7,
      winner: 'A',
    });
  });

  it('counts games won in a longer series', () => {
    const games = [
      { scoreA: 13, scoreB: 9 },
      { scoreA: 8, scoreB: 13 },
      { scoreA: 6, scoreB: 13 },
    ];
    expect(seriesResult(games, 3, true)).toEqual({ scoreA: 1, scoreB: 2, winner: 'B' });
  });

  it('refuses a report that does not decide the series', () => {
    expect(refusal(() => seriesResult([{ scoreA: 13, scoreB: 9 }], 3, true))).toEqual({
      kind: 'BAD_REQUEST',
      message: 'This result does not decide the best of 3: a team needs 2 game wins',
    });
    expect(refusal(() => seriesResult([{ scoreA: 1, scoreB: 1 }], 1, true))).toEqual({
      kind: 'BAD_REQUEST',
      message: 'This result does not decide the best of 1: a team needs 1 game win',
    });
  });

  it('lets a fully played, level series stand where draws may', () => {
    expect(seriesResult([{ scoreA: 1, scoreB: 1 }], 1, false)).toEqual({
      scoreA: 1,
      scoreB: 1,
      winner: null,
    });
  });

  it('refuses games after the series was decided, and more games than the best-of', () => {
    const sweep = [
      { scoreA: 2, scoreB: 0 },
      { scoreA: 2, scoreB: 1 },
      { scoreA: 0, scoreB: 2 },
    ];
    expect(refusal(() => seriesResult(sweep, 3, true))).toEqual({
      kind: 'BAD_REQUEST',
      message: 'The series was already decided before the last game: remove the games after it',
    });
    expect(refusal(() => seriesResult([...sweep, ...sweep], 5, true)).message).toBe(
      'A best of 5 has at most 5 games',
    );
  });

  it('gives the series to whoever first wins a majority of games, for any order of game wins', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<BestOf>(...BEST_OF_OPTIONS),
        fc.array(fc.boolean(), { minLength: 13, maxLength: 13 }),
        (bestOf, aWinsGame) => {
          const games = [];
          let a = 0;
          let b = 0;
          for (const aWins of aWinsGame) {
            games.push(aWins ? { scoreA: 1, scoreB: 0 } : { scoreA: 0, scoreB: 1 });
            if (aWins) a += 1;
            else b += 1;
            if (a === winsNeeded(bestOf) || b === winsNeeded(bestOf)) break;
          }
          const result = seriesResult(games, bestOf, true);
          expect(result.winner).toBe(a > b ? 'A' : 'B');
          expect(games.length).toBeLessThanOrEqual(bestOf);
        },
      ),
    );
  });
});

describe('isSeriesScore', () => {
  it('takes a bare score as games won only when a series of that length can have it', () => {
    expect([isSeriesScore(1, 13, 7), isSeriesScore(3, 2, 1), isSeriesScore(3, 1, 1)]).toEqual([
      true,
      true,
      true,
    ]);
    // A war's stars or a map's rounds in a best of 3 are one game's score, not the series'.
    expect([isSeriesScore(3, 13, 7), isSeriesScore(3, 3, 0), isSeriesScore(5, 3, 2)]).toEqual([
      false,
      false,
      true,
    ]);
  });
});
