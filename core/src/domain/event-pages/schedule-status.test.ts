import { describe, expect, it } from 'vitest';
import {
  eventSchedule,
  phaseScheduleStatus,
  roundScheduleStatus,
  scheduledDates,
  spanStatus,
} from './schedule-status.ts';

const span = (startDate: string, endDate: string, startTime = '09:00', endTime = '18:00') => ({
  startDate,
  endDate,
  startTime,
  endTime,
});
// 09:00 IST on 10 March is 03:30 UTC.
const at = (iso: string) => new Date(iso);

describe('spanStatus', () => {
  const rounds = [span('2026-03-10', '2026-03-12'), span('2026-03-15', '2026-03-16')];

  it('is upcoming before the first start, active until the last end, then completed (IST)', () => {
    expect(spanStatus(rounds, at('2026-03-10T03:29:59Z'))).toBe('upcoming');
    expect(spanStatus(rounds, at('2026-03-10T03:30:00Z'))).toBe('active');
    expect(spanStatus(rounds, at('2026-03-13T12:00:00Z'))).toBe('active');
    expect(spanStatus(rounds, at('2026-03-16T12:29:59Z'))).toBe('active');
    expect(spanStatus(rounds, at('2026-03-16T12:30:00Z'))).toBe('completed');
  });

  it('is null when nothing is dated', () => {
    expect(spanStatus([], at('2026-03-10T00:00:00Z'))).toBeNull();
    expect(spanStatus([span('soon', '2026-03-12')], at('2026-03-10T00:00:00Z'))).toBeNull();
  });
});

describe('phaseScheduleStatus', () => {
  it('is active only once the phase really started, whatever the calendar says', () => {
    expect(phaseScheduleStatus('completed')).toBe('completed');
    expect(phaseScheduleStatus('active')).toBe('active');
    expect(phaseScheduleStatus('not_started')).toBe('upcoming');
  });
});

describe('eventSchedule', () => {
  it('starts with registration and lists every dated phase on its first day', () => {
    const schedule = eventSchedule(
      [
        span('2026-02-10', '2026-02-20', '10:00', '23:59'),
        span('2026-02-01', '2026-02-05', '10:00', '23:59'),
      ],
      [
        {
          name: 'Groups',
          status: 'completed',
          rounds: [span('2026-03-02', '2026-03-05'), span('2026-03-01', '2026-03-01')],
        },
        { name: 'Playoffs', status: 'not_started', rounds: [span('2026-03-10', '2026-03-12')] },
        { name: 'Showmatch', status: 'not_started', rounds: [] },
      ],
      at('2026-03-06T00:00:00Z'),
    );
    expect(schedule).toEqual([
      { phase: 'Registration', date: '2026-02-01', status: 'completed' },
      { phase: 'Groups', date: '2026-03-01', status: 'completed' },
      { phase: 'Playoffs', date: '2026-03-10', status: 'upcoming' },
    ]);
  });

  it('keeps a phase upcoming on and after its calendar dates until it is started', () => {
    const playoffs = {
      name: 'Playoffs',
      status: 'not_started' as const,
      rounds: [span('2026-03-10', '2026-03-12')],
    };
    expect(eventSchedule([], [playoffs], at('2026-03-11T06:00:00Z'))).toEqual([
      { phase: 'Playoffs', date: '2026-03-10', status: 'upcoming' },
    ]);
    expect(eventSchedule([], [{ ...playoffs, status: 'active' }], at('2026-03-11T06:00:00Z'))).toEqual([
      { phase: 'Playoffs', date: '2026-03-10', status: 'active' },
    ]);
  });

  it('leaves registration out when there is no window', () => {
    expect(eventSchedule([], [], new Date())).toEqual([]);
  });
});

describe('scheduledDates', () => {
  it('gives every day a round runs on, ascending and once each', () => {
    expect(
      scheduledDates([
        span('2026-02-27', '2026-03-02'),
        span('2026-03-01', '2026-03-01'),
        span('2026-01-05', '2026-01-05'),
      ]),
    ).toEqual(['2026-01-05', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('highlights at most a year of one mistyped round', () => {
    expect(scheduledDates([span('2026-01-01', '2099-12-31')])).toHaveLength(366);
  });
});

describe('roundScheduleStatus', () => {
  const final = span('2026-03-10', '2026-03-20');

  it('is completed for every round of a completed phase, even one whose dates still run', () => {
    expect(roundScheduleStatus('completed', final, at('2026-03-12T12:00:00Z'))).toBe('completed');
    expect(roundScheduleStatus('completed', final, at('2026-03-01T12:00:00Z'))).toBe('completed');
  });

  it('is upcoming for every round of a phase not started, even one whose dates have passed', () => {
    expect(roundScheduleStatus('not_started', final, at('2026-03-25T12:00:00Z'))).toBe('upcoming');
  });

  it('follows the dates in a phase being played, and stays active past its end until the phase completes', () => {
    expect(roundScheduleStatus('active', final, at('2026-03-01T12:00:00Z'))).toBe('upcoming');
    expect(roundScheduleStatus('active', final, at('2026-03-12T12:00:00Z'))).toBe('active');
    expect(roundScheduleStatus('active', final, at('2026-03-25T12:00:00Z'))).toBe('active');
  });
});
