import { describe, expect, it } from 'vitest';
import { seriesPlayerLines } from './series-lines.ts';

const line = (userId: string, figures: Partial<Record<'kills' | 'deaths' | 'army' | 'attack', number>>) => ({
  userId,
  kills: 0,
  deaths: 0,
  offense: 0,
  defense: 0,
  army: 0,
  attack: 0,
  ...figures,
});

describe('series player lines', () => {
  it('adds up counts over the games and averages the ratings over the games played', () => {
    const lines = seriesPlayerLines([
      { playerStats: [line('p1', { kills: 10, deaths: 3, army: 80 }), line('p2', { kills: 2 })] },
      { playerStats: [line('p1', { kills: 7, deaths: 5, army: 91 })] },
    ]);
    expect(lines).toEqual([line('p1', { kills: 17, deaths: 8, army: 86 }), line('p2', { kills: 2 })]);
  });

  it('refuses two lines for one player in one game', () => {
    expect(() => seriesPlayerLines([{ playerStats: [line('p1', {}), line('p1', {})] }])).toThrow(
      'A player has more than one stats line',
    );
  });
});
