import { describe, expect, it } from 'vitest';
import { toBracketView } from '../brackets/bracket-view.ts';
import { createDoubleElimination } from '../brackets/double-elimination.ts';
import { createGroupStage } from '../brackets/group-stage.ts';
import { playOut } from '../brackets/play-out.ts';
import { reportResult } from '../brackets/report-result.ts';
import { createSingleElimination } from '../brackets/single-elimination.ts';
import { groupStandings, swissStandings } from '../brackets/standings.ts';
import { createSwiss, createSwissRound } from '../brackets/swiss.ts';
import { randomScores, teamIds } from '../brackets/test-support.ts';
import type { BracketMatch, BracketState } from '../brackets/types.ts';
import { rebuildBracketState, seedsFromMatches } from './bracket-state.ts';

/** What the database keeps of a phase: its matches (copied, as rows are), nothing else. */
const stored = (state: BracketState): BracketMatch[] => state.matches.map((match) => structuredClone(match));

describe('rebuildBracketState', () => {
  /** Reports every match that can take a result now, without pairing further Swiss rounds. */
  const playRound = <S extends BracketState>(state: S): S =>
    state.matches
      .filter((match) => match.status === 'pending')
      .reduce((next, match) => reportResult(next, match.id, randomScores(5, { draws: true })(match)), state);

  const states: BracketState[] = [
    reportResult(createSingleElimination(teamIds(6), { thirdPlace: true }), 'qf-2', { scoreA: 2, scoreB: 1 }),
    createSingleElimination(teamIds(8)),
    playOut(createDoubleElimination(teamIds(8), { grandFinalReset: true }), randomScores(7)),
    reportResult(createDoubleElimination(teamIds(5)), 'wb1-2', { scoreA: 1, scoreB: 0 }),
    playOut(createGroupStage(teamIds(10), { groups: 3 }), randomScores(3, { draws: true })),
    playRound(createSwissRound(playRound(createSwiss(teamIds(7), { rounds: 3 })))),
    reportResult(createSwiss(teamIds(8)), 's1-1', { scoreA: 2, scoreB: 2 }),
  ];

  it.each(states.map((state) => [state.format, state] as const))(
    'gives back the %s state its stored matches came from, with or without stored seeds',
    (_format, state) => {
      for (const seeds of [state.teams, null]) {
        const rebuilt = rebuildBracketState(state.format, stored(state), seeds);
        expect(toBracketView(rebuilt, {})).toEqual(toBracketView(state, {}));
        expect(rebuilt.teams).toEqual(state.teams);
        expect(rebuilt.matchIndex).toEqual(state.matchIndex);
        if (state.format === 'group-stage' && rebuilt.format === 'group-stage') {
          expect(rebuilt.groups).toEqual(state.groups);
          expect(groupStandings(rebuilt)).toEqual(groupStandings(state));
        }
        if (state.format === 'swiss' && rebuilt.format === 'swiss') {
          expect(rebuilt.pairedRounds).toEqual(state.pairedRounds);
          expect(swissStandings(rebuilt)).toEqual(swissStandings(state));
        }
      }
    },
  );

  it('keeps the third-place match and the grand-final reset when the phase has them', () => {
    const single = createSingleElimination(teamIds(4), { thirdPlace: true });
    expect(rebuildBracketState('single-elimination', stored(single))).toMatchObject({ thirdPlace: true });
    const double = createDoubleElimination(teamIds(4), { grandFinalReset: true });
    const rebuilt = rebuildBracketState('double-elimination', stored(double));
    expect(rebuilt).toMatchObject({ grandFinalReset: true });
    expect(rebuilt.rounds.at(-1)).toEqual({ key: 'gf-reset', name: 'Grand Final Reset' });
  });

  it('plans more Swiss rounds than the default when more were paired', () => {
    let swiss = playOut(createSwiss(teamIds(4), { rounds: 3 }), randomScores(11, { draws: true }));
    expect(swiss.pairedRounds).toBe(3);
    const rebuilt = rebuildBracketState('swiss', stored(swiss));
    expect(rebuilt.rounds.map((round) => round.key)).toEqual(['swiss-1', 'swiss-2', 'swiss-3']);
    swiss = createSwiss(teamIds(4));
    expect(rebuildBracketState('swiss', stored(swiss)).rounds).toHaveLength(2);
  });
});

describe('seedsFromMatches', () => {
  it('reads the seed order back from the seeded slots, BYEs included', () => {
    expect(seedsFromMatches(createSingleElimination(teamIds(5)).matches)).toEqual(teamIds(5));
    expect(seedsFromMatches(createGroupStage(['c', 'a', 'b', 'd'], { groups: 2 }).matches)).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
    expect(seedsFromMatches([])).toEqual([]);
  });
});
