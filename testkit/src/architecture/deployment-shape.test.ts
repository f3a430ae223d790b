import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../../', import.meta.url));

interface ComposeService {
  image?: string;
  command?: string[];
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
}

/**
 * Issue 35 item 4: docker-compose.yml runs what the load-balancer test runs (api/src/scale-out): replicated
 * api and workers behind HAProxy with the tested configuration, one PostgreSQL, one Redis, health checks.
 * Read as YAML, so no Docker daemon is needed.
 */
describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(`${root}docker-compose.yml`, 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const { services } = compose;

  it('replicates the api behind the balancer, which runs the tested HAProxy configuration', () => {
    expect(services.api?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.api?.ports).toBeUndefined();
    expect(services.balancer?.image).toMatch(/^haproxy:/);
    expect(services.balancer?.volumes).toContain(
      './api/deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    );
    expect(services.balancer?.depends_on?.api?.condition).toBe('service_healthy');
    const config = readFileSync(`${root}api/deploy/haproxy.cfg`, 'utf8');
    expect(config).toMatch(/^ {2}option httpchk GET \/api\/health$/m);
    expect(config).toMatch(
      new RegExp(`^ {2}server-template api- ${services.api?.deploy?.replicas} api:3000 check`, 'm'),
    );
  });

  it('replicates the workers and runs migrations once, before the processes that need them', () => {
    expect(services.workers?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.migrate?.command).toEqual(['node', 'core/src/server/db/migrate-cli.ts']);
    for (const name of ['api', 'workers'])
      expect(services[name]?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
  });

  it('checks the health of every long-running service the others wait for', () => {
    for (const name of ['postgres', 'redis', 'api', 'balancer'])
      expect([name, services[name]?.healthcheck?.test.length ?? 0]).not.toEqual([name, 0]);
    expect(services.api?.healthcheck?.test.join(' ')).toContain('/api/health');
  });

  it('gives every api process the same session secret and a drain before it stops', () => {
    expect(services.api?.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    expect(Number(services.api?.environment?.SHUTDOWN_DRAIN_MS)).toBeGreaterThan(0);
  });
});
