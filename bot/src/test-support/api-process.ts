import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const API_ENTRY = fileURLToPath(new URL('../../../api/src/server.ts', import.meta.url));

/**
 * The website's api in its own process (its TypeScript sources; production runs the same server bundled),
 * on the bot tests' database and Redis, with the demo sign-in on: the bot's tests reach the web's doors
 * through real HTTP.
 */
export async function startApiProcess() {
  const child = spawn(process.execPath, [API_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATABASE_URL: inject('databaseUrl'),
      REDIS_URL: inject('redisUrl'),
      DEMO_SIGN_IN: '1',
      SESSION_SECRET: 'bot-tests-session-secret',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const [, port] = /listening on http:\/\/localhost:(\d+)/.exec(output) ?? [];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`the api exited (${code}) before listening:\n${output}`)));
  });
  return {
    base,
    /** Signs a demo person in; the session cookie to send with their requests. */
    async signIn(userId: string): Promise<string> {
      const response = await fetch(`${base}/api/auth/demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId }),
      });
      if (response.status !== 200) throw new Error(`demo sign-in answered ${response.status}`);
      return response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
