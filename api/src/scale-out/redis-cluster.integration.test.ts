import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOneSiteAcrossProcesses, type FleetSite, startFleetSite } from '../test-support/fleet-site.ts';
import { type RedisCluster, startRedisCluster } from '../test-support/process-fleet.ts';

/**
 * Issue 35 item 3: the same site on a three-master Redis Cluster. Queues (BullMQ, its prefix hash-tagged),
 * sessions, rate limits, live-update channels, stream leases and the public cache's flushes all work
 * there: the keys that one command or script takes together share a hash slot, and nothing else must.
 */
describe('Galaxia on a Redis Cluster', () => {
  let dir: string;
  let cluster: RedisCluster;
  let site: FleetSite;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'galaxia-redis-cluster-'));
    cluster = await startRedisCluster(dir);
    site = await startFleetSite({ apis: 3, workers: 2, redisUrl: cluster.url });
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
    await cluster?.stop();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('is one site across processes, with its keys spread over the three masters', async () => {
    expect(cluster.cli(cluster.ports[0]!, 'CLUSTER', 'INFO')).toContain('cluster_known_nodes:3');
    await expectOneSiteAcrossProcesses(site, 'Cluster Cup');
    for (const port of cluster.ports) expect(Number(cluster.cli(port, 'DBSIZE').trim())).toBeGreaterThan(0);
  }, 90_000);
});
