import { z } from 'zod';
import { clusterSeed } from '../redis.ts';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optional,
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/galaxia'),
  /** One server (`redis://host:6379/0`) or a Redis Cluster found from one of its nodes (`redis://host:7000?cluster=1`). */
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /**
   * The prefix of every job queue's keys in Redis. Sites sharing one Redis db need their own (test apps
   * started side by side do), or one site's workers take the other's jobs.
   */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'letters, digits, _ and - only' })
    .default('bull'),
  SESSION_SECRET: optional,
  UPLOAD_DIR: optional,
  DASHBOARD_DIST: optional,
  DISCORD_CLIENT_ID: optional,
  DISCORD_CLIENT_SECRET: optional,
  DISCORD_BOT_TOKEN: optional,
  DISCORD_PUBLIC_KEY: optional,
  DISCORD_API_URL: z.string().url().default('https://discord.com/api/v10'),
  DISCORD_OAUTH_URL: z.string().url().default('https://discord.com/oauth2/authorize'),
  /** smtp(s)://user:pass@host:port: where account mails go. Unset outside production: the local outbox. */
  SMTP_URL: optional,
  /** How often the workers mail the copies of new notifications (milliseconds). */
  NOTIFICATION_MAIL_EVERY_MS: z.coerce.number().int().min(1000).max(86_400_000).default(30_000),
  SMTP_FROM: z.string().default('Galaxia <no-reply@galaxia.local>'),
  /** Google sign-in (OpenID Connect): the issuer is discovered from its .well-known document. */
  GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  COC_API_URL: z.string().url().default('https://api.clashofclans.com/v1'),
  COC_API_TOKEN: optional,
  /** How the bot receives interactions: the gateway (production) or Discord's signed HTTP callbacks. */
  BOT_TRANSPORT: z.enum(['gateway', 'http']).default('gateway'),
  BOT_HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Discord ids treated as platform staff before anyone has run `scripts/grant-staff.ts` (bootstrap). */
  STAFF_DISCORD_IDS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  /** The demo sign-in (seeded people, no password) is offered only when this is exactly `1`, never in production. */
  DEMO_SIGN_IN: z
    .enum(['0', '1', ''])
    .default('')
    .transform((value) => value === '1'),
  /**
   * `1` writes the demo people and tournaments into an empty database when `npm start` prepares it
   * (`npm start` sets it itself outside production); production refuses to start with it.
   */
  SEED_DEMO: z
    .enum(['0', '1', ''])
    .default('')
    .transform((value) => value === '1'),
  /**
   * Which proxies may say who the client is (`X-Forwarded-For`, `X-Forwarded-Proto`): unset trusts
   * nothing; a number is how many proxy hops sit in front; otherwise addresses, CIDRs or Express's
   * names (`loopback`, `uniquelocal`), comma-separated. `true` is refused: it lets anyone pick their address.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .refine((value) => value.trim() !== 'true', {
      error: 'trusting every proxy lets any client choose its address',
    })
    .transform((value): false | number | string => {
      const trimmed = value.trim();
      if (trimmed === '' || trimmed === 'false') return false;
      return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
    }),
  /** Per-person storage for everything they upload (logos, posters, videos), in megabytes. */
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Files no row references any more are deleted once they are this old (hours). */
  ORPHAN_FILE_GRACE_HOURS: z.coerce.number().int().min(0).max(8760).default(24),
  /** Live-update streams one client address, and one signed-in person, may hold open at once. */
  STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Live-update streams one api process serves at most, whoever asks. */
  STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /** A stream that has sent nothing (not even a heartbeat) for this long is closed (seconds). */
  STREAM_IDLE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(3600),
  /**
   * On SIGTERM the api first answers its health check with 503 "draining" for this long, so a load balancer
   * takes it out before it stops accepting connections (ms; 0 when nothing balances it).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Then it waits this long at most for requests in flight before closing what is left (ms). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(25_000),
  /** A crashed worker's jobs are taken up again once their lock lapses: about twice this. */
  WORKERS_LOCK_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  /** Live viewer counts: Twitch Helix (app access token) and the YouTube Data API; unset hides counts. */
  TWITCH_CLIENT_ID: optional,
  TWITCH_CLIENT_SECRET: optional,
  TWITCH_API_URL: z.string().url().default('https://api.twitch.tv/helix'),
  TWITCH_AUTH_URL: z.string().url().default('https://id.twitch.tv/oauth2'),
  YOUTUBE_API_KEY: optional,
  YOUTUBE_API_URL: z.string().url().default('https://www.googleapis.com/youtube/v3'),
  /** How often the workers read live viewer counts (each poll is one call per platform per 100/50 streams). */
  STREAM_VIEWERS_EVERY_MS: z.coerce.number().int().min(15_000).max(3_600_000).default(60_000),
  /** Tests and browser journeys only: lets `PUT /api/test/clock` move the server's time. */
  GALAXIA_TEST_CLOCK: z.enum(['0', '1']).default('0'),
  /** The api's in-memory public read model; off by default under NODE_ENV=test, where tests write rows directly. */
  GALAXIA_PUBLIC_CACHE: z.enum(['on', 'off']).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The shortest session secret production accepts. */
export const SESSION_SECRET_MIN_BYTES = 32;

/** Parses configuration once at start-up so a bad value stops the process with a readable message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.SESSION_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  // A short secret can be guessed offline from one signed cookie, and then any session forged.
  if (
    parsed.data.NODE_ENV === 'production' &&
    Buffer.byteLength(parsed.data.SESSION_SECRET ?? '') < SESSION_SECRET_MIN_BYTES
  ) {
    throw new Error(
      `Invalid configuration:\n  SESSION_SECRET: at least ${SESSION_SECRET_MIN_BYTES} bytes in production (e.g. openssl rand -hex 32)`,
    );
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.SEED_DEMO) {
    throw new Error('Invalid configuration:\n  SEED_DEMO: never allowed in production');
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.DEMO_SIGN_IN) {
    throw new Error('Invalid configuration:\n  DEMO_SIGN_IN: never allowed in production');
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.GALAXIA_TEST_CLOCK === '1') {
    throw new Error('Invalid configuration:\n  GALAXIA_TEST_CLOCK: never in production');
  }
  // On a Redis Cluster every key of one queue must sit in one hash slot: BullMQ's keys start with the prefix.
  if (clusterSeed(parsed.data.REDIS_URL))
    return { ...parsed.data, QUEUE_PREFIX: `{${parsed.data.QUEUE_PREFIX}}` };
  return parsed.data;
}

/** The site's public origin without a trailing slash: links in Discord messages start here. */
export const publicUrlOf = (env: Env): string =>
  (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
export const googleConfigured = (env: Env) => Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
export const publicCacheEnabled = (env: Env) =>
  (env.GALAXIA_PUBLIC_CACHE ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on';

/**
 * Mails land in a local outbox only in development (and tests) and only without SMTP; /dev/outbox shows
 * it to loopback requests alone, so a deployment that forgot NODE_ENV does not publish it.
 */
export const devOutboxEnabled = (env: Env) => !env.SMTP_URL && env.NODE_ENV !== 'production';
export const botConfigured = (env: Env) => Boolean(env.DISCORD_BOT_TOKEN && env.DISCORD_CLIENT_ID);
