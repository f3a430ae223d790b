import { describe, expect, it } from 'vitest';
import type { Phase } from '../../contracts/roadmap.ts';
import { newPhase, savePhase } from './roadmap-operations.ts';
import { type PhaseGame, validatePhase } from './validate-phase.ts';
import { validateRoadmap } from './validate-roadmap.ts';

const lobbies = (overrides: Partial<Phase> = {}): Phase => ({
  ...newPhase(1),
  format: 'Battle Royale',
  numberOfGroups: 2,
  matchesPerLobby: 4,
  participatingTeams: 32,
  qualifyingTeams: [16],
  ...overrides,
});
const bgmiSquads: PhaseGame = { gameId: 'bgmi', teamSize: 4 };
const check = (draft: Phase, game: PhaseGame = bgmiSquads) =>
  validatePhase(draft, { phases: [], index: 0, game });

describe('validatePhase: Battle Royale', () => {
  it('accepts 32 BGMI squads in 2 lobbies of 4 matches sending the top 8 of each', () => {
    expect(check(lobbies())).toEqual([]);
  });

  it('accepts a single-lobby final', () => {
    expect(
      check(lobbies({ numberOfGroups: 1, participatingTeams: 16, isFinal: true, qualifyingTeams: [] })),
    ).toEqual([]);
  });

  it('is offered only for the four battle-royale games', () => {
    expect(check(lobbies(), { gameId: 'coc', teamSize: 4 })).toEqual([
      'Battle Royale is only offered for BGMI, Free Fire, PUBG Mobile and Call of Duty Mobile',
    ]);
    expect(check(lobbies(), { gameId: 'valorant', teamSize: 4 })).toEqual([
      'Battle Royale is only offered for BGMI, Free Fire, PUBG Mobile and Call of Duty Mobile',
    ]);
  });

  // The room: 25 BGMI squads, 12 Free Fire squads, 50 PUBG Mobile duos.
  it.each<[number, PhaseGame, string[]]>([
    [50, bgmiSquads, []],
    [52, bgmiSquads, ['Teams per lobby (26) must be at most 25 for BGMI (100 players per lobby)']],
    [24, { gameId: 'freefire', teamSize: 4 }, []],
    [
      26,
      { gameId: 'freefire', teamSize: 4 },
      ['Teams per lobby (13) must be at most 12 for Free Fire (50 players per lobby)'],
    ],
    [100, { gameId: 'pubg', teamSize: 2 }, []],
    [
      102,
      { gameId: 'codm', teamSize: 2 },
      ['Teams per lobby (51) must be at most 50 for Call of Duty Mobile (100 players per lobby)'],
    ],
  ])('keeps %i teams in two lobbies within the room for %o', (participatingTeams, game, errors) => {
    expect(check(lobbies({ participatingTeams, qualifyingTeams: [2] }), game)).toEqual(errors);
  });

  it('follows the group-stage division rules with lobbies', () => {
    expect(check(lobbies({ participatingTeams: 33 }))).toEqual([
      'Total teams (33) must be divisible by number of lobbies (2)',
    ]);
    expect(check(lobbies({ qualifyingTeams: [15] }))).toEqual([
      'Total qualifying teams must be divisible by number of lobbies',
    ]);
    expect(check(lobbies({ qualifyingTeams: [32] }))).toEqual([
      'Total qualifying teams must be less than total teams',
    ]);
    expect(check(lobbies({ numberOfGroups: 0 }))).toEqual(['Battle Royale requires at least 1 lobby']);
    expect(check(lobbies({ numberOfGroups: 32, qualifyingTeams: [0] }))).toEqual([
      'Each lobby needs at least 2 teams',
      'Every qualifying division needs at least 1 team',
    ]);
  });

  it('plays 1 to 12 matches per lobby', () => {
    expect(check(lobbies({ matchesPerLobby: 12 }))).toEqual([]);
    for (const matchesPerLobby of [0, 13, undefined])
      expect(check(lobbies({ matchesPerLobby }))).toEqual(['Matches per lobby must be between 1 and 12']);
  });
});

describe('savePhase and validateRoadmap with lobbies', () => {
  it('keeps lobbies and matches for Battle Royale and drops matches per lobby elsewhere', () => {
    const [saved] = savePhase([newPhase(1)], 0, lobbies({ isFinal: true, qualifyingTeams: [] }), bgmiSquads);
    expect(saved).toMatchObject({ numberOfGroups: 2, matchesPerLobby: 4, isValid: true, totalTeams: 32 });
    const [duel] = savePhase([newPhase(1)], 0, { ...lobbies(), format: 'Single Elimination' });
    expect(duel?.matchesPerLobby).toBeUndefined();
    expect(duel?.numberOfGroups).toBeUndefined();
  });

  it('accepts a BGMI season: 2 lobbies feeding a 16-team final lobby', () => {
    const final = lobbies({
      name: 'Final',
      numberOfGroups: 1,
      matchesPerLobby: 6,
      participatingTeams: 0,
      qualifiedTeams: [[0, 0]],
      qualifyingTeams: [],
      isFinal: true,
    });
    const result = validateRoadmap([lobbies(), final], bgmiSquads);
    expect(result.errors).toEqual([]);
    expect(result.phases.map((phase) => phase.totalTeams)).toEqual([32, 16]);
  });
});
