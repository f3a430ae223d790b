import { describe, expect, it } from 'vitest';
import type { Phase } from '../../contracts/roadmap.ts';
import { newPhase } from './roadmap-operations.ts';
import { validateRoadmap } from './validate-roadmap.ts';

const phase = (overrides: Partial<Phase>): Phase => ({ ...newPhase(1), ...overrides });

/** The spec's sample: 256 teams, 64 advance, 16 groups of 4 send 32 on, 8 reach the quarter-finals. */
const sampleRoadmap = (): Phase[] => [
  phase({ name: 'Qualifiers', participatingTeams: 256, qualifyingTeams: [64] }),
  phase({
    name: 'Group Stage',
    format: 'Group Stage',
    numberOfGroups: 16,
    qualifiedTeams: [[0, 0]],
    qualifyingTeams: [32],
  }),
  phase({ name: 'Knockouts', qualifiedTeams: [[1, 0]], qualifyingTeams: [8] }),
  phase({ name: 'Playoffs', qualifiedTeams: [[2, 0]], isFinal: true, qualifyingTeams: [] }),
];

describe('validateRoadmap', () => {
  it('accepts the sample roadmap and recomputes totals instead of trusting the client', () => {
    const result = validateRoadmap(sampleRoadmap().map((p) => ({ ...p, totalTeams: 999, isValid: false })));
    expect(result.errors).toEqual([]);
    expect(result.isValid).toBe(true);
    expect(result.phases.map((p) => [p.totalTeams, p.isValid])).toEqual([
      [256, true],
      [64, true],
      [32, true],
      [8, true],
    ]);
  });

  it('needs at least one phase', () => {
    expect(validateRoadmap([])).toEqual({
      isValid: false,
      phases: [],
      errors: ['Add at least one phase'],
      refusal: { code: 'PHASE_ROADMAP_EMPTY', message: 'Add at least one phase' },
      codes: { roadmap: ['PHASE_ROADMAP_EMPTY'], phases: [] },
    });
  });

  it('names each broken phase, even one a client sent as valid', () => {
    const roadmap = sampleRoadmap();
    roadmap[0] = { ...roadmap[0]!, participatingTeams: 250, isValid: true };
    const result = validateRoadmap(roadmap);
    expect(result.errors).toEqual(['Qualifiers has errors to fix']);
    expect(result.phases[0]!.errors).toEqual([
      'Total teams (250) must be a power of 2 for Single Elimination',
    ]);
  });

  it('needs the last phase, and only it, to be final', () => {
    const notFinal = sampleRoadmap().slice(0, 3);
    expect(validateRoadmap(notFinal).errors).toEqual(['Mark the last phase as the final phase']);
    const early = [
      phase({ participatingTeams: 8, isFinal: true, qualifyingTeams: [] }),
      phase({ invitedTeams: 8, isFinal: true, qualifyingTeams: [] }),
    ];
    expect(validateRoadmap(early).errors).toEqual(['Only the last phase can be the final phase']);
  });

  it('refuses a division claimed twice', () => {
    const roadmap = [
      phase({ name: 'Open', participatingTeams: 16, qualifyingTeams: [4, 4] }),
      phase({ name: 'Upper', qualifiedTeams: [[0, 0]], participatingTeams: 4, qualifyingTeams: [4] }),
      phase({
        name: 'Finals',
        qualifiedTeams: [
          [0, 0],
          [1, 0],
          [0, 1],
        ],
        isFinal: true,
        qualifyingTeams: [],
      }),
    ];
    const result = validateRoadmap(roadmap);
    expect(result.errors).toEqual(['Upper has errors to fix', 'Finals has errors to fix']);
    expect(result.phases[1]!.errors).toEqual(['A division can feed only one later phase']);
  });

  it('refuses sources that point forwards', () => {
    const roadmap = [
      phase({ name: 'Open', participatingTeams: 16, qualifiedTeams: [[1, 0]], qualifyingTeams: [4] }),
      phase({ name: 'Finals', qualifiedTeams: [[0, 0]], isFinal: true, qualifyingTeams: [] }),
    ];
    expect(validateRoadmap(roadmap).phases[0]!.errors).toEqual([
      'Qualified teams can only come from a division of an earlier phase',
    ]);
  });

  it('refuses a division whose qualifiers go nowhere', () => {
    const roadmap = [
      phase({ name: 'Open', participatingTeams: 32, qualifyingTeams: [4, 4] }),
      phase({ name: 'Finals', qualifiedTeams: [[0, 0]], isFinal: true, qualifyingTeams: [] }),
    ];
    expect(validateRoadmap(roadmap).errors).toEqual(['Division 2 of Open does not feed any later phase']);
  });
});
