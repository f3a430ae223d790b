import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  competitionPortsOf,
  createMailer,
  DUEL_PHASE_CLOSE_EVERY_MS,
  discordGuildRest,
  duelPhaseCloseJob,
  followSharedTestClock,
  HEARTBEAT_EVERY_MS,
  heartbeatJob,
  JobQueues,
  LOBBY_PHASE_CLOSE_EVERY_MS,
  loadEnv,
  lobbyPhaseCloseJob,
  notificationMailJob,
  now,
  ORPHAN_UPLOADS_EVERY_MS,
  openOrm,
  openRedis,
  orphanUploadsJob,
  PRUNE_IDEMPOTENCY_KEYS_EVERY_MS,
  pruneIdempotencyKeysJob,
  publicUrlOf,
  relayJobOutbox,
  streamViewersJob,
  TOWN_HALL_REFRESH_EVERY_MS,
  testClockScope,
  townHallRefreshJob,
  VERIFICATION_SWEEP_EVERY_MS,
  verificationSweepJob,
  webhookTargetPolicy,
} from '@galaxia/core/server';
import { createCocClient } from './clients/coc-client.ts';
import { createDiscordRestClient } from './clients/discord-rest-client.ts';
import { createTwitchClient } from './clients/twitch-client.ts';
import { createYouTubeClient } from './clients/youtube-client.ts';
import { createWorkers } from './create-workers.ts';
import { ffprobeAvailable } from './media/ffmpeg.ts';
import { createProcessors } from './processors/index.ts';

const env = loadEnv();
const OUTBOX_RELAY_EVERY_MS = 1_000;
const connection = openRedis(env.REDIS_URL, { forQueues: true });
const redis = openRedis(env.REDIS_URL);
const orm = await openOrm(env.DATABASE_URL, { poolMax: 5 });
const queues = new JobQueues(connection, { prefix: env.QUEUE_PREFIX });
// Tests only (loadEnv refuses it in production): the workers run on the clock the api's test route moves.
const testClock =
  env.GALAXIA_TEST_CLOCK === '1'
    ? await followSharedTestClock(redis, testClockScope(env.DATABASE_URL))
    : null;
// The api stores uploads here too (same default, relative to the repository).
const uploadDir = env.UPLOAD_DIR ?? fileURLToPath(new URL('../../.galaxia/uploads', import.meta.url));
await mkdir(uploadDir, { recursive: true });
if (!(await ffprobeAvailable())) {
  console.warn(
    '[workers] ffprobe not found: BGMI videos cannot be probed (install ffmpeg, e.g. apt-get install ffmpeg)',
  );
}
const processors = createProcessors({
  orm,
  coc: createCocClient({ baseUrl: env.COC_API_URL, apiToken: env.COC_API_TOKEN }),
  discord: createDiscordRestClient({ baseUrl: env.DISCORD_API_URL, botToken: env.DISCORD_BOT_TOKEN }),
  discordGuild: env.DISCORD_BOT_TOKEN
    ? discordGuildRest({ baseUrl: env.DISCORD_API_URL, botToken: env.DISCORD_BOT_TOKEN })
    : undefined,
  uploadDir,
  orphanFileGraceHours: env.ORPHAN_FILE_GRACE_HOURS,
  mailer: createMailer(env, redis),
  publicUrl: publicUrlOf(env),
  queues,
  webhookTargets: webhookTargetPolicy(env.NODE_ENV === 'production'),
  twitch:
    env.TWITCH_CLIENT_ID && env.TWITCH_CLIENT_SECRET
      ? createTwitchClient({
          apiUrl: env.TWITCH_API_URL,
          authUrl: env.TWITCH_AUTH_URL,
          clientId: env.TWITCH_CLIENT_ID,
          clientSecret: env.TWITCH_CLIENT_SECRET,
        })
      : undefined,
  youtube: env.YOUTUBE_API_KEY
    ? createYouTubeClient({ apiUrl: env.YOUTUBE_API_URL, apiKey: env.YOUTUBE_API_KEY })
    : undefined,
  // Check-in closes, forfeits and phase closes move matches: their threads, posts and roles follow.
  ports: competitionPortsOf(redis, queues),
});
/** A job the workers schedule for themselves, every `every` ms under one scheduler id. */
const scheduleEvery = (id: string, job: { queue: string; name: string }, every: number) =>
  queues
    .queue(job.queue)
    .upsertJobScheduler(id, { every }, { name: job.name, data: { requestedAt: now().toISOString() } });
const workers = createWorkers(
  processors,
  { connection, redis },
  // A timer job brought forward by a clock move may start before the move's announcement arrives.
  {
    lockDurationMs: env.WORKERS_LOCK_MS,
    prefix: env.QUEUE_PREFIX,
    ...(testClock ? { beforeEachJob: testClock.refresh } : {}),
  },
);
await scheduleEvery('workers-heartbeat', heartbeatJob, HEARTBEAT_EVERY_MS);
await scheduleEvery('orphan-uploads', orphanUploadsJob, ORPHAN_UPLOADS_EVERY_MS);
await scheduleEvery('prune-idempotency-keys', pruneIdempotencyKeysJob, PRUNE_IDEMPOTENCY_KEYS_EVERY_MS);
await scheduleEvery('verification-sweep', verificationSweepJob, VERIFICATION_SWEEP_EVERY_MS);
await scheduleEvery('notification-mail', notificationMailJob, env.NOTIFICATION_MAIL_EVERY_MS);
await scheduleEvery('lobby-phase-close', lobbyPhaseCloseJob, LOBBY_PHASE_CLOSE_EVERY_MS);
await scheduleEvery('duel-phase-close', duelPhaseCloseJob, DUEL_PHASE_CLOSE_EVERY_MS);
await scheduleEvery('town-hall-refresh', townHallRefreshJob, TOWN_HALL_REFRESH_EVERY_MS);
if (env.TWITCH_CLIENT_ID || env.YOUTUBE_API_KEY) {
  await scheduleEvery('stream-viewers', streamViewersJob, env.STREAM_VIEWERS_EVERY_MS);
}
// Jobs a write stored with its commit and its process could not hand over (killed, or Redis was down).
let relaying = false;
const relay = setInterval(() => {
  if (relaying) return;
  relaying = true;
  relayJobOutbox(orm, queues)
    .catch((error: Error) => console.error('[workers] job outbox:', error.message))
    .finally(() => {
      relaying = false;
    });
}, OUTBOX_RELAY_EVERY_MS);
console.info(`[workers] processing ${workers.map((worker) => worker.name).join(', ')}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`[workers] ${signal}: finishing running jobs`);
  clearInterval(relay);
  // close() waits for active jobs, so a deploy never cuts a verification in half.
  await Promise.allSettled(workers.map((worker) => worker.close()));
  await Promise.allSettled([queues.close(), testClock?.close()]);
  await Promise.allSettled([orm.close(), redis.quit(), connection.quit()]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
