import { describe, expect, it } from 'vitest';
import { teamAggregates } from './team-aggregates.ts';

const player = (totalOffense: number, totalDefense: number, avgArmy: number, avgAttack: number) => ({
  stats: { totalOffense, totalDefense, avgArmy, avgAttack, kills: 0, deaths: 0, kd: 0 },
  withFigures: true,
});
const benched = { ...player(0, 0, 0, 0), withFigures: false };

describe('teamAggregates', () => {
  it('sums offense and defense and rounds the averages of army and attack', () => {
    expect(
      teamAggregates([player(1200, 800, 85, 90), player(1000, 950, 80, 87), player(1100, 700, 82, 88)]),
    ).toEqual({
      totalOffense: 3300,
      totalDefense: 2450,
      avgArmy: 82, // 82.33
      avgAttack: 88, // 88.33
      kills: 0,
      deaths: 0,
      kd: 0,
    });
  });

  it('rounds a half up', () => {
    expect(teamAggregates([player(0, 0, 80, 90), player(0, 0, 81, 91)])).toMatchObject({
      avgArmy: 81,
      avgAttack: 91,
    });
  });

  it('averages army and attack over the players with figures: a player who never played is not a 0', () => {
    expect(teamAggregates([player(100, 50, 80, 90), player(200, 70, 84, 94), benched])).toEqual({
      totalOffense: 300,
      totalDefense: 120,
      avgArmy: 82,
      avgAttack: 92,
      kills: 0,
      deaths: 0,
      kd: 0,
    });
    expect(teamAggregates([benched, benched])).toMatchObject({ avgArmy: 0, avgAttack: 0 });
  });

  it('is all zeros for a team without players', () => {
    expect(teamAggregates([])).toEqual({
      totalOffense: 0,
      totalDefense: 0,
      avgArmy: 0,
      avgAttack: 0,
      kills: 0,
      deaths: 0,
      kd: 0,
    });
  });

  it('sums a duel team kills and deaths into its K/D', () => {
    const duelist = (kills: number, deaths: number) => ({
      stats: { totalOffense: 0, totalDefense: 0, avgArmy: 0, avgAttack: 0, kills, deaths, kd: 0 },
      withFigures: true,
    });
    expect(teamAggregates([duelist(30, 10), duelist(10, 10)])).toMatchObject({
      kills: 40,
      deaths: 20,
      kd: 2,
    });
  });
});
