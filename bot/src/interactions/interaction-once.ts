import type { Redis } from '@galaxia/core/server';

/**
 * Longer than the window in which a signed request is accepted (five minutes either side of its
 * timestamp), so a replay that still passes the signature check always finds the marker.
 */
const SEEN_TTL_SECONDS = 15 * 60;

/**
 * True the first time an interaction id is seen by any bot process (Redis SET NX): a replayed or
 * duplicated delivery of the same interaction runs once.
 */
export async function firstDelivery(redis: Redis, interactionId: string | undefined): Promise<boolean> {
  if (!interactionId) return true;
  const set = await redis.set(`galaxia:interaction:${interactionId}`, '1', 'EX', SEEN_TTL_SECONDS, 'NX');
  return set === 'OK';
}
