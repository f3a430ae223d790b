import { describe, expect, it } from 'vitest';
import { createTeamPayloadSchema, galaxiaTeamSchema, teamMemberRoleSchema, teamSchema } from './teams.ts';
import { issuePaths } from './test-support.ts';

const team = {
  id: 'alpha',
  name: 'Team Alpha',
  logo: '/logos/alpha.png',
  description: 'Clan war veterans.',
  playerCount: 2,
  region: 'India',
  founded: 2019,
  players: [
    {
      id: 'p-1',
      name: 'Ace',
      image: '/players/ace.png',
      nationality: 'India',
      role: 'Leader',
      stats: {
        totalOffense: 1200,
        totalDefense: 800,
        avgArmy: 85,
        avgAttack: 90,
        kills: 0,
        deaths: 0,
        kd: 0,
      },
    },
  ],
  matchHistory: [
    {
      id: 'qf-1',
      opponent: 'Team Beta',
      status: 'completed',
      result: 'win',
      scheduledTime: '2025-03-15T18:00:00+05:30',
      round: 'Quarter Finals',
    },
    {
      id: 'sf-1',
      opponent: 'Team Gamma',
      status: 'pending',
      result: null,
      scheduledTime: null,
      round: 'Semi Finals',
    },
  ],
};

describe('teamSchema', () => {
  it('accepts a team with roster and match history', () => {
    expect(teamSchema.parse(team)).toEqual(team);
  });

  it('refuses bad player stats and history entries by path', () => {
    const bad = {
      ...team,
      founded: 'long ago',
      players: [{ ...team.players[0], stats: { ...team.players[0]!.stats, avgArmy: -1 } }],
      matchHistory: [{ ...team.matchHistory[0], result: 'victory' }],
    };
    expect(issuePaths(teamSchema.safeParse(bad))).toEqual([
      'founded',
      'players.0.stats.avgArmy',
      'matchHistory.0.result',
    ]);
  });
});

describe('organiser-area teams', () => {
  it('accepts a Galaxia team of a known game and the two member roles', () => {
    const galaxia = { id: 'g-1', name: 'Night Owls', gameId: 'coc', logo: '/owls.png', playerCount: 7 };
    expect(galaxiaTeamSchema.parse(galaxia)).toEqual(galaxia);
    expect(issuePaths(galaxiaTeamSchema.safeParse({ ...galaxia, gameId: 'chess' }))).toEqual(['gameId']);
    expect(teamMemberRoleSchema.options).toEqual(['Captain', 'Member']);
  });

  it('trims the new team name and requires it with a readable message', () => {
    expect(createTeamPayloadSchema.parse({ name: '  Night Owls ', gameId: 'valorant' })).toEqual({
      name: 'Night Owls',
      gameId: 'valorant',
      region: null,
      description: null,
    });
    const blank = createTeamPayloadSchema.safeParse({ name: '  ', gameId: 'valorant' });
    expect(blank.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Team name is required' });
    const long = createTeamPayloadSchema.safeParse({ name: 'x'.repeat(41), gameId: 'valorant' });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'Team name must be at most 40 characters',
    });
  });
});
