import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, demoSignInPayloadSchema, discordCallbackQuerySchema, messages } from '@galaxia/core';
import {
  administeredServers,
  isStaff,
  listDemoUsers,
  now,
  type SignedInUser,
  signInAsDemoUser,
  signInWithDiscord,
} from '@galaxia/core/server';
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from '../routes/define-route.ts';
import { authorizeUrl, type DiscordOAuthConfig, fetchDiscordIdentity } from './discord-oauth.ts';
import { ANONYMOUS_SESSION_MS, SESSION_COOKIE } from './session.ts';

const sameState = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A new session id at sign-in, so an id planted before sign-in is worth nothing after it. */
async function startSession(req: Request, signedIn: SignedInUser, discordAccessToken?: string) {
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((error) => (error ? reject(error) : resolve())),
  );
  req.session.actor = signedIn.actor;
  req.session.avatar = signedIn.avatar;
  req.session.servers = signedIn.servers;
  req.session.signedInAt = Date.now();
  req.session.rightsCheckedAt = now().getTime();
  if (discordAccessToken) req.session.discordAccessToken = discordAccessToken;
  await new Promise<void>((resolve, reject) =>
    req.session.save((error) => (error ? reject(error) : resolve())),
  );
}

/** After a failed callback an anonymous session has nothing left to carry: it goes, not lingers. */
async function settleAbandonedSession(req: Request) {
  if (req.session.actor) {
    await new Promise<void>((resolve) => req.session.save(() => resolve()));
  } else {
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  }
}

export function authRoutes(routes: RouteTable, deps: AppDeps) {
  const { env } = deps;
  const publicUrl = deps.publicUrl;
  const discord: DiscordOAuthConfig | null =
    env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET
      ? {
          clientId: env.DISCORD_CLIENT_ID,
          clientSecret: env.DISCORD_CLIENT_SECRET,
          authorizeUrl: env.DISCORD_OAUTH_URL,
          apiUrl: env.DISCORD_API_URL,
          redirectUri: `${publicUrl}/api/auth/discord/callback`,
        }
      : null;
  // Only when asked for explicitly (DEMO_SIGN_IN=1), and loadEnv refuses that in production.
  const demoEnabled = env.DEMO_SIGN_IN && env.NODE_ENV !== 'production';
  const signInLimit = deps.rateLimits.signIn;

  routes.add({
    method: 'get',
    path: '/auth/options',
    access: 'public',
    run: () => ({ discord: discord !== null, demo: demoEnabled }),
  });

  routes.add({
    method: 'get',
    path: '/auth/discord',
    access: 'public',
    middleware: [signInLimit],
    run: async ({ req, res }) => {
      if (!discord) {
        res.redirect(302, demoEnabled ? '/login?demo=1' : '/login?error=unavailable');
        return;
      }
      const state = randomBytes(32).toString('base64url');
      req.session.oauth = { state, expiresAt: Date.now() + ANONYMOUS_SESSION_MS };
      // A signed-in person re-linking keeps their session's lifetime; an anonymous one gets 10 minutes.
      if (!req.session.actor) req.session.cookie.maxAge = ANONYMOUS_SESSION_MS;
      await new Promise<void>((resolve, reject) =>
        req.session.save((error) => (error ? reject(error) : resolve())),
      );
      res.redirect(302, authorizeUrl(discord, state));
    },
  });

  routes.add({
    method: 'get',
    path: '/auth/discord/callback',
    access: 'public',
    middleware: [signInLimit],
    input: { query: discordCallbackQuerySchema },
    run: async ({ em, req, res }, { query }) => {
      const expected = req.session.oauth;
      // Single use: whatever happens next, this state cannot be presented again.
      delete req.session.oauth;
      const { state, code } = query;
      if (
        !discord ||
        !expected ||
        expected.expiresAt < Date.now() ||
        !state ||
        !sameState(expected.state, state)
      ) {
        await settleAbandonedSession(req);
        res.redirect(302, '/login?error=expired');
        return;
      }
      if (!code) {
        await settleAbandonedSession(req);
        res.redirect(302, '/login?error=denied');
        return;
      }
      let identity: Awaited<ReturnType<typeof fetchDiscordIdentity>>;
      try {
        identity = await fetchDiscordIdentity(discord, code);
      } catch (error) {
        console.error('[api] Discord sign-in failed', error);
        res.redirect(302, '/login?error=discord');
        return;
      }
      const signedIn = await signInWithDiscord(em, identity);
      await startSession(req, signedIn, identity.accessToken);
      res.redirect(302, '/auth/complete');
    },
  });

  routes.add({
    method: 'post',
    path: '/auth/logout',
    access: 'public',
    run: async ({ req, res }) => {
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      res.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  });

  routes.add({
    method: 'get',
    path: '/me',
    access: 'user',
    run: async ({ em, actor, req }) => {
      const servers = req.session.servers ?? (await administeredServers(em, actor.userId));
      const staff = await isStaff(em, actor, { allowList: env.STAFF_DISCORD_IDS });
      return {
        user: { id: actor.userId, name: actor.name, avatar: req.session.avatar ?? null },
        servers,
        isStaff: staff,
      };
    },
  });

  routes.add({
    method: 'get',
    path: '/auth/demo-users',
    access: 'public',
    run: async ({ em }) => {
      if (!demoEnabled) throw new AppError('NOT_FOUND', messages.auth.demoDisabled);
      return { users: await listDemoUsers(em) };
    },
  });

  routes.add({
    method: 'post',
    path: '/auth/demo',
    access: 'public',
    middleware: [signInLimit],
    input: { body: demoSignInPayloadSchema },
    run: async ({ em, req }, { body }) => {
      if (!demoEnabled) throw new AppError('NOT_FOUND', messages.auth.demoDisabled);
      const signedIn = await signInAsDemoUser(em, body.userId);
      await startSession(req, signedIn);
      return { user: { id: signedIn.actor.userId, name: signedIn.actor.name, avatar: signedIn.avatar } };
    },
  });
}
