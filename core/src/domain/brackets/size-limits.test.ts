import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCalendar } from '../calendar/plan-calendar.ts';
import { createDoubleElimination } from './double-elimination.ts';
import { createGroupStage } from './group-stage.ts';
import { roundPlan } from './round-plan.ts';
import { createSingleElimination } from './single-elimination.ts';

const teams = (count: number) => Array.from({ length: count }, (_, i) => `t${i + 1}`);

describe('documented size limits of the engines and the calendar planner', () => {
  it('plans and creates a 4,096-team bracket but refuses 4,097 teams with a message', () => {
    expect(roundPlan('single-elimination', 4096)).toHaveLength(12);
    expect(() => roundPlan('double-elimination', 4097)).toThrow('A bracket can hold at most 4,096 teams');
    expect(() => createSingleElimination(teams(4097))).toThrow('A bracket can hold at most 4,096 teams');
    expect(() => createDoubleElimination(teams(4097))).toThrow('A bracket can hold at most 4,096 teams');
  });

  it('splits 4,096 teams into 256 groups but refuses 257 groups, and the 524,288 groups of the probe', () => {
    expect(roundPlan('group-stage', 4096, { groups: 256 })).toHaveLength(15);
    expect(() => roundPlan('group-stage', 4096, { groups: 257 })).toThrow(
      'A group stage can have at most 256 groups',
    );
    expect(() => createGroupStage(teams(1024), { groups: 524_288 })).toThrow(
      'A group stage can have at most 256 groups',
    );
  });

  it('plans every size from 2 to 4,096 teams and refuses every size above, whatever the format', () => {
    const kinds = ['single-elimination', 'double-elimination', 'swiss'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: 2, max: 4096 }), (kind, count) => {
        expect(roundPlan(kind, count).length).toBeGreaterThan(0);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: 4097, max: 2 ** 31 }), (kind, count) => {
        expect(() => roundPlan(kind, count)).toThrow('A bracket can hold at most 4,096 teams');
      }),
    );
  });

  it('refuses to plan a calendar for a phase beyond the limits instead of overflowing', () => {
    const phase = {
      name: 'Groups',
      format: 'Group Stage' as const,
      totalTeams: 4096,
      numberOfGroups: 524_288,
    };
    expect(() => planCalendar([phase], { startDate: '2026-12-01' })).toThrow(
      'A group stage can have at most 256 groups',
    );
    const huge = { name: 'Open', format: 'Single Elimination' as const, totalTeams: 2 ** 31 };
    expect(() => planCalendar([huge], { startDate: '2026-12-01' })).toThrow(
      'A bracket can hold at most 4,096 teams',
    );
  });
});
