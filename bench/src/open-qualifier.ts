/**
 * Issue #35 item 1: a BGMI open qualifier of BENCH_SQUADS squads (default 10,000), measured on this
 * machine through the HTTP API of production-mode api processes (a benchmark, not a timed test):
 *   generator    BENCH_SQUADS x 4 players, their squads and BENCH_LOBBY_ADMINS results admins written
 *                straight into a fresh database (set-based inserts); a published BGMI tournament,
 *                verification off, registration open: ceil(squads / 25) lobbies x 4 maps, top 16 go on
 *   sign-in      every captain, the admins and the organiser through POST /api/auth/sign-in (real sessions)
 *   registration every squad registered by its captain, BENCH_CAPTAINS_CONCURRENCY (default 1,000) at once
 *   phase start  the organiser starts phase 1 with registration (snake) seeding
 *   results      every lobby map's results entered by BENCH_LOBBY_ADMINS (default 50) results admins through
 *                POST /api/lobby-matches/:id/results, as the results form sends them
 *   reads        all along, visitors read the points tables and the event page at BENCH_READ_RPS (default 1,000)
 * Then: database size, the slowest statements from pg_stat_statements (when the server preloads it) with
 * the plans of the five slowest, and one line per budget. BENCH_API_PROCESSES (default 1) api processes
 * share the work, requests taking turns between them.
 */
import { performance } from 'node:perf_hooks';
import { closeFinalLobbyPhases, openOrm, openRedis } from '@galaxia/core/server';
import pg from 'pg';
import { Agent, request } from 'undici';
import { freePort, startApi } from './bench-servers.ts';
import { type LoadResult, loadResult } from './load.ts';
import { seedBenchEvents } from './seed-bench-events.ts';
import { type OpenQualifier, QUALIFIER_PASSWORD, seedOpenQualifier } from './seed-open-qualifier.ts';

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SQUADS = numberFrom('BENCH_SQUADS', 10_000);
const CONCURRENCY = numberFrom('BENCH_CAPTAINS_CONCURRENCY', 1_000);
const ADMINS = numberFrom('BENCH_LOBBY_ADMINS', 50);
const READ_RPS = numberFrom('BENCH_READ_RPS', 1_000);
const API_PROCESSES = numberFrom('BENCH_API_PROCESSES', 1);

const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const slot = process.env.GALAXIA_TEST_ISOLATION;
base.pathname = `/galaxia_bench${slot ? `_iso${slot}` : ''}`;
const databaseUrl = base.toString();
// The isolation slot's own Redis db (as testkit numbers them), emptied at the start of a run.
const redisUrl = process.env.REDIS_URL ?? `redis://127.0.0.1:6379/${slot ? 7 + Number(slot) : 6}`;

/** Behind the bench's loopback "load balancer": each person an address of their own, over HTTPS. */
const asBrowser = (origin: string, address: string) => ({
  origin: origin.replace('http:', 'https:'),
  'x-forwarded-for': address,
  'x-forwarded-proto': 'https',
});
const addressOf = (index: number) => `172.${16 + ((index >> 16) & 15)}.${(index >> 8) & 255}.${index & 255}`;

interface Step {
  result: LoadResult;
  failures: string[];
  /** 95th percentile latency (ms). */
  p95: number;
}

/** Runs `jobs` with `concurrency` workers; each job's latency counts from its start. */
async function closedLoop<T>(
  jobs: T[],
  concurrency: number,
  run: (job: T, index: number) => Promise<string | null>,
): Promise<Step> {
  const latencies: number[] = [];
  const failures: string[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const began = performance.now();
      let failure: string | null;
      try {
        failure = await run(jobs[index]!, index);
      } catch (error) {
        failure = (error as Error).message;
      }
      latencies.push(performance.now() - began);
      if (failure !== null) {
        errors++;
        if (failures.length < 5) failures.push(failure);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { result: loadResult(latencies, errors, elapsed), failures, p95: percentileOf(latencies, 95) };
}

/**
 * Visitors, open-loop at `rate` req/s until stopped, alternating the points tables and the event page.
 * Latency counts from when a request was due (no coordinated omission). `take()` answers what was
 * measured since the last take, so each step gets the reads that ran beside it.
 */
function visitors(urls: string[], rate: number) {
  const dispatcher = new Agent({ connections: 200, keepAliveTimeout: 30_000 });
  let latencies: number[] = [];
  let errors = 0;
  let failures: string[] = [];
  let since = performance.now();
  let stopped = false;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  const loop = (async () => {
    while (!stopped && rate > 0) {
      const dueNow = Math.floor(((performance.now() - started) * rate) / 1000);
      for (; sent < dueNow; sent++) {
        const due = started + (sent * 1000) / rate;
        const url = urls[sent % urls.length]!;
        const done = request(url, { dispatcher, headers: { 'accept-encoding': 'gzip, br' } })
          .then(async (response) => {
            await response.body.dump({ limit: Number.MAX_SAFE_INTEGER });
            if (response.statusCode !== 200) {
              errors++;
              if (failures.length < 5) failures.push(`${url}: ${response.statusCode}`);
            }
          })
          .catch((error: Error) => {
            errors++;
            if (failures.length < 5) failures.push(`${url}: ${error.message}`);
          })
          .finally(() => {
            latencies.push(performance.now() - due);
            inFlight.delete(done);
          });
        inFlight.add(done);
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  const take = (): Step => {
    const step = {
      result: loadResult(latencies, errors, (performance.now() - since) / 1000),
      failures,
      p95: percentileOf(latencies, 95),
    };
    latencies = [];
    errors = 0;
    failures = [];
    since = performance.now();
    return step;
  };
  const stop = async () => {
    stopped = true;
    await loop;
    await Promise.all(inFlight);
    const last = take();
    await dispatcher.close();
    return last;
  };
  return { take, stop };
}

const line = (name: string, s: LoadResult) =>
  `${name.padEnd(44)} ${String(s.requests).padStart(6)} req ${s.rps.toFixed(0).padStart(6)} req/s   p50 ${s.p50.toFixed(1).padStart(7)} ms   p99 ${s.p99.toFixed(1).padStart(7)} ms   errors ${s.errors}`;

const percentileOf = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

function printStep(name: string, step: Step, reads?: Step) {
  console.info(`${line(name, step.result)}   p95 ${step.p95.toFixed(1)} ms`);
  for (const failure of step.failures) console.info(`    refused: ${failure}`);
  if (reads) {
    console.info(line('  visitors meanwhile', reads.result));
    for (const failure of reads.failures) console.info(`    refused: ${failure}`);
  }
}

/** pg_stat_statements, if this server preloads it: answers why not otherwise. */
async function statementStats(client: pg.Client): Promise<string | null> {
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The slowest statements by mean time, and the plans of the five slowest. */
async function printSlowest(client: pg.Client) {
  const { rows } = await client.query<{
    query: string;
    calls: string;
    mean: number;
    max: number;
    total: number;
    rows: string;
  }>(
    `select query, calls, mean_exec_time as mean, max_exec_time as max, total_exec_time as total, rows
       from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database())
        and query !~* '^\\s*(begin|commit|rollback|set |show |select pg_|savepoint|release|create extension|explain)'
      order by mean_exec_time desc limit 15`,
  );
  console.info('slowest statements by mean time (pg_stat_statements):');
  for (const row of rows) {
    console.info(
      `  mean ${row.mean.toFixed(2).padStart(8)} ms  max ${row.max.toFixed(1).padStart(8)} ms  total ${(row.total / 1000).toFixed(2).padStart(7)} s  calls ${String(row.calls).padStart(6)}  rows ${String(row.rows).padStart(7)}  ${row.query.replace(/\s+/g, ' ').slice(0, 220)}`,
    );
  }
  for (const [index, row] of rows.slice(0, 5).entries()) {
    console.info(`plan ${index + 1}: ${row.query.replace(/\s+/g, ' ').slice(0, 160)}`);
    const parameters = Math.max(0, ...[...row.query.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
    try {
      let plan: { 'QUERY PLAN': string }[];
      await client.query('begin');
      if (parameters === 0) {
        // Run for real (ANALYZE), inside a transaction rolled back: a write leaves nothing behind.
        plan = (await client.query(`explain (analyze, buffers) ${row.query}`)).rows;
      } else {
        // Parameters are not kept by pg_stat_statements: PostgreSQL 16's EXPLAIN (GENERIC_PLAN), done the
        // PostgreSQL 15 way (a prepared statement forced to its generic plan). Not run, so no ANALYZE.
        await client.query("set local plan_cache_mode = 'force_generic_plan'");
        await client.query(`prepare bench_plan as ${row.query}`);
        plan = (
          await client.query(
            `explain execute bench_plan(${Array.from({ length: parameters }, () => 'null').join(', ')})`,
          )
        ).rows;
        console.info('  (generic plan: its parameters are not kept, so it is not run)');
      }
      for (const planLine of plan) console.info(`  ${planLine['QUERY PLAN']}`);
    } catch (error) {
      console.info(`  no plan: ${(error as Error).message}`);
    } finally {
      await client.query('rollback');
      await client.query('deallocate all');
    }
  }
}

async function signInAll(origins: string[], emails: string[], concurrency: number) {
  const dispatcher = new Agent({ connections: concurrency, keepAliveTimeout: 30_000 });
  const sessions = new Map<string, { cookie: string; address: string; origin: string }>();
  const step = await closedLoop(emails, concurrency, async (email, index) => {
    const origin = origins[index % origins.length]!;
    const address = addressOf(index);
    const response = await request(`${origin}/api/auth/sign-in`, {
      method: 'POST',
      dispatcher,
      headers: { 'content-type': 'application/json', ...asBrowser(origin, address) },
      body: JSON.stringify({ email, password: QUALIFIER_PASSWORD }),
    });
    const text = await response.body.text();
    const cookie = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((header) => header.startsWith('galaxia.sid='))
      ?.split(';')[0];
    if (response.statusCode !== 200 || !cookie) return `sign-in of ${email}: ${response.statusCode} ${text}`;
    sessions.set(email, { cookie, address, origin });
    return null;
  });
  await dispatcher.close();
  return { step, sessions };
}

type Session = { cookie: string; address: string; origin: string };

function caller(concurrency: number) {
  const dispatcher = new Agent({
    connections: concurrency,
    keepAliveTimeout: 30_000,
    headersTimeout: 600_000,
  });
  const call = async (session: Session, method: 'POST' | 'GET', path: string, body?: unknown) => {
    const response = await request(`${session.origin}${path}`, {
      method,
      dispatcher,
      headers: {
        'content-type': 'application/json',
        cookie: session.cookie,
        ...asBrowser(session.origin, session.address),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.statusCode, text: await response.body.text() };
  };
  return { call, close: () => dispatcher.close() };
}

interface PointsTables {
  phases: {
    phaseIndex: number;
    lobbies: {
      id: string;
      matches: { id: string; number: number }[];
      standings: { team: { id: string } }[];
    }[];
  }[];
}

async function main() {
  console.info(
    `BGMI open qualifier: ${SQUADS} squads, ${CONCURRENCY} captains at once, ${ADMINS} results admins, visitors at ${READ_RPS} req/s, ${API_PROCESSES} api process(es)`,
  );
  const redis = openRedis(redisUrl);
  await redis.flushdb();
  await redis.quit();

  let began = performance.now();
  await seedBenchEvents(databaseUrl);
  const world: OpenQualifier = await seedOpenQualifier(databaseUrl, redisUrl, {
    squads: SQUADS,
    admins: ADMINS,
  });
  const { tournamentId } = world;
  console.info(
    `generator: ${SQUADS * 4} players, ${SQUADS} squads, ${world.lobbies} lobbies x 4 maps in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const noStatements = await statementStats(db);

  const apis = await Promise.all(
    Array.from({ length: API_PROCESSES }, async () => {
      const port = await freePort();
      return { port, child: await startApi(port, databaseUrl, redisUrl, { TRUST_PROXY: 'loopback' }) };
    }),
  );
  const origins = apis.map(({ port }) => `http://127.0.0.1:${port}`);
  const budgets: [string, boolean][] = [];
  try {
    const readUrls = origins.flatMap((origin) => [
      `${origin}/api/events/${tournamentId}/points-tables`,
      `${origin}/api/events/${tournamentId}`,
    ]);
    const reads = visitors(readUrls, READ_RPS);

    // Sign-in is not a budgeted step: it is how each captain gets a real session.
    const everyone = [
      ...world.squads.map((squad) => squad.captainEmail),
      ...world.adminEmails,
      world.organiserEmail,
    ];
    began = performance.now();
    const signedIn = await signInAll(origins, everyone, Math.min(CONCURRENCY, 64));
    printStep('sign-in (email, Argon2; not budgeted)', signedIn.step, reads.take());
    const session = (email: string) => signedIn.sessions.get(email)!;

    const registering = caller(CONCURRENCY);
    const registration = await closedLoop(world.squads, CONCURRENCY, async (squad) => {
      const answer = await registering.call(
        session(squad.captainEmail),
        'POST',
        `/api/events/${tournamentId}/registrations`,
        { teamId: squad.teamId, roster: squad.roster },
      );
      return answer.status === 201 ? null : `register: ${answer.status} ${answer.text.slice(0, 200)}`;
    });
    await registering.close();
    const registrationReads = reads.take();
    printStep(`registration (${CONCURRENCY} captains at once)`, registration, registrationReads);

    // Registration closes (its window ends yesterday) before the organiser starts the phase.
    await db.query(
      `update registration_windows set start_date = current_date - 3, end_date = current_date - 1 where tournament_id = $1`,
      [tournamentId],
    );
    const organiser = caller(1);
    began = performance.now();
    const started = await organiser.call(
      session(world.organiserEmail),
      'POST',
      `/api/organiser/tournaments/${tournamentId}/phases/0/start`,
      { seeding: 'registration' },
    );
    const phaseStartMs = performance.now() - began;
    const phaseStartReads = reads.take();
    console.info(
      `phase start (snake seeding, ${world.lobbies} lobbies): ${(phaseStartMs / 1000).toFixed(2)} s, answered ${started.status}${started.status === 201 ? '' : ` ${started.text.slice(0, 300)}`}`,
    );
    printStep('  visitors meanwhile', phaseStartReads);
    await organiser.close();

    // The maps are played: each match's time is an hour ago, so its results may be entered.
    await db.query(
      `update br_lobby_matches set scheduled_time = now() - interval '1 hour' where tournament_id = $1`,
      [tournamentId],
    );
    const tablesAnswer = await request(`${origins[0]}/api/events/${tournamentId}/points-tables`);
    const tables = (await tablesAnswer.body.json()) as PointsTables;
    const lobbies = tables.phases.find((phase) => phase.phaseIndex === 0)?.lobbies ?? [];
    const rosterOf = new Map(world.squads.map((squad) => [squad.teamId, squad.roster]));
    // Map 1 of every lobby, then map 2, ...: the evening as it is played.
    const entries = lobbies
      .flatMap((lobby) =>
        lobby.matches.map((match) => ({ match, teams: lobby.standings.map((row) => row.team.id) })),
      )
      .sort((a, b) => a.match.number - b.match.number);
    const desk = caller(ADMINS);
    const results = await closedLoop(entries, ADMINS, async ({ match, teams }, index) => {
      const admin = world.adminEmails[index % world.adminEmails.length]!;
      // A different order each map: placement p to the team (index + p) mod n, kills to its players.
      const body = {
        results: teams.map((teamId, i) => {
          const roster = rosterOf.get(teamId) ?? [];
          const placement = ((i + match.number) % teams.length) + 1;
          return {
            teamId,
            placement,
            kills: roster.slice(0, 2).map((userId, p) => ({ userId, kills: (placement + p) % 4 })),
          };
        }),
      };
      const answer = await desk.call(session(admin), 'POST', `/api/lobby-matches/${match.id}/results`, body);
      return answer.status === 201 ? null : `results: ${answer.status} ${answer.text.slice(0, 200)}`;
    });
    await desk.close();
    const resultsReads = await reads.stop();
    printStep(`lobby results (${ADMINS} results admins)`, results, resultsReads);

    // The workers' timer closes the phase once its results are past their flag window (a week on here,
    // as the worker would see it then): the top 16 of each lobby go on to the next phase.
    const orm = await openOrm(databaseUrl);
    began = performance.now();
    const closed = await closeFinalLobbyPhases(orm.em.fork(), {}, new Date(Date.now() + 7 * 86_400_000));
    console.info(
      `phase close and advancement (the workers' timer, in process): ${((performance.now() - began) / 1000).toFixed(2)} s, ${closed.length} phase(s) closed`,
    );
    await orm.close();

    // Who went on: the next phase's state and its teams.
    const { rows: phases } = await db.query<{ position: number; status: string; seeds: number | null }>(
      `select position, status, jsonb_array_length(seeds) as seeds from phases where tournament_id = $1 order by position`,
      [tournamentId],
    );
    const { rows: lobbyCounts } = await db.query<{ position: number; lobbies: string }>(
      `select p.position, count(l.id) as lobbies from phases p left join br_lobbies l on l.phase_id = p.id
        where p.tournament_id = $1 group by p.position order by p.position`,
      [tournamentId],
    );
    for (const phase of phases) {
      const count = lobbyCounts.find((row) => row.position === phase.position)?.lobbies ?? '0';
      console.info(
        `phase ${phase.position + 1}: ${phase.status}, ${phase.seeds ?? 0} squads, ${count} lobbies`,
      );
    }

    const { rows: size } = await db.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    console.info(`database size: ${size[0]?.size}`);
    if (noStatements) console.info(`pg_stat_statements: not available (${noStatements})`);
    else await printSlowest(db);

    const allReads = [registrationReads, phaseStartReads, resultsReads];
    const readP99 = Math.max(...allReads.map((step) => step.result.p99));
    const errors =
      signedIn.step.result.errors +
      registration.result.errors +
      results.result.errors +
      (started.status === 201 ? 0 : 1) +
      allReads.reduce((sum, step) => sum + step.result.errors, 0);
    budgets.push(
      [`registration p99 ${registration.result.p99.toFixed(1)} ms <= 200 ms`, registration.result.p99 <= 200],
      [`phase start ${(phaseStartMs / 1000).toFixed(2)} s <= 10 s`, phaseStartMs <= 10_000],
      [`lobby result p95 ${results.p95.toFixed(1)} ms <= 100 ms`, results.p95 <= 100],
      [`reads p99 ${readP99.toFixed(1)} ms <= 50 ms`, readP99 <= 50],
      [`errors ${errors} = 0`, errors === 0],
    );
    console.info('budgets:');
    for (const [text, met] of budgets) console.info(`  ${met ? 'met    ' : 'NOT met'}  ${text}`);
  } finally {
    for (const { child } of apis) child.kill('SIGTERM');
    await db.end();
  }
}

await main();
process.exit(0);
