import { messages, routeContracts } from '@galaxia/core';
import { getSignInMethods, keepSignInMethods, setPassword, unlinkSignInMethod } from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { pendingGoogleFor } from '../auth/pending-google.ts';
import { refreshSession } from '../auth/start-session.ts';
import type { RouteTable } from './define-route.ts';

const methodLabel = { discord: 'Discord', google: 'Google', password: 'Password' } as const;

/**
 * The signed-in person's ways in (list, add a password, unlink, never the last) and their signed-in
 * devices (core's `routeContracts.account`). Any change to how one gets in ends the person's other sessions.
 */
export function accountRoutes(routes: RouteTable, deps: AppDeps) {
  const api = routeContracts.account;
  routes.serve({
    contract: api.signInMethods,
    run: ({ em, actor, req }) => {
      const pending = pendingGoogleFor(req, actor.userId);
      return getSignInMethods(em, actor, pending ? (pending.email ?? '') : null);
    },
  });

  routes.serve({
    contract: api.setPassword,
    middleware: [deps.rateLimits.signIn],
    run: async ({ em, actor, req }, { body }) => {
      const outcome = await setPassword(em, deps.accountMail, actor, body);
      // Whoever knew the old password (or none was needed) is signed out everywhere else.
      await deps.userSessions.endAllExcept(actor.userId, req.sessionID);
      return outcome;
    },
  });

  routes.serve({
    contract: api.unlinkSignInMethod,
    run: async ({ em, actor, req }, { params }) => {
      await refreshSession(req, await unlinkSignInMethod(em, actor, params.method));
      // Whoever came in that way (a pre-hijacker's Discord, say) is signed out with it.
      await deps.userSessions.endAllExcept(actor.userId, req.sessionID);
      return { message: messages.account.unlinked(methodLabel[params.method]) };
    },
  });

  routes.serve({ contract: api.reviewSignInMethods, run: ({ em, actor }) => keepSignInMethods(em, actor) });

  routes.serve({
    contract: api.sessions,
    run: async ({ actor, req }) => ({ sessions: await deps.userSessions.list(actor.userId, req.sessionID) }),
  });

  routes.serve({
    contract: api.signOutOthers,
    run: async ({ actor, req }) => {
      await deps.userSessions.endAllExcept(actor.userId, req.sessionID);
      return { message: messages.account.signedOutElsewhere };
    },
  });
}
