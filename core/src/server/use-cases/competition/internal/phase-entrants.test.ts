import { describe, expect, it } from 'vitest';
import { type EntryRef, type PhaseSlots, phaseEntrants } from './phase-entrants.ts';

const phase = (slots: Partial<PhaseSlots>): PhaseSlots => ({
  invitedTeams: 0,
  participatingTeams: 0,
  qualifiedTeams: [],
  ...slots,
});

const registered = (...ids: string[]): EntryRef[] => ids.map((teamId) => ({ teamId, status: 'registered' }));
const invited = (...ids: string[]): EntryRef[] => ids.map((teamId) => ({ teamId, status: 'invited' }));

describe('phaseEntrants', () => {
  it('gives the first phase its registered teams in the order they entered', () => {
    const phases = [phase({ participatingTeams: 4 })];
    expect(phaseEntrants(phases, 0, registered('a', 'b', 'c', 'd'), () => null)).toEqual({
      teams: ['a', 'b', 'c', 'd'],
      waitingOn: [],
    });
  });

  it('puts qualifiers first (in claim order), then invited, then registered teams', () => {
    const phases = [
      phase({ participatingTeams: 8 }),
      phase({
        invitedTeams: 2,
        participatingTeams: 1,
        qualifiedTeams: [
          [0, 1],
          [0, 0],
        ],
      }),
    ];
    const entries = [
      ...registered('r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'),
      ...invited('i1', 'i2'),
    ];
    const divisions: Record<string, string[]> = { '0,0': ['w1', 'w2'], '0,1': ['u1', 'u2'] };
    expect(phaseEntrants(phases, 1, entries, (ref) => divisions[ref.join()] ?? null)).toEqual({
      teams: ['u1', 'u2', 'w1', 'w2', 'i1', 'i2', 'r9'],
      waitingOn: [],
    });
  });

  it('shares invited and registered places out over the phases in roadmap order', () => {
    const phases = [
      phase({ participatingTeams: 2, invitedTeams: 1 }),
      phase({ participatingTeams: 2, invitedTeams: 1 }),
    ];
    const entries = [...invited('i1', 'i2', 'i3'), ...registered('r1', 'r2', 'r3', 'r4', 'r5')];
    expect(phaseEntrants(phases, 1, entries, () => null).teams).toEqual(['i2', 'r3', 'r4']);
  });

  it('names the earlier phases whose qualifiers are still undecided', () => {
    const phases = [
      phase({ participatingTeams: 4 }),
      phase({ participatingTeams: 4 }),
      phase({
        qualifiedTeams: [
          [1, 0],
          [0, 0],
          [1, 1],
        ],
      }),
    ];
    const decided = (ref: readonly [number, number]) => (ref[0] === 0 ? ['x', 'y'] : null);
    expect(phaseEntrants(phases, 2, [], decided)).toEqual({ teams: ['x', 'y'], waitingOn: [1] });
  });

  it('comes up short rather than inventing teams when too few entered', () => {
    const phases = [phase({ participatingTeams: 4 })];
    expect(phaseEntrants(phases, 0, registered('a', 'b'), () => null).teams).toEqual(['a', 'b']);
  });
});
