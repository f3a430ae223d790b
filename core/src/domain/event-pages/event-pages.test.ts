import { describe, expect, it } from 'vitest';
import { eventTitle, prizePoolDisplay, roadmapStageSummary, roadmapSummary } from './event-text.ts';
import { playerStatsFromLines } from './player-stats.ts';
import { isPublished, istToday } from './publication.ts';

describe('event text', () => {
  it('names the event with its season, sums up the roadmap and writes prize pools in rupees', () => {
    expect(eventTitle('BGMI Masters Series', 3)).toBe('BGMI Masters Series Season 3');
    expect(roadmapSummary([{ format: 'Group Stage' }, { format: 'Single Elimination' }])).toBe(
      'Group Stage → Single Elimination',
    );
    expect(roadmapSummary([])).toBe('');
    expect(prizePoolDisplay('1000000')).toBe('₹10,00,000');
    expect(prizePoolDisplay('Trophies and merch')).toBe('Trophies and merch');
    expect(prizePoolDisplay(null)).toBe('');
  });

  it('sums up a roadmap phase with its groups or its lobbies and their matches', () => {
    const stage: Parameters<typeof roadmapStageSummary>[0] = {
      totalTeams: 16,
      format: 'Single Elimination',
      numberOfGroups: null,
      matchesPerLobby: null,
    };
    expect(roadmapStageSummary(stage)).toBe('16 teams · Single Elimination');
    expect(roadmapStageSummary({ ...stage, format: 'Group Stage', numberOfGroups: 4 })).toBe(
      '16 teams · Group Stage · 4 groups of 4',
    );
    expect(
      roadmapStageSummary({ totalTeams: 32, format: 'Battle Royale', numberOfGroups: 2, matchesPerLobby: 4 }),
    ).toBe('32 teams · Battle Royale · 2 lobbies of 16 · 4 matches each');
    expect(
      roadmapStageSummary({ totalTeams: 16, format: 'Battle Royale', numberOfGroups: 1, matchesPerLobby: 1 }),
    ).toBe('16 teams · Battle Royale · 1 lobby of 16 · 1 match each');
  });
});

describe('publication', () => {
  // 00:15 IST on 15 March while it is still 14 March in UTC.
  const now = new Date('2026-03-14T18:45:00Z');

  it('reads today in IST', () => {
    expect(istToday(now)).toBe('2026-03-15');
  });

  it('publishes a configured or completed tournament from its publish day on, never a draft', () => {
    expect(isPublished({ lifecycle: 'published', publishDate: '2026-03-15' }, now)).toBe(true);
    expect(isPublished({ lifecycle: 'completed', publishDate: '2025-01-01' }, now)).toBe(true);
    expect(isPublished({ lifecycle: 'published', publishDate: '2026-03-16' }, now)).toBe(false);
    expect(isPublished({ lifecycle: 'draft', publishDate: '2026-03-01' }, now)).toBe(false);
  });
});

describe('playerStatsFromLines', () => {
  it('adds offense and defense up and averages army and attack per match', () => {
    expect(
      playerStatsFromLines([
        { offense: 1200, defense: 800, army: 85, attack: 90, kills: 0, deaths: 0 },
        { offense: 1000, defense: 950, army: 80, attack: 87, kills: 0, deaths: 0 },
        { offense: 1100, defense: 700, army: 82, attack: 88, kills: 0, deaths: 0 },
      ]),
    ).toEqual({
      totalOffense: 3300,
      totalDefense: 2450,
      avgArmy: 82.3,
      avgAttack: 88.3,
      kills: 0,
      deaths: 0,
      kd: 0,
    });
    expect(playerStatsFromLines([])).toEqual({
      totalOffense: 0,
      totalDefense: 0,
      avgArmy: 0,
      avgAttack: 0,
      kills: 0,
      deaths: 0,
      kd: 0,
    });
  });

  it('adds a duel player kills and deaths up to a K/D', () => {
    const line = (kills: number, deaths: number) => ({
      offense: 0,
      defense: 0,
      army: 0,
      attack: 0,
      kills,
      deaths,
    });
    expect(playerStatsFromLines([line(20, 11), line(15, 14)])).toMatchObject({
      kills: 35,
      deaths: 25,
      kd: 1.4,
    });
  });
});
