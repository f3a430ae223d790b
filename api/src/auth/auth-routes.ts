import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, messages, routeContracts } from '@galaxia/core';
import {
  administeredServers,
  isStaff,
  linkDiscord,
  listDemoUsers,
  signInAsDemoUser,
  signInWithDiscord,
} from '@galaxia/core/server';
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from '../routes/define-route.ts';
import { authorizeUrl, type DiscordOAuthConfig, fetchDiscordIdentity } from './discord-oauth.ts';
import { linkAndReturn } from './link-and-return.ts';
import { ANONYMOUS_SESSION_MS, SESSION_COOKIE } from './session.ts';
import { refreshSession, saveSession, startSession } from './start-session.ts';

const sameState = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** After a failed callback an anonymous session has nothing left to carry: it goes, not lingers. */
async function settleAbandonedSession(req: Request) {
  if (req.session.actor) {
    await saveSession(req);
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
  const api = routeContracts.auth;

  routes.serve({
    contract: api.options,
    run: () => ({ discord: discord !== null, demo: demoEnabled, google: deps.google !== null }),
  });

  routes.serve({
    contract: api.discord,
    middleware: [deps.rateLimits.signInStart],
    run: async ({ req, res }) => {
      if (!discord) {
        res.redirect(302, demoEnabled ? '/login?demo=1' : '/login?error=unavailable');
        return;
      }
      const state = randomBytes(32).toString('base64url');
      // Linking needs someone signed in to link to; otherwise it is an ordinary sign-in.
      const intent = req.query.intent === 'link' && req.session.actor ? 'link' : 'sign-in';
      req.session.oauth = { state, expiresAt: Date.now() + ANONYMOUS_SESSION_MS, intent };
      // A signed-in person linking keeps their session's lifetime; an anonymous one gets 10 minutes.
      if (!req.session.actor) req.session.cookie.maxAge = ANONYMOUS_SESSION_MS;
      await saveSession(req);
      res.redirect(302, authorizeUrl(discord, state));
    },
  });

  routes.serve({
    contract: api.discordCallback,
    // Not counted again: only a state minted by the (counted) start gets past the check below.
    run: async ({ em, actor, req, res }, { query }) => {
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
      if (expected.intent === 'link' && actor) {
        await linkAndReturn(res, 'discord', async () =>
          refreshSession(req, await linkDiscord(em, actor, identity), {
            discordAccessToken: identity.accessToken,
          }),
        );
        return;
      }
      const signedIn = await signInWithDiscord(em, identity);
      await startSession(req, deps.userSessions, signedIn, { discordAccessToken: identity.accessToken });
      res.redirect(302, '/auth/complete');
    },
  });

  routes.serve({
    contract: api.logout,
    run: async ({ actor, req, res }) => {
      if (actor) await deps.userSessions.remove(actor.userId, req.sessionID);
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      res.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  });

  routes.serve({
    contract: routeContracts.account.me,
    run: async ({ em, actor, req }) => {
      // From the database, not the session's copy: a co-organiser appointed since sign-in sees the server.
      const servers = await administeredServers(em, actor.userId);
      const staff = await isStaff(em, actor, { allowList: env.STAFF_DISCORD_IDS });
      return {
        user: { id: actor.userId, name: actor.name, avatar: req.session.avatar ?? null },
        servers,
        // Organiser features and the bot need Discord; the dashboard says so when it is missing.
        discordLinked: actor.discordId !== null,
        isStaff: staff,
      };
    },
  });

  routes.serve({
    contract: api.demoUsers,
    run: async ({ em }) => {
      if (!demoEnabled) throw new AppError('NOT_FOUND', 'AUTH_DEMO_DISABLED', messages.auth.demoDisabled);
      return { users: await listDemoUsers(em) };
    },
  });

  routes.serve({
    contract: api.demo,
    middleware: [signInLimit],
    run: async ({ em, req }, { body }) => {
      if (!demoEnabled) throw new AppError('NOT_FOUND', 'AUTH_DEMO_DISABLED', messages.auth.demoDisabled);
      const signedIn = await signInAsDemoUser(em, body.userId);
      await startSession(req, deps.userSessions, signedIn);
      return { user: { id: signedIn.actor.userId, name: signedIn.actor.name, avatar: signedIn.avatar } };
    },
  });
}
