import { describe, expect, it } from 'vitest';
import { eventStatus } from './event-status.ts';

const calendar = [
  {
    phaseName: 'Groups',
    rounds: [
      {
        roundName: 'Matchday 1',
        startDate: '2025-03-01',
        endDate: '2025-03-04',
        startTime: '09:00',
        endTime: '18:00',
      },
    ],
  },
  {
    phaseName: 'Final',
    rounds: [
      {
        roundName: 'Final',
        startDate: '2025-03-10',
        endDate: '2025-03-13',
        startTime: '09:00',
        endTime: '18:00',
      },
    ],
  },
];

describe('eventStatus', () => {
  it('is upcoming before the first round, ongoing through the last, then past', () => {
    expect(eventStatus(calendar, new Date('2025-03-01T03:29:59Z'))).toBe('upcoming');
    expect(eventStatus(calendar, new Date('2025-03-01T03:30:00Z'))).toBe('ongoing');
    expect(eventStatus(calendar, new Date('2025-03-07T00:00:00Z'))).toBe('ongoing');
    expect(eventStatus(calendar, new Date('2025-03-13T12:29:59Z'))).toBe('ongoing');
    expect(eventStatus(calendar, new Date('2025-03-13T12:30:00Z'))).toBe('past');
  });

  it('is upcoming while nothing is scheduled', () => {
    expect(eventStatus([], new Date('2030-01-01T00:00:00Z'))).toBe('upcoming');
  });
});
