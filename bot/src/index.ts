import {
  competitionPortsOf,
  discordGuildRest,
  followSharedTestClock,
  JobQueues,
  loadEnv,
  openOrm,
  openRedis,
  publicUrlOf,
  testClockScope,
} from '@galaxia/core/server';
import type { BotServices } from './bot-services.ts';
import { commandHandlers } from './commands/index.ts';
import { discordRest } from './transports/discord-rest.ts';
import { startGatewayTransport } from './transports/gateway-transport.ts';
import { startHttpTransport } from './transports/http-transport.ts';

const env = loadEnv();
const transport = env.BOT_TRANSPORT;
if (transport === 'gateway' && !env.DISCORD_BOT_TOKEN) {
  console.error('[bot] the gateway transport needs DISCORD_BOT_TOKEN');
  process.exit(1);
}
if (transport === 'http' && !env.DISCORD_PUBLIC_KEY) {
  console.error('[bot] the http transport needs DISCORD_PUBLIC_KEY to check request signatures');
  process.exit(1);
}

const orm = await openOrm(env.DATABASE_URL, { poolMax: 5 });
const redis = openRedis(env.REDIS_URL);
const connection = openRedis(env.REDIS_URL, { forQueues: true });
const queues = new JobQueues(connection, { prefix: env.QUEUE_PREFIX });
// Tests only (loadEnv refuses it in production): the bot runs on the clock the api's test route moves.
const testClock =
  env.GALAXIA_TEST_CLOCK === '1'
    ? await followSharedTestClock(redis, testClockScope(env.DATABASE_URL))
    : null;
const services: BotServices = {
  orm,
  queues,
  competitionPorts: competitionPortsOf(redis, queues),
  publicUrl: publicUrlOf(env),
  redis,
  discordGuild: discordGuildRest({ baseUrl: env.DISCORD_API_URL, botToken: env.DISCORD_BOT_TOKEN }),
};

const running =
  transport === 'http'
    ? await startHttpTransport({
        port: env.BOT_HTTP_PORT,
        publicKey: env.DISCORD_PUBLIC_KEY ?? '',
        handlers: commandHandlers,
        services,
        rest: discordRest(env.DISCORD_API_URL, env.DISCORD_BOT_TOKEN ?? ''),
      })
    : await startGatewayTransport({
        token: env.DISCORD_BOT_TOKEN ?? '',
        apiUrl: env.DISCORD_API_URL,
        handlers: commandHandlers,
        services,
      });
if ('url' in running) console.info(`[bot] interactions endpoint on ${running.url}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[bot] ${signal}: disconnecting`);
  await running.close();
  await Promise.allSettled([queues.close(), testClock?.close()]);
  await Promise.allSettled([orm.close(), redis.quit(), connection.quit()]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
