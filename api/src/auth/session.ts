import type { Actor, GoogleIdentity } from '@galaxia/core/server';
import session, { type Store } from 'express-session';

declare module 'express-session' {
  interface SessionData {
    actor: Actor;
    avatar: string | null;
    /** Administered servers, cached for the session as Discord reported them at sign-in. */
    servers: { id: string; name: string; icon: string | null; isAdmin: true }[];
    signedInAt: number;
    /** What Settings shows to tell this session from the person's others. */
    userAgent: string;
    /** Last request, at most a minute stale (server clock, ms since the epoch). */
    seenAt: number;
    /** Discord OAuth in flight; `intent: 'link'` adds Discord to the signed-in person instead. */
    oauth: { state: string; expiresAt: number; intent?: 'sign-in' | 'link' };
    /** Google OpenID Connect in flight: what its callback must check. */
    google: {
      state: string;
      nonce: string;
      codeVerifier: string;
      expiresAt: number;
      intent: 'sign-in' | 'link';
    };
    /**
     * A Google account whose email an existing account uses, waiting for that account (`userId`) to
     * sign in and confirm the link (pending-google.ts).
     */
    pendingGoogle: GoogleIdentity & { expiresAt: number; userId: string };
    /** The person's Discord OAuth token, kept server-side (Redis) to re-check their servers. */
    discordAccessToken: string;
    /** When the servers were last checked with Discord (ms since the epoch, server clock). */
    rightsCheckedAt: number;
  }
}

export const SESSION_COOKIE = 'galaxia.sid';
const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** An anonymous session exists only to carry the OAuth state through the provider's page, so it lives as long. */
export const ANONYMOUS_SESSION_MS = 10 * 60 * 1000;

export function sessionMiddleware(options: { store: Store; secret: string; production: boolean }) {
  return session({
    name: SESSION_COOKIE,
    store: options.store,
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    // Each request pushes the idle expiry forward; the absolute limit is enforced by requireUser.
    rolling: true,
    // Whether the browser used HTTPS is read through the app's TRUST_PROXY setting, like the address.
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.production,
      maxAge: SESSION_IDLE_MS,
      path: '/',
    },
  });
}
