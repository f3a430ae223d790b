import { describe, expect, it } from 'vitest';
import { gameSchema } from '../../contracts/games.ts';
import { formatLabel, formatOptions, isFormatValidForGame } from './format-options.ts';
import { GAME_FILTER_OPTIONS, gameIdsForFilters, matchesGameFilter } from './game-filters.ts';
import { GAMES, gameName, isGameId } from './games.ts';

describe('games', () => {
  it('lists the six games with their names', () => {
    expect(GAMES).toEqual([
      { id: 'coc', name: 'Clash of Clans' },
      { id: 'bgmi', name: 'BGMI' },
      { id: 'valorant', name: 'Valorant' },
      { id: 'freefire', name: 'Free Fire' },
      { id: 'pubg', name: 'PUBG Mobile' },
      { id: 'codm', name: 'Call of Duty Mobile' },
    ]);
    for (const game of GAMES) expect(gameSchema.parse(game)).toEqual(game);
    expect(gameName('codm')).toBe('Call of Duty Mobile');
    expect([isGameId('pubg'), isGameId('chess'), isGameId(undefined)]).toEqual([true, false, false]);
  });
});

describe('format options', () => {
  it('offers Clash of Clans 1v1 to 50v50', () => {
    const options = formatOptions('coc');
    expect(options).toHaveLength(50);
    expect(options[0]).toEqual({ value: 1, label: '1v1' });
    expect(options[49]).toEqual({ value: 50, label: '50v50' });
    expect(formatLabel('coc', 15)).toBe('15v15');
  });

  it('offers Solo, Duo, Trio and Squad for every other game, and 5v5 for Valorant and CODM', () => {
    for (const id of ['valorant', 'codm'] as const) {
      expect(formatOptions(id).map((option) => option.label)).toEqual([
        'Solo',
        'Duo',
        'Trio',
        'Squad',
        '5v5',
      ]);
      expect(formatLabel(id, 5)).toBe('5v5');
      expect(isFormatValidForGame(id, 5)).toBe(true);
    }
    for (const id of ['bgmi', 'freefire', 'pubg'] as const) {
      expect(isFormatValidForGame(id, 5)).toBe(false);
      expect(formatOptions(id)).toEqual([
        { value: 1, label: 'Solo' },
        { value: 2, label: 'Duo' },
        { value: 3, label: 'Trio' },
        { value: 4, label: 'Squad' },
      ]);
    }
  });

  it('tells whether a format fits a game', () => {
    expect(isFormatValidForGame('coc', 50)).toBe(true);
    expect(isFormatValidForGame('coc', 51)).toBe(false);
    expect(isFormatValidForGame('coc', 0)).toBe(false);
    expect(isFormatValidForGame('bgmi', 4)).toBe(true);
    expect(isFormatValidForGame('bgmi', 5)).toBe(false);
    expect(isFormatValidForGame('pubg', 2.5)).toBe(false);
  });
});

describe('events page game filter', () => {
  it('offers the spec labels in order, Chess standing for no game', () => {
    expect(GAME_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'BGMI',
      'Valorant',
      'Chess',
      'Clash of Clans',
      'PUBG Mobile',
      'Free Fire MAX',
      'COD Mobile',
    ]);
    expect(gameIdsForFilters(['freefire', 'codm', 'chess'])).toEqual(['freefire', 'codm']);
    expect(gameIdsForFilters(['chess'])).toEqual([]);
  });

  it('shows every event with no selection and only matching ones otherwise', () => {
    expect(matchesGameFilter('coc', [])).toBe(true);
    expect(matchesGameFilter('coc', ['coc', 'bgmi'])).toBe(true);
    expect(matchesGameFilter('coc', ['bgmi'])).toBe(false);
    expect(matchesGameFilter('coc', ['chess'])).toBe(false);
  });
});
