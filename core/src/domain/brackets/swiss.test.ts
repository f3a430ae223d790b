import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playOut } from './play-out.ts';
import { champion, isFinished, qualifiers } from './ranking.ts';
import { reportResult } from './report-result.ts';
import { roundRobinRoundCount } from './round-plan.ts';
import { swissStandings } from './standings.ts';
import { createSwiss, createSwissRound } from './swiss.ts';
import { betterSeedWins, noTeamTwiceInARound, randomScores, teamIds } from './test-support.ts';
import type { BracketMatch, SwissState } from './types.ts';

const pairKey = (a: string, b: string) => [a, b].sort().join('|');

const roundMatches = (state: SwissState, round: number) =>
  state.matches.filter((match) => match.round === round);

const playRound = (state: SwissState, score: (match: BracketMatch) => { scoreA: number; scoreB: number }) =>
  state.matches.reduce(
    (current, match) =>
      match.status === 'pending' ? reportResult(current, match.id, score(match)) : current,
    state,
  );

const history = (state: SwissState) => {
  const met = new Set<string>();
  const byes = new Set<string>();
  for (const match of state.matches) {
    if (match.teamB === null) byes.add(match.teamA!);
    else met.add(pairKey(match.teamA!, match.teamB));
  }
  return { met, byes };
};

/** Brute force: can `teams` be split into new pairs only? */
const perfectWithoutRematch = (teams: readonly string[], met: ReadonlySet<string>): boolean => {
  if (teams.length === 0) return true;
  const [first, ...rest] = teams;
  return rest.some(
    (other) =>
      !met.has(pairKey(first!, other)) &&
      perfectWithoutRematch(
        rest.filter((t) => t !== other),
        met,
      ),
  );
};

const byeCandidates = (teams: readonly string[], byes: ReadonlySet<string>) => {
  const eligible = teams.filter((team) => !byes.has(team));
  return eligible.length > 0 ? eligible : [...teams];
};

/** Brute force: does a rematch-free round exist, BYE (to a team without one) included? */
const rematchFreeRoundExists = (
  teams: readonly string[],
  met: ReadonlySet<string>,
  byes: ReadonlySet<string>,
) =>
  teams.length % 2 === 0
    ? perfectWithoutRematch(teams, met)
    : byeCandidates(teams, byes).some((bye) =>
        perfectWithoutRematch(
          teams.filter((t) => t !== bye),
          met,
        ),
      );

/** Pairing order: points, then seed. */
const pairingOrder = (state: SwissState): string[] =>
  swissStandings(state)
    .sort((a, b) => b.points - a.points || a.seed - b.seed)
    .map((row) => row.teamId);

describe('swiss', () => {
  it('pairs round 1 top half against bottom half: 1 v 5, 2 v 6, 3 v 7, 4 v 8', () => {
    const swiss = createSwiss(teamIds(8));
    expect(swiss.rounds.map((round) => round.key)).toEqual(['swiss-1', 'swiss-2', 'swiss-3']);
    expect(roundMatches(swiss, 1).map((match) => [match.id, match.teamA, match.teamB])).toEqual([
      ['s1-1', 't1', 't5'],
      ['s1-2', 't2', 't6'],
      ['s1-3', 't3', 't7'],
      ['s1-4', 't4', 't8'],
    ]);
  });

  it('pairs round 2 inside the score groups: winners meet winners, losers meet losers', () => {
    const swiss = createSwissRound(playRound(createSwiss(teamIds(8)), betterSeedWins));
    expect(roundMatches(swiss, 2).map((match) => [match.teamA, match.teamB])).toEqual([
      ['t1', 't3'],
      ['t2', 't4'],
      ['t5', 't7'],
      ['t6', 't8'],
    ]);
  });

  it('gives the BYE to the lowest-ranked team without one, and it counts as a win', () => {
    let swiss = createSwiss(teamIds(5), { rounds: 3 });
    expect(roundMatches(swiss, 1).at(-1)).toMatchObject({
      id: 's1-3',
      teamA: 't5',
      teamB: null,
      status: 'bye',
    });
    swiss = createSwissRound(playRound(swiss, betterSeedWins));
    // t5 (1 point from its BYE) now ranks above t3 and t4; t4 is the lowest-ranked without a BYE.
    expect(roundMatches(swiss, 2).find((match) => match.status === 'bye')?.teamA).toBe('t4');
    expect(swissStandings(swiss).find((row) => row.teamId === 't5')).toMatchObject({
      points: 1,
      byes: 1,
      played: 0,
    });
  });

  it('breaks a tie on points by Buchholz before seed', () => {
    let swiss = createSwiss(teamIds(4), { rounds: 2 });
    swiss = reportResult(swiss, 's1-1', { scoreA: 0, scoreB: 1 }); // t3 beats t1
    swiss = reportResult(swiss, 's1-2', { scoreA: 1, scoreB: 0 }); // t2 beats t4
    swiss = createSwissRound(swiss);
    // t3 and t4 played round 1 in slot B, so they take slot A now.
    expect(roundMatches(swiss, 2).map((match) => [match.teamA, match.teamB])).toEqual([
      ['t3', 't2'],
      ['t4', 't1'],
    ]);
    swiss = playRound(swiss, betterSeedWins);
    expect(swissStandings(swiss).map((row) => [row.teamId, row.points, row.buchholz])).toEqual([
      ['t2', 2, 1],
      ['t3', 1, 3],
      ['t1', 1, 1],
      ['t4', 0, 3],
    ]);
    expect(champion(swiss)).toBe('t2');
    expect(qualifiers(swiss, 2)).toEqual(['t2', 't3']);
  });

  it('refuses to pair a round before the current one is played, or beyond the planned rounds', () => {
    const swiss = createSwiss(teamIds(4), { rounds: 1 });
    expect(() => createSwissRound(swiss)).toThrow('Every Swiss round has already been paired');
    expect(() => createSwissRound(createSwiss(teamIds(4)))).toThrow(
      'Finish every match of the current round before pairing the next one',
    );
  });

  it('avoids a rematch whenever a rematch-free round exists, and then hands the BYE down the table (brute force, N <= 10)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 10 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 1, max: roundRobinRoundCount(n) }))),
        fc.integer(),
        ([n, rounds], seed) => {
          const score = randomScores(seed, { draws: true });
          let swiss = playRound(createSwiss(teamIds(n), { rounds }), score);
          for (let round = 2; round <= rounds; round++) {
            const { met, byes } = history(swiss);
            const order = pairingOrder(swiss);
            const possible = rematchFreeRoundExists(order, met, byes);
            swiss = createSwissRound(swiss);
            const paired = roundMatches(swiss, round);
            const rematches = paired.filter((m) => m.teamB !== null && met.has(pairKey(m.teamA!, m.teamB)));
            if (possible) expect(rematches).toEqual([]);
            const bye = paired.find((match) => match.teamB === null)?.teamA;
            if (n % 2 === 1) {
              const candidates = byeCandidates(order, byes);
              expect(candidates).toContain(bye);
              const lowest = candidates.at(-1)!;
              if (
                perfectWithoutRematch(
                  order.filter((t) => t !== lowest),
                  met,
                )
              )
                expect(bye).toBe(lowest);
            }
            swiss = playRound(swiss, score);
          }
          expect(isFinished(swiss)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('N up to 256 with the default rounds: no rematch, every team once a round, one BYE at most, one champion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }), fc.integer(), (n, seed) => {
        const teams = teamIds(n);
        const swiss = playOut(createSwiss(teams), randomScores(seed, { draws: true }));
        expect(swiss.pairedRounds).toBe(Math.ceil(Math.log2(n)));
        expect(noTeamTwiceInARound(swiss)).toBe(true);
        for (let round = 1; round <= swiss.pairedRounds; round++) {
          const seated = roundMatches(swiss, round)
            .flatMap((m) => [m.teamA, m.teamB])
            .filter((t) => t !== null);
          expect(seated.sort()).toEqual([...teams].sort());
        }
        const pairs = swiss.matches.filter((m) => m.teamB !== null).map((m) => pairKey(m.teamA!, m.teamB!));
        expect(new Set(pairs).size).toBe(pairs.length);
        const byes = swiss.matches.filter((m) => m.teamB === null).map((m) => m.teamA);
        expect(new Set(byes).size).toBe(byes.length);

        const standings = swissStandings(swiss);
        const pointsOf = new Map(standings.map((row) => [row.teamId, row.points]));
        for (const row of standings) {
          const opponents = swiss.matches
            .filter((m) => m.teamB !== null && (m.teamA === row.teamId || m.teamB === row.teamId))
            .map((m) => (m.teamA === row.teamId ? m.teamB! : m.teamA!));
          expect(row.buchholz).toBe(opponents.reduce((sum, team) => sum + pointsOf.get(team)!, 0));
        }
        expect(champion(swiss)).toBe(standings[0]!.teamId);
      }),
      // Every round is a weighted blossom over the field: a few large events keep this affordable.
      { numRuns: 15 },
    );
  }, 120_000);
});
