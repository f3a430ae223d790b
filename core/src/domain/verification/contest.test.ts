import { describe, expect, it } from 'vitest';
import { contestRefusal } from './contest.ts';

describe('contestRefusal', () => {
  it('lets an owner contest a pending or verified claim someone else holds', () => {
    for (const status of ['pending', 'verified'] as const) {
      expect(contestRefusal({ claim: { status, heldByContestant: false }, alreadyOpen: false })).toBeNull();
    }
  });

  it('sends a free or rejected id to an ordinary claim, and refuses contesting one’s own claim or twice', () => {
    expect(contestRefusal({ claim: null, alreadyOpen: false })?.message).toBe(
      'Nobody holds this in-game ID: send your verification video instead',
    );
    expect(
      contestRefusal({ claim: { status: 'rejected', heldByContestant: false }, alreadyOpen: false })?.message,
    ).toBe('Nobody holds this in-game ID: send your verification video instead');
    expect(
      contestRefusal({ claim: { status: 'verified', heldByContestant: true }, alreadyOpen: false })?.message,
    ).toBe('This in-game ID is already yours: there is nothing to contest');
    expect(
      contestRefusal({ claim: { status: 'verified', heldByContestant: false }, alreadyOpen: true })?.message,
    ).toBe('You already contested this in-game ID: platform staff are reviewing it');
  });
});
