import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase, migrate, openOrm, seedDemoData } from '@galaxia/core/server';
import lighthouse from 'lighthouse';
import { HOME_ROUTE_BUDGET_KB } from '../../dashboard/build/report-initial-js.ts';

/**
 * Issue 19: Lighthouse (mobile, default simulated throttling) on the public pages of the seeded app in
 * production mode, against Debian's Chromium. Targets: performance >= 95, accessibility >= 95,
 * LCP <= 2.5 s, CLS <= 0.1, and the home page's JavaScript within the dashboard's budget. Prints each
 * page's scores, the accessibility audits that failed, and FAIL when a target is missed.
 * `BENCH_SKIP_BUILD=1` reuses dashboard/dist and dashboard/dist-server; `BENCH_LIGHTHOUSE_DIR=<folder>` keeps each
 * page's whole report there as JSON.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
base.pathname = '/galaxia_bench_lighthouse';
const databaseUrl = base.toString();
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET = { performance: 95, accessibility: 95, lcpMs: 2500, cls: 0.1 };

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Resolves once the process prints a line matching `ready`. */
function start(command: string, args: string[], ready: RegExp, env: Record<string, string> = {}) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
    const watch = (chunk: Buffer) => {
      if (ready.test(String(chunk))) resolve(child);
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}`)));
  });
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: join(root, 'dashboard'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('dashboard build failed');
}

await ensureDatabase(databaseUrl);
const orm = await openOrm(databaseUrl);
await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
await migrate(orm);
await seedDemoData(orm.em.fork(), { now: new Date() });
// The seed's events change (formats, names): measure the published event with the most to draw on its
// brackets page (matches of an elimination bracket or lobbies of a battle-royale season).
const [event] = await orm.em.getConnection().execute<{ id: string; eventName: string }[]>(
  `select t.id, t.event_name as "eventName" from tournaments t where t.lifecycle = 'published'
   order by (select count(*) from matches m where m.tournament_id = t.id)
          + (select count(*) from br_lobbies l where l.tournament_id = t.id) desc, t.event_name
   limit 1`,
);
await orm.close();
if (!event) throw new Error('the seed published no event');

const apiPort = await freePort();
const origin = `http://127.0.0.1:${apiPort}`;
const api = await start(process.execPath, ['api/src/server.ts'], /ready|listening/, {
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-only-session-secret-of-32-bytes',
  PORT: String(apiPort),
  PUBLIC_URL: origin,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
});
const debugPort = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'galaxia-lighthouse-'));
const chromium = await start(
  CHROMIUM,
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  /DevTools listening/,
);

const pages = {
  home: '/',
  events: '/events',
  event: `/events/${event.id}`,
  brackets: `/events/${event.id}/brackets`,
};

/** One page's report; a trace Chromium failed to record (NO_NAVSTART on a busy machine) is taken again. */
async function measure(url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
  }
}

let failed = false;
try {
  console.info(`Lighthouse mobile (default throttling), production build, ${event.eventName}`);
  console.info('page        perf  a11y  LCP (s)  CLS    ');
  for (const [name, path] of Object.entries(pages)) {
    const result = await measure(`${origin}${path}`);
    const { categories, audits, runtimeError } = result.lhr;
    // The whole report, for looking into a score (open it in the Lighthouse viewer or read its audits).
    if (process.env.BENCH_LIGHTHOUSE_DIR) {
      writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DIR, `${name}.json`), JSON.stringify(result.lhr));
    }
    if (runtimeError)
      console.info(`${name}: Lighthouse could not measure (${runtimeError.code}: ${runtimeError.message})`);
    const performance = Math.round((categories.performance?.score ?? 0) * 100);
    const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
    const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    const met =
      performance >= TARGET.performance &&
      accessibility >= TARGET.accessibility &&
      lcp <= TARGET.lcpMs &&
      cls <= TARGET.cls;
    failed ||= !met;
    console.info(
      `${name.padEnd(10)} ${String(performance).padStart(5)} ${String(accessibility).padStart(5)} ${(lcp / 1000).toFixed(2).padStart(8)}  ${cls.toFixed(3)}  ${met ? 'ok' : 'FAIL'}`,
    );
    const a11yFailures = (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    if (a11yFailures.length)
      console.info(`           accessibility audits failed: ${a11yFailures.join(', ')}`);
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    console.info(
      `           FCP ${metric('first-contentful-paint')}, TBT ${metric('total-blocking-time')}, speed index ${metric('speed-index')}`,
    );
    const contrast = audits['color-contrast'];
    if (contrast?.score === 0 && contrast.details && 'items' in contrast.details) {
      const nodes = (contrast.details.items as { node?: { snippet?: string } }[]).map(
        (item) => item.node?.snippet,
      );
      console.info(`           low contrast: ${nodes.slice(0, 5).join(' | ')}`);
    }
    const opportunities = [
      'render-blocking-resources',
      'unused-javascript',
      'largest-contentful-paint-element',
    ]
      .map((id) => audits[id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit?.id} ${audit?.displayValue ?? ''}`.trim());
    if (opportunities.length) console.info(`           performance: ${opportunities.join('; ')}`);
    // Where the main thread went (scaled like the metrics): on a loaded machine this is what the score pays for.
    const work = audits['mainthread-work-breakdown']?.details;
    const groups = (work && 'items' in work ? work.items : []) as {
      groupLabel?: string;
      duration?: number;
    }[];
    console.info(
      `           main thread ${audits['mainthread-work-breakdown']?.displayValue ?? '?'}: ${groups
        .slice(0, 4)
        .map((group) => `${group.groupLabel} ${Math.round(group.duration ?? 0)} ms`)
        .join(', ')}`,
    );
    const requests = audits['network-requests']?.details;
    const loaded = (requests && 'items' in requests ? requests.items : []) as {
      resourceType?: string;
      transferSize?: number;
    }[];
    const scriptKb = loaded
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0) / 1024, 0);
    const withinBudget = name !== 'home' || scriptKb <= HOME_ROUTE_BUDGET_KB;
    failed ||= !withinBudget;
    console.info(
      `           ${loaded.length} requests, ${Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024)} KB transferred, JavaScript ${scriptKb.toFixed(1)} KB${name === 'home' ? ` (budget ${HOME_ROUTE_BUDGET_KB} KB: ${withinBudget ? 'ok' : 'FAIL'})` : ''}`,
    );
  }
  console.info(
    `targets: performance >= ${TARGET.performance}, accessibility >= ${TARGET.accessibility}, LCP <= ${TARGET.lcpMs / 1000} s, CLS <= ${TARGET.cls}`,
  );
} finally {
  // Chromium writes its profile until it has exited: remove the folder after.
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  chromium.kill('SIGTERM');
  api.kill('SIGTERM');
  await exited;
  rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
process.exitCode = failed ? 1 : 0;
