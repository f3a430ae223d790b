import { describe, expect, it } from 'vitest';
import { calendarWithPrefill, planStartDate } from './calendar-prefill.ts';

const window = (startDate: string, endDate: string, endTime = '18:00') => ({
  startDate,
  endDate,
  startTime: '09:00',
  endTime,
});

describe('planStartDate', () => {
  it('is the publish date without registration windows', () => {
    expect(planStartDate('2025-03-01', [])).toBe('2025-03-01');
  });

  it('leaves the 2-day round gap after the last window closes, whatever their order', () => {
    const windows = [window('2025-03-12', '2025-03-15'), window('2025-03-02', '2025-03-05')];
    expect(planStartDate('2025-03-01', windows)).toBe('2025-03-18');
  });

  it('never comes before the publish date', () => {
    expect(planStartDate('2025-04-01', [window('2025-03-02', '2025-03-05')])).toBe('2025-04-01');
  });
});

describe('calendarWithPrefill', () => {
  const phases = [
    { name: 'Qualifiers', format: 'Single Elimination' as const, totalTeams: 8 },
    { name: 'Finals', format: 'Single Elimination' as const, totalTeams: 2 },
  ];
  const savedFinal = {
    roundKey: 'r-1',
    roundName: 'Grand Final',
    startDate: '2025-06-01',
    endDate: '2025-06-01',
    startTime: '19:00',
    endTime: '22:00',
  };

  it('plans every round of every phase when nothing is saved, with the default spacing', () => {
    const calendar = calendarWithPrefill(phases, [[], []], '2025-03-01');
    expect(calendar.map((phase) => phase.phaseName)).toEqual(['Qualifiers', 'Finals']);
    expect(calendar[0]?.rounds.map((round) => [round.roundName, round.startDate, round.endDate])).toEqual([
      ['Quarter-finals', '2025-03-01', '2025-03-04'],
      ['Semi-finals', '2025-03-07', '2025-03-10'],
      ['Final', '2025-03-13', '2025-03-16'],
    ]);
    expect(calendar[1]?.rounds[0]).toMatchObject({
      startDate: '2025-03-22',
      startTime: '09:00',
      endTime: '18:00',
    });
  });

  it('keeps saved rounds and plans only the phases that have none', () => {
    const calendar = calendarWithPrefill(phases, [[], [savedFinal]], '2025-03-01');
    expect(calendar[0]?.rounds).toHaveLength(3);
    expect(calendar[1]?.rounds).toEqual([savedFinal]);
  });

  it('is empty without a roadmap', () => {
    expect(calendarWithPrefill([], [], '2025-03-01')).toEqual([]);
  });
});
