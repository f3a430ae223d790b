import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Phase } from '../../contracts/roadmap.ts';
import { newPhase } from './roadmap-operations.ts';
import { computeTotalTeams, totalQualifyingTeams } from './total-teams.ts';
import { isPowerOfTwo, validatePhase } from './validate-phase.ts';

const phase = (overrides: Partial<Phase> = {}): Phase => ({ ...newPhase(1), ...overrides });
const alone = (draft: Phase) => validatePhase(draft, { phases: [], index: 0 });

describe('isPowerOfTwo', () => {
  it('accepts 1, 2, 4 ... and refuses 0, 6, 12, negatives and fractions', () => {
    expect([1, 2, 4, 8, 256, 2 ** 40].every(isPowerOfTwo)).toBe(true);
    expect([0, 3, 6, 12, -4, 2.5, Number.NaN].some(isPowerOfTwo)).toBe(false);
  });
});

describe('validatePhase', () => {
  it('accepts a final single elimination of 8 and a qualifying one of 16 sending 4', () => {
    expect(alone(phase({ participatingTeams: 8, isFinal: true, qualifyingTeams: [] }))).toEqual([]);
    expect(alone(phase({ participatingTeams: 16, qualifyingTeams: [4] }))).toEqual([]);
  });

  it('refuses 0 teams', () => {
    expect(alone(phase({ isFinal: true, qualifyingTeams: [] }))).toEqual([
      'Total teams must be greater than 0',
    ]);
    expect(alone(phase({ qualifyingTeams: [0] }))).toEqual([
      'Total teams must be greater than 0',
      'Every qualifying division needs at least 1 team',
    ]);
  });

  it('refuses a single team in any format', () => {
    expect(alone(phase({ format: 'Swiss', invitedTeams: 1, isFinal: true, qualifyingTeams: [] }))).toEqual([
      'A bracket needs at least 2 teams',
    ]);
  });

  it('needs a power of 2 for elimination formats', () => {
    expect(alone(phase({ participatingTeams: 6, isFinal: true, qualifyingTeams: [] }))).toEqual([
      'Total teams (6) must be a power of 2 for Single Elimination',
    ]);
    expect(
      alone(
        phase({
          format: 'Double Elimination',
          invitedTeams: 4,
          participatingTeams: 8,
          isFinal: true,
          qualifyingTeams: [],
        }),
      ),
    ).toEqual(['Total teams (12) must be a power of 2 for Double Elimination']);
  });

  it('needs a power of 2 of qualifiers from a non-final elimination phase', () => {
    expect(alone(phase({ participatingTeams: 16, qualifyingTeams: [4, 2] }))).toEqual([
      'Total qualifying teams (6) must be a power of 2',
    ]);
    expect(
      alone(phase({ format: 'Double Elimination', participatingTeams: 32, qualifyingTeams: [12] })),
    ).toEqual(['Total qualifying teams (12) must be a power of 2']);
  });

  it('lists every broken rule in a stable order', () => {
    expect(alone(phase({ participatingTeams: 6, qualifyingTeams: [6] }))).toEqual([
      'Total teams (6) must be a power of 2 for Single Elimination',
      'Total qualifying teams (6) must be a power of 2',
      'Total qualifying teams must be less than total teams',
    ]);
  });

  it('needs at least 2 groups for a group stage', () => {
    const groupStage: Partial<Phase> = { format: 'Group Stage', participatingTeams: 8, qualifyingTeams: [4] };
    expect(alone(phase({ ...groupStage, numberOfGroups: 1 }))).toEqual([
      'Group Stage requires at least 2 groups',
    ]);
    expect(alone(phase({ ...groupStage }))).toEqual(['Group Stage requires at least 2 groups']);
    expect(alone(phase({ ...groupStage, numberOfGroups: 2 }))).toEqual([]);
  });

  it('needs totals divisible by the number of groups', () => {
    expect(
      alone(
        phase({ format: 'Group Stage', participatingTeams: 12, numberOfGroups: 5, qualifyingTeams: [3] }),
      ),
    ).toEqual([
      'Total teams (12) must be divisible by number of groups (5)',
      'Total qualifying teams must be divisible by number of groups',
    ]);
    expect(
      alone(
        phase({ format: 'Group Stage', participatingTeams: 12, numberOfGroups: 3, qualifyingTeams: [6] }),
      ),
    ).toEqual([]);
  });

  it('needs at least 2 teams per group, as the group engine does', () => {
    expect(
      alone(
        phase({
          format: 'Group Stage',
          participatingTeams: 4,
          numberOfGroups: 4,
          isFinal: true,
          qualifyingTeams: [],
        }),
      ),
    ).toEqual(['Cannot split 4 teams into 4 groups: every group needs at least 2 teams']);
  });

  it('lets a Swiss stage have any count of 2 or more teams', () => {
    expect(alone(phase({ format: 'Swiss', participatingTeams: 7, qualifyingTeams: [3] }))).toEqual([]);
    expect(
      alone(phase({ format: 'Swiss', participatingTeams: 2, isFinal: true, qualifyingTeams: [] })),
    ).toEqual([]);
  });

  it('needs fewer qualifiers than teams', () => {
    expect(alone(phase({ participatingTeams: 8, qualifyingTeams: [8] }))).toEqual([
      'Total qualifying teams must be less than total teams',
    ]);
  });

  it('refuses qualifying teams on a final phase', () => {
    expect(alone(phase({ participatingTeams: 8, isFinal: true, qualifyingTeams: [4] }))).toEqual([
      'Final phase cannot have qualifying teams',
    ]);
  });

  it('needs a qualifying division, each with teams, on a non-final phase', () => {
    expect(alone(phase({ participatingTeams: 8, qualifyingTeams: [] }))).toEqual([
      'At least one qualifying division is required for non-final phases',
    ]);
    expect(alone(phase({ participatingTeams: 8, qualifyingTeams: [4, 0] }))).toEqual([
      'Every qualifying division needs at least 1 team',
    ]);
  });

  it('refuses negative and fractional counts and nothing else', () => {
    const message = ['Team counts must be whole numbers of at least 0'];
    expect(alone(phase({ invitedTeams: -1, participatingTeams: 9 }))).toEqual(message);
    expect(alone(phase({ participatingTeams: 1.5 }))).toEqual(message);
    expect(alone(phase({ participatingTeams: 8, qualifyingTeams: [-2] }))).toEqual(message);
    expect(alone(phase({ format: 'Group Stage', participatingTeams: 8, numberOfGroups: -2 }))).toEqual(
      message,
    );
  });

  it('needs a name', () => {
    expect(alone(phase({ name: '  ', participatingTeams: 8, isFinal: true, qualifyingTeams: [] }))).toEqual([
      'Phase name is required',
    ]);
  });

  it('counts teams from the divisions it takes', () => {
    const first = phase({ participatingTeams: 32, qualifyingTeams: [4, 4], isValid: true });
    const second = phase({
      name: 'Phase 2',
      qualifiedTeams: [
        [0, 0],
        [0, 1],
      ],
      isFinal: true,
      qualifyingTeams: [],
    });
    expect(computeTotalTeams(second, [first])).toBe(8);
    expect(validatePhase(second, { phases: [first], index: 1 })).toEqual([]);
  });

  it('only takes existing divisions of earlier phases', () => {
    const first = phase({ participatingTeams: 16, qualifyingTeams: [8] });
    const message = 'Qualified teams can only come from a division of an earlier phase';
    expect(
      alone(phase({ participatingTeams: 8, qualifiedTeams: [[0, 0]], isFinal: true, qualifyingTeams: [] })),
    ).toContain(message);
    expect(
      validatePhase(
        phase({ invitedTeams: 8, qualifiedTeams: [[0, 1]], isFinal: true, qualifyingTeams: [] }),
        {
          phases: [first],
          index: 1,
        },
      ),
    ).toEqual([message]);
  });

  it('refuses a division claimed twice, by itself or by another phase', () => {
    const first = phase({ participatingTeams: 16, qualifyingTeams: [4] });
    const second = phase({ qualifiedTeams: [[0, 0]], participatingTeams: 4, qualifyingTeams: [4] });
    const message = 'A division can feed only one later phase';
    const third = phase({ qualifiedTeams: [[0, 0]], isFinal: true, qualifyingTeams: [] });
    expect(validatePhase(third, { phases: [first, second], index: 2 })).toEqual([message]);
    const twice = phase({
      qualifiedTeams: [
        [0, 0],
        [0, 0],
      ],
      isFinal: true,
      qualifyingTeams: [],
    });
    expect(validatePhase(twice, { phases: [first], index: 1 })).toEqual([message]);
  });
});

describe('phase rules (properties)', () => {
  const formats = fc.constantFrom(
    'Single Elimination',
    'Double Elimination',
    'Group Stage',
    'Swiss',
  ) as fc.Arbitrary<Phase['format']>;
  const count = fc.oneof(fc.integer({ min: 0, max: 70 }), fc.constantFrom(0, 1, 2, 4, 8, 16, 32, 64));
  const draft = fc.record({
    format: formats,
    invitedTeams: fc.oneof(fc.constant(0), count),
    participatingTeams: count,
    numberOfGroups: fc.integer({ min: 0, max: 8 }),
    isFinal: fc.boolean(),
    qualifyingTeams: fc.oneof(
      fc.array(count, { maxLength: 3 }),
      fc.constantFrom([], [1], [2], [4], [8], [2, 2], [4, 4], [2, 4]).map((divisions) => [...divisions]),
    ),
  });

  it('a valid elimination phase has a power-of-2 field, and so do its qualifiers unless final', () => {
    fc.assert(
      fc.property(draft, (fields) => {
        const candidate = phase(fields);
        if (alone(candidate).length > 0 || !fields.format.includes('Elimination')) return;
        expect(isPowerOfTwo(computeTotalTeams(candidate, []))).toBe(true);
        if (!fields.isFinal) expect(isPowerOfTwo(totalQualifyingTeams(candidate))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('a valid group stage splits teams and qualifiers evenly into groups of at least 2', () => {
    fc.assert(
      fc.property(draft, (fields) => {
        const candidate = phase({ ...fields, format: 'Group Stage' });
        if (alone(candidate).length > 0) return;
        const total = computeTotalTeams(candidate, []);
        expect(total % fields.numberOfGroups).toBe(0);
        expect(total / fields.numberOfGroups).toBeGreaterThanOrEqual(2);
        expect(totalQualifyingTeams(candidate) % fields.numberOfGroups).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('a valid phase has teams, fewer qualifiers than teams, and divisions exactly when not final', () => {
    fc.assert(
      fc.property(draft, (fields) => {
        const candidate = phase(fields);
        if (alone(candidate).length > 0) return;
        const total = computeTotalTeams(candidate, []);
        expect(total).toBeGreaterThanOrEqual(2);
        expect(totalQualifyingTeams(candidate)).toBeLessThan(total);
        expect(candidate.qualifyingTeams.length > 0).toBe(!candidate.isFinal);
      }),
      { numRuns: 2000 },
    );
  });

  it('totalTeams is invited + participating + the teams of every division taken', () => {
    const roadmap = fc.array(fc.array(fc.integer({ min: 0, max: 64 }), { minLength: 1, maxLength: 4 }), {
      minLength: 1,
      maxLength: 5,
    });
    fc.assert(
      fc.property(roadmap, count, count, fc.array(fc.nat()), (divisions, invited, participating, picks) => {
        const phases = divisions.map((qualifyingTeams) => phase({ qualifyingTeams }));
        const refs = phases.flatMap((p, i) => p.qualifyingTeams.map((_, d): [number, number] => [i, d]));
        const taken = [...new Set(picks.map((pick) => pick % refs.length))].map((i) => refs[i]!);
        const candidate = phase({
          invitedTeams: invited,
          participatingTeams: participating,
          qualifiedTeams: taken,
        });
        const expected =
          invited + participating + taken.reduce((sum, [p, d]) => sum + (divisions[p]?.[d] ?? 0), 0);
        expect(computeTotalTeams(candidate, phases)).toBe(expected);
      }),
    );
  });
});
