import { describe, expect, it } from 'vitest';
import { createGatewayClient } from '../transports/gateway-transport.ts';
import { createShardManager, SHARD_ENTRY } from './shard-manager.ts';

/**
 * The sharding wiring without a live gateway. Spawning real shards needs a Discord gateway websocket:
 * `totalShards: 'auto'` asks discord.com's `GET /gateway/bot` through a REST client the manager does not
 * let us point elsewhere, and testkit's fake Discord speaks REST only. So this checks what the manager
 * hands each shard process, and that the shard entry serves exactly the shards it is handed.
 */
describe('the gateway bot under discord.js sharding', () => {
  it('asks Discord for the shard count and runs one process per shard of the bot entry', () => {
    const manager = createShardManager({ token: 'bot-token' });
    expect(manager.totalShards).toBe('auto');
    expect((manager as unknown as { mode: string }).mode).toBe('process');
    expect(manager.respawn).toBe(true);
    expect(manager.file).toBe(SHARD_ENTRY);
    expect(SHARD_ENTRY.endsWith('bot/src/index.ts')).toBe(true);
  });

  it('hands each of two shards its own id and the count', () => {
    const manager = createShardManager({ token: 'bot-token', totalShards: 2 });
    const shards = [manager.createShard(0), manager.createShard(1)];
    const envOf = (shard: (typeof shards)[number]) => shard.env as { SHARDS: number; SHARD_COUNT: number };
    expect(shards.map((shard) => [envOf(shard).SHARDS, envOf(shard).SHARD_COUNT])).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect(manager.shards.size).toBe(2);
  });

  it('serves only the shard it was handed when started by the manager', async () => {
    const saved = { SHARDS: process.env.SHARDS, SHARD_COUNT: process.env.SHARD_COUNT };
    process.env.SHARDS = '1';
    process.env.SHARD_COUNT = '2';
    try {
      const client = createGatewayClient('http://127.0.0.1:9/api/v10');
      expect(client.options.shards).toEqual([1]);
      expect(client.options.shardCount).toBe(2);
      await client.destroy();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('is a single shard when run alone', async () => {
    const client = createGatewayClient('http://127.0.0.1:9/api/v10');
    expect(client.options.shards).toEqual([0]);
    expect(client.options.shardCount).toBe(1);
    await client.destroy();
  });
});
