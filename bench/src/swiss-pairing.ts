/**
 * Pairing one Swiss round, look-ahead included: budgets < 50 ms for 16 teams (a long Swiss, up to a
 * full round robin) and < 500 ms for 64 teams over 6 rounds. Plays seeded random results and times
 * every round paired after the first. Run: node bench/src/swiss-pairing.ts
 */
import {
  type BracketMatch,
  createSwiss,
  createSwissRound,
  reportResult,
  type SwissState,
} from '@galaxia/core';
import { seededRandom } from '@galaxia/core/server';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);

const playRound = (state: SwissState, random: () => number): SwissState =>
  state.matches.reduce(
    (current: SwissState, match: BracketMatch) =>
      match.status === 'pending'
        ? reportResult(current, match.id, {
            scoreA: Math.floor(random() * 3),
            scoreB: Math.floor(random() * 3),
          })
        : current,
    state,
  );

const measure = (teamCount: number, rounds: number, budgetMs: number) => {
  const teams = Array.from({ length: teamCount }, (_, i) => `team-${i + 1}`);
  const times: number[] = [];
  for (let event = 0; event < EVENTS; event++) {
    const random = seededRandom(event + 1);
    let swiss = playRound(createSwiss(teams, { rounds }), random);
    for (let round = 2; round <= rounds; round++) {
      const started = performance.now();
      swiss = createSwissRound(swiss);
      times.push(performance.now() - started);
      swiss = playRound(swiss, random);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  console.info(
    `pair a round, ${teamCount} teams over ${rounds} rounds (${times.length} rounds): p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (budget < ${budgetMs} ms)`,
  );
};

// Let the JIT compile the pairing first: a long-running API process only ever sees compiled code.
measure(16, 8, 50);
measure(16, 15, 50);
measure(16, 8, 50);
measure(64, 6, 500);
