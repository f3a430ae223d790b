import { fileURLToPath } from 'node:url';
import { type RESTGetAPIGatewayBotResult, Routes, ShardingManager } from 'discord.js';
import { discordRest } from '../transports/discord-rest.ts';

/** Each shard is the ordinary gateway bot: discord.js hands it its shard ids through the environment. */
const SHARD_ENTRY = fileURLToPath(new URL('../index.ts', import.meta.url));

/**
 * The shard count Discord recommends (`GET /gateway/bot`), asked of the configured API. discord.js's own
 * `'auto'` (`fetchRecommendedShardCount`) always calls discord.com, whatever the API base is set to.
 */
async function recommendedShardCount(apiUrl: string, token: string): Promise<number> {
  const gateway = (await discordRest(apiUrl, token).get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
  return gateway.shards;
}

/**
 * One process per shard, as many as Discord recommends for the bot's servers (`'auto'`) or as many as
 * set, respawned when one dies. Shards share nothing in memory: every read of another server's state
 * goes through the database, never `broadcastEval`.
 */
export async function createShardManager(options: {
  token: string;
  apiUrl: string;
  totalShards?: number | 'auto';
  /** Node flags for the shard processes; by default this process's own. */
  execArgv?: string[];
}) {
  const { totalShards = 'auto' } = options;
  return new ShardingManager(SHARD_ENTRY, {
    token: options.token,
    totalShards:
      totalShards === 'auto' ? await recommendedShardCount(options.apiUrl, options.token) : totalShards,
    mode: 'process',
    respawn: true,
    execArgv: options.execArgv ?? process.execArgv,
    shardArgs: [],
  });
}
