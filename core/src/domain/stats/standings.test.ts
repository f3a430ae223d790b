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
      {
        rank: 1,
        name: 'Blaze',
        team: 'Alpha',
        kills: 52,
        deaths: 13,
        kd: 4,
        offense: 0,
        defense: 0,
        army: 0,
        attack: 0,
      },
      {
        rank: 2,
        name: 'Ghost',
        team: 'Bravo',
        kills: 40,
        deaths: 0,
        kd: 40,
        offense: 0,
        defense: 0,
        army: 0,
        attack: 0,
      },
      {
        rank: 3,
        name: 'Viper',
        team: 'Alpha',
        kills: 40,
        deaths: 20,
        kd: 2,
        offense: 0,
        defense: 0,
        army: 0,
        attack: 0,
      },
    ]);
  });

  it('ranks a war by offense, then defense, with army and attack averaged over the lines', () => {
    const rows = rankPlayers(
      [
        {
          name: 'Chief A',
          team: 'Clan',
          kills: 0,
          deaths: 0,
          offense: 9,
          defense: 2,
          army: 150,
          attack: 270,
          lines: 3,
        },
        {
          name: 'Chief B',
          team: 'Clan',
          kills: 0,
          deaths: 0,
          offense: 9,
          defense: 5,
          army: 80,
          attack: 90,
          lines: 1,
        },
        {
          name: 'Chief C',
          team: 'Rivals',
          kills: 0,
          deaths: 0,
          offense: 12,
          defense: 0,
          army: 0,
          attack: 0,
          lines: 2,
        },
      ],
      'war',
    );
    expect(rows.map((row) => [row.rank, row.name, row.offense, row.defense, row.army, row.attack])).toEqual([
      [1, 'Chief C', 12, 0, 0, 0],
      [2, 'Chief B', 9, 5, 80, 90],
      [3, 'Chief A', 9, 2, 50, 90],
    ]);
  });
});
