import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@galaxia/testkit';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The balancer's configuration as deployed (docker-compose.yml mounts the same file). */
const haproxyConfigPath = join(repoRoot, 'api/deploy/haproxy.cfg');

export interface FleetProcess {
  child: ChildProcess;
  label: string;
  /** What it printed to stderr: shown when it dies before it is healthy. */
  errors: () => string;
}

/** A package entry run as production runs it: node with native type stripping, from the repo root. */
export function startProcess(entry: string, env: Record<string, string>, label: string): FleetProcess {
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  return { child, label, errors: () => stderr };
}

export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}

export async function waitHealthy(baseUrl: string, proc: FleetProcess) {
  await waitUntil(`${proc.label} was not healthy`, async () => {
    if (proc.child.exitCode !== null) throw new Error(`${proc.label} exited: ${proc.errors()}`);
    return (await fetch(`${baseUrl}/api/health`)).status === 200;
  });
}

export function stopProcess(proc: FleetProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const { child } = proc;
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export interface Balancer {
  url: string;
  /** Each server's state as HAProxy's runtime API reports it (`show stat`): UP, DOWN, ..., and requests served. */
  servers(): Promise<Map<string, { status: string; served: number }>>;
  stop(): Promise<void>;
}

/**
 * HAProxy (Debian's package) with the deployed configuration, its servers swapped for local api ports: what is
 * tested is the configuration that ships, not a copy of it.
 */
export async function startBalancer(dir: string, apiPorts: readonly number[]): Promise<Balancer> {
  if (spawnSync('haproxy', ['-v']).error)
    throw new Error('HAProxy is not installed: apt-get install haproxy (.ci/run installs it)');
  const port = await freePort();
  const socket = join(dir, 'haproxy.sock');
  const deployed = readFileSync(haproxyConfigPath, 'utf8');
  const servers = apiPorts.map((apiPort, i) => `  server api-${i + 1} 127.0.0.1:${apiPort} check`).join('\n');
  const config = deployed
    .replace(/^ {2}stats socket \S+/m, `  stats socket ${socket}`)
    .replace(/^ {2}bind :8080$/m, `  bind 127.0.0.1:${port}`)
    .replace(/^ {2}server-template .*$/m, servers);
  if (config === deployed || !config.includes(servers))
    throw new Error('api/deploy/haproxy.cfg changed shape');
  const path = join(dir, 'haproxy.cfg');
  writeFileSync(path, config);
  const proc: FleetProcess = (() => {
    const child = spawn('haproxy', ['-db', '-f', path], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + String(chunk)).slice(-4000);
    });
    return { child, label: 'haproxy', errors: () => stderr };
  })();
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, proc);

  const runtime = (command: string) =>
    new Promise<string>((resolve, reject) => {
      let answer = '';
      const connection = createConnection(socket, () => connection.end(`${command}\n`));
      connection.on('data', (chunk) => {
        answer += String(chunk);
      });
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
    });
  return {
    url,
    async servers() {
      const [header = '', ...rows] = (await runtime('show stat')).replace(/^# /, '').trim().split('\n');
      const columns = header.split(',');
      const column = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
      const states = new Map<string, { status: string; served: number }>();
      for (const row of rows.map((line) => line.split(','))) {
        if (column(row, 'pxname') !== 'api' || column(row, 'svname') === 'BACKEND') continue;
        states.set(column(row, 'svname'), {
          status: column(row, 'status'),
          served: Number(column(row, 'stot')),
        });
      }
      return states;
    },
    stop: () => stopProcess(proc),
  };
}

export interface RedisCluster {
  /** The URL the processes get: one node, `?cluster=1` (they find the others from it). */
  url: string;
  ports: number[];
  /** `redis-cli` on one node, e.g. `CLUSTER INFO` or `DBSIZE`. */
  cli(port: number, ...args: string[]): string;
  stop(): Promise<void>;
}

/** A free port whose cluster-bus port (port + 10000) is free too. */
async function clusterPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all([port, port + 10_000].map((candidate) => portIsFree(candidate)));
    if (free.every(Boolean)) return port;
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Three masters from Debian's `redis-server`, joined with `redis-cli --cluster create`, nothing kept on disk. */
export async function startRedisCluster(dir: string): Promise<RedisCluster> {
  const ports: number[] = [];
  for (let i = 0; i < 3; i += 1) ports.push(await clusterPort());
  const nodes = ports.map((port) => {
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        join(dir, `nodes-${port}.conf`),
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    );
    const proc: FleetProcess = { child, label: `redis :${port}`, errors: () => '' };
    return proc;
  });
  const cli = (port: number, ...args: string[]) =>
    spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' }).stdout;
  await waitUntil(
    'the Redis nodes did not start',
    async () => ports.every((port) => cli(port, 'PING').includes('PONG')),
    10_000,
  );
  const created = spawnSync(
    'redis-cli',
    [
      '--cluster',
      'create',
      ...ports.map((port) => `127.0.0.1:${port}`),
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ],
    { encoding: 'utf8' },
  );
  if (created.status !== 0)
    throw new Error(`redis-cli --cluster create failed: ${created.stdout}${created.stderr}`);
  await waitUntil(
    'the Redis Cluster was not ok',
    async () => ports.every((port) => cli(port, 'CLUSTER', 'INFO').includes('cluster_state:ok')),
    20_000,
  );
  return {
    url: `redis://127.0.0.1:${ports[0]}?cluster=1`,
    ports,
    cli,
    stop: async () => {
      await Promise.all(nodes.map((node) => stopProcess(node)));
    },
  };
}
