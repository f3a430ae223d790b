import { describe, expect, it } from 'vitest';
import type { VetoStep } from '../../contracts/veto.ts';
import { defaultVetoSequence, vetoSequenceProblem } from './veto-sequence.ts';

/** The words an organiser reads for a sequence's problem. */
const problemText = (...args: Parameters<typeof vetoSequenceProblem>) =>
  vetoSequenceProblem(...args)?.message ?? null;

const brief = (steps: readonly VetoStep[]) =>
  steps.map((step) => ('team' in step ? `${step.team} ${step.action}` : step.action)).join(', ');

describe('default veto sequences for a pool of seven', () => {
  it('BO1 bans until one map is left; the team that did not make the last ban picks its side', () => {
    expect(brief(defaultVetoSequence(1, 7))).toBe(
      'A ban, B ban, A ban, B ban, A ban, B ban, decider, A side',
    );
  });

  it('BO3: ban, ban, pick, pick, ban, ban, decider, with a side after each pick for the other team', () => {
    expect(brief(defaultVetoSequence(3, 7))).toBe(
      'A ban, B ban, A pick, B side, B pick, A side, A ban, B ban, decider, A side',
    );
  });

  it('BO5: ban, ban, four picks, decider', () => {
    expect(brief(defaultVetoSequence(5, 7))).toBe(
      'A ban, B ban, A pick, B side, B pick, A side, A pick, B side, B pick, A side, decider, A side',
    );
  });

  it('refuses a pool smaller than the series', () => {
    expect(() => defaultVetoSequence(5, 4)).toThrow(
      'A best of 5 needs at least 5 maps in the pool; it has 4',
    );
  });
});

describe('an organiser-edited sequence', () => {
  const ban = (team: 'A' | 'B'): VetoStep => ({ action: 'ban', team });
  const pick = (team: 'A' | 'B'): VetoStep => ({ action: 'pick', team });
  const side = (team: 'A' | 'B'): VetoStep => ({ action: 'side', team });
  const decider: VetoStep = { action: 'decider' };

  it('accepts the default and a custom sequence that plays the best-of', () => {
    expect(problemText(defaultVetoSequence(3, 7), 7, 3)).toBeNull();
    expect(problemText([pick('A'), side('B'), pick('B'), { action: 'random' }], 5, 3)).toBeNull();
  });

  it('refuses more steps than maps', () => {
    expect(problemText([ban('A'), ban('B'), ban('A'), pick('B'), pick('A'), decider], 5, 3)).toBe(
      'This sequence bans or picks 6 maps but the pool has only 5',
    );
  });

  it('refuses a pick after the decider', () => {
    expect(problemText([ban('A'), decider, pick('B')], 3, 1)).toBe(
      'Nothing can be banned or picked after the decider',
    );
  });

  it('refuses a decider while several maps are left', () => {
    expect(problemText([ban('A'), pick('B'), decider], 5, 3)).toBe(
      'The decider must come when one map is left, but 3 maps are still in the pool at that step',
    );
  });

  it('refuses a sequence that plays the wrong number of maps', () => {
    expect(problemText([ban('A'), ban('B'), pick('A'), ban('B'), ban('A'), ban('B'), decider], 7, 3)).toBe(
      'This sequence plays 2 maps; a best of 3 needs 3',
    );
  });

  it('refuses a side step with no map to choose on, and a second side on one map', () => {
    expect(problemText([side('A'), ban('A'), decider], 2, 1)).toBe(
      'A side choice must follow a pick, a random map or the decider',
    );
    expect(problemText([ban('A'), decider, side('A'), side('B')], 2, 1)).toBe(
      'Each map has one side choice: a side step follows each pick once',
    );
  });

  it('refuses an empty sequence', () => {
    expect(problemText([], 7, 1)).toBe('Add at least one step to the sequence');
  });
});
