import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Phase } from '../../contracts/roadmap.ts';
import { availableDivisions } from './division-pool.ts';
import {
  addNextPhase,
  canAddNextPhase,
  canEditPhase,
  deletePhase,
  editPhase,
  isPhaseInEditMode,
  phaseFieldsFor,
  savePhase,
  setFinalPhase,
} from './roadmap-operations.ts';
import { validateRoadmap } from './validate-roadmap.ts';

const completeFirstPhase = () => {
  const [draft] = addNextPhase([]);
  return savePhase([draft!], 0, { ...draft!, participatingTeams: 32, qualifyingTeams: [4, 4] });
};

describe('roadmap operations', () => {
  it('starts a roadmap with "Phase 1", a single elimination in edit mode with one empty division', () => {
    const [first] = addNextPhase([]);
    expect(first).toEqual({
      name: 'Phase 1',
      format: 'Single Elimination',
      invitedTeams: 0,
      participatingTeams: 0,
      qualifiedTeams: [],
      qualifyingTeams: [0],
      totalTeams: 0,
      isValid: false,
      errors: [],
      isFinal: false,
    });
    expect(isPhaseInEditMode(first!)).toBe(true);
  });

  it('saves the last phase with its total, validity and errors', () => {
    const roadmap = completeFirstPhase();
    expect(roadmap[0]).toMatchObject({ totalTeams: 32, isValid: true, errors: [] });
    const [draft] = addNextPhase([]);
    const broken = savePhase([draft!], 0, { ...draft!, participatingTeams: 6, qualifyingTeams: [2] });
    expect(broken[0]).toMatchObject({
      totalTeams: 6,
      isValid: false,
      errors: ['Total teams (6) must be a power of 2 for Single Elimination'],
    });
    expect(isPhaseInEditMode(broken[0]!)).toBe(false);
  });

  it('refuses to add the next phase while the last one is not valid', () => {
    const message = 'Complete and validate the current phase before creating the next one.';
    const editing = addNextPhase([]);
    expect(canAddNextPhase(editing)).toEqual({
      ok: false,
      reason: message,
      code: 'PHASE_COMPLETE_CURRENT_FIRST',
    });
    expect(() => addNextPhase(editing)).toThrow(message);
    const invalid = savePhase(editing, 0, { ...editing[0]!, participatingTeams: 6 });
    expect(() => addNextPhase(invalid)).toThrow(message);
  });

  it('adds "Phase 2" once the last phase is valid', () => {
    const roadmap = completeFirstPhase();
    expect(canAddNextPhase(roadmap)).toEqual({ ok: true });
    expect(addNextPhase(roadmap).map((p) => p.name)).toEqual(['Phase 1', 'Phase 2']);
  });

  it('adds nothing after the final phase', () => {
    const [draft] = addNextPhase([]);
    const final = savePhase([draft!], 0, {
      ...draft!,
      participatingTeams: 8,
      isFinal: true,
      qualifyingTeams: [],
    });
    expect(() => addNextPhase(final)).toThrow(
      'The last phase is marked as final. Turn off "Is this the Last Phase?" to add another phase.',
    );
  });

  it('edits, saves and deletes only the last phase', () => {
    const roadmap = addNextPhase(completeFirstPhase());
    expect(canEditPhase(roadmap, 0)).toBe(false);
    expect(canEditPhase(roadmap, 1)).toBe(true);
    expect(() => editPhase(roadmap, 0)).toThrow('Only the last phase can be edited');
    expect(() => savePhase(roadmap, 0, roadmap[0]!)).toThrow('Only the last phase can be edited');
    expect(() => setFinalPhase(roadmap, 0, true)).toThrow('Only the last phase can be edited');
    expect(() => deletePhase(roadmap, 0)).toThrow('Only the last phase can be deleted');
    expect(() => deletePhase([], 0)).toThrow('Only the last phase can be deleted');
    expect(deletePhase(roadmap, 1)).toEqual(roadmap.slice(0, 1));
  });

  it('puts an edited phase back in edit mode and its divisions back on offer to it', () => {
    const roadmap = addNextPhase(completeFirstPhase());
    const saved = savePhase(roadmap, 1, { ...roadmap[1]!, qualifiedTeams: [[0, 0]], qualifyingTeams: [2] });
    expect(saved[1]).toMatchObject({ totalTeams: 4, isValid: true });
    const editing = editPhase(saved, 1);
    expect(isPhaseInEditMode(editing[1]!)).toBe(true);
    expect(editing[1]!.qualifiedTeams).toEqual([[0, 0]]);
    expect(availableDivisions(editing, 1).map((d) => d.divisionIndex)).toEqual([0, 1]);
  });

  it('returns the divisions of a deleted last phase to the pool', () => {
    const roadmap = addNextPhase(completeFirstPhase());
    const claimed = savePhase(roadmap, 1, { ...roadmap[1]!, qualifiedTeams: [[0, 1]], qualifyingTeams: [2] });
    expect(availableDivisions(claimed, 1).map((d) => d.divisionIndex)).toEqual([0, 1]);
    expect(availableDivisions(claimed, 2).map((d) => [d.phaseIndex, d.divisionIndex])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    const afterDelete = deletePhase(claimed, 1);
    expect(availableDivisions(afterDelete)).toEqual([
      { phaseIndex: 0, divisionIndex: 0, phaseName: 'Phase 1', teams: 4 },
      { phaseIndex: 0, divisionIndex: 1, phaseName: 'Phase 1', teams: 4 },
    ]);
  });

  it('drops the divisions when the last-phase switch is turned on and gives one back when off', () => {
    const roadmap = completeFirstPhase();
    const final = setFinalPhase(roadmap, 0, true);
    expect(final[0]).toMatchObject({ isFinal: true, qualifyingTeams: [], isValid: false, errors: [] });
    expect(setFinalPhase(final, 0, false)[0]).toMatchObject({ isFinal: false, qualifyingTeams: [0] });
  });

  it('keeps the number of groups only on a group stage', () => {
    const [draft] = addNextPhase([]);
    const base: Phase = { ...draft!, participatingTeams: 8, qualifyingTeams: [4], numberOfGroups: 2 };
    expect(savePhase([draft!], 0, base)[0]!.numberOfGroups).toBeUndefined();
    expect(savePhase([draft!], 0, { ...base, format: 'Group Stage' })[0]).toMatchObject({
      numberOfGroups: 2,
      isValid: true,
    });
  });
});

describe('bracket extras follow the format', () => {
  const formats = ['Single Elimination', 'Double Elimination', 'Group Stage', 'Swiss'] as const;
  it('keeps a third-place match only in single elimination and a grand-final reset only in double elimination', () => {
    fc.assert(
      fc.property(fc.constantFrom(...formats), fc.boolean(), fc.boolean(), (format, third, reset) => {
        const fields = phaseFieldsFor({
          name: 'Playoffs',
          format,
          invitedTeams: 0,
          participatingTeams: 8,
          qualifiedTeams: [],
          qualifyingTeams: [],
          isFinal: true,
          thirdPlace: third,
          grandFinalReset: reset,
        });
        expect(fields.thirdPlace).toBe(format === 'Single Elimination' ? third : undefined);
        expect(fields.grandFinalReset).toBe(format === 'Double Elimination' ? reset : undefined);
      }),
    );
  });
});

describe('a third-place match', () => {
  const playoffs = (participatingTeams: number) => ({
    name: 'Playoffs',
    format: 'Single Elimination' as const,
    invitedTeams: 0,
    participatingTeams,
    qualifiedTeams: [],
    qualifyingTeams: [],
    isFinal: true,
    thirdPlace: true,
  });

  it('is dropped from a two- or three-team final, where two semi-final losers never exist', () => {
    for (const teams of [2, 3]) {
      expect(
        savePhase([playoffs(teams) as unknown as Phase], 0, playoffs(teams))[0]!.thirdPlace,
      ).toBeUndefined();
      expect(validateRoadmap([playoffs(teams)]).phases[0]!.thirdPlace).toBeUndefined();
    }
  });

  it('is kept from four teams on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 256 }), (teams) => {
        expect(validateRoadmap([playoffs(teams)]).phases[0]!.thirdPlace).toBe(true);
      }),
    );
  });
});
