import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Announcement } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announce,
  expectOneSiteAcrossProcesses,
  type FleetSite,
  startFleetSite,
} from '../test-support/fleet-site.ts';
import { type Balancer, startBalancer, waitUntil } from '../test-support/process-fleet.ts';

const SECOND = 1000;

/**
 * Issue 35 item 2: three api processes and two workers processes behind HAProxy with the deployed
 * configuration, one PostgreSQL and one Redis, as docker-compose.yml runs them.
 */
describe('Galaxia on several processes behind a load balancer', () => {
  let site: FleetSite;
  let dir: string;
  let balancer: Balancer;

  beforeAll(async () => {
    site = await startFleetSite({ apis: 3, workers: 2 });
    dir = await mkdtemp(join(tmpdir(), 'galaxia-balancer-'));
    balancer = await startBalancer(dir, site.ports);
  }, 120_000);

  afterAll(async () => {
    await balancer?.stop();
    await site?.stop();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('shares sessions, live updates, rate limits and the public cache across processes, and runs a job once', async () => {
    await expectOneSiteAcrossProcesses(site, 'Fleet Cup');
  }, 90_000);

  /** Readers and idempotent writers through the balancer until stopped; what failed and what was written. */
  function steadyLoad(tournamentId: string, cookie: string) {
    const failures: string[] = [];
    const written: string[] = [];
    let running = true;
    const reader = async () => {
      while (running) {
        for (const path of [`/api/events/${tournamentId}`, '/api/events']) {
          const answer = await fetch(`${balancer.url}${path}`).catch((error: Error) => error);
          if (answer instanceof Error || answer.status !== 200)
            failures.push(`GET ${path}: ${answer instanceof Error ? answer.message : answer.status}`);
          else await answer.arrayBuffer();
        }
      }
    };
    const writer = async (n: number) => {
      for (let i = 0; running; i += 1) {
        const title = `Update ${n}.${i}`;
        const answer = await announce(balancer.url, tournamentId, cookie, title, randomUUID()).catch(
          (error: Error) => error,
        );
        if (answer instanceof Error || answer.status !== 201)
          failures.push(`POST ${title}: ${answer instanceof Error ? answer.message : answer.status}`);
        else written.push(title);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const load = Promise.all([reader(), reader(), reader(), reader(), writer(1), writer(2)]);
    return {
      failures,
      written,
      stop: async () => {
        running = false;
        await load;
      },
    };
  }

  const storedTitles = async (tournamentId: string) =>
    (await site.orm.em.fork().find(Announcement, { tournament: tournamentId }))
      .map((row) => row.title)
      .sort();

  it('loses no request when an api process is killed under load, and takes it back when it returns', async () => {
    const { season, cookie } = await site.organiserSeason('Fleet Failover');
    const load = steadyLoad(season.tournamentId, cookie);
    await new Promise((resolve) => setTimeout(resolve, 1.5 * SECOND));
    const victim = site.apis[1]!;
    victim.proc.child.kill('SIGKILL');
    await waitUntil(
      'the balancer did not take the killed process out',
      async () => (await balancer.servers()).get('api-2')?.status === 'DOWN',
      10 * SECOND,
    );
    await new Promise((resolve) => setTimeout(resolve, 1.5 * SECOND));
    await load.stop();

    expect(load.failures).toEqual([]);
    expect(load.written.length).toBeGreaterThan(10);
    // Every write that was answered is stored once, retried or not.
    expect(await storedTitles(season.tournamentId)).toEqual([...load.written].sort());

    // Restarted on its port, it is checked back in and served again.
    victim.proc = await site.startApi(victim.port);
    await waitUntil(
      'the restarted process was not taken back',
      async () => (await balancer.servers()).get('api-2')?.status === 'UP',
      10 * SECOND,
    );
    const servedBefore = (await balancer.servers()).get('api-2')!.served;
    for (let i = 0; i < 9; i += 1) await (await fetch(`${balancer.url}/api/events`)).arrayBuffer();
    expect((await balancer.servers()).get('api-2')!.served).toBeGreaterThan(servedBefore);
  }, 120_000);

  it('drains a process on SIGTERM: health says so, streams are asked to reconnect, nothing in flight is lost', async () => {
    const { season, cookie } = await site.organiserSeason('Fleet Rollout');
    const leaving = site.apis[2]!;
    const stream = await fetch(`${leaving.url}/api/events/${season.tournamentId}/updates`);
    const streamText = stream.text();
    const load = steadyLoad(season.tournamentId, cookie);
    await new Promise((resolve) => setTimeout(resolve, 1 * SECOND));

    const exited = new Promise((resolve) => leaving.proc.child.once('exit', resolve));
    leaving.proc.child.kill('SIGTERM');
    await waitUntil(
      'health did not say the process is draining',
      async () => {
        const health = await fetch(`${leaving.url}/api/health`);
        return health.status === 503 && ((await health.json()) as { status: string }).status === 'draining';
      },
      5 * SECOND,
    );
    // The browser is told to come back in a second (to another process) and the stream ends.
    expect(await streamText).toMatch(/retry: 1000\n\n$/);
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 1 * SECOND));
    await load.stop();

    expect(load.failures).toEqual([]);
    expect(await storedTitles(season.tournamentId)).toEqual([...load.written].sort());
    leaving.proc = await site.startApi(leaving.port);
  }, 120_000);
});
