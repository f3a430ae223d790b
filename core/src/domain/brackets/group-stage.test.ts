import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGroupStage, groupLabel, roundRobinPairings } from './group-stage.ts';
import { playOut } from './play-out.ts';
import { champion, qualifiers } from './ranking.ts';
import { reportResult } from './report-result.ts';
import { roundPlan } from './round-plan.ts';
import { groupStandings } from './standings.ts';
import { noTeamTwiceInARound, randomScores, teamIds } from './test-support.ts';
import type { GroupStageState, MatchScore } from './types.ts';

/** N from 2 to 256 with groups small enough (<= 16 teams) to keep every round robin quick to play. */
const fieldAndGroups = fc
  .integer({ min: 2, max: 256 })
  .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: Math.ceil(n / 16), max: Math.floor(n / 2) })));

const pairKey = (a: string, b: string) => [a, b].sort().join('|');

/** Reports the given results by team names, whichever slot each team sits in. */
const report = (stage: GroupStageState, results: Array<[string, number, string, number]>): GroupStageState =>
  results.reduce((state, [x, scoreX, y, scoreY]) => {
    const match = state.matches.find((m) => pairKey(m.teamA!, m.teamB!) === pairKey(x, y))!;
    const score: MatchScore =
      match.teamA === x ? { scoreA: scoreX, scoreB: scoreY } : { scoreA: scoreY, scoreB: scoreX };
    return reportResult(state, match.id, score);
  }, stage);

describe('group stage', () => {
  it('splits 16 seeds into four serpentine groups of four playing three matchdays', () => {
    const stage = createGroupStage(teamIds(16), { groups: 4 });
    expect(stage.groups[0]).toEqual(['t1', 't8', 't9', 't16']);
    expect(stage.groups[3]).toEqual(['t4', 't5', 't12', 't13']);
    expect(stage.rounds.map((round) => round.name)).toEqual(['Matchday 1', 'Matchday 2', 'Matchday 3']);
    expect(stage.matches.filter((match) => match.group === 0).map((match) => match.id)).toEqual([
      'ga-md1-1',
      'ga-md1-2',
      'ga-md2-1',
      'ga-md2-2',
      'ga-md3-1',
      'ga-md3-2',
    ]);
    expect(stage.matches.every((match) => match.status === 'pending')).toBe(true);
  });

  it('labels groups A..Z, then AA', () => {
    expect([0, 1, 25, 26, 27].map(groupLabel)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });

  it('circle method: every pair meets exactly once, nobody twice in a round, odd fields sit one out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), (size) => {
        const rounds = roundRobinPairings(teamIds(size));
        expect(rounds).toHaveLength(size % 2 === 0 ? size - 1 : size);
        const pairs = rounds.flat().map(([a, b]) => pairKey(a, b));
        expect(new Set(pairs).size).toBe((size * (size - 1)) / 2);
        expect(pairs).toHaveLength((size * (size - 1)) / 2);
        for (const round of rounds) expect(new Set(round.flat()).size).toBe(round.length * 2);
      }),
      { numRuns: 39 },
    );
  });

  it('every team is in one group, every pair inside a group meets exactly once, every group has one winner', () => {
    fc.assert(
      fc.property(fieldAndGroups, fc.integer(), ([n, groups], seed) => {
        const teams = teamIds(n);
        const stage = playOut(createGroupStage(teams, { groups }), randomScores(seed, { draws: true }));
        expect(stage.groups.flat().sort()).toEqual([...teams].sort());
        expect(stage.rounds).toEqual(roundPlan('group-stage', n, { groups }));
        expect(noTeamTwiceInARound(stage)).toBe(true);
        stage.groups.forEach((members, group) => {
          const inGroup = stage.matches.filter((match) => match.group === group);
          const pairs = inGroup.map((match) => pairKey(match.teamA!, match.teamB!));
          expect(pairs).toHaveLength((members.length * (members.length - 1)) / 2);
          expect(new Set(pairs).size).toBe(pairs.length);
          expect(
            inGroup.every((match) => members.includes(match.teamA!) && members.includes(match.teamB!)),
          ).toBe(true);
        });
        const standings = groupStandings(stage);
        for (const table of standings) {
          expect(table.rows.filter((row) => row.rank === 1)).toHaveLength(1);
          expect(table.rows.map((row) => row.rank)).toEqual(table.rows.map((_, i) => i + 1));
        }
        expect(qualifiers(stage, groups).sort()).toEqual(
          standings.map((table) => table.rows[0]!.teamId).sort(),
        );
        expect(champion(stage)).toBe(groups === 1 ? standings[0]!.rows[0]!.teamId : null);
      }),
      { numRuns: 60 },
    );
  });

  describe('standings tiebreakers', () => {
    const stage = () => createGroupStage(['a', 'b', 'c', 'd'], { groups: 1 });

    it('ranks teams level on wins by their head-to-head result before score difference', () => {
      const table = groupStandings(
        report(stage(), [
          ['a', 9, 'c', 0],
          ['a', 9, 'd', 0],
          ['b', 1, 'a', 0],
          ['c', 1, 'b', 0],
          ['d', 1, 'c', 0],
          ['b', 1, 'd', 0],
        ]),
      )[0]!;
      expect(table.rows.map((row) => [row.teamId, row.wins, row.scoreDifference])).toEqual([
        ['b', 2, 1],
        ['a', 2, 17],
        ['d', 1, -9],
        ['c', 1, -9],
      ]);
    });

    it('falls back to score difference when head-to-head is level, then to seed', () => {
      const table = groupStandings(
        report(stage(), [
          ['a', 1, 'b', 0],
          ['b', 1, 'c', 0],
          ['c', 5, 'a', 0],
          ['a', 1, 'd', 0],
          ['b', 1, 'd', 0],
          ['c', 1, 'd', 0],
        ]),
      )[0]!;
      // a, b and c each beat one of the others and d: head-to-head is 1-1-1, so score difference
      // (c +5, b +1, a -3) decides.
      expect(table.rows.map((row) => row.teamId)).toEqual(['c', 'b', 'a', 'd']);
      const level = groupStandings(stage())[0]!;
      expect(level.rows.map((row) => row.teamId)).toEqual(['a', 'b', 'c', 'd']);
    });

    // a, b, c and d finish on 3 wins; among themselves a and b have 2 wins, c and d 1. Head-to-head
    // again on each smaller tie: b beat a, d beat c. Score difference alone would put a (+13) first.
    const fourWayTie: Array<[string, number, string, number]> = [
      ['b', 1, 'a', 0],
      ['a', 5, 'c', 0],
      ['a', 5, 'd', 0],
      ['e', 1, 'a', 0],
      ['a', 5, 'f', 0],
      ['c', 1, 'b', 0],
      ['b', 1, 'd', 0],
      ['e', 1, 'b', 0],
      ['b', 1, 'f', 0],
      ['d', 1, 'c', 0],
      ['c', 1, 'e', 0],
      ['c', 1, 'f', 0],
      ['d', 1, 'e', 0],
      ['d', 1, 'f', 0],
      ['f', 1, 'e', 0],
    ];
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];

    it('applies head-to-head again to the smaller tie it leaves', () => {
      const table = groupStandings(report(createGroupStage(six, { groups: 1 }), fourWayTie))[0]!;
      expect(table.rows.map((row) => [row.teamId, row.points, row.scoreDifference])).toEqual([
        ['b', 3, 1],
        ['a', 3, 13],
        ['d', 3, -3],
        ['c', 3, -3],
        ['e', 2, -1],
        ['f', 1, -7],
      ]);
    });

    it("follows the phase's tiebreak order: score difference before head-to-head, seed last", () => {
      const stage = createGroupStage(six, {
        groups: 1,
        tiebreaks: ['points', 'score-difference', 'head-to-head'],
      });
      const table = groupStandings(report(stage, fourWayTie))[0]!;
      // c and d are level on score difference too; d beat c.
      expect(table.rows.map((row) => row.teamId)).toEqual(['a', 'b', 'd', 'c', 'e', 'f']);
      const bySeed = createGroupStage(six, { groups: 1, tiebreaks: ['points', 'seed'] });
      expect(groupStandings(report(bySeed, fourWayTie))[0]!.rows.map((row) => row.teamId)).toEqual([
        'a',
        'b',
        'c',
        'd',
        'e',
        'f',
      ]);
    });

    it('counts a draw as half a win', () => {
      const table = groupStandings(report(stage(), [['a', 1, 'b', 1]]))[0]!;
      expect(table.rows.slice(0, 2).map((row) => [row.teamId, row.draws, row.points])).toEqual([
        ['a', 1, 0.5],
        ['b', 1, 0.5],
      ]);
    });
  });

  it('qualifies group winners first, then runners-up, one slice per division', () => {
    const better = (match: { teamA: string | null; teamB: string | null }): MatchScore =>
      Number(match.teamA!.slice(1)) < Number(match.teamB!.slice(1))
        ? { scoreA: 1, scoreB: 0 }
        : { scoreA: 0, scoreB: 1 };
    const stage = playOut(createGroupStage(teamIds(16), { groups: 4 }), better);
    expect(qualifiers(stage, [4, 4])).toEqual([
      ['t1', 't2', 't3', 't4'],
      ['t5', 't6', 't7', 't8'],
    ]);
  });
});
