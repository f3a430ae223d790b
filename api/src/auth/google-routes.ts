import { AppError, accountPages, messages, routeContracts } from '@galaxia/core';
import { confirmGoogleLink, linkGoogle, now, signInWithGoogle } from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from '../routes/define-route.ts';
import { linkAndReturn } from './link-and-return.ts';
import { PENDING_LINK_TTL_MS, pendingGoogleFor } from './pending-google.ts';
import { refreshSession, saveSession, startSession } from './start-session.ts';

const FLOW_TTL_MS = 10 * 60 * 1000;

/** Google sign-in and linking through OpenID Connect. */
export function googleRoutes(routes: RouteTable, deps: AppDeps) {
  const google = deps.google;
  const api = routeContracts.auth;

  routes.serve({
    contract: api.google,
    middleware: [deps.rateLimits.signInStart],
    run: async ({ actor, req, res }) => {
      if (!google) {
        res.redirect(302, `${accountPages.login}?error=google-unavailable`);
        return;
      }
      const { url, checks } = await google.authorizationUrl();
      const intent = req.query.intent === 'link' && actor ? 'link' : 'sign-in';
      req.session.google = { ...checks, intent, expiresAt: Date.now() + FLOW_TTL_MS };
      await saveSession(req);
      res.redirect(302, url);
    },
  });

  routes.serve({
    contract: api.googleCallback,
    // Not counted again: only checks stored by the (counted) start get past the check below.
    run: async ({ em, actor, req, res }) => {
      const flow = req.session.google;
      // Single use: whatever happens next, these checks cannot be presented again.
      delete req.session.google;
      if (!google || !flow || flow.expiresAt < Date.now()) {
        await saveSession(req);
        res.redirect(302, `${accountPages.login}?error=expired`);
        return;
      }
      let identity: Awaited<ReturnType<typeof google.identify>>;
      try {
        identity = await google.identify(new URL(req.originalUrl, deps.publicUrl), flow);
      } catch (error) {
        // A forged or replayed state, a nonce that is not ours, a bad code: no session either way.
        console.warn('[api] Google sign-in refused:', error instanceof Error ? error.message : error);
        await saveSession(req);
        res.redirect(302, `${accountPages.login}?error=google`);
        return;
      }
      if (flow.intent === 'link' && actor) {
        await linkAndReturn(res, 'google', async () =>
          refreshSession(req, await linkGoogle(em, actor, identity)),
        );
        return;
      }
      const result = await signInWithGoogle(em, identity);
      if (result.outcome === 'link-required') {
        req.session.pendingGoogle = {
          ...identity,
          userId: result.userId,
          expiresAt: now().getTime() + PENDING_LINK_TTL_MS,
        };
        await saveSession(req);
        res.redirect(302, `${accountPages.login}?link=google`);
        return;
      }
      await startSession(req, deps.userSessions, result.user);
      res.redirect(302, '/auth/complete');
    },
  });

  routes.serve({
    contract: api.googlePending,
    run: ({ req }) => {
      const pending = req.session.pendingGoogle;
      return { email: pending && pending.expiresAt > now().getTime() ? pending.email : null };
    },
  });

  routes.serve({
    contract: routeContracts.account.confirmGoogleLink,
    run: async ({ em, actor, req }) => {
      const pending = pendingGoogleFor(req, actor.userId);
      if (!pending)
        throw new AppError('BAD_REQUEST', 'ACCOUNT_NO_PENDING_LINK', messages.account.noPendingLink);
      const { expiresAt: _expiresAt, userId: _userId, ...identity } = pending;
      const signedIn = await confirmGoogleLink(em, actor, identity);
      delete req.session.pendingGoogle;
      await refreshSession(req, signedIn);
      return { message: messages.account.googleLinked };
    },
  });

  routes.serve({
    contract: routeContracts.account.dropPendingGoogle,
    run: async ({ req }) => {
      delete req.session.pendingGoogle;
      await saveSession(req);
    },
  });
}
