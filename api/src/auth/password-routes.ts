import { AppError, messages, routeContracts, throttleMessage } from '@galaxia/core';
import {
  InvalidCredentialsError,
  requestPasswordReset,
  resetPassword,
  signInWithPassword,
  signUpWithEmail,
  verifyEmail,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { isLoopbackRequest } from '../http/loopback-request.ts';
import type { RouteTable } from '../routes/define-route.ts';
import { signInThrottle } from './sign-in-throttle.ts';
import { startSession } from './start-session.ts';

/** Email + password: sign-up, verification, sign-in, forgotten password; and the local outbox. */
export function passwordRoutes(routes: RouteTable, deps: AppDeps) {
  const throttle = signInThrottle(deps.redis);
  const limit = deps.rateLimits.accountDoors;
  const api = routeContracts.auth;

  routes.serve({
    contract: api.signUp,
    middleware: [limit],
    run: ({ em }, { body }) => {
      // An account whose verification mail cannot go out is an account nobody can finish: refuse first.
      if (deps.accountMail.mailer.available === false)
        throw new AppError('UNAVAILABLE', 'ACCOUNT_MAIL_UNAVAILABLE', messages.account.mailUnavailable);
      return signUpWithEmail(em, deps.accountMail, body);
    },
  });

  routes.serve({
    contract: api.verifyEmail,
    middleware: [limit],
    run: ({ em, actor }, { body }) => verifyEmail(em, body.token, actor),
  });

  routes.serve({
    contract: api.signIn,
    middleware: [limit],
    run: async ({ em, req, res }, { body }) => {
      const address = req.ip ?? 'unknown';
      const wait = await throttle.secondsToWait(body.email, address);
      if (wait !== null) {
        res.setHeader('Retry-After', String(wait));
        throw new AppError('RATE_LIMITED', 'ACCOUNT_TOO_MANY_ATTEMPTS', throttleMessage(wait));
      }
      try {
        const signedIn = await signInWithPassword(em, deps.accountMail, body);
        await throttle.clear(body.email);
        await startSession(req, deps.userSessions, signedIn, { remember: body.remember });
        return { user: { id: signedIn.actor.userId, name: signedIn.actor.name, avatar: signedIn.avatar } };
      } catch (error) {
        if (error instanceof InvalidCredentialsError) await throttle.recordFailure(body.email, address);
        throw error;
      }
    },
  });

  routes.serve({
    contract: api.forgotPassword,
    middleware: [limit],
    // 202 and the same words whether or not the address has an account.
    run: ({ em }, { body }) => requestPasswordReset(em, deps.accountMail, body.email),
  });

  routes.serve({
    contract: api.resetPassword,
    middleware: [limit],
    run: async ({ em, actor, req }, { body }) => {
      const { userId, message } = await resetPassword(em, body);
      // Whoever knew the old password is signed out everywhere; a session of this very person stays.
      await deps.userSessions.endAllExcept(userId, actor?.userId === userId ? req.sessionID : null);
      return { message };
    },
  });

  routes.serve({
    contract: api.devOutbox,
    run: async ({ req, res }) => {
      // It holds reset links and room passwords: only for someone on this very machine.
      if (!deps.devOutbox || !isLoopbackRequest(req))
        throw new AppError('NOT_FOUND', 'ACCOUNT_OUTBOX_DISABLED', messages.account.outboxDisabled);
      res.setHeader('Cache-Control', 'no-store');
      return { mails: await deps.devOutbox() };
    },
  });
}
