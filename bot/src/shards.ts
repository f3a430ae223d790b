import { loadEnv } from '@galaxia/core/server';
import { createShardManager } from './sharding/shard-manager.ts';

/** The gateway bot in production: a sharding manager spawning one bot process per shard. */
const env = loadEnv();
if (!env.DISCORD_BOT_TOKEN) {
  console.error('[bot] sharding needs DISCORD_BOT_TOKEN');
  process.exit(1);
}
const shardsSetting = process.env.BOT_SHARDS;
const manager = await createShardManager({
  token: env.DISCORD_BOT_TOKEN,
  apiUrl: env.DISCORD_API_URL,
  totalShards: shardsSetting && /^\d+$/.test(shardsSetting) ? Number(shardsSetting) : 'auto',
});
manager.on('shardCreate', (shard) =>
  console.info(`[bot] shard ${shard.id} of ${manager.totalShards} started`),
);

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[bot] ${signal}: stopping ${manager.shards.size} shards`);
  // Each shard process handles SIGTERM itself: it disconnects and closes its connections.
  for (const shard of manager.shards.values()) shard.kill();
  process.exit(0);
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

await manager.spawn({ amount: manager.totalShards, delay: 5_500, timeout: 60_000 });
