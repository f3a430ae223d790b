import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { botConfigured, loadEnv, prepareDatabase } from '@galaxia/core/server';
import { buildServerBundle } from '../api/build-server.ts';
import { runCommand } from './lib/run-command.ts';
import { resolveServices } from './lib/services.ts';
import { type Supervised, supervise } from './lib/supervise.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (line: string) => console.info(`[galaxia] ${line}`);

// A configuration production would refuse (a short SESSION_SECRET, SEED_DEMO=1) stops here, before any service starts.
loadEnv();
const services = await resolveServices(join(root, '.galaxia'), log);
process.env.DATABASE_URL = services.databaseUrl;
process.env.REDIS_URL = services.redisUrl;
// A local start fills an empty database with the demo season; production never does (SEED_DEMO=1 is refused there).
if (process.env.NODE_ENV !== 'production') process.env.SEED_DEMO ??= '1';
const env = loadEnv();

const children: Supervised[] = [];
/** The api's sources; once built (not with --no-build), its bundle. */
let apiEntry = 'api/src/server.ts';
let stopping = false;
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  await Promise.all(children.map((child) => child.stop()));
  await services.stop();
  log('stopped; nothing left running');
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  await prepareDatabase(env, log);

  if (!process.argv.includes('--no-build')) {
    log('building the dashboard');
    const code = await runCommand(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: join(root, 'dashboard'),
      },
    );
    if (code !== 0) throw new Error('dashboard build failed');
    log('bundling the api');
    apiEntry = relative(root, await buildServerBundle());
  }
} catch (error) {
  console.error(`[galaxia] ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}

// Each process is supervised on its own: a crashed worker is restarted while the site keeps serving.
function launch(label: string, entry: string) {
  children.push(supervise(label, [join(root, entry)], { cwd: root, env: process.env, log }));
}

// One bundled file starts in a fraction of the time of its ~1,800 modules, so a crashed api is back
// within seconds; V8's compile cache spares compiling it again on each restart.
process.env.NODE_COMPILE_CACHE ??= join(root, '.galaxia/compile-cache');
launch('api', apiEntry);
launch('workers', 'workers/src/index.ts');
if (botConfigured(env)) launch('bot', 'bot/src/index.ts');
else log('bot: not started (set DISCORD_BOT_TOKEN and DISCORD_CLIENT_ID to run it)');
log(`Galaxia is starting on http://localhost:${env.PORT} (Ctrl-C stops everything)`);
