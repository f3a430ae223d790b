import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUBSTITUTES,
  isSubstituteAt,
  rosterSizeProblem,
  rosterSwapRefusal,
  splitRoster,
  swapSubstitute,
} from './substitutes.ts';

const shapes = fc.record({
  players: fc.integer({ min: 1, max: 50 }),
  substitutes: fc.integer({ min: 0, max: 2 }),
});

/** A roster of distinct ids with the shape's starters and some of its substitutes. */
const rosters = shapes.chain((shape) =>
  fc
    .uniqueArray(fc.uuid(), {
      minLength: shape.players,
      maxLength: shape.players + shape.substitutes,
    })
    .map((roster) => ({ shape, roster })),
);

describe('substitutes', () => {
  it('defaults to the rulebook number of 2', () => {
    expect(DEFAULT_SUBSTITUTES).toBe(2);
  });

  it('takes exactly the rosters from the players to the players plus substitutes', () => {
    fc.assert(
      fc.property(shapes, fc.integer({ min: 0, max: 60 }), (shape, length) => {
        const fits = length >= shape.players && length <= shape.players + shape.substitutes;
        expect(rosterSizeProblem(length, shape) === null).toBe(fits);
      }),
    );
  });

  it('names the limits when a roster does not fit', () => {
    expect(rosterSizeProblem(8, { players: 5, substitutes: 2 })).toBe(
      'A roster has 5 players and up to 2 substitutes (5 to 7 in all)',
    );
    expect(rosterSizeProblem(7, { players: 5, substitutes: 1 })).toBe(
      'A roster has 5 players and up to 1 substitute (5 to 6 in all)',
    );
    expect(rosterSizeProblem(6, { players: 5, substitutes: 0 })).toBe(
      'A roster has exactly 5 players (this tournament takes no substitutes)',
    );
  });

  it('splits a roster into its first starters and the substitutes after them', () => {
    fc.assert(
      fc.property(rosters, ({ shape, roster }) => {
        const { starters, substitutes } = splitRoster(roster, shape.players);
        expect(starters).toHaveLength(shape.players);
        expect([...starters, ...substitutes]).toEqual(roster);
        roster.forEach((id, index) => {
          expect(isSubstituteAt(index, shape.players)).toBe(substitutes.includes(id));
        });
      }),
    );
  });

  it('a swap trades one starter and one substitute and moves nobody else', () => {
    fc.assert(
      fc.property(
        rosters.filter(({ roster, shape }) => roster.length > shape.players),
        fc.nat(),
        fc.nat(),
        ({ shape, roster }, a, b) => {
          const starterId = roster[a % shape.players]!;
          const substituteId = roster[shape.players + (b % (roster.length - shape.players))]!;
          const next = swapSubstitute(roster, shape.players, { starterId, substituteId });
          const before = splitRoster(roster, shape.players);
          const after = splitRoster(next, shape.players);
          expect(next).toHaveLength(roster.length);
          expect([...next].sort()).toEqual([...roster].sort());
          expect(after.starters).toContain(substituteId);
          expect(after.substitutes).toContain(starterId);
          expect(after.starters.filter((id) => id !== substituteId)).toEqual(
            before.starters.filter((id) => id !== starterId),
          );
          // Swapping back restores the roster.
          expect(
            swapSubstitute(next, shape.players, { starterId: substituteId, substituteId: starterId }),
          ).toEqual(roster);
        },
      ),
    );
  });

  it('refuses a swap whose players are not a starter and a substitute', () => {
    const roster = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(() => swapSubstitute(roster, 5, { starterId: 'f', substituteId: 'g' })).toThrow(
      'The player to swap out is not one of the starting players',
    );
    expect(() => swapSubstitute(roster, 5, { starterId: 'a', substituteId: 'b' })).toThrow(
      'The player to swap in is not one of the substitutes',
    );
    expect(() => swapSubstitute(roster, 5, { starterId: 'a', substituteId: 'z' })).toThrow(
      'The player to swap in is not one of the substitutes',
    );
  });

  it('allows a swap only while the entered team has not checked in and check-in is not closed', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (entered, checkedIn, checkInClosed) => {
        const refusal = rosterSwapRefusal({ entered, checkedIn, checkInClosed });
        expect(refusal === null).toBe(entered && !checkedIn && !checkInClosed);
      }),
    );
    expect(rosterSwapRefusal({ entered: true, checkedIn: true, checkInClosed: false })).toEqual({
      code: 'ROSTERS_LOCKED_CHECKED_IN',
      message: 'The roster is locked: your team has checked in, so substitutes can no longer swap',
    });
    expect(rosterSwapRefusal({ entered: true, checkedIn: false, checkInClosed: true })).toEqual({
      code: 'ROSTERS_LOCKED_CHECK_IN_CLOSED',
      message: 'The roster is locked: check-in has closed, so substitutes can no longer swap',
    });
  });
});
