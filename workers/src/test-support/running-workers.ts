import type { Redis } from '@galaxia/core/server';
import { type FakeDiscordRest, startFakeDiscordRest } from '@galaxia/testkit';
import { madeBeforeAll, startedBeforeAll } from '@galaxia/testkit/before-all';
import { vi } from 'vitest';
import { createDiscordRestClient } from '../clients/discord-rest-client.ts';
import { createWorkers } from '../create-workers.ts';
import type { ProcessorContext } from '../processors/processor.ts';
import type { WorkerServices } from '../worker-services.ts';
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

/**
 * `useDiscordWorkers` running the one processor `make` builds against the fake, with the site at
 * `publicUrl`; answers the processor too, for runs by hand.
 */
export function useDiscordProcessor<P extends Processors[number]>(
  make: (services: Pick<WorkerServices, 'orm' | 'discord' | 'publicUrl'>) => P,
  publicUrl: string,
) {
  let processor: P | undefined;
  const { services, discord } = useDiscordWorkers(({ orm }, fake) => {
    processor = make({ orm, discord: discordRestOf(fake), publicUrl });
    return [processor];
  });
  return { services, discord, processor: madeBeforeAll(() => processor, 'The processor') };
}

/** A scheduled job's processor: its data is only the time it was asked for. */
interface ScheduledProcessor {
  run(data: { requestedAt: string }, context: ProcessorContext): Promise<unknown>;
}

/**
 * The test services and a scheduled job's processor built on them, for the enclosing describe block.
 * `pass()` runs the processor once by hand, as a last attempt. A first, quiet pass before the tests
 * clears what other runs left behind: it is not theirs to count.
 */
export function useScheduledJob(
  build: (services: TestServices) => ScheduledProcessor | Promise<ScheduledProcessor>,
) {
  let processor: ScheduledProcessor | undefined;
  const passOn = (redis: Redis) =>
    processor!.run({ requestedAt: new Date().toISOString() }, { redis, attempt: 1, finalAttempt: true });
  const services = startedBeforeAll(async () => {
    const opened = await openTestServices();
    processor = await build(opened);
    const quiet = vi.spyOn(console, 'info').mockImplementation(() => {});
    await passOn(opened.redis).finally(() => quiet.mockRestore());
    return opened;
  }, 'The test services');
  return { services, pass: () => passOn(services.redis) };
}
