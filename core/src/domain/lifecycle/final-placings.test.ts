import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDoubleElimination } from '../brackets/double-elimination.ts';
import { createGroupStage } from '../brackets/group-stage.ts';
import { playOut } from '../brackets/play-out.ts';
import { champion } from '../brackets/ranking.ts';
import { createSingleElimination } from '../brackets/single-elimination.ts';
import { groupStandings } from '../brackets/standings.ts';
import { matchOf, randomScores, teamIds } from '../brackets/test-support.ts';
import type { BracketState } from '../brackets/types.ts';
import { championOf, finalPlacings } from './final-placings.ts';
import { finishLabel, placeLabel } from './place-label.ts';

type Format = 'single' | 'single-third' | 'double' | 'double-reset' | 'league';

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
    case 'league':
      return createGroupStage(teamIds(n), { groups: 1 });
  }
};

describe('final placings', () => {
  it('puts the bracket champion first, then distinct teams in non-decreasing places, top four at most', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Format>('single', 'single-third', 'double', 'double-reset', 'league'),
        fc.integer({ min: 2, max: 40 }),
        fc.integer(),
        (format, n, seed) => {
          const state = playOut(create(format, n), randomScores(seed, { draws: format === 'league' }));
          const placings = finalPlacings({ kind: 'bracket', state });
          expect(placings).toHaveLength(Math.min(4, n));
          expect(championOf(placings)).toBe(champion(state));
          expect(new Set(placings.map((placing) => placing.teamId)).size).toBe(placings.length);
          placings.forEach((placing, i) => {
            expect(placing.place).toBeLessThanOrEqual(i + 1);
            if (i > 0) expect(placing.place).toBeGreaterThanOrEqual(placings[i - 1]!.place);
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('takes runner-up from the final and third and fourth from the third-place match', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 64 }), fc.integer(), (n, seed) => {
        const state = playOut(create('single-third', n), randomScores(seed));
        const final = matchOf(state, 'final');
        const third = matchOf(state, 'third-place');
        expect(finalPlacings({ kind: 'bracket', state })).toEqual([
          { place: 1, teamId: final.winner, points: null },
          { place: 2, teamId: final.loser, points: null },
          { place: 3, teamId: third.winner, points: null },
          { place: 4, teamId: third.loser, points: null },
        ]);
      }),
      { numRuns: 60 },
    );
  });

  it('lets both semi-final losers share third without a third-place match', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 64 }), fc.integer(), (n, seed) => {
        const state = playOut(create('single', n), randomScores(seed));
        const placings = finalPlacings({ kind: 'bracket', state });
        const final = matchOf(state, 'final');
        const semiLosers = state.matches
          .filter((match) => match.side === 'main' && match.round === final.round - 1)
          .map((match) => match.loser);
        expect(placings.map((placing) => placing.place)).toEqual([1, 2, 3, 3]);
        expect(new Set(placings.slice(2).map((placing) => placing.teamId))).toEqual(new Set(semiLosers));
      }),
      { numRuns: 60 },
    );
  });

  it('ranks a league by its standings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer(), (n, seed) => {
        const state = playOut(create('league', n), randomScores(seed, { draws: true }));
        const table = groupStandings(state as Extract<BracketState, { format: 'group-stage' }>)[0]!.rows;
        expect(finalPlacings({ kind: 'bracket', state }).map((placing) => placing.teamId)).toEqual(
          table.slice(0, 4).map((row) => row.teamId),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('is empty until the last phase has every result', () => {
    expect(finalPlacings({ kind: 'bracket', state: create('single-third', 8) })).toEqual([]);
    expect(
      finalPlacings({ kind: 'points', finished: false, rows: [{ rank: 1, teamId: 'a', total: 9 }] }),
    ).toEqual([]);
  });

  it('gives a battle royale its whole final points table with the points', () => {
    const rows = [
      { rank: 1, teamId: 'squad-b', total: 61 },
      { rank: 2, teamId: 'squad-a', total: 58 },
      { rank: 3, teamId: 'squad-c', total: 40 },
      { rank: 4, teamId: 'squad-d', total: 22 },
      { rank: 5, teamId: 'squad-e', total: 3 },
    ];
    expect(finalPlacings({ kind: 'points', finished: true, rows })).toEqual([
      { place: 1, teamId: 'squad-b', points: 61 },
      { place: 2, teamId: 'squad-a', points: 58 },
      { place: 3, teamId: 'squad-c', points: 40 },
      { place: 4, teamId: 'squad-d', points: 22 },
      { place: 5, teamId: 'squad-e', points: 3 },
    ]);
  });
});

describe('placeLabel', () => {
  it('names places as people say them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(placeLabel)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });
});

describe('finishLabel', () => {
  it('names a team page finish: the title for the champion, the place for everyone else', () => {
    expect([1, 2, 3, 12].map((place) => finishLabel(place, 'Podium Cup Season 1'))).toEqual([
      'Champion of Podium Cup Season 1',
      '2nd in Podium Cup Season 1',
      '3rd in Podium Cup Season 1',
      '12th in Podium Cup Season 1',
    ]);
  });
});
