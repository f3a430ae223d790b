import { now } from '../clock.ts';
import type { Redis } from '../redis.ts';
import type { OutgoingMail } from './mailer.ts';

const OUTBOX_KEY = 'galaxia:dev-outbox';
/** Enough to follow a local session; older mails fall off the end. */
const OUTBOX_SIZE = 50;

export interface OutboxMail extends OutgoingMail {
  id: string;
  sentAt: string;
}

/** Kept in Redis, not in memory, so every api process of a local run shows the same outbox. */
export async function pushToDevOutbox(redis: Redis, mail: OutgoingMail): Promise<void> {
  const stored: OutboxMail = { ...mail, id: crypto.randomUUID(), sentAt: now().toISOString() };
  await redis
    .multi()
    .lpush(OUTBOX_KEY, JSON.stringify(stored))
    .ltrim(OUTBOX_KEY, 0, OUTBOX_SIZE - 1)
    .exec();
}

/** Newest first. */
export async function readDevOutbox(redis: Redis): Promise<OutboxMail[]> {
  const rows = await redis.lrange(OUTBOX_KEY, 0, OUTBOX_SIZE - 1);
  return rows.map((row) => JSON.parse(row) as OutboxMail);
}
