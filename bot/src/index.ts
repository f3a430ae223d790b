import { botConfigured, loadEnv } from '@galaxia/core/server';
import { Client, Events, GatewayIntentBits } from 'discord.js';

const env = loadEnv();
if (!botConfigured(env)) {
  console.error('[bot] DISCORD_BOT_TOKEN and DISCORD_CLIENT_ID are required');
  process.exit(1);
}

const client = new Client({
  intents: [GatewayIntentBits.Guilds],
  rest: { api: env.DISCORD_API_URL.replace(/\/v\d+$/, '') },
});
client.once(Events.ClientReady, (ready) => {
  console.info(`[bot] connected as ${ready.user.tag} to ${ready.guilds.cache.size} servers`);
});

async function shutdown(signal: string) {
  console.info(`[bot] ${signal}: disconnecting`);
  await client.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await client.login(env.DISCORD_BOT_TOKEN);
