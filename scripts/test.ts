import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from './lib/run-command.ts';
import { resolveServices } from './lib/services.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (line: string) => console.info(`[test] ${line}`);
// `--inner`: the quick loop while editing: lint, then the unit and component tests that the uncommitted
// change touches (vitest's --changed), without knip, typecheck, integration or browser tests.
const inner = process.argv[2] === '--inner';
const vitestArgs = process.argv.slice(inner ? 3 : 2);
const innerArgs = inner ? ['--changed', '--project', '*:unit', '--project', 'dashboard:component'] : [];

const services = await resolveServices(join(root, '.galaxia'), log);
const env = {
  ...process.env,
  DATABASE_URL: services.databaseUrl,
  REDIS_URL: services.redisUrl,
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
};
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const resultsFile = join(root, '.galaxia/test-results.json');

const steps: { name: string; command: string; args: string[] }[] = [
  { name: 'lint', command: bin('biome'), args: ['check', '.'] },
  // Dead exports, files and dependencies (knip.json names the entry points).
  ...(inner ? [] : [{ name: 'knip', command: bin('knip'), args: [] }]),
  ...(inner
    ? []
    : [
        { name: 'typecheck', command: bin('turbo'), args: ['run', 'typecheck', '--output-logs=errors-only'] },
      ]),
  {
    name: 'tests',
    command: bin('vitest'),
    args: [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsFile}`,
      ...innerArgs,
      ...vitestArgs,
    ],
  },
];

let failed = false;
for (const step of steps) {
  const started = Date.now();
  log(`${step.name}: running`);
  const code = await runCommand(step.command, step.args, { cwd: root, env });
  log(
    `${step.name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) {
    failed = true;
    break;
  }
}

await services.stop();
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  console.info(`tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed`);
} catch {
  // The test step did not run (an earlier step failed); its exit code already says so.
}
process.exit(failed ? 1 : 0);
