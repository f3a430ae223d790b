/**
 * Plays a 1024-team double elimination (with grand-final reset) through the bracket engine, every
 * result reported one at a time with seeded pseudo-random winners, and prints the median run time.
 * Budget: well under 100 ms. Run: node bench/src/double-elimination-1024.ts
 * Another field size as the first argument: `node bench/src/double-elimination-1024.ts 4096`
 * (budget for 4,096 teams: 60 ms).
 */
import { type BracketMatch, createDoubleElimination, playOut } from '@galaxia/core';
import { seededRandom } from '@galaxia/core/server';

const TEAMS = Number(process.argv[2] ?? 1024);
const WARM_UP_RUNS = 3;
const RUNS = 15;

const teams = Array.from({ length: TEAMS }, (_, i) => `team-${i + 1}`);

const run = () => {
  const random = seededRandom(1024);
  const started = performance.now();
  const bracket = createDoubleElimination(teams, { grandFinalReset: true });
  const finished = playOut(bracket, (_match: BracketMatch) =>
    random() < 0.5 ? { scoreA: 2, scoreB: 1 } : { scoreA: 0, scoreB: 2 },
  );
  const elapsed = performance.now() - started;
  return { elapsed, played: finished.matches.filter((match) => match.status === 'completed').length };
};

// Let the JIT compile the engine first: a long-running API process only ever sees compiled code.
for (let i = 0; i < WARM_UP_RUNS; i++) run();
const results = Array.from({ length: RUNS }, run);
const times = results.map((result) => result.elapsed).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;

console.info(`double elimination, ${TEAMS} teams, grand-final reset enabled`);
console.info(
  `matches played: ${results[0]!.played} (${2 * TEAMS - 2} without the reset, ${2 * TEAMS - 1} when it is needed)`,
);
console.info(
  `create + play out, median of ${RUNS} runs: ${median.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)})`,
);
