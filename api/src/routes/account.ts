import { messages, SIGN_IN_METHODS, setPasswordSchema } from '@galaxia/core';
import { getSignInMethods, setPassword, unlinkSignInMethod } from '@galaxia/core/server';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { pendingGoogleFor } from '../auth/pending-google.ts';
import { refreshSession } from '../auth/start-session.ts';
import type { RouteTable } from './define-route.ts';

const methodLabel = { discord: 'Discord', google: 'Google', password: 'Password' } as const;
const methodParams = z.object({
  method: z.enum(SIGN_IN_METHODS, { error: messages.account.methodNotLinked }),
});

/** The signed-in person's ways in: list, add a password, unlink (never the last). */
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
    run: ({ em, actor }, { body }) => setPassword(em, deps.accountMail, actor, body),
  });

  routes.add({
    method: 'delete',
    path: '/account/sign-in-methods/:method',
    access: 'user',
    input: { params: methodParams },
    run: async ({ em, actor, req }, { params }) => {
      await refreshSession(req, await unlinkSignInMethod(em, actor, params.method));
      return { message: messages.account.unlinked(methodLabel[params.method]) };
    },
  });
}
