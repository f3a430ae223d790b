import { describe, expect, it } from 'vitest';
import { roundPlan } from './round-plan.ts';

const names = (plan: ReturnType<typeof roundPlan>) => plan.map((r) => r.name);

describe('roundPlan', () => {
  it('names the last three single-elimination rounds and numbers the earlier ones', () => {
    expect(roundPlan('single-elimination', 20)).toEqual([
      { key: 'r-1', name: 'Round 1' },
      { key: 'r-2', name: 'Round 2' },
      { key: 'r-3', name: 'Quarter-finals' },
      { key: 'r-4', name: 'Semi-finals' },
      { key: 'r-5', name: 'Final' },
    ]);
    expect(names(roundPlan('single-elimination', 2))).toEqual(['Final']);
  });

  it('plays the third-place match inside the final round', () => {
    expect(roundPlan('single-elimination', 8, { thirdPlace: true })).toEqual(
      roundPlan('single-elimination', 8),
    );
  });

  it('interleaves winners and losers rounds in play order, then the grand final', () => {
    expect(roundPlan('double-elimination', 8, { grandFinalReset: true }).map((r) => r.key)).toEqual([
      'wb-1',
      'wb-2',
      'lb-1',
      'lb-2',
      'wb-3',
      'lb-3',
      'lb-4',
      'gf',
      'gf-reset',
    ]);
    expect(names(roundPlan('double-elimination', 4))).toEqual([
      'Winners Round 1',
      'Winners Final',
      'Losers Round 1',
      'Losers Final',
      'Grand Final',
    ]);
    expect(names(roundPlan('double-elimination', 2))).toEqual(['Winners Round 1', 'Grand Final']);
  });

  it('gives a round robin groupSize - 1 matchdays, or groupSize when the group is odd', () => {
    expect(names(roundPlan('group-stage', 16, { groups: 4 }))).toEqual([
      'Matchday 1',
      'Matchday 2',
      'Matchday 3',
    ]);
    expect(roundPlan('group-stage', 10, { groups: 2 })).toHaveLength(5);
    expect(roundPlan('group-stage', 9, { groups: 2 })).toHaveLength(5);
  });

  it('defaults Swiss to ceil(log2 N) rounds', () => {
    expect(names(roundPlan('swiss', 16))).toEqual([
      'Swiss Round 1',
      'Swiss Round 2',
      'Swiss Round 3',
      'Swiss Round 4',
    ]);
    expect(roundPlan('swiss', 17)).toHaveLength(5);
    expect(roundPlan('swiss', 16, { swissRounds: 7 })).toHaveLength(7);
  });

  it('refuses fields that cannot be played', () => {
    expect(() => roundPlan('single-elimination', 1)).toThrow('A bracket needs at least 2 teams');
    expect(() => roundPlan('group-stage', 7, { groups: 4 })).toThrow(/every group needs at least 2 teams/);
    expect(() => roundPlan('swiss', 4, { swissRounds: 4 })).toThrow(/between 1 and 3 rounds/);
  });
});
