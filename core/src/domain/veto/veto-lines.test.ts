import { describe, expect, it } from 'vitest';
import type { MatchVetoView } from '../../contracts/veto.ts';
import { vetoStepLine } from './veto-lines.ts';

type Done = Parameters<typeof vetoStepLine>[1];
const step = (done: Partial<Done>): Done => ({
  step: 0,
  side: null,
  team: null,
  random: false,
  action: 'ban',
  map: 'bind',
  ...done,
});

const view = {
  teams: { A: 'Night Owls', B: 'Sage Wall' },
  pool: [
    { id: 'bind', name: 'Bind' },
    { id: 'haven', name: 'Haven' },
  ],
} as unknown as MatchVetoView;

describe('a veto step in words (match page and Discord thread alike)', () => {
  it('names the team, what it did and the map, and says when time ran out', () => {
    expect(vetoStepLine(view, step({ action: 'ban', map: 'bind', team: 'A', random: false }))).toBe(
      'Night Owls banned Bind',
    );
    expect(
      vetoStepLine(view, step({ action: 'side', map: 'haven', team: 'B', side: 'defence', random: false })),
    ).toBe('Sage Wall starts on defence on Haven');
    expect(vetoStepLine(view, step({ action: 'pick', map: 'haven', team: 'B', random: true }))).toBe(
      'Sage Wall picked Haven (at random: time ran out)',
    );
    expect(vetoStepLine(view, step({ action: 'decider', map: 'haven', team: null, random: false }))).toBe(
      'Haven is the decider',
    );
  });
});
