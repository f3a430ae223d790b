import { ensureDatabase, migrate, openOrm, seedDemoData, Tournament } from '@galaxia/core/server';
import { freePort, start } from './bench-servers.ts';
import { type LoadResult, runLoad } from './load.ts';

/**
 * DESIGN §6: GET /api/events/:id must reach >= 40% of the requests/s of a bare node:http + pg route serving
 * the same row, with p99 <= 50 ms at 50 connections and no errors. Both servers run as separate processes
 * and are measured alternately (A B A B) so drift on a shared machine hits both.
 */
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
base.pathname = '/galaxia_bench';
const databaseUrl = base.toString();
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

await ensureDatabase(databaseUrl);
const orm = await openOrm(databaseUrl);
await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
await migrate(orm);
await seedDemoData(orm.em.fork(), { now: new Date() });
const tournament = await orm.em.fork().findOneOrFail(Tournament, { eventName: 'BGMI Masters Series' });
await orm.close();

const [apiPort, barePort] = [await freePort(), await freePort()];
const api = await start('api/src/server.ts', {
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-only-session-secret-of-32-bytes',
  PORT: String(apiPort),
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
});
const bare = await start('bench/src/bare-event-server.ts', {
  PORT: String(barePort),
  DATABASE_URL: databaseUrl,
});
const targets = {
  api: `http://127.0.0.1:${apiPort}/api/events/${tournament.id}`,
  bare: `http://127.0.0.1:${barePort}/event/${tournament.id}`,
};

try {
  for (const url of Object.values(targets)) await runLoad(url, { seconds: 2 });
  const results: Record<'api' | 'bare', LoadResult[]> = { api: [], bare: [] };
  for (let round = 0; round < 2; round++) {
    results.bare.push(await runLoad(targets.bare, { seconds }));
    results.api.push(await runLoad(targets.api, { seconds }));
  }
  const summary = (runs: LoadResult[]) => ({
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p99: Math.max(...runs.map((run) => run.p99)),
    p50: runs.reduce((sum, run) => sum + run.p50, 0) / runs.length,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  });
  const a = summary(results.api);
  const b = summary(results.bare);
  const ratio = a.rps / b.rps;
  const line = (name: string, s: typeof a) =>
    `${name.padEnd(28)} ${s.rps.toFixed(0).padStart(7)} req/s   p50 ${s.p50.toFixed(1).padStart(6)} ms   p99 ${s.p99.toFixed(1).padStart(6)} ms   errors ${s.errors}`;
  console.info(`50 connections, 2 x ${seconds} s each, alternating`);
  console.info(line('bare node:http + pg', b));
  console.info(line('GET /api/events/:id', a));
  console.info(
    `ratio ${(ratio * 100).toFixed(0)}% of baseline (budget >= 40%), p99 ${a.p99.toFixed(1)} ms (budget <= 50 ms)`,
  );
} finally {
  api.kill('SIGTERM');
  bare.kill('SIGTERM');
}
