import { describe, expect, it } from 'vitest';
import { computeTotalTeams } from '../domain/phases/total-teams.ts';
import { phaseSchema, roadmapPayloadSchema } from './roadmap.ts';

const stored = {
  name: 'Finals',
  format: 'Single Elimination',
  invitedTeams: 0,
  participatingTeams: 0,
  qualifiedTeams: [0, [1, 1]],
  qualifyingTeams: [],
  totalTeams: 8,
  isValid: true,
  errors: [],
};

describe('phaseSchema', () => {
  it('reads legacy plain-number sources as division 0 and defaults isFinal to false', () => {
    const phase = phaseSchema.parse(stored);
    expect(phase.qualifiedTeams).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(phase.isFinal).toBe(false);
    const earlier = [{ qualifyingTeams: [4] }, { qualifyingTeams: [2, 4] }];
    expect(computeTotalTeams(phase, earlier)).toBe(8);
  });

  it('refuses negative or fractional counts and unknown formats', () => {
    const message = 'Team counts must be whole numbers of at least 0';
    expect(phaseSchema.safeParse({ ...stored, invitedTeams: -1 }).error?.issues[0]?.message).toBe(message);
    expect(phaseSchema.safeParse({ ...stored, qualifyingTeams: [1.5] }).error?.issues[0]?.message).toBe(
      message,
    );
    expect(phaseSchema.safeParse({ ...stored, format: 'Ladder' }).success).toBe(false);
    expect(phaseSchema.safeParse({ ...stored, qualifiedTeams: [-1] }).error?.issues[0]?.message).toBe(
      'Qualified teams can only come from a division of an earlier phase',
    );
  });

  it('carries the roadmap as { phases }', () => {
    expect(roadmapPayloadSchema.parse({ phases: [stored] }).phases).toHaveLength(1);
    expect(roadmapPayloadSchema.safeParse({}).success).toBe(false);
  });
});
