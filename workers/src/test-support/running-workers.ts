import { type FakeDiscordRest, startFakeDiscordRest } from '@galaxia/testkit';
import { startedBeforeAll } from '@galaxia/testkit/before-all';
import { createDiscordRestClient } from '../clients/discord-rest-client.ts';
import { createWorkers } from '../create-workers.ts';
import { openTestServices, type TestServices } from './test-services.ts';

type Processors = Parameters<typeof createWorkers>[0];

export const BOT_TOKEN = 'bot-token';

/**
 * The package's test services, with workers running `processors` on their queues, for the enclosing
 * describe block: opened before its tests, the workers closed before the services after them.
 */
export function useWorkers(processors: (services: TestServices) => Processors): TestServices {
  return startedBeforeAll(async () => {
    const services = await openTestServices();
    const workers = createWorkers(processors(services), {
      connection: services.connection,
      redis: services.redis,
    });
    return {
      ...services,
      async close() {
        await Promise.all(workers.map((worker) => worker.close()));
        await services.close();
      },
    };
  }, 'The test services');
}

/** `useWorkers` beside a fake Discord REST (bot token `BOT_TOKEN`) that the processors are built against. */
export function useDiscordWorkers(
  processors: (services: TestServices, discord: FakeDiscordRest) => Processors,
) {
  const discord = startedBeforeAll(() => startFakeDiscordRest({ botToken: BOT_TOKEN }), 'The fake Discord');
  const services = useWorkers((opened) => processors(opened, discord));
  return { services, discord };
}

/** The workers' Discord REST client, pointed at the fake. */
export const discordRestOf = (discord: FakeDiscordRest) =>
  createDiscordRestClient({ baseUrl: discord.apiUrl, botToken: BOT_TOKEN });
