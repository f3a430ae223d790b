import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportResult } from './report-result.ts';
import { roundRobinRoundCount } from './round-plan.ts';
import { swissStandings } from './standings.ts';
import { createSwiss, createSwissRound } from './swiss.ts';
import { pairSwissRound } from './swiss-pairing.ts';
import { randomScores, teamIds } from './test-support.ts';
import type { BracketMatch, MatchScore, SwissState } from './types.ts';

const pairKey = (a: string, b: string) => [a, b].sort().join('|');

const roundMatches = (state: SwissState, round: number) =>
  state.matches.filter((match) => match.round === round);

const playRound = (state: SwissState, score: (match: BracketMatch) => MatchScore) =>
  state.matches.reduce(
    (current, match) =>
      match.status === 'pending' ? reportResult(current, match.id, score(match)) : current,
    state,
  );

/** Plays a whole Swiss stage and returns every round's matches. */
const playSwiss = (n: number, rounds: number, seed: number) => {
  const score = randomScores(seed, { draws: true });
  let swiss = playRound(createSwiss(teamIds(n), { rounds }), score);
  for (let round = 2; round <= rounds; round++) swiss = playRound(createSwissRound(swiss), score);
  return swiss;
};

const rematchesAndByes = (swiss: SwissState) => {
  const pairs = swiss.matches.filter((m) => m.teamB !== null).map((m) => pairKey(m.teamA!, m.teamB!));
  const byes = swiss.matches.filter((m) => m.teamB === null).map((m) => m.teamA!);
  return { rematches: pairs.length - new Set(pairs).size, secondByes: byes.length - new Set(byes).size };
};

/** Every way to split `items` into pairs. */
function* perfectMatchings<T>(items: readonly T[]): Generator<Array<[T, T]>> {
  if (items.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = items;
  for (const [i, other] of rest.entries()) {
    for (const tail of perfectMatchings([...rest.slice(0, i), ...rest.slice(i + 1)])) {
      yield [[first!, other], ...tail];
    }
  }
}

const BYE = 'BYE';

describe('swiss pairing', () => {
  it("issue #15's reproduction: round 3 keeps every team in its score group (t6-t7, t3-t4, t5-t8, t1-t2)", () => {
    const results: Record<string, string> = {
      // Winner of each pairing, rounds 1 and 2 of the reproduction.
      [pairKey('t1', 't5')]: 't5',
      [pairKey('t2', 't6')]: 't6',
      [pairKey('t3', 't7')]: 't7',
      [pairKey('t4', 't8')]: 't4',
      [pairKey('t4', 't6')]: 't6',
      [pairKey('t5', 't7')]: 't7',
      [pairKey('t1', 't3')]: 't3',
      [pairKey('t2', 't8')]: 't8',
    };
    const score = (match: BracketMatch): MatchScore =>
      results[pairKey(match.teamA!, match.teamB!)] === match.teamA
        ? { scoreA: 1, scoreB: 0 }
        : { scoreA: 0, scoreB: 1 };
    let swiss = playRound(createSwiss(teamIds(8), { rounds: 3 }), score);
    swiss = playRound(createSwissRound(swiss), score);
    expect(
      roundMatches(swiss, 2)
        .map((m) => pairKey(m.teamA!, m.teamB!))
        .sort(),
    ).toEqual([pairKey('t4', 't6'), pairKey('t5', 't7'), pairKey('t1', 't3'), pairKey('t2', 't8')].sort());
    swiss = createSwissRound(swiss);
    expect(roundMatches(swiss, 3).map((m) => pairKey(m.teamA!, m.teamB!))).toEqual([
      pairKey('t6', 't7'),
      pairKey('t3', 't4'),
      pairKey('t5', 't8'),
      pairKey('t1', 't2'),
    ]);
    // Slot A goes to the team that has had it less often so far.
    const slotA = (team: string) =>
      swiss.matches.filter((m) => m.round < 3 && m.teamA === team && m.teamB !== null).length;
    for (const match of roundMatches(swiss, 3)) {
      expect(slotA(match.teamA!)).toBeLessThanOrEqual(slotA(match.teamB!));
    }
  });

  it('never pairs across score groups more than the optimum, found by exhaustive search (N <= 12)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 12 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 2, max: roundRobinRoundCount(n) }))),
        fc.integer(),
        ([n, rounds], seed) => {
          const score = randomScores(seed, { draws: true });
          let swiss = playRound(createSwiss(teamIds(n), { rounds }), score);
          for (let round = 2; round < rounds; round++) swiss = playRound(createSwissRound(swiss), score);

          const standings = swissStandings(swiss);
          const points = new Map(standings.map((row) => [row.teamId, row.points]));
          const order = standings.sort((a, b) => b.points - a.points || a.seed - b.seed).map((r) => r.teamId);
          const rank = new Map(order.map((team, i) => [team, i]));
          const met = new Set(
            swiss.matches.filter((m) => m.teamB !== null).map((m) => pairKey(m.teamA!, m.teamB!)),
          );
          const hadBye = new Set(swiss.matches.filter((m) => m.teamB === null).map((m) => m.teamA!));
          const everyoneHadBye = order.every((team) => hadBye.has(team));
          const isRematch = ([a, b]: [string, string]) =>
            a === BYE || b === BYE
              ? !everyoneHadBye && hadBye.has(a === BYE ? b : a)
              : met.has(pairKey(a, b));
          const crossings = (pairs: Array<[string, string]>) =>
            pairs.filter(([a, b]) => a !== BYE && b !== BYE && points.get(a) !== points.get(b)).length;
          const byeOf = (pairs: Array<[string, string]>) => {
            const pair = pairs.find(([a, b]) => a === BYE || b === BYE);
            return pair === undefined ? null : pair[0] === BYE ? pair[1] : pair[0];
          };

          const all = [...perfectMatchings(n % 2 === 0 ? order : [...order, BYE])];
          const rematchFree = all.filter((pairs) => !pairs.some(isRematch));

          swiss = createSwissRound(swiss);
          const paired = roundMatches(swiss, rounds);
          const engine: Array<[string, string]> = paired.map((m) => [m.teamA!, m.teamB ?? BYE]);
          if (rematchFree.length === 0) {
            const fewest = Math.min(...all.map((pairs) => pairs.filter(isRematch).length));
            expect(engine.filter(isRematch).length).toBe(fewest);
            return;
          }
          expect(engine.filter(isRematch)).toEqual([]);
          // The BYE outranks score groups: it goes to the lowest-ranked team that can take it.
          const lowestBye = Math.max(...rematchFree.map((pairs) => rank.get(byeOf(pairs) ?? '') ?? -1));
          const candidates = rematchFree.filter(
            (pairs) => (rank.get(byeOf(pairs) ?? '') ?? -1) === lowestBye,
          );
          expect(byeOf(engine)).toBe(byeOf(candidates[0]!));
          expect(crossings(engine)).toBe(Math.min(...candidates.map(crossings)));
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('long Swiss, 8 teams over 6 rounds: 200 random events without a single rematch', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(rematchesAndByes(playSwiss(8, 6, seed))).toEqual({ rematches: 0, secondByes: 0 });
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  // Priority when pairing a round: (1) no rematch or second BYE in this round while a rematch-free
  // round exists; (2) none forced in a later round while a rematch-free schedule of every remaining
  // round exists (this outranks score groups); (3) the BYE to the lowest-ranked team without one;
  // (4) fewest pairs across score groups, then the smallest score gaps; (5) sides, then the Dutch fold.
  it('looks ahead up to a full round robin of rounds: no rematch and no second BYE (N <= 12)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 12 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.integer({ min: Math.ceil(Math.log2(n)) + 1, max: roundRobinRoundCount(n) }),
            ),
          ),
        fc.integer(),
        ([n, rounds], seed) => {
          expect(rematchesAndByes(playSwiss(n, rounds, seed))).toEqual({ rematches: 0, secondByes: 0 });
        },
      ),
      // Random seeds: the earlier look-ahead ended in a rematch in about 1 event in 700 of these.
      { numRuns: 300 },
    );
  }, 120_000);

  // Events where the earlier look-ahead painted itself into a rematch although a rematch-free schedule
  // existed: its exact check kept the first future round's teams marked as paired, so it answered "yes"
  // on the strength of one round, and a later round found every next-best pairing doomed.
  it.each([
    { teams: 10, rounds: 8, seed: 44 },
    { teams: 10, rounds: 9, seed: 44 },
    { teams: 10, rounds: 8, seed: 73 },
    { teams: 10, rounds: 9, seed: 73 },
    { teams: 9, rounds: 8, seed: 93 },
    { teams: 9, rounds: 9, seed: 93 },
    { teams: 9, rounds: 8, seed: 119 },
    { teams: 9, rounds: 9, seed: 119 },
    { teams: 9, rounds: 8, seed: 179 },
    { teams: 9, rounds: 9, seed: 179 },
    { teams: 9, rounds: 8, seed: 218 },
    { teams: 9, rounds: 9, seed: 218 },
    { teams: 10, rounds: 8, seed: 227 },
    { teams: 10, rounds: 9, seed: 227 },
    { teams: 10, rounds: 8, seed: 246 },
    { teams: 10, rounds: 9, seed: 246 },
    { teams: 10, rounds: 8, seed: 294 },
    { teams: 10, rounds: 9, seed: 294 },
  ])(
    '$teams teams over $rounds rounds, scores from seed $seed: no rematch, no second BYE',
    ({ teams, rounds, seed }) => {
      expect(rematchesAndByes(playSwiss(teams, rounds, seed))).toEqual({ rematches: 0, secondByes: 0 });
    },
  );

  it('when every pairing needs a rematch, replays the oldest meetings', () => {
    const rounds: Record<string, number> = {
      [pairKey('t1', 't2')]: 1,
      [pairKey('t3', 't4')]: 1,
      [pairKey('t1', 't3')]: 2,
      [pairKey('t2', 't4')]: 2,
      [pairKey('t1', 't4')]: 3,
      [pairKey('t2', 't3')]: 3,
    };
    const pairing = pairSwissRound(
      teamIds(4).map((team) => ({ team, points: 1 })),
      {
        lastMet: (a, b) => rounds[pairKey(a, b)] ?? null,
        byeRound: () => null,
        sideBalance: () => 0,
        roundsAfter: 0,
      },
    );
    expect(pairing).toEqual({
      pairs: [
        ['t1', 't2'],
        ['t3', 't4'],
      ],
      bye: null,
    });
  });
});
