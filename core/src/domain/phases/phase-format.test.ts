import { describe, expect, it } from 'vitest';
import { roundPlan } from '../brackets/round-plan.ts';
import { bracketKindFor, PHASE_FORMATS } from './phase-format.ts';

describe('bracketKindFor', () => {
  it('maps every phase format to the engine that plays it', () => {
    expect(PHASE_FORMATS.map(bracketKindFor)).toEqual([
      'single-elimination',
      'double-elimination',
      'group-stage',
      'swiss',
    ]);
    for (const format of PHASE_FORMATS)
      expect(roundPlan(bracketKindFor(format), 8, { groups: 2 }).length).toBeGreaterThan(0);
  });
});
