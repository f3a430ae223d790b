import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';

/** Each shard is the ordinary gateway bot: discord.js hands it its shard ids through the environment. */
export const SHARD_ENTRY = fileURLToPath(new URL('../index.ts', import.meta.url));

/**
 * One process per shard, as many as Discord recommends for the bot's servers (`'auto'` asks
 * `GET /gateway/bot`), respawned when one dies. Shards share nothing in memory: every read of another
 * server's state goes through the database, never `broadcastEval`.
 */
export function createShardManager(options: { token: string; totalShards?: number | 'auto' }) {
  return new ShardingManager(SHARD_ENTRY, {
    token: options.token,
    totalShards: options.totalShards ?? 'auto',
    mode: 'process',
    respawn: true,
    // Children run TypeScript the same way as this process (Node's type stripping flags, if any).
    execArgv: process.execArgv,
    shardArgs: [],
  });
}
