import { messages, SIGN_IN_METHODS, setPasswordSchema } from '@galaxia/core';
import { getSignInMethods, setPassword, unlinkSignInMethod } from '@galaxia/core/server';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { refreshSession } from '../auth/start-session.ts';
import { actorOf } from '../http/require-user.ts';
import type { RouteTable } from './define-route.ts';

const methodLabel = { discord: 'Discord', google: 'Google', password: 'Password' } as const;

/** The signed-in person's ways in: list, add a password, unlink (never the last). */
export function accountRoutes(routes: RouteTable, deps: AppDeps) {
  const em = () => deps.orm.em.fork();

  routes.add({
    method: 'get',
    path: '/account/sign-in-methods',
    access: 'user',
    handler: async (req, res) => {
      const pending = req.session.pendingGoogle;
      const pendingEmail = pending && pending.expiresAt > Date.now() ? (pending.email ?? '') : null;
      res.json(await getSignInMethods(em(), actorOf(req), pendingEmail));
    },
  });

  routes.add({
    method: 'put',
    path: '/account/password',
    access: 'user',
    middleware: [deps.rateLimits.signIn],
    handler: async (req, res) => {
      const input = setPasswordSchema.parse(req.body);
      res.json(await setPassword(em(), deps.accountMail, actorOf(req), input));
    },
  });

  routes.add({
    method: 'delete',
    path: '/account/sign-in-methods/:method',
    access: 'user',
    handler: async (req, res) => {
      const method = z
        .enum(SIGN_IN_METHODS, { error: messages.account.methodNotLinked })
        .parse(req.params.method);
      await refreshSession(req, await unlinkSignInMethod(em(), actorOf(req), method));
      res.json({ message: messages.account.unlinked(methodLabel[method]) });
    },
  });
}
