import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { roundName, roundNameParts } from './round-names.ts';
import { roundPlan } from './round-plan.ts';

describe('the round names the engines give', () => {
  it('stay the English names stored so far', () => {
    expect(roundPlan('single-elimination', 8).map((round) => round.name)).toEqual([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    expect(roundPlan('single-elimination', 32).map((round) => round.name)[0]).toBe('Round 1');
    expect(roundPlan('double-elimination', 4, { grandFinalReset: true }).map((round) => round.name)).toEqual([
      'Winners Round 1',
      'Winners Final',
      'Losers Round 1',
      'Losers Final',
      'Grand Final',
      'Grand Final Reset',
    ]);
    expect(roundPlan('group-stage', 4).map((round) => round.name)[2]).toBe('Matchday 3');
    expect(roundPlan('swiss', 8).map((round) => round.name)[1]).toBe('Swiss Round 2');
    expect(messages.phase.defaultName(2)).toBe('Phase 2');
  });

  it('are found again by key and number, so a page can say them in its language', () => {
    expect(roundNameParts('Quarter-finals')).toEqual({ key: 'quarterFinals' });
    expect(roundNameParts('Losers Round 3')).toEqual({ key: 'losersRound', n: 3 });
    expect(roundNameParts('Grand Final Reset')).toEqual({ key: 'grandFinalReset' });
    expect(roundNameParts('Phase 12')).toEqual({ key: 'phase', n: 12 });
    expect(roundNameParts(roundName('matchday', 4))).toEqual({ key: 'matchday', n: 4 });
  });

  it('leave an organiser’s own name alone', () => {
    expect(roundNameParts('Playoffs')).toBeNull();
    expect(roundNameParts('Final Four')).toBeNull();
    expect(roundNameParts('Round 0')).toBeNull();
    expect(roundNameParts('round 2')).toBeNull();
  });
});
