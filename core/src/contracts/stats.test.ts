import { describe, expect, it } from 'vitest';
import { statisticsSchema } from './stats.ts';

const statistics = {
  kind: 'duel',
  totalMatches: 64,
  completedMatches: 48,
  totalKills: 1520,
  totalStars: 0,
  averageDestruction: null,
  averageMatchDuration: 35,
  participatingTeams: 32,
  totalPrizePool: 1000000,
  teams: [{ rank: 1, name: 'Team Alpha', logo: '/alpha.png', wins: 12, losses: 2, winRate: 85.7 }],
  players: [
    {
      rank: 1,
      name: 'Ace',
      team: 'Team Alpha',
      kills: 120,
      deaths: 32,
      kd: 3.75,
      offense: 0,
      defense: 0,
      army: 0,
      attack: 0,
    },
  ],
};

describe('statisticsSchema', () => {
  it('accepts summary figures with team and player rows', () => {
    expect(statisticsSchema.parse(statistics)).toEqual(statistics);
  });

  it('refuses bad figures and rows by path', () => {
    const bad = {
      ...statistics,
      completedMatches: -1,
      teams: [{ ...statistics.teams[0], winRate: 101 }],
      players: [{ ...statistics.players[0], rank: 0 }],
    };
    expect(statisticsSchema.safeParse(bad).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'completedMatches',
      'teams.0.winRate',
      'players.0.rank',
    ]);
  });
});
