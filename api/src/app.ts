import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppError, accountPages, messages, sitePaths } from '@galaxia/core';
import {
  type AccountMail,
  createMailer,
  type DiscordGuildPort,
  devOutboxEnabled,
  discordGuildRest,
  type Env,
  googleConfigured,
  type JobQueues,
  type Mailer,
  type Orm,
  type OutboxMail,
  publicCacheEnabled,
  publicUrlOf,
  RATE_LIMITS,
  type Redis,
  readDevOutbox,
} from '@galaxia/core/server';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { Store } from 'express-session';
import helmet from 'helmet';
import apiPackage from '../package.json' with { type: 'json' };
import { authRoutes } from './auth/auth-routes.ts';
import { type GoogleOidc, googleOidc } from './auth/google-oidc.ts';
import { googleRoutes } from './auth/google-routes.ts';
import { passwordRoutes } from './auth/password-routes.ts';
import { recheckOrganiserRights } from './auth/recheck-organiser-rights.ts';
import { SESSION_COOKIE, sessionMiddleware } from './auth/session.ts';
import { type UserSessionIndex, userSessionIndex } from './auth/user-sessions.ts';
import { bearerToken } from './http/bearer-token.ts';
import { noStoreWhenSignedIn } from './http/no-store-when-signed-in.ts';
import { createProcessLifecycle, type ProcessLifecycle } from './http/process-lifecycle.ts';
import { createPublicCache, type PublicCache } from './http/public-cache.ts';
import { rateLimit } from './http/rate-limit.ts';
import { sameOrigin } from './http/same-origin.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { cardRoutes } from './pages/card-routes.ts';
import { pageRenderer } from './pages/page-renderer.ts';
import { ASSET_CACHE, precompressedAssets } from './pages/precompressed-assets.ts';
import { accountRoutes } from './routes/account.ts';
import { apiReferenceRoutes } from './routes/api-reference.ts';
import { apiTokenRoutes } from './routes/api-tokens.ts';
import { battleRoyaleRoutes } from './routes/battle-royale.ts';
import { communityRoutes } from './routes/communities.ts';
import { competitionRoutes } from './routes/competition.ts';
import { contactRoutes } from './routes/contact.ts';
import { createRouteTable, withoutTokens } from './routes/define-route.ts';
import { discordSettingsRoutes } from './routes/discord-settings.ts';
import { eventRoutes } from './routes/events.ts';
import { exportRoutes } from './routes/exports.ts';
import { fileRoutes } from './routes/files.ts';
import { gameAccountRoutes } from './routes/game-accounts.ts';
import { graphicsRoutes } from './routes/graphics.ts';
import { healthRoutes } from './routes/health.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { organiserRoutes } from './routes/organiser.ts';
import { playerSeasonRoutes } from './routes/player-season.ts';
import { profileRoutes } from './routes/profile.ts';
import { publicEventRoutes } from './routes/public-events.ts';
import { rulingRoutes } from './routes/rulings.ts';
import { streamCastingRoutes } from './routes/stream-casting.ts';
import { teamRoutes } from './routes/teams.ts';
import { testClockRoutes } from './routes/test-clock.ts';
import { vetoRoutes } from './routes/veto.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { setStorageQuota } from './uploads/store-upload.ts';

/** The API document's version: the api package's. */
const API_VERSION = apiPackage.version;

export interface AppOptions {
  env: Env;
  orm: Orm;
  redis: Redis;
  sessionStore: Store;
  sessionSecret: string;
  queues: JobQueues;
  uploadDir: string;
  dashboardDist?: string | undefined;
  /** Where account mails go; defaults to what the environment configures (SMTP or the local outbox). */
  mailer?: Mailer;
  /** Whether the process is draining (server.ts drains it on SIGTERM); a new one by default. */
  lifecycle?: ProcessLifecycle;
  /**
   * A small pool the public read model builds its answers on, so visitors never queue for a connection
   * behind writes (a thousand captains registering at once); `orm` by default.
   */
  readOrm?: Orm;
}

export interface AppDeps extends AppOptions {
  publicUrl: string;
  rateLimits: {
    signIn: RequestHandler;
    /** The public account doors' per-address ceiling (`RATE_LIMITS.accountDoors`). */
    accountDoors: RequestHandler;
    /** The same ceiling for the browser-navigated starts of Discord and Google sign-in. */
    signInStart: RequestHandler;
    uploads: RequestHandler;
    verification: RequestHandler;
  };
  accountMail: AccountMail;
  userSessions: UserSessionIndex;
  google: GoogleOidc | null;
  /** Reads the local outbox; null where there is none (production, or SMTP configured). */
  devOutbox: (() => Promise<OutboxMail[]>) | null;
  /** The bot's Discord REST for server channels, roles and members. */
  discordGuild: DiscordGuildPort;
  /** The public read model (http/public-cache.ts); null where GALAXIA_PUBLIC_CACHE is off. */
  publicCache: PublicCache | null;
  lifecycle: ProcessLifecycle;
}

export function createApp(options: AppOptions) {
  const { env } = options;
  const production = env.NODE_ENV === 'production';
  const publicUrl = publicUrlOf(env);
  const deps: AppDeps = {
    ...options,
    lifecycle: options.lifecycle ?? createProcessLifecycle(),
    publicUrl,
    rateLimits: {
      signIn: rateLimit(options.redis, RATE_LIMITS.signIn),
      accountDoors: rateLimit(options.redis, RATE_LIMITS.accountDoors),
      signInStart: rateLimit(options.redis, {
        ...RATE_LIMITS.accountDoors,
        redirectTo: `${accountPages.login}?error=busy`,
      }),
      uploads: rateLimit(options.redis, RATE_LIMITS.uploads),
      verification: rateLimit(options.redis, RATE_LIMITS.verification),
    },
    accountMail: {
      mailer: options.mailer ?? createMailer(env, options.redis),
      publicUrl,
      redis: options.redis,
    },
    userSessions: userSessionIndex(options.redis, options.sessionStore),
    google:
      googleConfigured(env) && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? googleOidc({
            issuerUrl: env.GOOGLE_ISSUER_URL,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            redirectUri: `${publicUrl}/api/auth/google/callback`,
          })
        : null,
    devOutbox: devOutboxEnabled(env) ? () => readDevOutbox(options.redis) : null,
    discordGuild: discordGuildRest({ baseUrl: env.DISCORD_API_URL, botToken: env.DISCORD_BOT_TOKEN }),
    publicCache: publicCacheEnabled(env)
      ? createPublicCache(options.redis, { readOrm: options.readOrm ?? options.orm })
      : null,
  };

  const app = express();
  app.disable('x-powered-by');
  setStorageQuota(app, env.STORAGE_QUOTA_MB);
  // Only configured proxies may speak for the client: otherwise anyone could pick their address
  // (and their rate-limit budget) with X-Forwarded-For.
  app.set('trust proxy', env.TRUST_PROXY);
  // Security headers first: answers the public cache serves on its own carry them too.
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // The match page plays live streams in the platforms' own embeddable players.
          'frame-src': ["'self'", 'https://player.twitch.tv', 'https://www.youtube.com'],
        },
      },
      strictTransportSecurity: production,
    }),
  );
  if (deps.publicCache) app.use('/api', deps.publicCache.fastPath(SESSION_COOKIE));

  const session = sessionMiddleware({
    store: options.sessionStore,
    secret: options.sessionSecret,
    production,
  });
  const api = express.Router();
  api.use(session);
  api.use(bearerToken({ orm: options.orm, redis: options.redis }));
  api.use(noStoreWhenSignedIn);
  api.use(recheckOrganiserRights({ orm: options.orm, discordApiUrl: env.DISCORD_API_URL }));
  api.use(sameOrigin([new URL(publicUrl).origin]));
  api.use(express.json({ limit: '100kb' }));
  const routes = createRouteTable(api, { ...deps, checkResponses: env.NODE_ENV === 'test' });
  healthRoutes(routes, deps);
  apiReferenceRoutes(routes, { publicUrl, version: API_VERSION });
  const accountChanges = withoutTokens(routes, 'changes');
  authRoutes(accountChanges, deps);
  passwordRoutes(accountChanges, deps);
  googleRoutes(accountChanges, deps);
  accountRoutes(withoutTokens(routes, 'all'), deps);
  apiTokenRoutes(withoutTokens(routes, 'all'));
  eventRoutes(routes, deps);
  organiserRoutes(routes, deps);
  exportRoutes(routes);
  webhookRoutes(routes, deps);
  teamRoutes(routes, deps);
  gameAccountRoutes(routes, deps);
  profileRoutes(routes);
  fileRoutes(routes, deps);
  publicEventRoutes(routes);
  contactRoutes(routes, deps);
  competitionRoutes(routes, deps);
  rulingRoutes(routes, deps);
  vetoRoutes(routes, deps);
  battleRoyaleRoutes(routes, deps);
  playerSeasonRoutes(routes, deps);
  graphicsRoutes(routes, deps);
  notificationRoutes(routes);
  streamCastingRoutes(routes, deps);
  discordSettingsRoutes(routes, deps);
  communityRoutes(routes, deps);
  cardRoutes(routes);
  if (env.GALAXIA_TEST_CLOCK === '1' && !production) testClockRoutes(routes, deps);
  api.use((_req, _res, next) => next(new AppError('NOT_FOUND', 'NOT_FOUND', messages.http.notFound)));
  app.use('/api', api);

  // A tournament's old address is its event page: moved for good, answered by the server (no script needed).
  app.get('/tournaments/:tournamentId', (req, res) =>
    res.redirect(301, sitePaths.event(encodeURIComponent(req.params.tournamentId))),
  );
  if (options.dashboardDist && existsSync(join(options.dashboardDist, 'index.html'))) {
    const dist = options.dashboardDist;
    // Pages and bundles go out compressed; the API's JSON does not (per-request CPU on the hot reads).
    app.use(/^(?!\/api\/)/, compression());
    app.use(
      '/assets',
      precompressedAssets(join(dist, 'assets')),
      express.static(join(dist, 'assets'), ASSET_CACHE),
    );
    app.use(express.static(dist, { index: false, maxAge: '1h' }));
    // Every page boots the same document; public pages come server-rendered with their own head.
    app.get(
      /^(?!\/api\/).*/,
      session,
      pageRenderer({
        orm: options.orm,
        publicUrl,
        indexHtml: join(dist, 'index.html'),
        serverEntry: join(dist, '../dist-server/entry-server.js'),
      }),
    );
  }
  app.use(errorHandler({ orm: options.orm }));
  return { app, apiRouter: api, routeTable: routes.table, publicCache: deps.publicCache };
}
