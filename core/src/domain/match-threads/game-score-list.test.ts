import { describe, expect, it } from 'vitest';
import { parseGameScoreList } from './game-score-list.ts';

const unreadable =
  'Enter each game as two whole numbers, first team first, separated by commas: e.g. 13-7, 9-13, 13-11';

describe('a series typed as a list of game scores', () => {
  it('reads each game, first team first, whatever the separators', () => {
    expect(parseGameScoreList(' 13-7, 9 – 13;13:11\n')).toEqual([
      { scoreA: 13, scoreB: 7 },
      { scoreA: 9, scoreB: 13 },
      { scoreA: 13, scoreB: 11 },
    ]);
  });

  it('refuses anything that is not a pair of whole numbers per game', () => {
    for (const typed of ['', ' , ', '13-7, we won', '2', '13-7-1', '1.5-0', '-1-3']) {
      expect(() => parseGameScoreList(typed), typed).toThrow(unreadable);
    }
  });
});
