import { z } from 'zod';
import { demoSignInPayloadSchema, discordCallbackQuerySchema } from '../accounts.ts';
import {
  forgotPasswordSchema,
  passwordSignInSchema,
  resetPasswordSchema,
  signUpSchema,
  verifyEmailSchema,
} from '../credentials.ts';
import { text } from '../text-fields.ts';
import { NO_CONTENT, route } from './route-contract.ts';

/** A step whose answer is only the words to show. */
export const messageSchema = z.object({ message: text() });
/** Who has just signed in. */
const signedInSchema = z.object({ user: z.object({ id: text(), name: text(), avatar: text().nullable() }) });
/** Signing in or out never changes what the public pages show. */
const keepsPublicPages = { invalidates: 'nothing' } as const;
const redirect = { media: 'redirect' } as const;

/**
 * Signing up, in and out: email and password, Discord and Google (browser redirects), and the local
 * demo sign-in. The api refuses API tokens on every change here.
 */
export const authRoutes = {
  options: route({
    method: 'get',
    path: '/auth/options',
    access: 'public',
    summary: 'Which ways to sign in this server offers',
    response: z.object({ discord: z.boolean(), demo: z.boolean(), google: z.boolean() }),
  }),
  // `?intent=link` links Discord to the signed-in person instead of signing in.
  discord: route({
    method: 'get',
    path: '/auth/discord',
    access: 'public',
    summary: "Sends the browser to Discord's sign-in",
    response: redirect,
  }),
  discordCallback: route({
    method: 'get',
    path: '/auth/discord/callback',
    access: 'public',
    summary: 'Where Discord sends the browser back; signs in (or links) and redirects',
    query: discordCallbackQuerySchema,
    response: redirect,
  }),
  // `?intent=link` links Google to the signed-in person instead of signing in.
  google: route({
    method: 'get',
    path: '/auth/google',
    access: 'public',
    summary: "Sends the browser to Google's sign-in",
    response: redirect,
  }),
  googleCallback: route({
    method: 'get',
    path: '/auth/google/callback',
    access: 'public',
    summary: 'Where Google sends the browser back; signs in (or links) and redirects',
    response: redirect,
  }),
  googlePending: route({
    method: 'get',
    path: '/auth/google/pending',
    access: 'public',
    summary: 'The Google address waiting to be linked to an existing account, if any',
    response: z.object({ email: text().nullable() }),
  }),
  logout: route({
    method: 'post',
    path: '/auth/logout',
    access: 'public',
    summary: 'Ends the session',
    response: NO_CONTENT,
    cache: keepsPublicPages,
  }),
  demoUsers: route({
    method: 'get',
    path: '/auth/demo-users',
    access: 'public',
    summary: 'The seeded people a local demo can sign in as (404 unless demo sign-in is on)',
    response: z.object({
      users: z.array(
        z.object({ id: text(), name: text(), avatar: text().nullable(), administers: z.array(text()) }),
      ),
    }),
  }),
  demo: route({
    method: 'post',
    path: '/auth/demo',
    access: 'public',
    summary: 'Signs in as a demo user (404 unless demo sign-in is on)',
    body: demoSignInPayloadSchema,
    response: signedInSchema,
    cache: keepsPublicPages,
  }),
  signUp: route({
    method: 'post',
    path: '/auth/sign-up',
    access: 'public',
    summary: 'Creates an account with email and password and mails the verification link',
    body: signUpSchema,
    response: messageSchema,
    status: 201,
    cache: keepsPublicPages,
  }),
  verifyEmail: route({
    method: 'post',
    path: '/auth/verify-email',
    access: 'public',
    summary: "Proves the account's email address with the mailed link's token",
    body: verifyEmailSchema,
    response: messageSchema,
    cache: keepsPublicPages,
  }),
  signIn: route({
    method: 'post',
    path: '/auth/sign-in',
    access: 'public',
    summary: 'Signs in with email and password (throttled per address)',
    body: passwordSignInSchema,
    response: signedInSchema,
    cache: keepsPublicPages,
  }),
  // 202 and the same words whether or not the address has an account.
  forgotPassword: route({
    method: 'post',
    path: '/auth/forgot-password',
    access: 'public',
    summary: 'Mails a password reset link, if the address has an account',
    body: forgotPasswordSchema,
    response: messageSchema,
    status: 202,
    cache: keepsPublicPages,
  }),
  resetPassword: route({
    method: 'post',
    path: '/auth/reset-password',
    access: 'public',
    summary: 'Sets a new password with the mailed link; signs the person out everywhere else',
    body: resetPasswordSchema,
    response: messageSchema,
    cache: keepsPublicPages,
  }),
  // Holds reset links and room passwords: development only, and only for a request from this machine.
  devOutbox: route({
    method: 'get',
    path: '/dev/outbox',
    access: 'public',
    summary: 'The mails a local run would have sent, newest first',
    response: z.object({
      mails: z.array(z.object({ id: text(), sentAt: text(), to: text(), subject: text(), text: text() })),
    }),
    internal: true,
  }),
};
