import { startFakeDiscordGateway } from '@galaxia/testkit';
import { commandHandlers } from '../commands/index.ts';
import { startGatewayTransport } from '../transports/gateway-transport.ts';
import { BOT_TOKEN, openTestServices, shown, shownAfterDeferral } from './bot-harness.ts';

/**
 * The bot's gateway transport in-process (one shard, discord.js), connected to testkit's fake gateway,
 * answering through the fake REST: interactions are dispatched over the WebSocket, responses arrive as
 * interaction callbacks (`discord.callbacks`) and webhook edits.
 */
export async function startGatewayHarness(options: { guilds?: Record<string, string> } = {}) {
  const { orm, queues, redis, discord, services, closeServices } = await openTestServices(options);
  const gateway = await startFakeDiscordGateway({
    token: BOT_TOKEN,
    guilds: Object.entries(options.guilds ?? {}).map(([id, name]) => ({ id, name })),
  });
  discord.serveGateway(gateway.url, 1);
  const transport = await startGatewayTransport({
    token: BOT_TOKEN,
    apiUrl: discord.apiUrl,
    handlers: commandHandlers,
    services,
  });

  return {
    orm,
    queues,
    redis,
    discord,
    gateway,
    /** Delivers an interaction over the gateway; the first response discord.js sends back for it. */
    async deliver(payload: { token: string; guild_id?: string; [field: string]: unknown }) {
      gateway.interaction(payload);
      return discord.callbackTo(payload.token);
    },
    /** Delivers an interaction and waits for what the person ends up seeing, deferred or not. */
    async answer(payload: { token: string; guild_id?: string; [field: string]: unknown }) {
      const callback = await this.deliver(payload);
      if (callback.type !== 5) return { callback, ...shown(callback.data) };
      return { callback, ...(await shownAfterDeferral(discord, payload.token, callback.data)) };
    },
    async close() {
      await transport.close();
      await gateway.close();
      await closeServices();
    },
  };
}

export type GatewayHarness = Awaited<ReturnType<typeof startGatewayHarness>>;
