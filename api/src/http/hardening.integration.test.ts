import { AccountToken, Tournament, User } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import { startTestApp, type TestApp, withDatabaseDown } from '../test-support/test-app.ts';

const CROSS_SITE = { error: 'This request did not come from Galaxia.', code: 'AUTH_CROSS_SITE' };
const SIGN_IN_LIMIT = 30;
const PRODUCTION_SECRET = 'hardening-test-session-secret-32b';

describe('HTTP hardening', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  describe('security headers', () => {
    it('sends helmet headers and a content security policy on API answers', async () => {
      for (const path of ['/api/health', '/api/no-such-thing']) {
        const response = await app.client().get(path);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
        expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
        expect(response.headers.get('x-powered-by')).toBeNull();
      }
    });
  });

  describe('cross-site request refusal', () => {
    it('refuses a signed-in POST from another origin and leaves the session alone', async () => {
      const client = await signedIn(app, await createUser(app, 'Csrf Target'));
      const response = await client.post('/api/auth/logout', undefined, { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(CROSS_SITE);
      expect((await client.get('/api/me')).status).toBe(200);
    });

    it('creates nothing when a cross-site page posts a tournament', async () => {
      const { user, server } = await createOrganiser(app, 'Csrf Organiser');
      const client = await signedIn(app, user);
      const eventName = `Forged Cup ${crypto.randomUUID()}`;
      const payload = {
        eventName,
        seasonNumber: 1,
        gameId: 'bgmi',
        serverId: server.id,
        publishDate: '2026-01-01',
      };
      const response = await client.post('/api/createEvent', payload, { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(CROSS_SITE);
      expect(await app.em().count(Tournament, { eventName })).toBe(0);
    });

    it('refuses a change marked Sec-Fetch-Site: cross-site even without an Origin header', async () => {
      const client = await signedIn(app, await createUser(app, 'Fetch Metadata Target'));
      const response = await client.post('/api/auth/logout', undefined, { 'sec-fetch-site': 'cross-site' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(CROSS_SITE);
      expect((await client.get('/api/me')).status).toBe(200);
    });

    it('lets the same request through from our own origin', async () => {
      const client = await signedIn(app, await createUser(app, 'Same Origin User'));
      const response = await client.post('/api/auth/logout', undefined, {
        origin: app.base,
        'sec-fetch-site': 'same-origin',
      });
      expect(response.status).toBe(204);
      expect((await client.get('/api/me')).status).toBe(401);
    });

    it('does not refuse reads from another origin (they change nothing)', async () => {
      const client = await signedIn(app, await createUser(app, 'Cross Origin Reader'));
      expect((await client.get('/api/me', { origin: 'https://evil.example' })).status).toBe(200);
    });
  });

  describe('sign-in rate limit', () => {
    const keys = () => app.redis.keys('galaxia:rl:sign-in:*');
    const forget = async () => {
      const existing = await keys();
      if (existing.length) await app.redis.del(...existing);
    };
    const attempt = (target: TestApp) =>
      target.client().post('/api/auth/demo', { userId: 'not-a-demo-user' });

    it(`answers 429 with Retry-After once ${SIGN_IN_LIMIT} attempts a minute are spent, counted in Redis`, async () => {
      // A second api process on the same Redis: started first, since a starting test app clears counters.
      const other = await startTestApp();
      try {
        await forget();
        for (let i = 0; i < SIGN_IN_LIMIT; i++) expect((await attempt(app)).status).toBe(400);

        const refused = await attempt(app);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({
          error: 'Too many requests. Please wait a moment and try again.',
          code: 'TOO_MANY_REQUESTS',
        });
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);

        const [key] = await keys();
        expect(await app.redis.get(key!)).toBe(String(SIGN_IN_LIMIT + 1));
        const ttl = await app.redis.ttl(key!);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60);

        // The budget is shared: the count lives in Redis, not in one process's memory.
        expect((await attempt(other)).status).toBe(429);
      } finally {
        await other.close();
        await forget();
      }
    });

    it('gives a counter that lost its expiry a new one instead of locking the address out for good', async () => {
      await forget();
      expect((await attempt(app)).status).toBe(400);
      const [key] = await keys();
      await app.redis.persist(key!);
      expect(await app.redis.ttl(key!)).toBe(-1);
      await attempt(app);
      expect(await app.redis.ttl(key!)).toBeGreaterThan(0);
      await forget();
    });
  });

  describe('error answers', () => {
    it('answers a malformed JSON body with 400 and a JSON error, not a 500', async () => {
      const response = await app.client().send('POST', '/api/auth/demo', {
        body: '{"userId": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error: 'The request body is not valid JSON.',
        code: 'MALFORMED_JSON',
      });
    });

    it('answers a body over the size limit with 413 and a JSON error', async () => {
      const response = await app.client().post('/api/auth/demo', { userId: 'x'.repeat(200_000) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: 'The request body is too large.',
        code: 'BODY_TOO_LARGE',
      });
    });

    it('answers an unexpected failure with a plain 500 that leaks nothing', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        await withDatabaseDown(async (broken) => {
          const response = await broken.client().get('/api/auth/demo-users');
          expect(response.status).toBe(500);
          const text = await response.text();
          expect(JSON.parse(text)).toEqual({
            error: 'Something went wrong. Please try again.',
            code: 'INTERNAL',
          });
          expect(text).not.toMatch(/ECONNREFUSED|\bat\s|stack/i);
        });
        expect(logged).toHaveBeenCalled();
      } finally {
        logged.mockRestore();
      }
    });
  });

  describe('client address behind proxies', () => {
    const contact = {
      name: 'Spammer',
      email: 'spam@example.com',
      subject: 'Buy now',
      message: 'Cheap followers',
    };
    const forget = async (target: TestApp) => {
      const existing = await target.redis.keys('galaxia:rl:contact:*');
      if (existing.length) await target.redis.del(...existing);
    };

    it('limits 8 contact posts from one address after 5, whatever X-Forwarded-For each one claims', async () => {
      await forget(app);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const response = await app
          .client()
          .post('/api/contact', contact, { 'x-forwarded-for': `203.0.113.${i + 1}` });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(await app.redis.keys('galaxia:rl:contact:*')).toEqual(['galaxia:rl:contact:127.0.0.1']);
      await forget(app);
    });

    it('reads the client address from the proxy when TRUST_PROXY names it', async () => {
      const behindProxy = await startTestApp({ TRUST_PROXY: 'loopback' });
      try {
        await forget(behindProxy);
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) {
          const response = await behindProxy
            .client()
            .post('/api/contact', contact, { 'x-forwarded-for': i < 6 ? '198.51.100.7' : '198.51.100.8' });
          statuses.push(response.status);
        }
        // Two real clients behind the same proxy: each has its own budget.
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 201]);
      } finally {
        await forget(behindProxy);
        await behindProxy.close();
      }
    });

    it('refuses TRUST_PROXY=true, which would let any client choose its address', async () => {
      await expect(startTestApp({ TRUST_PROXY: 'true' })).rejects.toThrow(
        'TRUST_PROXY: trusting every proxy lets any client choose its address',
      );
    });
  });

  describe('local outbox', () => {
    it('shows the development outbox to this machine only, never to a relayed request', async () => {
      const local = await app.client().get('/api/dev/outbox');
      expect(local.status).toBe(200);
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const response = await app.client().get('/api/dev/outbox', { [header]: '203.0.113.9' });
        expect([response.status, await response.json()]).toEqual([
          404,
          {
            error:
              'The local outbox exists only in development without SMTP, for requests from this machine.',
            code: 'ACCOUNT_OUTBOX_DISABLED',
          },
        ]);
      }
    });
  });

  describe('cache headers', () => {
    it("marks a signed-in person's JSON no-store, and leaves anonymous public reads alone", async () => {
      const client = await signedIn(app, await createUser(app, 'Private Reader'));
      const me = await client.get('/api/me');
      expect(me.headers.get('cache-control')).toBe('no-store');
      const signIn = await app
        .client()
        .post('/api/auth/demo', { userId: (await createUser(app, 'Fresh')).id });
      expect(signIn.headers.get('cache-control')).toBe('no-store');
      expect((await app.client().get('/api/health')).headers.get('cache-control')).not.toBe('no-store');
    });
  });

  describe('demo sign-in', () => {
    it('is off unless DEMO_SIGN_IN=1, and production refuses to start with it', async () => {
      const plain = await startTestApp({ DEMO_SIGN_IN: '' });
      try {
        expect(await (await plain.client().get('/api/auth/options')).json()).toEqual({
          discord: false,
          demo: false,
          google: false,
        });
        const response = await plain
          .client()
          .post('/api/auth/demo', { userId: (await createUser(plain)).id });
        expect([response.status, await response.json()]).toEqual([
          404,
          { error: 'Demo sign-in is not available here.', code: 'AUTH_DEMO_DISABLED' },
        ]);
      } finally {
        await plain.close();
      }
      await expect(
        startTestApp({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET, DEMO_SIGN_IN: '1' }),
      ).rejects.toThrow('DEMO_SIGN_IN: never allowed in production');
    });
  });

  describe('in production', () => {
    it('never offers the demo sign-in', async () => {
      const production = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET });
      try {
        const client = production.client();
        expect(await (await client.get('/api/auth/options')).json()).toEqual({
          discord: false,
          demo: false,
          google: false,
        });
        expect((await client.get('/api/auth/demo-users')).status).toBe(404);
        // Nor the local outbox: production mails go through SMTP or not at all.
        expect((await client.get('/api/dev/outbox')).status).toBe(404);
        const demoUser = await createUser(production, 'Demo In Production');
        const response = await client.post('/api/auth/demo', { userId: demoUser.id });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          error: 'Demo sign-in is not available here.',
          code: 'AUTH_DEMO_DISABLED',
        });
        expect(client.jar.has('galaxia.sid')).toBe(false);
      } finally {
        await production.close();
      }
    });

    it('refuses a sign-up it cannot mail before writing any account', async () => {
      const production = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET });
      try {
        const email = `no-smtp-${crypto.randomUUID()}@example.com`;
        const response = await production
          .client()
          .post('/api/auth/sign-up', { name: 'Nadia Mailless', email, password: 'a long passphrase 42' });
        expect([response.status, await response.json()]).toEqual([
          503,
          {
            error: 'Email cannot be sent from this server right now. Please try again later.',
            code: 'ACCOUNT_MAIL_UNAVAILABLE',
          },
        ]);
        expect(await production.em().count(User, { email })).toBe(0);
      } finally {
        await production.close();
      }
    });

    it('refuses a reset it cannot mail before writing a link', async () => {
      const production = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET });
      try {
        const email = `no-smtp-reset-${crypto.randomUUID()}@example.com`;
        const em = production.em();
        const user = em.create(User, { name: 'Rohan Mailless', email, emailVerifiedAt: new Date() });
        await em.flush();
        const response = await production.client().post('/api/auth/forgot-password', { email });
        expect([response.status, await response.json()]).toEqual([
          503,
          {
            error: 'Email cannot be sent from this server right now. Please try again later.',
            code: 'ACCOUNT_MAIL_UNAVAILABLE',
          },
        ]);
        expect(await production.em().count(AccountToken, { user: user.id })).toBe(0);
      } finally {
        await production.close();
      }
    });

    it('sends the session cookie only over HTTPS, marked Secure, and asks browsers to stay on HTTPS', async () => {
      const production = await startTestApp({
        NODE_ENV: 'production',
        SESSION_SECRET: PRODUCTION_SECRET,
        // One TLS-terminating proxy in front, as compose documents for its load balancer.
        TRUST_PROXY: '1',
        DISCORD_CLIENT_ID: 'client-1',
        DISCORD_CLIENT_SECRET: 'secret-1',
      });
      try {
        // Behind the TLS-terminating proxy: it tells the app the browser used HTTPS.
        const secure = await production.client().get('/api/auth/discord', { 'x-forwarded-proto': 'https' });
        expect(secure.status).toBe(302);
        const cookie = secure.headers.getSetCookie().find((line) => line.startsWith('galaxia.sid='));
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*SameSite=Lax/i);
        expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);

        const plain = await production.client().get('/api/auth/discord');
        expect(plain.headers.getSetCookie().some((line) => line.startsWith('galaxia.sid='))).toBe(false);
      } finally {
        await production.close();
      }
    });
  });
});
