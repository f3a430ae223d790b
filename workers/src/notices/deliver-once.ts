import type { Redis } from '@galaxia/core/server';
import { now } from '@galaxia/core/server';
import { UnrecoverableError } from 'bullmq';
import {
  DiscordApiError,
  type DiscordMessage,
  type DiscordRestClient,
} from '../clients/discord-rest-client.ts';
import { nonceFor } from './render-notice.ts';

const SENT_MARKER_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Posts one fact to one place at most once across retries and duplicated jobs: a Redis marker written
 * after the post skips later runs, and the Discord nonce covers a crash between the post and the marker.
 */
export async function deliverOnce(
  redis: Redis,
  deliveryKey: string,
  post: (nonce: string) => Promise<unknown>,
): Promise<'sent' | 'already-sent'> {
  const marker = `galaxia:discord:sent:${deliveryKey}`;
  if (await redis.exists(marker)) return 'already-sent';
  await post(nonceFor(deliveryKey));
  await redis.set(marker, now().toISOString(), 'EX', SENT_MARKER_TTL_SECONDS);
  return 'sent';
}

/** Posts `message` in a channel once (see `deliverOnce`); a failure Discord would repeat ends the job. */
export function postOnce(
  redis: Redis,
  deliveryKey: string,
  discord: Pick<DiscordRestClient, 'postMessage'>,
  channelId: string,
  message: DiscordMessage,
): Promise<'sent' | 'already-sent'> {
  return deliverOnce(redis, deliveryKey, (nonce) =>
    discord.postMessage(channelId, { ...message, nonce }),
  ).catch(failDelivery);
}

/** Failures Discord will repeat (missing access, unknown channel) end the job instead of retrying it. */
export function failDelivery(error: unknown): never {
  if (error instanceof DiscordApiError && !error.retryable) throw new UnrecoverableError(error.message);
  throw error;
}
