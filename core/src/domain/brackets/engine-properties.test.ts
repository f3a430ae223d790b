import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDoubleElimination } from './double-elimination.ts';
import { createGroupStage } from './group-stage.ts';
import { playOut } from './play-out.ts';
import { finalRanking, isFinished } from './ranking.ts';
import { reportResult } from './report-result.ts';
import { createSingleElimination } from './single-elimination.ts';
import { betterSeedWins, randomScores, teamIds } from './test-support.ts';
import type { BracketMatch, BracketState, MatchScore } from './types.ts';

type Format = 'single' | 'single-third' | 'double' | 'double-reset' | 'groups';

const create = (format: Format, n: number): BracketState => {
  switch (format) {
    case 'single':
      return createSingleElimination(teamIds(n));
    case 'single-third':
      return createSingleElimination(teamIds(n), { thirdPlace: true });
    case 'double':
      return createDoubleElimination(teamIds(n));
    case 'double-reset':
      return createDoubleElimination(teamIds(n), { grandFinalReset: true });
    case 'groups':
      return createGroupStage(teamIds(n), { groups: Math.max(1, Math.floor(n / 4)) });
  }
};

const formats = fc.constantFrom<Format>('single', 'single-third', 'double', 'double-reset', 'groups');

describe('bracket engine properties', () => {
  it('ranks every team in seed order when the better seed always wins', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Format>('single', 'double', 'double-reset'),
        fc.integer({ min: 2, max: 128 }),
        (format, n) => {
          expect(finalRanking(playOut(create(format, n), betterSeedWins))).toEqual(teamIds(n));
        },
      ),
      { numRuns: 120 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), (n) => {
        const oneGroup = playOut(createGroupStage(teamIds(n), { groups: 1 }), betterSeedWins);
        expect(finalRanking(oneGroup)).toEqual(teamIds(n));
      }),
      { numRuns: 40 },
    );
  });

  it('reaches the same end state whatever valid order the results are reported in', () => {
    fc.assert(
      fc.property(
        formats,
        fc.integer({ min: 2, max: 40 }),
        fc.integer(),
        fc.integer(),
        (format, n, scoreSeed, orderSeed) => {
          // The score of a meeting depends only on who meets, so every order plays the same results.
          const scores = new Map<string, MatchScore>();
          const random = randomScores(scoreSeed, { draws: format === 'groups' });
          const score = (match: BracketMatch): MatchScore => {
            const key = `${match.id}:${match.teamA}:${match.teamB}`;
            if (!scores.has(key)) scores.set(key, random(match));
            return scores.get(key)!;
          };
          const inPlayOrder = playOut(create(format, n), score);

          let state = create(format, n);
          let pick = orderSeed >>> 0;
          for (;;) {
            const pending = state.matches.filter((match) => match.status === 'pending');
            if (pending.length === 0) break;
            pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
            const match = pending[pick % pending.length]!;
            state = reportResult(state, match.id, score(match));
          }
          expect(isFinished(state)).toBe(true);
          expect(state.matches).toEqual(inPlayOrder.matches);
        },
      ),
      { numRuns: 150 },
    );
  });
});
