import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playOut } from './play-out.ts';
import { champion, finalRanking } from './ranking.ts';
import { reportResult } from './report-result.ts';
import { roundPlan } from './round-plan.ts';
import { createSingleElimination } from './single-elimination.ts';
import {
  betterSeedWins,
  matchOf,
  noTeamTwiceInARound,
  played,
  randomScores,
  seedOf,
  teamIds,
} from './test-support.ts';

const ids = (n: number, thirdPlace = false) =>
  createSingleElimination(teamIds(n), { thirdPlace }).matches.map((match) => match.id);

describe('single elimination', () => {
  it('an 8-team single elimination has qf-1..qf-4, sf-1, sf-2, final', () => {
    expect(ids(8)).toEqual(['qf-1', 'qf-2', 'qf-3', 'qf-4', 'sf-1', 'sf-2', 'final']);
  });

  it('numbers the rounds before the quarter-finals and adds the third-place match last', () => {
    expect(ids(16, true).slice(0, 9)).toEqual([
      'r1-1',
      'r1-2',
      'r1-3',
      'r1-4',
      'r1-5',
      'r1-6',
      'r1-7',
      'r1-8',
      'qf-1',
    ]);
    expect(ids(4, true)).toEqual(['sf-1', 'sf-2', 'final', 'third-place']);
    expect(ids(2, true)).toEqual(['final']);
  });

  it('stamps every match with a round key from the round plan, every planned round holding matches', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }), fc.boolean(), (n, thirdPlace) => {
        const bracket = createSingleElimination(teamIds(n), { thirdPlace });
        const keys = new Set(bracket.matches.map((match) => match.roundKey));
        expect([...keys]).toEqual(roundPlan('single-elimination', n).map((round) => round.key));
        expect(bracket.rounds).toEqual(roundPlan('single-elimination', n));
      }),
      { numRuns: 50 },
    );
  });

  it('seed 1 and seed 2 can only meet in the final', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }), fc.integer(), (n, seed) => {
        const random = playOut(createSingleElimination(teamIds(n)), randomScores(seed));
        const meeting = random.matches.find(
          (match) => [match.teamA, match.teamB].includes('t1') && [match.teamA, match.teamB].includes('t2'),
        );
        if (meeting) expect(meeting.id).toBe('final');
        const chalk = playOut(createSingleElimination(teamIds(n)), betterSeedWins);
        expect(matchOf(chalk, 'final')).toMatchObject({ teamA: 't1', teamB: 't2' });
      }),
      { numRuns: 50 },
    );
  });

  it('gives the BYEs to the top seeds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }), (n) => {
        const bracket = createSingleElimination(teamIds(n));
        const byeTeams = bracket.matches
          .filter((match) => match.status === 'bye')
          .map((match) => match.winner!);
        const size = 2 ** Math.ceil(Math.log2(n));
        expect(byeTeams.map(seedOf).sort((a, b) => a - b)).toEqual(
          Array.from({ length: size - n }, (_, i) => i + 1),
        );
      }),
      { numRuns: 50 },
    );
  });

  // Counting: a match row is either played (status completed) or a BYE. With the field padded to the
  // next power of two P, there are P - 1 rows: N - 1 played and P - N BYEs, plus the third-place match,
  // played from N = 4 (with N = 3 only one semi-final is played and its loser takes third by BYE).
  it('plays out with random winners to one champion after N - 1 played matches (+ third place)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }), fc.boolean(), fc.integer(), (n, thirdPlace, seed) => {
        const teams = teamIds(n);
        const bracket = playOut(createSingleElimination(teams, { thirdPlace }), randomScores(seed));
        const size = 2 ** Math.ceil(Math.log2(n));
        const hasThirdPlace = thirdPlace && n >= 3;
        expect(bracket.matches).toHaveLength(size - 1 + (hasThirdPlace ? 1 : 0));
        expect(played(bracket)).toHaveLength(n - 1 + (thirdPlace && n >= 4 ? 1 : 0));
        expect(bracket.matches.every((match) => match.status === 'completed' || match.status === 'bye')).toBe(
          true,
        );
        expect(noTeamTwiceInARound(bracket)).toBe(true);

        const firstRound = bracket.matches.filter((match) => match.round === 1);
        const entrants = firstRound.flatMap((match) => [match.teamA, match.teamB]).filter((t) => t !== null);
        expect(entrants.sort()).toEqual([...teams].sort());

        const mainLosers = new Set(bracket.matches.filter((m) => m.side === 'main').map((m) => m.loser));
        const unbeaten = teams.filter((team) => !mainLosers.has(team));
        expect(unbeaten).toEqual([champion(bracket)]);
        expect([...finalRanking(bracket)].sort()).toEqual([...teams].sort());
      }),
      { numRuns: 100 },
    );
  });

  describe('BYE propagation into later rounds (regression)', () => {
    it('N = 5: seeds 2 and 3 meet at once, seed 1 waits for the 4 v 5 winner', () => {
      const bracket = createSingleElimination(teamIds(5));
      expect(matchOf(bracket, 'qf-1')).toMatchObject({ status: 'bye', winner: 't1' });
      expect(matchOf(bracket, 'sf-2')).toMatchObject({ teamA: 't2', teamB: 't3', status: 'pending' });
      expect(matchOf(bracket, 'sf-1')).toMatchObject({ teamA: 't1', teamB: null, status: 'upcoming' });
      const after = reportResult(bracket, 'qf-2', { scoreA: 0, scoreB: 1 });
      expect(matchOf(after, 'sf-1')).toMatchObject({ teamA: 't1', teamB: 't5', status: 'pending' });
    });

    it('N = 6: the two BYE winners meet the right first-round winners', () => {
      let bracket = createSingleElimination(teamIds(6));
      bracket = reportResult(bracket, 'qf-2', { scoreA: 3, scoreB: 1 });
      bracket = reportResult(bracket, 'qf-4', { scoreA: 0, scoreB: 2 });
      expect(matchOf(bracket, 'sf-1')).toMatchObject({ teamA: 't1', teamB: 't4' });
      expect(matchOf(bracket, 'sf-2')).toMatchObject({ teamA: 't2', teamB: 't6' });
    });

    it('N = 9: the only first-round match feeds seed 1 two rounds later', () => {
      const bracket = createSingleElimination(teamIds(9));
      expect(played(bracket)).toHaveLength(0);
      expect(matchOf(bracket, 'r1-2')).toMatchObject({ teamA: 't8', teamB: 't9', status: 'pending' });
      expect(matchOf(bracket, 'qf-2')).toMatchObject({ teamA: 't4', teamB: 't5', status: 'pending' });
      const after = reportResult(bracket, 'r1-2', { scoreA: 1, scoreB: 2 });
      expect(matchOf(after, 'qf-1')).toMatchObject({ teamA: 't1', teamB: 't9', status: 'pending' });
    });

    it('N = 3: the third-place match hands third place to the only semi-final loser', () => {
      const bracket = playOut(createSingleElimination(teamIds(3), { thirdPlace: true }), betterSeedWins);
      expect(matchOf(bracket, 'third-place')).toMatchObject({ status: 'bye', winner: 't3' });
      expect(finalRanking(bracket)).toEqual(['t1', 't2', 't3']);
    });
  });
});
