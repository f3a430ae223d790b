import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DivisionRef, Phase } from '../../contracts/roadmap.ts';
import { availableDivisions } from './division-pool.ts';
import { sameDivision } from './division-ref.ts';
import { newPhase } from './roadmap-operations.ts';

const phase = (overrides: Partial<Phase>): Phase => ({ ...newPhase(1), ...overrides });

describe('availableDivisions', () => {
  it('offers each division of earlier non-final phases that no other phase took', () => {
    const phases = [
      phase({ name: 'Qualifiers', qualifyingTeams: [8, 4] }),
      phase({ name: 'Groups', qualifiedTeams: [[0, 0]], qualifyingTeams: [4] }),
    ];
    expect(availableDivisions(phases)).toEqual([
      { phaseIndex: 0, divisionIndex: 1, phaseName: 'Qualifiers', teams: 4 },
      { phaseIndex: 1, divisionIndex: 0, phaseName: 'Groups', teams: 4 },
    ]);
    expect(availableDivisions(phases, 0)).toEqual([]);
  });

  it('offers nothing from a final phase', () => {
    expect(availableDivisions([phase({ isFinal: true, qualifyingTeams: [4] })])).toEqual([]);
  });

  it('never offers a division another phase took, and offers every other one (property)', () => {
    const roadmap = fc
      .array(fc.array(fc.integer({ min: 0, max: 16 }), { minLength: 1, maxLength: 3 }), {
        minLength: 1,
        maxLength: 5,
      })
      .chain((divisions) => {
        const refs = divisions.flatMap((ds, p) => ds.map((_, d): DivisionRef => [p, d]));
        return fc.record({
          divisions: fc.constant(divisions),
          claims: fc.array(fc.subarray(refs), { minLength: divisions.length, maxLength: divisions.length }),
          forIndex: fc.integer({ min: 0, max: divisions.length }),
        });
      });
    fc.assert(
      fc.property(roadmap, ({ divisions, claims, forIndex }) => {
        const phases = divisions.map((qualifyingTeams, i) =>
          phase({ qualifyingTeams, qualifiedTeams: claims[i] ?? [] }),
        );
        const offered = availableDivisions(phases, forIndex);
        const claimedElsewhere = phases.flatMap((p, j) => (j === forIndex ? [] : p.qualifiedTeams));
        for (const division of offered) {
          const ref: DivisionRef = [division.phaseIndex, division.divisionIndex];
          expect(claimedElsewhere.some((claim) => sameDivision(claim, ref))).toBe(false);
          expect(division.phaseIndex).toBeLessThan(forIndex);
        }
        const free = phases
          .slice(0, forIndex)
          .flatMap((p, i) => p.qualifyingTeams.map((_, d): DivisionRef => [i, d]))
          .filter((ref) => !claimedElsewhere.some((claim) => sameDivision(claim, ref)));
        expect(offered.map((d) => [d.phaseIndex, d.divisionIndex])).toEqual(free);
      }),
    );
  });
});
