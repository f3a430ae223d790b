import { describe, expect, it } from 'vitest';
import type { VetoAction } from '../../contracts/veto.ts';
import { mapStatistics } from './map-statistics.ts';

const act = (action: VetoAction['action'], map: string, team: 'A' | 'B' | null = 'A'): VetoAction => ({
  step: 0,
  action,
  team,
  map,
  side: action === 'side' ? 'attack' : null,
  random: false,
});

describe('map statistics', () => {
  it('counts picks, bans and deciders, and each team’s games and wins per map in game order', () => {
    const stats = mapStatistics('valorant', [
      {
        actions: [
          act('ban', 'bind'),
          act('pick', 'lotus'),
          act('side', 'lotus', 'B'),
          act('pick', 'haven', 'B'),
          act('decider', 'ascent', null),
        ],
        teamA: { id: 'a', name: 'Nova' },
        teamB: { id: 'b', name: 'Orbit' },
        games: [
          { scoreA: 13, scoreB: 9 },
          { scoreA: 7, scoreB: 13 },
          { scoreA: 13, scoreB: 11 },
        ],
      },
    ]);
    expect(stats.table).toEqual([
      { map: 'haven', name: 'Haven', picks: 1, bans: 0, deciders: 0, played: 1 },
      { map: 'lotus', name: 'Lotus', picks: 1, bans: 0, deciders: 0, played: 1 },
      { map: 'ascent', name: 'Ascent', picks: 0, bans: 0, deciders: 1, played: 1 },
      { map: 'bind', name: 'Bind', picks: 0, bans: 1, deciders: 0, played: 0 },
    ]);
    expect(stats.teams.filter((row) => row.teamId === 'a')).toEqual([
      { teamId: 'a', teamName: 'Nova', map: 'ascent', name: 'Ascent', played: 1, won: 1 },
      { teamId: 'a', teamName: 'Nova', map: 'haven', name: 'Haven', played: 1, won: 0 },
      { teamId: 'a', teamName: 'Nova', map: 'lotus', name: 'Lotus', played: 1, won: 1 },
    ]);
  });
});
