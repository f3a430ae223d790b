import { messages, SIGN_IN_METHODS, setPasswordSchema } from '@galaxia/core';
import { getSignInMethods, keepSignInMethods, setPassword, unlinkSignInMethod } from '@galaxia/core/server';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { pendingGoogleFor } from '../auth/pending-google.ts';
import { refreshSession } from '../auth/start-session.ts';
import type { RouteTable } from './define-route.ts';

const methodLabel = { discord: 'Discord', google: 'Google', password: 'Password' } as const;
const methodParams = z.object({
  method: z.enum(SIGN_IN_METHODS, { error: messages.account.methodNotLinked }),
});

/**
 * The signed-in person's ways in (list, add a password, unlink, never the last) and their signed-in
 * devices. Any change to how one gets in ends the person's other sessions.
 */
export function accountRoutes(routes: RouteTable, deps: AppDeps) {
  routes.add({
    method: 'get',
    path: '/account/sign-in-methods',
    access: 'user',
    run: ({ em, actor, req }) => {
      const pending = pendingGoogleFor(req, actor.userId);
      return getSignInMethods(em, actor, pending ? (pending.email ?? '') : null);
    },
  });

  routes.add({
    method: 'put',
    path: '/account/password',
    access: 'user',
    middleware: [deps.rateLimits.signIn],
    input: { body: setPasswordSchema },
    run: async ({ em, actor, req }, { body }) => {
      const outcome = await setPassword(em, deps.accountMail, actor, body);
      // Whoever knew the old password (or none was needed) is signed out everywhere else.
      await deps.userSessions.endAllExcept(actor.userId, req.sessionID);
      return outcome;
    },
  });

  routes.add({
    method: 'delete',
    path: '/account/sign-in-methods/:method',
    access: 'user',
    input: { params: methodParams },
    run: async ({ em, actor, req }, { params }) => {
      await refreshSession(req, await unlinkSignInMethod(em, actor, params.method));
      // Whoever came in that way (a pre-hijacker's Discord, say) is signed out with it.
      await deps.userSessions.endAllExcept(actor.userId, req.sessionID);
      return { message: messages.account.unlinked(methodLabel[params.method]) };
    },
  });

  routes.add({
    method: 'post',
    path: '/account/sign-in-methods/review',
    access: 'user',
    run: ({ em, actor }) => keepSignInMethods(em, actor),
  });

  routes.add({
    method: 'get',
    path: '/account/sessions',
    access: 'user',
    run: async ({ actor, req }) => ({ sessions: await deps.userSessions.list(actor.userId, req.sessionID) }),
  });

  routes.add({
    method: 'post',
    path: '/account/sessions/sign-out-others',
    access: 'user',
    run: async ({ actor, req }) => {
      await deps.userSessions.endAllExcept(actor.userId, req.sessionID);
      return { message: messages.account.signedOutElsewhere };
    },
  });
}
