import { describe, expect, it } from 'vitest';
import { roundPlan } from '../brackets/round-plan.ts';
import { bracketKindFor, PHASE_FORMATS, phaseFormatsFor } from './phase-format.ts';

describe('bracketKindFor', () => {
  const bracketFormats = PHASE_FORMATS.filter((format) => format !== 'Battle Royale');

  it('maps every bracket format to the engine that plays it', () => {
    expect(bracketFormats.map(bracketKindFor)).toEqual([
      'single-elimination',
      'double-elimination',
      'group-stage',
      'swiss',
    ]);
    for (const format of bracketFormats)
      expect(roundPlan(bracketKindFor(format), 8, { groups: 2 }).length).toBeGreaterThan(0);
  });

  it('refuses Battle Royale, which plays lobbies', () => {
    expect(() => bracketKindFor('Battle Royale')).toThrow(
      'A Battle Royale phase plays lobbies, not a bracket',
    );
  });
});

describe('phaseFormatsFor', () => {
  it('offers Battle Royale only for BGMI, Free Fire, PUBG Mobile and Call of Duty Mobile', () => {
    for (const game of ['bgmi', 'freefire', 'pubg', 'codm'] as const)
      expect(phaseFormatsFor(game)).toContain('Battle Royale');
    for (const game of ['coc', 'valorant'] as const)
      expect(phaseFormatsFor(game)).not.toContain('Battle Royale');
  });
});
