import {
  AppError,
  forgotPasswordSchema,
  messages,
  passwordSignInSchema,
  resetPasswordSchema,
  signUpSchema,
  throttleMessage,
  verifyEmailSchema,
} from '@galaxia/core';
import {
  InvalidCredentialsError,
  requestPasswordReset,
  resetPassword,
  signInWithPassword,
  signUpWithEmail,
  verifyEmail,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from '../routes/define-route.ts';
import { signInThrottle } from './sign-in-throttle.ts';
import { startSession } from './start-session.ts';

/** Email + password: sign-up, verification, sign-in, forgotten password. */
export function passwordRoutes(routes: RouteTable, deps: AppDeps) {
  const throttle = signInThrottle(deps.redis);
  const limit = deps.rateLimits.signIn;
  const em = () => deps.orm.em.fork();

  routes.add({
    method: 'post',
    path: '/auth/sign-up',
    access: 'public',
    middleware: [limit],
    handler: async (req, res) => {
      const input = signUpSchema.parse(req.body);
      res.status(201).json(await signUpWithEmail(em(), deps.accountMail, input));
    },
  });

  routes.add({
    method: 'post',
    path: '/auth/verify-email',
    access: 'public',
    middleware: [limit],
    handler: async (req, res) => {
      const { token } = verifyEmailSchema.parse(req.body);
      res.json(await verifyEmail(em(), token));
    },
  });

  routes.add({
    method: 'post',
    path: '/auth/sign-in',
    access: 'public',
    middleware: [limit],
    handler: async (req, res) => {
      const input = passwordSignInSchema.parse(req.body);
      const address = req.ip ?? 'unknown';
      const wait = await throttle.secondsToWait(input.email, address);
      if (wait !== null) {
        res.setHeader('Retry-After', String(wait));
        throw new AppError('RATE_LIMITED', throttleMessage(wait));
      }
      try {
        const signedIn = await signInWithPassword(em(), deps.accountMail, input);
        await throttle.clear(input.email);
        await startSession(req, deps.userSessions, signedIn, { remember: input.remember });
        res.json({
          user: { id: signedIn.actor.userId, name: signedIn.actor.name, avatar: signedIn.avatar },
        });
      } catch (error) {
        if (error instanceof InvalidCredentialsError) await throttle.recordFailure(input.email, address);
        throw error;
      }
    },
  });

  routes.add({
    method: 'post',
    path: '/auth/forgot-password',
    access: 'public',
    middleware: [limit],
    handler: async (req, res) => {
      const { email } = forgotPasswordSchema.parse(req.body);
      // 202 and the same words whether or not the address has an account.
      res.status(202).json(await requestPasswordReset(em(), deps.accountMail, email));
    },
  });

  routes.add({
    method: 'post',
    path: '/auth/reset-password',
    access: 'public',
    middleware: [limit],
    handler: async (req, res) => {
      const input = resetPasswordSchema.parse(req.body);
      const { userId, message } = await resetPassword(em(), input);
      // Whoever knew the old password is signed out everywhere; a session of this very person stays.
      const keep = req.session.actor?.userId === userId ? req.sessionID : null;
      await deps.userSessions.endAllExcept(userId, keep);
      res.json({ message });
    },
  });

  routes.add({
    method: 'get',
    path: '/dev/outbox',
    access: 'public',
    handler: async (_req, res) => {
      if (!deps.devOutbox) throw new AppError('NOT_FOUND', messages.account.outboxDisabled);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ mails: await deps.devOutbox() });
    },
  });
}
