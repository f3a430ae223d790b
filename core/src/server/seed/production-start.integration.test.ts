import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { loadEnv } from '../config/env.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const SECRET = 'a'.repeat(32);

/** `npm start`'s own script in production mode, on its own empty database; resolves with its output and exit code. */
function productionStart(env: Record<string, string>, until?: string) {
  const child = spawn(process.execPath, ['scripts/start.ts', '--no-build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', REDIS_URL: inject('redisUrl'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // Once it says it is starting, the database is prepared: stop everything it started.
      if (until && output.includes(until)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function rowCounts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (table: string) =>
      Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
    return {
      users: await count('users'),
      tournaments: await count('tournaments'),
      teams: await count('teams'),
    };
  } finally {
    await client.end();
  }
}

async function dropDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

describe('npm start in production', () => {
  it('refuses a session secret shorter than 32 bytes, and SEED_DEMO=1, before starting anything', async () => {
    const short = await productionStart({
      SESSION_SECRET: 'short-secret',
      DATABASE_URL: 'postgres://nowhere/x',
    });
    expect(short.code).not.toBe(0);
    expect(short.output).toContain('SESSION_SECRET: at least 32 bytes in production');
    expect(short.output).not.toContain('postgres: using');
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(31) })).toThrow(
      'SESSION_SECRET: at least 32 bytes in production',
    );
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SEED_DEMO: '1' })).toThrow(
      'SEED_DEMO: never allowed in production',
    );
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).SEED_DEMO).toBe(false);
  });

  it('migrates an empty database and writes no demo people or tournaments into it', async () => {
    // A database of its own next to the package's: empty, as a first production start finds it.
    const url = new URL(inject('databaseUrl'));
    url.pathname = `${url.pathname}_production_start`;
    const databaseUrl = url.toString();
    await dropDatabase(databaseUrl);
    try {
      const started = await productionStart(
        { SESSION_SECRET: SECRET, DATABASE_URL: databaseUrl },
        'Galaxia is starting',
      );
      expect(started.output).toContain('migrations applied');
      expect(started.output).not.toContain('demo data');
      expect(await rowCounts(databaseUrl)).toEqual({ users: 0, tournaments: 0, teams: 0 });
    } finally {
      await dropDatabase(databaseUrl);
    }
  }, 120_000);
});
