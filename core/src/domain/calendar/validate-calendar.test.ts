import { describe, expect, it } from 'vitest';
import { calendarRoundSchema } from '../../contracts/calendar.ts';
import { calendarBounds, roundTimeWindow, validateCalendar, validateRound } from './validate-calendar.ts';

const round = (overrides: Partial<Parameters<typeof validateRound>[0]> = {}) => ({
  roundName: 'Round 1',
  startDate: '2025-03-01',
  endDate: '2025-03-04',
  startTime: '09:00',
  endTime: '18:00',
  ...overrides,
});

describe('validateRound', () => {
  it('accepts a round, even one starting and ending at the same moment', () => {
    expect(validateRound(round())).toEqual([]);
    expect(validateRound(round({ endDate: '2025-03-01', endTime: '09:00' }))).toEqual([]);
  });

  it('refuses a round that ends before it starts', () => {
    expect(validateRound(round({ endDate: '2025-03-01', endTime: '08:59' }))).toEqual([
      'A round cannot end before it starts',
    ]);
    expect(validateRound(round({ endDate: '2025-02-28' }))).toEqual(['A round cannot end before it starts']);
  });

  it('refuses bad dates, bad times and a missing name', () => {
    expect(validateRound(round({ roundName: ' ', startDate: '2025-02-30', endTime: '24:00' }))).toEqual([
      'Round name is required',
      'Dates must be real dates written YYYY-MM-DD',
      'Times must be HH:MM with hour 0-23 and minute 0-59',
    ]);
    expect(validateRound(round({ startTime: '12:60' }))).toEqual([
      'Times must be HH:MM with hour 0-23 and minute 0-59',
    ]);
  });

  it('places each problem in its phase and round', () => {
    const calendar = [
      { phaseName: 'A', rounds: [round()] },
      { phaseName: 'B', rounds: [round(), round({ endTime: '7:00' })] },
    ];
    expect(validateCalendar(calendar)).toEqual([
      {
        phaseIndex: 1,
        roundIndex: 1,
        code: 'CALENDAR_INVALID_TIME',
        message: 'Times must be HH:MM with hour 0-23 and minute 0-59',
      },
    ]);
  });

  it('is what the round contract enforces', () => {
    const result = calendarRoundSchema.safeParse(round({ endDate: '2025-02-28' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['endDate', 'A round cannot end before it starts'],
    ]);
    expect(calendarRoundSchema.safeParse(round({ startTime: '24:00' })).error?.issues[0]?.message).toBe(
      'Times must be HH:MM with hour 0-23 and minute 0-59',
    );
    expect(calendarRoundSchema.parse(round({ roundName: '  Final ' })).roundName).toBe('Final');
  });
});

describe('calendarBounds', () => {
  it('takes the earliest start and the latest end, whatever the order', () => {
    const calendar = [
      {
        phaseName: 'A',
        rounds: [round({ startDate: '2025-03-02', endDate: '2025-03-20', endTime: '17:00' })],
      },
      {
        phaseName: 'B',
        rounds: [round({ startTime: '10:00' }), round({ endDate: '2025-03-20', endTime: '20:00' })],
      },
    ];
    expect(calendarBounds(calendar)).toEqual({
      startDate: '2025-03-01',
      startTime: '09:00',
      endDate: '2025-03-20',
      endTime: '20:00',
    });
  });

  it('is null with nothing scheduled', () => {
    expect(calendarBounds([])).toBeNull();
    expect(calendarBounds([{ phaseName: 'A', rounds: [] }])).toBeNull();
  });
});

describe('roundTimeWindow', () => {
  it('turns a round into ISO instants at the event offset', () => {
    expect(roundTimeWindow(round())).toEqual({
      start: '2025-03-01T03:30:00.000Z',
      end: '2025-03-04T12:30:00.000Z',
    });
    expect(roundTimeWindow(round(), { utcOffsetMinutes: 0 }).start).toBe('2025-03-01T09:00:00.000Z');
  });
});
