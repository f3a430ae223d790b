import { type Orm, openOrm } from '@galaxia/core/server';
import {
  type FakeDiscordGateway,
  type FakeDiscordRest,
  openTournament,
  shardOfGuild,
  startFakeDiscordGateway,
  startFakeDiscordRest,
} from '@galaxia/testkit';
import type { ShardingManager } from 'discord.js';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { guild, snowflake, stranger } from '../test-support/bot-fixtures.ts';
import { BOT_TOKEN, PUBLIC_URL } from '../test-support/bot-harness.ts';
import { commandInteraction } from '../test-support/signed-interactions.ts';
import { createShardManager } from './shard-manager.ts';

const guildOnShard = (shard: number) => {
  for (;;) {
    const id = snowflake();
    if (shardOfGuild(id, 2) === shard) return id;
  }
};

/**
 * The production layout: the ShardingManager spawns `bot/src/index.ts` once per shard, each a separate
 * process on the test database and Redis, connected to testkit's fake gateway and REST.
 */
describe('the gateway bot under discord.js sharding', () => {
  let orm: Orm;
  let discord: FakeDiscordRest;
  let gateway: FakeDiscordGateway;
  let manager: ShardingManager;
  const servers = { first: guildOnShard(0), second: guildOnShard(1) };
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    orm = await openOrm(inject('databaseUrl'), { poolMax: 2 });
    await guild(orm, 'Shard Zero Esports', servers.first);
    await guild(orm, 'Shard One Esports', servers.second);
    discord = await startFakeDiscordRest({ botToken: BOT_TOKEN });
    gateway = await startFakeDiscordGateway({
      token: BOT_TOKEN,
      guilds: [
        { id: servers.first, name: 'Shard Zero Esports' },
        { id: servers.second, name: 'Shard One Esports' },
      ],
    });
    discord.serveGateway(gateway.url, 2);
    // What each shard process is configured with, as docker-compose sets it.
    Object.assign(process.env, {
      NODE_ENV: 'test',
      BOT_TRANSPORT: 'gateway',
      DATABASE_URL: inject('databaseUrl'),
      REDIS_URL: inject('redisUrl'),
      DISCORD_API_URL: discord.apiUrl,
      DISCORD_BOT_TOKEN: BOT_TOKEN,
      PUBLIC_URL,
    });
    manager = await createShardManager({ token: BOT_TOKEN, apiUrl: discord.apiUrl, execArgv: [] });
    await manager.spawn({ amount: manager.totalShards, delay: 0, timeout: 25_000 });
  }, 60_000);

  afterAll(async () => {
    manager.respawn = false;
    for (const shard of manager.shards.values()) shard.kill();
    process.env = savedEnv;
    await Promise.all([gateway.close(), discord.close(), orm.close()]);
  });

  it('runs the two shards Discord recommends, each identifying as its shard and given only its servers', () => {
    expect(manager.totalShards).toBe(2);
    expect(manager.shards.size).toBe(2);
    expect(gateway.identifies.map((identify) => [identify.token, identify.shard]).sort()).toEqual([
      [BOT_TOKEN, [0, 2]],
      [BOT_TOKEN, [1, 2]],
    ]);
    const guildsOf = (shard: number) =>
      gateway.identifies.find((identify) => identify.shard[0] === shard)?.guilds;
    expect(guildsOf(0)).toEqual([servers.first]);
    expect(guildsOf(1)).toEqual([servers.second]);
  });

  it("answers an interaction on the shard that owns the server, from the database's state", async () => {
    // Created after both shards started: what the shard shows comes from the database, not its memory.
    const tournamentId = await openTournament(orm, servers.second, { eventName: 'Monsoon Cup' });
    await openTournament(orm, servers.first, { eventName: 'Monsoon Cup Elsewhere' });
    const typing = commandInteraction(
      'tournament-stats',
      { tournament: 'monsoon' },
      { user: stranger('Viewer'), guildId: servers.second, focused: 'tournament' },
      4,
    );
    expect(gateway.interaction(typing)).toEqual([1, 2]);
    const callback = await discord.callbackTo(typing.token);
    expect(callback).toMatchObject({
      type: 8,
      data: { choices: [{ name: 'Monsoon Cup S2', value: tournamentId }] },
    });
  });

  it('respawns a shard process that dies, which identifies again as the same shard', async () => {
    const shard = manager.shards.get(1)!;
    const before = shard.process!.pid;
    const identified = gateway.identifies.length;
    shard.process!.kill('SIGKILL');
    await vi.waitFor(
      () => expect(gateway.identifies.slice(identified).map((identify) => identify.shard)).toEqual([[1, 2]]),
      { timeout: 25_000, interval: 100 },
    );
    expect(manager.shards.get(1)!.process!.pid).not.toBe(before);
    await vi.waitFor(() => expect(gateway.shardFor(servers.second)).toEqual([1, 2]), { timeout: 10_000 });
    // Ready again: stopping it before then would fail discord.js's own respawn promise.
    await vi.waitFor(() => expect(manager.shards.get(1)!.ready).toBe(true), {
      timeout: 15_000,
      interval: 100,
    });
  }, 50_000);
});
