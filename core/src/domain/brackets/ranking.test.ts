import { describe, expect, it } from 'vitest';
import { createDoubleElimination } from './double-elimination.ts';
import { createGroupStage } from './group-stage.ts';
import { playOut } from './play-out.ts';
import { champion, finalRanking, isFinished, qualifiers } from './ranking.ts';
import { createSingleElimination } from './single-elimination.ts';
import { betterSeedWins, teamIds } from './test-support.ts';

describe('qualifiers', () => {
  it('ranks an elimination by the round each team went out in, seed breaking ties inside a round', () => {
    const bracket = playOut(createSingleElimination(teamIds(8)), betterSeedWins);
    expect(finalRanking(bracket)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8']);
    expect(qualifiers(bracket, 4)).toEqual(['t1', 't2', 't3', 't4']);
  });

  it('lets the third-place match decide third and fourth', () => {
    // Slot A of the third-place match is the loser of sf-1 (t4); here it upsets t3.
    const bracket = playOut(createSingleElimination(teamIds(8), { thirdPlace: true }), (match) =>
      match.id === 'third-place' ? { scoreA: 1, scoreB: 0 } : betterSeedWins(match),
    );
    expect(qualifiers(bracket, 4)).toEqual(['t1', 't2', 't4', 't3']);
  });

  it('ranks a double elimination by the losers-bracket round of each second loss', () => {
    const bracket = playOut(createDoubleElimination(teamIds(8)), betterSeedWins);
    expect(finalRanking(bracket)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8']);
  });

  it('slices the ranking into divisions, the first division taking the best', () => {
    const bracket = playOut(createSingleElimination(teamIds(8)), betterSeedWins);
    expect(qualifiers(bracket, [2, 2])).toEqual([
      ['t1', 't2'],
      ['t3', 't4'],
    ]);
  });

  it('waits for the phase to finish and refuses more qualifiers than teams', () => {
    const unfinished = createGroupStage(teamIds(8), { groups: 2 });
    expect(isFinished(unfinished)).toBe(false);
    expect(champion(unfinished)).toBeNull();
    expect(() => qualifiers(unfinished, 4)).toThrow(
      'Qualifiers are only known once every match of the phase has a result',
    );
    const finished = playOut(unfinished, betterSeedWins);
    expect(() => qualifiers(finished, 9)).toThrow('Cannot qualify 9 teams: only 8 can be ranked');
  });
});
