import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDoubleElimination } from './double-elimination.ts';
import { playOut } from './play-out.ts';
import { champion, finalRanking } from './ranking.ts';
import { reportResult } from './report-result.ts';
import { roundPlan } from './round-plan.ts';
import {
  betterSeedWins,
  matchOf,
  noTeamTwiceInARound,
  played,
  randomScores,
  teamIds,
} from './test-support.ts';
import type { BracketMatch, DoubleEliminationState } from './types.ts';

const lossesPerTeam = (matches: readonly BracketMatch[]): Map<string, number> => {
  const losses = new Map<string, number>();
  for (const match of matches) {
    if (match.status === 'completed') losses.set(match.loser!, (losses.get(match.loser!) ?? 0) + 1);
  }
  return losses;
};

/** Plays the winners bracket and the losers bracket, leaving the grand final(s) unplayed. */
const playToGrandFinal = (bracket: DoubleEliminationState): DoubleEliminationState => {
  let state = bracket;
  for (const match of bracket.matches) {
    if (match.side !== 'winners' && match.side !== 'losers') continue;
    const current = matchOf(state, match.id);
    if (current.status === 'pending') state = reportResult(state, match.id, betterSeedWins(current));
  }
  return state;
};

describe('double elimination', () => {
  it('lists winners and losers matches in play order, then the grand final', () => {
    const bracket = createDoubleElimination(teamIds(4), { grandFinalReset: true });
    expect(bracket.matches.map((match) => match.id)).toEqual([
      'wb1-1',
      'wb1-2',
      'wb2-1',
      'lb1-1',
      'lb2-1',
      'gf',
      'gf-reset',
    ]);
    expect(bracket.rounds).toEqual(roundPlan('double-elimination', 4, { grandFinalReset: true }));
  });

  it('plays out with random winners to one champion after 2N - 2 matches, 2N - 1 with a reset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 256 }),
        fc.boolean(),
        fc.integer(),
        (n, grandFinalReset, seed) => {
          const teams = teamIds(n);
          const bracket = playOut(createDoubleElimination(teams, { grandFinalReset }), randomScores(seed));
          const grandFinal = matchOf(bracket, 'gf');
          const resetPlayed = grandFinalReset && grandFinal.winner === grandFinal.teamB;
          expect(played(bracket)).toHaveLength(2 * n - 2 + (resetPlayed ? 1 : 0));
          expect(bracket.matches.every((m) => ['completed', 'bye', 'void'].includes(m.status))).toBe(true);
          expect(noTeamTwiceInARound(bracket)).toBe(true);
          const entrants = bracket.matches
            .filter((match) => match.roundKey === 'wb-1')
            .flatMap((match) => [match.teamA, match.teamB])
            .filter((team) => team !== null);
          expect(entrants.sort()).toEqual([...teams].sort());
          expect(bracket.rounds).toEqual(roundPlan('double-elimination', n, { grandFinalReset }));
          expect(new Set(bracket.matches.map((match) => match.roundKey))).toEqual(
            new Set(bracket.rounds.map((round) => round.key)),
          );

          const winner = champion(bracket);
          expect(winner).not.toBeNull();
          const losses = lossesPerTeam(bracket.matches);
          expect(losses.get(winner!) ?? 0).toBeLessThanOrEqual(1);
          for (const team of teams) {
            if (team === winner) continue;
            // Only a winners-side finalist beaten in a grand final without a reset leaves on one loss.
            const allowed = !grandFinalReset && team === grandFinal.teamA ? 1 : 2;
            expect(losses.get(team)).toBe(allowed);
          }
          expect([...finalRanking(bracket)].sort()).toEqual([...teams].sort());
        },
      ),
      { numRuns: 100 },
    );
    // A hundred brackets of up to 256 teams: several seconds on a shared machine.
  }, 60_000);

  it('never lets a team play after its second loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), fc.integer(), (n, seed) => {
        const bracket = playOut(
          createDoubleElimination(teamIds(n), { grandFinalReset: true }),
          randomScores(seed),
        );
        const losses = new Map<string, number>();
        for (const match of bracket.matches) {
          if (match.status !== 'completed') continue;
          expect(losses.get(match.teamA!) ?? 0).toBeLessThan(2);
          expect(losses.get(match.teamB!) ?? 0).toBeLessThan(2);
          losses.set(match.loser!, (losses.get(match.loser!) ?? 0) + 1);
        }
      }),
      { numRuns: 50 },
    );
  });

  describe('losers-bracket routing for fields short of a power of two (regression)', () => {
    it('N = 6: losers round 1 resolves by BYE, no ghost match waits for the BYE lines', () => {
      let bracket = createDoubleElimination(teamIds(6));
      bracket = reportResult(bracket, 'wb1-2', { scoreA: 2, scoreB: 0 });
      bracket = reportResult(bracket, 'wb1-4', { scoreA: 2, scoreB: 0 });
      expect(matchOf(bracket, 'lb1-1')).toMatchObject({
        teamA: null,
        teamB: 't5',
        status: 'bye',
        winner: 't5',
      });
      expect(matchOf(bracket, 'lb1-2')).toMatchObject({
        teamA: null,
        teamB: 't6',
        status: 'bye',
        winner: 't6',
      });
      bracket = reportResult(bracket, 'wb2-1', { scoreA: 2, scoreB: 0 });
      bracket = reportResult(bracket, 'wb2-2', { scoreA: 2, scoreB: 1 });
      // Drops land in reverse order: the top half's loser meets the bottom half's survivor.
      expect(matchOf(bracket, 'lb2-1')).toMatchObject({ teamA: 't5', teamB: 't3', status: 'pending' });
      expect(matchOf(bracket, 'lb2-2')).toMatchObject({ teamA: 't6', teamB: 't4', status: 'pending' });
      expect(played(playOut(bracket, betterSeedWins))).toHaveLength(10);
    });

    it('N = 12: the four BYEs of the top seeds leave every losers round 1 match to a BYE', () => {
      let bracket = createDoubleElimination(teamIds(12));
      for (const id of ['wb1-2', 'wb1-4', 'wb1-6', 'wb1-8']) {
        bracket = reportResult(bracket, id, betterSeedWins(matchOf(bracket, id)));
      }
      const losersRound1 = bracket.matches.filter((match) => match.roundKey === 'lb-1');
      expect(losersRound1.map((match) => [match.status, match.winner])).toEqual([
        ['bye', 't9'],
        ['bye', 't12'],
        ['bye', 't10'],
        ['bye', 't11'],
      ]);
      const finished = playOut(bracket, betterSeedWins);
      expect(played(finished)).toHaveLength(22);
      expect(finalRanking(finished).slice(0, 4)).toEqual(['t1', 't2', 't3', 't4']);
    });

    it('N = 3: the losers final pits the first-round loser against the winners final loser', () => {
      const bracket = playOut(createDoubleElimination(teamIds(3)), betterSeedWins);
      expect(matchOf(bracket, 'lb2-1')).toMatchObject({ teamA: 't3', teamB: 't2', winner: 't2' });
      expect(champion(bracket)).toBe('t1');
    });
  });

  describe('grand-final reset (regression)', () => {
    it('is void, never played, when the winners-side finalist takes the first grand final', () => {
      const bracket = playOut(createDoubleElimination(teamIds(8), { grandFinalReset: true }), betterSeedWins);
      expect(matchOf(bracket, 'gf')).toMatchObject({ teamA: 't1', teamB: 't2', winner: 't1' });
      expect(matchOf(bracket, 'gf-reset').status).toBe('void');
      expect(() => reportResult(bracket, 'gf-reset', { scoreA: 1, scoreB: 0 })).toThrow(
        'Match gf-reset cannot take a result until both teams are known',
      );
      expect(champion(bracket)).toBe('t1');
    });

    it('is played once when the losers-side finalist wins the first grand final', () => {
      let bracket = playToGrandFinal(createDoubleElimination(teamIds(8), { grandFinalReset: true }));
      bracket = reportResult(bracket, 'gf', { scoreA: 0, scoreB: 3 });
      expect(matchOf(bracket, 'gf-reset')).toMatchObject({ teamA: 't1', teamB: 't2', status: 'pending' });
      expect(champion(bracket)).toBeNull();
      bracket = reportResult(bracket, 'gf-reset', { scoreA: 3, scoreB: 2 });
      expect(champion(bracket)).toBe('t1');
      expect(bracket.matches.some((match) => match.status === 'pending' || match.status === 'upcoming')).toBe(
        false,
      );
      expect(() => reportResult(bracket, 'gf-reset', { scoreA: 3, scoreB: 2 })).toThrow(
        'Match gf-reset already has a result',
      );
      expect(finalRanking(bracket).slice(0, 2)).toEqual(['t1', 't2']);
    });

    it('is not created without the option: the losers-side finalist wins the title in one final', () => {
      let bracket = playToGrandFinal(createDoubleElimination(teamIds(8)));
      bracket = reportResult(bracket, 'gf', { scoreA: 0, scoreB: 1 });
      expect(bracket.matchIndex['gf-reset']).toBeUndefined();
      expect(champion(bracket)).toBe('t2');
    });
  });

  it('a two-team field sends the loser of the only winners match straight to the grand final', () => {
    let bracket = createDoubleElimination(teamIds(2), { grandFinalReset: true });
    bracket = reportResult(bracket, 'wb1-1', { scoreA: 1, scoreB: 0 });
    expect(matchOf(bracket, 'gf')).toMatchObject({ teamA: 't1', teamB: 't2', status: 'pending' });
  });
});
