import { createDoubleElimination, createSingleElimination, toBracketView } from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BRACKET_DIMENSIONS,
  doubleEliminationSections,
  layoutTree,
  nameInRound,
} from './bracket-layout.ts';

const teams = Array.from({ length: 8 }, (_, i) => `t${i + 1}`);
const names = Object.fromEntries(teams.map((id) => [id, id.toUpperCase()]));

describe('layoutTree', () => {
  it('uses the spec defaults: 100 high, 200 wide, 20 between matches, 50 between rounds', () => {
    expect(DEFAULT_BRACKET_DIMENSIONS).toEqual({
      matchHeight: 100,
      matchWidth: 200,
      matchGap: 20,
      roundGap: 50,
    });
  });

  it('centres each match between the two it follows and links them', () => {
    const view = toBracketView(createSingleElimination(teams), names);
    const layout = layoutTree(view.rounds);
    const at = (id: string) => layout.matches.find((p) => p.match.id === id)!;
    expect([at('qf-1').y, at('qf-2').y, at('qf-4').y]).toEqual([0, 120, 360]);
    expect(at('sf-1')).toMatchObject({ x: 250, y: 60 });
    expect(at('final')).toMatchObject({ x: 500, y: 180 });
    expect(layout.connectors).toHaveLength(6);
    expect(layout.width).toBe(700);
    expect(layout.height).toBe(460);
  });

  it('puts a third-place match under the final', () => {
    const view = toBracketView(createSingleElimination(teams, { thirdPlace: true }), names);
    const layout = layoutTree(view.rounds);
    const third = layout.matches.find((p) => p.match.id === 'third-place')!;
    const final = layout.matches.find((p) => p.match.id === 'final')!;
    expect(third.x).toBe(final.x);
    expect(third.y).toBeGreaterThanOrEqual(460);
  });
});

describe('doubleEliminationSections', () => {
  it('splits winners (with the grand final) from losers', () => {
    const view = toBracketView(createDoubleElimination(teams, { grandFinalReset: true }), names);
    const sections = doubleEliminationSections(view.rounds);
    expect(sections.map((s) => [s.id, s.rounds.map((r) => r.id)])).toEqual([
      ['winners', ['wb-1', 'wb-2', 'wb-3', 'gf', 'gf-reset']],
      ['losers', ['lb-1', 'lb-2', 'lb-3', 'lb-4']],
    ]);
  });
});

describe('nameInRound', () => {
  it("drops the round's name that the column already shows", () => {
    expect(nameInRound('Winners Round 1 Match 2', 'Winners Round 1')).toBe('Match 2');
    expect(nameInRound('Group A Matchday 1 Match 2', 'Matchday 1')).toBe('Group A Match 2');
    expect(nameInRound('Quarter-final 1', 'Quarter-finals')).toBe('Quarter-final 1');
  });
});
