import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DuelResultFinality, isDuelPhaseFinal, reviseQualifiers } from './phase-completion.ts';

const MINUTE = 60_000;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 18, 0) + minute * MINUTE);

const result = fc.record({
  completedMinute: fc.integer({ min: 0, max: 600 }),
  ruledAfter: fc.option(fc.integer({ min: 0, max: 60 })),
});
const finality = (r: { completedMinute: number; ruledAfter: number | null }): DuelResultFinality => ({
  completedAt: at(r.completedMinute),
  ruledAt: r.ruledAfter === null ? null : at(r.completedMinute + r.ruledAfter),
});

describe('when a duel phase completes', () => {
  it('waits 15 minutes after its last confirmed result, a correction at the last minute still being heard', () => {
    const results = [finality({ completedMinute: 0, ruledAfter: null })];
    expect(isDuelPhaseFinal(results, at(15))).toBe(false);
    expect(isDuelPhaseFinal(results, new Date(at(15).getTime() + 1))).toBe(true);
  });

  it('never completes while a match has no result', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 12 }), fc.integer({ min: 0, max: 2000 }), (rs, minute) => {
        const open = [...rs.map(finality), { completedAt: null, ruledAt: null }];
        expect(isDuelPhaseFinal(open, at(minute))).toBe(false);
      }),
    );
  });

  it('completes once every confirmed result is past its window and every ruled one is ruled', () => {
    fc.assert(
      fc.property(
        fc.array(result, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 2000 }),
        (rs, minute) => {
          const now = at(minute).getTime();
          const expected = rs.every((r) =>
            r.ruledAfter === null
              ? now > at(r.completedMinute + 15).getTime()
              : now >= at(r.completedMinute + r.ruledAfter).getTime(),
          );
          expect(isDuelPhaseFinal(rs.map(finality), at(minute))).toBe(expected);
        },
      ),
    );
  });
});

const teams = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
/** Divisions of distinct teams, as a finished phase's qualifiers are. */
const divisions = fc
  .shuffledSubarray(teams, { minLength: 2, maxLength: 8 })
  .chain((picked) =>
    fc
      .integer({ min: 1, max: picked.length })
      .map((size) =>
        Array.from({ length: Math.ceil(picked.length / size) }, (_, d) =>
          picked.slice(d * size, d * size + size),
        ),
      ),
  );

describe('what a ruling on a finished phase does to who qualified', () => {
  it('names a corrected runner-up in and the old one out while the playoffs have no result', () => {
    expect(
      reviseQualifiers(
        [
          ['Alpha', 'Bravo'],
          ['Charlie', 'Delta'],
        ],
        [
          ['Alpha', 'Echo'],
          ['Charlie', 'Delta'],
        ],
        [],
      ),
    ).toEqual({ kind: 'rederive', in: ['Echo'], out: ['Bravo'] });
  });

  it('changes nothing beyond the phase when the same teams qualify in the same places', () => {
    fc.assert(
      fc.property(divisions, fc.array(fc.string(), { maxLength: 3 }), (before, played) => {
        expect(reviseQualifiers(before, structuredClone(before), played)).toEqual({ kind: 'unchanged' });
      }),
    );
  });

  it('refuses a change once a later phase has a played result, and otherwise says exactly who is in and out', () => {
    fc.assert(
      fc.property(
        divisions,
        fc.option(divisions),
        fc.array(fc.constantFrom('Semi-final 1', 'Semi-final 2', 'Final'), { maxLength: 3 }),
        (before, after, played) => {
          const revision = reviseQualifiers(before, after, played);
          if (revision.kind === 'unchanged') {
            expect(after).toEqual(before);
            return;
          }
          if (played.length > 0) {
            expect(revision).toEqual({ kind: 'refused', played });
            return;
          }
          if (revision.kind !== 'rederive') throw new Error('expected a re-derivation');
          const kept = before.flat().filter((team) => !revision.out.includes(team));
          expect(new Set([...kept, ...revision.in])).toEqual(new Set(after?.flat() ?? []));
          expect(revision.in.filter((team) => before.flat().includes(team))).toEqual([]);
          expect(revision.out.filter((team) => (after?.flat() ?? []).includes(team))).toEqual([]);
        },
      ),
    );
  });
});
