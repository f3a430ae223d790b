import type { Redis } from '@galaxia/core/server';
import { now } from '@galaxia/core/server';
import { UnrecoverableError } from 'bullmq';
import { DiscordApiError } from '../clients/discord-rest-client.ts';
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

/** Failures Discord will repeat (missing access, unknown channel) end the job instead of retrying it. */
export function failDelivery(error: unknown): never {
  if (error instanceof DiscordApiError && !error.retryable) throw new UnrecoverableError(error.message);
  throw error;
}
