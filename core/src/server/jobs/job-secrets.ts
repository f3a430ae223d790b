import type { Redis } from '../redis.ts';

/**
 * Secrets a job needs (a player's API token) never sit in its data, which BullMQ keeps for days and
 * queue dashboards show: the job carries a reference, the value waits in Redis for a few hours and is
 * deleted as soon as the job has settled.
 */
export const JOB_SECRET_TTL_SECONDS = 6 * 3600;

const secretKey = (ref: string) => `galaxia:job-secret:${ref}`;

export async function putJobSecret(redis: Redis, ref: string, value: string): Promise<void> {
  await redis.set(secretKey(ref), value, 'EX', JOB_SECRET_TTL_SECONDS);
}

/** Null once the secret has lapsed or the job that used it has settled. */
export async function readJobSecret(redis: Pick<Redis, 'get'>, ref: string): Promise<string | null> {
  return redis.get(secretKey(ref));
}

export async function dropJobSecret(redis: Pick<Redis, 'del'>, ref: string): Promise<void> {
  await redis.del(secretKey(ref));
}
