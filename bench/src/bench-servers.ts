import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildServerBundle } from '../../api/build-server.ts';

export const root = fileURLToPath(new URL('../../', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts a server script as its own process and resolves once it prints `readyLine`. */
export function start(
  entry: string,
  env: Record<string, string>,
  readyLine = /ready|listening/,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (readyLine.test(String(chunk))) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
}

/** Linux reports a process's CPU time in ticks of USER_HZ, which is 100 on the x86 and arm machines this runs on. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, ms) a child has used so far, from Linux's /proc; null where there is none. */
export function cpuMillis(child: ChildProcess): number | null {
  try {
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

let bundle: Promise<string> | undefined;
/**
 * BENCH_API_BUNDLE names a bundle built earlier (another commit's, in api/dist so its addons resolve):
 * two builds benched side by side on a shared machine see the same load.
 */
const bundled = () => {
  const prebuilt = process.env.BENCH_API_BUNDLE;
  bundle ??= prebuilt ? Promise.resolve(prebuilt) : buildServerBundle();
  return bundle;
};

/** The api as production runs it: its bundle (api/build-server.ts), NODE_ENV=production, the public read model on. */
export const startApi = async (
  port: number,
  databaseUrl: string,
  redisUrl: string,
  extra: Record<string, string> = {},
) =>
  start(await bundled(), {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-only-session-secret-of-32-bytes',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    ...extra,
  });
