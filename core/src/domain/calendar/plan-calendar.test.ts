import { describe, expect, it } from 'vitest';
import { planCalendar } from './plan-calendar.ts';

const round = (roundKey: string, roundName: string, startDate: string, endDate: string) => ({
  roundKey,
  roundName,
  startDate,
  endDate,
  startTime: '09:00',
  endTime: '18:00',
});

describe('planCalendar', () => {
  it('gives rounds 4 days, 2 free days between rounds and 5 between phases, from 09:00 to 18:00', () => {
    const calendar = planCalendar(
      [
        { name: 'Knockouts', format: 'Single Elimination', totalTeams: 8 },
        { name: 'Groups', format: 'Group Stage', totalTeams: 8, numberOfGroups: 2 },
      ],
      { startDate: '2025-01-27' },
    );
    expect(calendar).toEqual([
      {
        phaseName: 'Knockouts',
        rounds: [
          round('r-1', 'Quarter-finals', '2025-01-27', '2025-01-30'),
          round('r-2', 'Semi-finals', '2025-02-02', '2025-02-05'),
          round('r-3', 'Final', '2025-02-08', '2025-02-11'),
        ],
      },
      {
        phaseName: 'Groups',
        rounds: [
          round('md-1', 'Matchday 1', '2025-02-17', '2025-02-20'),
          round('md-2', 'Matchday 2', '2025-02-23', '2025-02-26'),
          round('md-3', 'Matchday 3', '2025-03-01', '2025-03-04'),
        ],
      },
    ]);
  });

  it('counts the leap day and crosses the year end', () => {
    const [leap] = planCalendar([{ name: 'Final', format: 'Single Elimination', totalTeams: 2 }], {
      startDate: '2024-02-27',
    });
    expect(leap!.rounds[0]).toMatchObject({ startDate: '2024-02-27', endDate: '2024-03-01' });
    const [swiss, final] = planCalendar(
      [
        { name: 'Swiss', format: 'Swiss', totalTeams: 4 },
        { name: 'Final', format: 'Double Elimination', totalTeams: 2 },
      ],
      { startDate: '2025-12-20' },
    );
    expect(swiss!.rounds.map((r) => [r.startDate, r.endDate])).toEqual([
      ['2025-12-20', '2025-12-23'],
      ['2025-12-26', '2025-12-29'],
    ]);
    expect(final!.rounds.map((r) => [r.roundName, r.startDate, r.endDate])).toEqual([
      ['Winners Round 1', '2026-01-04', '2026-01-07'],
      ['Grand Final', '2026-01-10', '2026-01-13'],
    ]);
  });

  it('plans nothing for no phases and refuses a phase the engines cannot play', () => {
    expect(planCalendar([], { startDate: '2025-01-01' })).toEqual([]);
    expect(() =>
      planCalendar([{ name: 'Solo', format: 'Single Elimination', totalTeams: 1 }], {
        startDate: '2025-01-01',
      }),
    ).toThrow('A bracket needs at least 2 teams');
  });
});
