/**
 * Issue #19's read path, measured side by side on this machine (ratios, never timed tests):
 *   node bench/src/read-path.ts throughput  GET /api/events/:id and /brackets (256-team double elimination)
 *                                           against a bare node:http + pg one-row route, 50 connections,
 *                                           alternating runs; budget >= 100% req/s, p99 <= 20 ms, 0 errors.
 *                                           Every target is asked with the Accept-Encoding a browser sends
 *                                           (Chrome's `gzip, deflate, br, zstd`); the bare route ignores it.
 *                                           Bodies are read to the end, not kept. Each target also prints
 *                                           bytes per response and CPU per request of its server and of the
 *                                           load generator: on a shared machine those hold where latency
 *                                           does not (the bare route's figure leaves out PostgreSQL's own).
 *                                           The closed-loop generator is wrk (`apt-get install wrk`) when it
 *                                           is installed, else undici in this process (BENCH_LOADER=undici).
 *   node bench/src/read-path.ts growth      event page p99 (read model off: the queries themselves) at
 *                                           10 and at 10,000 tournaments; budget <= 1.5x
 *   node bench/src/read-path.ts sse         2,000 open event streams on one api process get a published
 *                                           match result; budget p99 <= 1 s
 *   node bench/src/read-path.ts load        issue #20: GET /api/events/:id at 1,000 req/s for BENCH_LOAD_SECONDS
 *                                           (default 60) with 0 errors and p99 <= 50 ms, then the same reads
 *                                           with 500 open streams on the bench bracket while its captains,
 *                                           signed in by email, report and confirm BENCH_RESULTS_PER_SECOND
 *                                           (default 5) real results through the api
 * BENCH_SECONDS sets each throughput run's length (default 8).
 */
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { openRedis } from '@galaxia/core/server';
import { cpuMillis, freePort, start, startApi } from './bench-servers.ts';
import { type LoadResult, runFixedRate, runLoad as runUndici } from './load.ts';
import { reportResultsAtRate, signInCaptains } from './report-results.ts';
import { seedReportableMatches } from './seed-bench-captains.ts';
import { growTournaments, seedBenchEvents } from './seed-bench-events.ts';
import { runWrk, wrkInstalled } from './wrk.ts';

const mode = process.argv[2] ?? 'throughput';
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
// Per isolation slot, so two people benchmarking on one machine do not drop each other's database.
const slot = process.env.GALAXIA_TEST_ISOLATION;
base.pathname = `/galaxia_bench${slot ? `_iso${slot}` : ''}`;
const databaseUrl = base.toString();
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
// Closed-loop runs use wrk when it is installed (apt-get install wrk): a Node generator on the same two
// cores pauses for its own garbage collection with all 50 requests in flight, and those pauses set p99.
// BENCH_LOADER=undici forces the Node generator.
const loader = process.env.BENCH_LOADER === 'undici' || !wrkInstalled() ? 'undici' : 'wrk';
const runLoad = loader === 'wrk' ? runWrk : runUndici;

/** What a browser says it takes (Chrome's header): the api's cached answers go out compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const line = (name: string, s: { rps: number; p50: number; p99: number; errors: number }) =>
  `${name.padEnd(34)} ${s.rps.toFixed(0).padStart(7)} req/s   p50 ${s.p50.toFixed(1).padStart(6)} ms   p99 ${s.p99.toFixed(1).padStart(6)} ms   errors ${s.errors}`;

/** A throughput run with its server's CPU time per request (µs; NaN where /proc cannot tell). */
type ServedRun = LoadResult & { serverCpuMicros: number };

const mean = (runs: ServedRun[], figure: (run: ServedRun) => number) =>
  runs.reduce((sum, run) => sum + figure(run), 0) / runs.length;

const summary = (runs: ServedRun[]) => ({
  rps: mean(runs, (run) => run.rps),
  p50: mean(runs, (run) => run.p50),
  p99: Math.max(...runs.map((run) => run.p99)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
  bytes: mean(runs, (run) => run.bytesPerResponse),
  serverCpu: mean(runs, (run) => run.serverCpuMicros),
  loaderCpu: mean(runs, (run) => run.loaderCpuMicros),
});

const costLine = (s: ReturnType<typeof summary>) =>
  `  ${s.bytes.toFixed(0)} bytes/response; CPU per request: server ${s.serverCpu.toFixed(0)} µs, load generator ${s.loaderCpu.toFixed(0)} µs`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function throughput() {
  const { eventId, bracketEventId } = await seedBenchEvents(databaseUrl);
  const [apiPort, barePort] = [await freePort(), await freePort()];
  const api = await startApi(apiPort, databaseUrl, redisUrl);
  const bare = await start('bench/src/bare-event-server.ts', {
    PORT: String(barePort),
    DATABASE_URL: databaseUrl,
  });
  const targets = {
    bare: `http://127.0.0.1:${barePort}/event/${eventId}`,
    event: `http://127.0.0.1:${apiPort}/api/events/${eventId}`,
    brackets: `http://127.0.0.1:${apiPort}/api/events/${bracketEventId}/brackets`,
  };
  const measure = async (name: keyof typeof targets): Promise<ServedRun> => {
    const server = name === 'bare' ? bare : api;
    const before = cpuMillis(server);
    const run = await runLoad(targets[name], { seconds, headers: BROWSER_HEADERS });
    const after = cpuMillis(server);
    const serverCpuMicros =
      before === null || after === null ? NaN : ((after - before) * 1000) / run.requests;
    return { ...run, serverCpuMicros };
  };
  try {
    for (const url of Object.values(targets)) await runLoad(url, { seconds: 2, headers: BROWSER_HEADERS });
    const results: Record<keyof typeof targets, ServedRun[]> = { bare: [], event: [], brackets: [] };
    for (let round = 0; round < 2; round++) {
      for (const name of ['bare', 'event', 'brackets'] as const) results[name].push(await measure(name));
    }
    const bareSummary = summary(results.bare);
    console.info(`50 connections (${loader}), 2 x ${seconds} s each, alternating (bare, event, brackets)`);
    console.info(line('bare node:http + pg one row', bareSummary));
    console.info(costLine(bareSummary));
    for (const name of ['event', 'brackets'] as const) {
      const s = summary(results[name]);
      const label = name === 'event' ? 'GET /api/events/:id' : 'GET /api/events/:id/brackets (256 DE)';
      console.info(line(label, s));
      console.info(costLine(s));
      console.info(
        `  ratio ${((s.rps / bareSummary.rps) * 100).toFixed(0)}% of baseline (budget >= 100%), p99 ${s.p99.toFixed(1)} ms (budget <= 20 ms), errors ${s.errors} (budget 0)`,
      );
    }
  } finally {
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}

async function growth() {
  const { eventId } = await seedBenchEvents(databaseUrl);
  // The read model off: what is measured is the page's own queries, which must not scan the table.
  const measure = async () => {
    const port = await freePort();
    const api = await startApi(port, databaseUrl, redisUrl, { GALAXIA_PUBLIC_CACHE: 'off' });
    try {
      const url = `http://127.0.0.1:${port}/api/events/${eventId}`;
      await runLoad(url, { seconds: 2, connections: 10 });
      return await runLoad(url, { seconds, connections: 10 });
    } finally {
      api.kill('SIGTERM');
    }
  };
  await growTournaments(databaseUrl, eventId, 10);
  const small = await measure();
  await growTournaments(databaseUrl, eventId, 10_000);
  const large = await measure();
  console.info(`event page, read model off, 10 connections, ${seconds} s each`);
  console.info(line('10 tournaments', small));
  console.info(line('10,000 tournaments', large));
  console.info(`  p99 ratio ${(large.p99 / small.p99).toFixed(2)}x (budget <= 1.5x)`);
}

/** Opens `count` event streams; each resolves the time it saw a frame carrying `marker`. */
async function openStreams(url: string, count: number) {
  const seen: ((marker: string) => Promise<number>)[] = [];
  const closers: (() => void)[] = [];
  let errors = 0;
  const opened = Array.from(
    { length: count },
    (_, index) =>
      new Promise<void>((resolve) => {
        const waiting = new Map<string, (at: number) => void>();
        let text = '';
        // Each stream is its own viewer (the api trusts the bench's loopback proxy), as a crowd would be:
        // the per-client stream limit applies to each, not to all of them together.
        const viewer = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
        const req = httpRequest(url, { agent: false, headers: { 'x-forwarded-for': viewer } }, (res) => {
          if (res.statusCode !== 200) {
            errors++;
            res.resume();
            resolve();
            return;
          }
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes('retry:')) resolve();
            for (const [marker, done] of waiting) {
              if (text.includes(marker)) {
                waiting.delete(marker);
                done(performance.now());
              }
            }
            if (text.length > 100_000) text = text.slice(-10_000);
          });
        });
        req.on('error', () => {
          errors++;
          resolve();
        });
        req.end();
        closers.push(() => req.destroy());
        seen.push((marker) => new Promise<number>((done) => waiting.set(marker, done)));
      }),
  );
  await Promise.all(opened);
  const close = () => {
    for (const closer of closers) closer();
  };
  return { seen, close, errors: () => errors };
}

async function sse(count = 2000) {
  const { bracketEventId } = await seedBenchEvents(databaseUrl);
  const port = await freePort();
  const api = await startApi(port, databaseUrl, redisUrl, { TRUST_PROXY: 'loopback' });
  const publisher = openRedis(redisUrl);
  try {
    const streams = await openStreams(`http://127.0.0.1:${port}/api/events/${bracketEventId}/updates`, count);
    const latencies: number[] = [];
    for (let round = 0; round < 3; round++) {
      const matchId = crypto.randomUUID();
      const arrivals = streams.seen.map((wait) => wait(matchId));
      const sent = performance.now();
      await publisher.publish(
        `galaxia:events:${bracketEventId}`,
        JSON.stringify({ type: 'match', matchId, status: 'completed' }),
      );
      for (const at of await Promise.all(arrivals)) latencies.push(at - sent);
    }
    streams.close();
    console.info(`${count} open event streams on one api process, 3 published results`);
    console.info(
      `  delivery p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms (budget <= 1000 ms), stream errors ${streams.errors()}`,
    );
  } finally {
    await publisher.quit();
    api.kill('SIGTERM');
  }
}

async function load() {
  const duration = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const mixedSeconds = Math.min(duration, 20);
  const resultsPerSecond = Number(process.env.BENCH_RESULTS_PER_SECOND ?? 5);
  const { eventId, bracketEventId } = await seedBenchEvents(databaseUrl);
  // BENCH_RESULTS_PER_SECOND=0 is the control: the same run without results.
  const matches =
    resultsPerSecond > 0
      ? await seedReportableMatches(
          databaseUrl,
          redisUrl,
          bracketEventId,
          Math.ceil(resultsPerSecond * mixedSeconds),
        )
      : [];
  const port = await freePort();
  const api = await startApi(port, databaseUrl, redisUrl, { TRUST_PROXY: 'loopback' });
  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}/api/events/${eventId}`;
  try {
    const sessionOf = await signInCaptains(origin, matches);
    // A running site is warm: the first seconds (JIT, the read model filling) are not the steady state.
    await runFixedRate(url, { rate: 1000, seconds: 5 });
    console.info(
      line(`reads at 1,000 req/s, ${duration} s`, await runFixedRate(url, { rate: 1000, seconds: duration })),
    );
    const streams = await openStreams(`${origin}/api/events/${bracketEventId}/updates`, 500);
    // Every reported match goes out on the bracket's channel; the last one tells whether all streams kept up.
    const last = matches.at(-1);
    const lastDelivered = last ? streams.seen.map((wait) => wait(last.matchId)) : [];
    const [mixed, results] = await Promise.all([
      runFixedRate(url, { rate: 1000, seconds: mixedSeconds }),
      reportResultsAtRate(origin, matches, sessionOf, { rate: resultsPerSecond, seconds: mixedSeconds }),
    ]);
    // A loaded api may still be writing frames: give the streams a while, then count who has it.
    let delivered = 0;
    for (const arrival of lastDelivered) void arrival.then(() => delivered++);
    const waitUntil = performance.now() + 30_000;
    while (delivered < lastDelivered.length && performance.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    streams.close();
    console.info(line(`mixed: reads + results + 500 streams, ${mixedSeconds} s`, mixed));
    console.info(line(`  report + confirm calls (${results.confirmed} results)`, results.calls));
    for (const failure of results.failures) console.info(`    refused: ${failure}`);
    console.info(
      `  stream errors ${streams.errors()} (budget 0); the last result reached ${delivered} of 500 streams within 30 s of the run`,
    );
    console.info('  reads budget: 0 errors, p99 <= 50 ms; report calls budget: 0 errors');
  } finally {
    api.kill('SIGTERM');
  }
}

const modes: Record<string, () => Promise<void>> = { throughput, growth, sse: () => sse(), load };
const run = modes[mode];
if (!run) throw new Error(`unknown mode ${mode}: ${Object.keys(modes).join(', ')}`);
await run();
process.exit(0);
