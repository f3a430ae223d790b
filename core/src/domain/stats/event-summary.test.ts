import { describe, expect, it } from 'vitest';
import { summariseEvent } from './event-summary.ts';

const completed = (scheduledTime: string | null, completedTime: string | null) => ({
  status: 'completed' as const,
  scheduledTime,
  completedTime,
});

describe('summariseEvent', () => {
  it('counts matches and kills, averages completed match length in minutes and reads the prize pool', () => {
    expect(
      summariseEvent({
        matches: [
          completed('2025-03-10T12:00:00.000Z', '2025-03-10T12:40:00.000Z'),
          completed('2025-03-10T14:00:00.000Z', '2025-03-10T14:55:00.000Z'),
          { status: 'scheduled', scheduledTime: '2025-03-11T12:00:00.000Z', completedTime: null },
          { status: 'upcoming', scheduledTime: null, completedTime: null },
        ],
        playerKills: [12, 30, 0, 8],
        participatingTeams: 16,
        prizePool: '₹10,00,000',
      }),
    ).toEqual({
      kind: 'duel',
      totalMatches: 4,
      completedMatches: 2,
      totalKills: 50,
      totalStars: 0,
      averageDestruction: null,
      averageMatchDuration: 48, // (40 + 55) / 2 = 47.5
      participatingTeams: 16,
      totalPrizePool: 1000000,
    });
  });

  it('leaves matches without a usable duration out of the average, and an unreadable prize pool counts 0', () => {
    expect(
      summariseEvent({
        matches: [
          completed(null, '2025-03-10T12:40:00.000Z'),
          completed('2025-03-10T13:00:00.000Z', '2025-03-10T12:00:00.000Z'),
          completed('2025-03-10T12:00:00.000Z', '2025-03-10T12:30:00.000Z'),
        ],
        playerKills: [],
        participatingTeams: 0,
        prizePool: 'To be announced',
      }),
    ).toMatchObject({ completedMatches: 3, averageMatchDuration: 30, totalKills: 0, totalPrizePool: 0 });
  });

  it('is all zeros for an event with no matches', () => {
    expect(summariseEvent({ matches: [], playerKills: [], participatingTeams: 0, prizePool: '0' })).toEqual({
      kind: 'duel',
      totalMatches: 0,
      completedMatches: 0,
      totalKills: 0,
      totalStars: 0,
      averageDestruction: null,
      averageMatchDuration: 0,
      participatingTeams: 0,
      totalPrizePool: 0,
    });
  });

  it('counts the stars of every completed war in a Clash of Clans event', () => {
    expect(
      summariseEvent({
        kind: 'war',
        matches: [
          { ...completed(null, null), scoreA: 27, scoreB: 24 },
          { ...completed(null, null), scoreA: 30, scoreB: 18 },
          { status: 'scheduled', scheduledTime: null, completedTime: null, scoreA: 5, scoreB: 0 },
        ],
        playerKills: [],
        participatingTeams: 4,
        prizePool: '0',
      }),
    ).toMatchObject({ kind: 'war', totalStars: 99, totalKills: 0, completedMatches: 2 });
  });

  it('averages the destruction of every war side that recorded one; none for other games', () => {
    const input = {
      matches: [],
      destructions: [100, 80.5, 66.67],
      playerKills: [],
      participatingTeams: 2,
      prizePool: '0',
    };
    expect(summariseEvent({ ...input, kind: 'war' }).averageDestruction).toBe(82.39);
    expect(summariseEvent({ ...input, kind: 'war', destructions: [] }).averageDestruction).toBeNull();
    expect(summariseEvent({ ...input, kind: 'duel' }).averageDestruction).toBeNull();
  });
});
