import { describe, expect, it } from 'vitest';
import { killDeathRatio, rankPlayers, rankTeams, winRate } from './standings.ts';

describe('winRate', () => {
  it('is the share of games won as a percentage with one decimal', () => {
    expect(winRate(3, 1)).toBe(75);
    expect(winRate(1, 2)).toBe(33.3);
    expect(winRate(2, 1)).toBe(66.7);
    expect(winRate(1, 7)).toBe(12.5);
    expect(winRate(5, 0)).toBe(100);
    expect(winRate(0, 4)).toBe(0);
  });

  it('is 0 before a team has played', () => {
    expect(winRate(0, 0)).toBe(0);
  });
});

describe('killDeathRatio', () => {
  it('is kills per death with two decimals', () => {
    expect(killDeathRatio(45, 12)).toBe(3.75);
    expect(killDeathRatio(10, 3)).toBe(3.33);
    expect(killDeathRatio(20, 3)).toBe(6.67);
    expect(killDeathRatio(0, 5)).toBe(0);
  });

  it('counts every kill when there are no deaths', () => {
    expect(killDeathRatio(17, 0)).toBe(17);
    expect(killDeathRatio(0, 0)).toBe(0);
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
