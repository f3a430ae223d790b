import { describe, expect, it } from 'vitest';
import { killDeathRatio, rankPlayers, rankTeams, winRate } from './standings.ts';

describe('winRate', () => {
  // The share of games won as a percentage with one decimal; 0 before a team has played.
  it.each([
    [3, 1, 75],
    [1, 2, 33.3],
    [2, 1, 66.7],
    [1, 7, 12.5],
    [5, 0, 100],
    [0, 4, 0],
    [0, 0, 0],
  ])('is %d won, %d lost -> %s', (won, lost, rate) => {
    expect(winRate(won, lost)).toBe(rate);
  });
});

describe('killDeathRatio', () => {
  // Kills per death with two decimals; with no deaths every kill counts.
  it.each([
    [45, 12, 3.75],
    [10, 3, 3.33],
    [20, 3, 6.67],
    [0, 5, 0],
    [17, 0, 17],
    [0, 0, 0],
  ])('is %d kills, %d deaths -> %s', (kills, deaths, ratio) => {
    expect(killDeathRatio(kills, deaths)).toBe(ratio);
  });
});

describe('rankTeams', () => {
  it('ranks by wins, then win rate, then name', () => {
    const rows = rankTeams([
      { name: 'Bravo', logo: '/b.png', wins: 5, losses: 3 },
      { name: 'Alpha', logo: '/a.png', wins: 5, losses: 1 },
      { name: 'Delta', logo: '/d.png', wins: 7, losses: 5 },
      { name: 'Charlie', logo: '/c.png', wins: 5, losses: 1 },
    ]);
    expect(rows).toEqual([
      { rank: 1, name: 'Delta', logo: '/d.png', wins: 7, losses: 5, winRate: 58.3 },
      { rank: 2, name: 'Alpha', logo: '/a.png', wins: 5, losses: 1, winRate: 83.3 },
      { rank: 3, name: 'Charlie', logo: '/c.png', wins: 5, losses: 1, winRate: 83.3 },
      { rank: 4, name: 'Bravo', logo: '/b.png', wins: 5, losses: 3, winRate: 62.5 },
    ]);
  });
});

describe('rankPlayers', () => {
  it('ranks by kills, then K/D, and leaves extra fields out of the rows', () => {
    const extra = { id: 'p-9', country: 'IN' };
    const rows = rankPlayers([
      { name: 'Viper', team: 'Alpha', kills: 40, deaths: 20 },
      { name: 'Ghost', team: 'Bravo', kills: 40, deaths: 0, ...extra },
      { name: 'Blaze', team: 'Alpha', kills: 52, deaths: 13 },
    ]);
    expect(rows).toEqual([
      { rank: 1, name: 'Blaze', team: 'Alpha', kills: 52, deaths: 13, kd: 4 },
      { rank: 2, name: 'Ghost', team: 'Bravo', kills: 40, deaths: 0, kd: 40 },
      { rank: 3, name: 'Viper', team: 'Alpha', kills: 40, deaths: 20, kd: 2 },
    ]);
  });
});
