import { AccountToken, clockFrom, resetClock, setClock, User } from '@galaxia/core/server';
import { linkIn, type SmtpCapture, startSmtpCapture } from '@galaxia/testkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HttpClient } from '../test-support/http-client.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

let unique = 0;
const newEmail = (who: string) => `${who}.${Date.now()}.${++unique}@example.com`;
const PASSWORD = 'correct horse battery';

describe('email and password accounts (real SMTP)', () => {
  let smtp: SmtpCapture;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await startTestApp({ SMTP_URL: smtp.url, SMTP_FROM: 'Galaxia <no-reply@galaxia.test>' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  // Every test client comes from 127.0.0.1: each test starts with fresh rate-limit windows.
  beforeEach(async () => {
    const counters = await app.redis.keys('galaxia:rl:*');
    if (counters.length) await app.redis.del(...counters);
  });

  const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';

  async function signUp(email: string, password = PASSWORD) {
    return app.client().post('/api/auth/sign-up', { name: 'Casey Caster', email, password });
  }

  /** Signs up and follows the verification link from the mail that arrived over SMTP. */
  async function verifiedAccount(email: string) {
    expect((await signUp(email)).status).toBe(201);
    const mail = await smtp.nextMailTo(email);
    const verify = await app.client().post('/api/auth/verify-email', {
      token: tokenOf(linkIn(mail, '/verify-email')),
    });
    expect(verify.status).toBe(200);
  }

  async function signIn(client: HttpClient, email: string, password: string, remember = false) {
    return client.post('/api/auth/sign-in', { email, password, remember });
  }

  it('signs up, mails a verification link over SMTP, and signs in once it is followed', async () => {
    const email = newEmail('casey');
    const created = await signUp(email);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      message: 'Check your email: we sent you a link to verify your address.',
    });

    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Verify your email for Galaxia');
    expect(mail.from).toBe('no-reply@galaxia.test');
    const link = linkIn(mail, '/verify-email');
    expect(link.origin).toBe(app.base);

    // Until the link is followed the address is only claimed: it is not the account's yet.
    const stored = await app.em().findOneOrFail(User, { pendingEmail: email });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.email).toBeNull();
    expect(stored.emailVerifiedAt).toBeNull();
    expect(stored.discordId).toBeNull();

    const verified = await app.client().post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ message: 'Your email is verified. You can sign in now.' });

    const client = app.client();
    const signedIn = await signIn(client, email, PASSWORD);
    expect(signedIn.status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { id: stored.id, name: 'Casey Caster' },
      servers: [],
      discordLinked: false,
    });
  });

  it('refuses a verification link used twice', async () => {
    const email = newEmail('twice');
    await signUp(email);
    const token = tokenOf(linkIn(await smtp.nextMailTo(email), '/verify-email'));
    expect((await app.client().post('/api/auth/verify-email', { token })).status).toBe(200);
    const again = await app.client().post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: 'This verification link has expired or was already used.',
    });
  });

  it('answers an unverified sign-in with a clear message, a fresh link and no session', async () => {
    const email = newEmail('unverified');
    await signUp(email);
    await smtp.nextMailTo(email);
    const client = app.client();
    const response = await signIn(client, email, PASSWORD);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: 'Verify your email before signing in. We sent you a new link.',
    });
    expect((await client.get('/api/me')).status).toBe(401);
    const resent = await smtp.nextMailTo(email);
    expect(resent.subject).toBe('Verify your email for Galaxia');
  });

  it("mails in the recipient's language: an account set to Hindi gets its verification and reset mails in Hindi", async () => {
    const email = newEmail('hindi');
    await signUp(email);
    // A new account has chosen no language: its first mail is the English one.
    expect((await smtp.nextMailTo(email)).subject).toBe('Verify your email for Galaxia');
    await app.em().nativeUpdate(User, { pendingEmail: email }, { language: 'hi' });

    expect((await signIn(app.client(), email, PASSWORD)).status).toBe(403);
    const resent = await smtp.nextMailTo(email);
    expect(resent.subject).toBe('Galaxia के लिए अपना ईमेल सत्यापित करें');
    const link = linkIn(resent, '/verify-email');
    expect(resent.text).toBe(
      `नमस्ते Casey Caster,\n\nअपना Galaxia खाता बनाना पूरा करने के लिए इस पते की पुष्टि करें:\n${link.href}\n\nयह लिंक एक बार, 24 घंटे तक काम करता है। अगर आपने साइन अप नहीं किया, तो इस ईमेल को अनदेखा करें।`,
    );
    // The Hindi mail's link proves the address like the English one.
    const verified = await app.client().post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(verified.status).toBe(200);

    expect((await app.client().post('/api/auth/forgot-password', { email })).status).toBe(202);
    const reset = await smtp.nextMailTo(email);
    expect(reset.subject).toBe('अपना Galaxia पासवर्ड बदलें');
    expect(reset.text).toContain('अपने Galaxia खाते के लिए नया पासवर्ड चुनें:');
    expect(linkIn(reset, '/reset-password').searchParams.get('token')).toBeTruthy();
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const email = newEmail('known');
    await verifiedAccount(email);
    const client = app.client();
    const wrong = await signIn(client, email, 'not the password at all');
    const unknown = await signIn(client, newEmail('nobody'), 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: 'Incorrect email or password',
      code: 'ACCOUNT_INVALID_CREDENTIALS',
    });
    expect(await unknown.json()).toMatchObject({ error: 'Incorrect email or password' });
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('refuses weak passwords and a taken email with their messages, creating nothing', async () => {
    const short = await signUp(newEmail('short'), 'short1');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: string }).error).toBe('Password must be at least 10 characters');

    const commonEmail = newEmail('common');
    const common = await signUp(commonEmail, 'Password123');
    expect(common.status).toBe(400);
    expect(((await common.json()) as { error: string }).error).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
    expect(await app.em().findOne(User, { pendingEmail: commonEmail })).toBeNull();

    // Taken means proven by another account: an unverified sign-up blocks nobody (issue 29, finding 1).
    const email = newEmail('taken');
    await verifiedAccount(email);
    const taken = await signUp(email.toUpperCase());
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: 'This email is already registered. Sign in or reset your password.',
    });
    expect(await app.em().count(User, { email })).toBe(1);

    const invalid = await app.client().post('/api/auth/sign-in', { email: 'not-an-email', password: 'x' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: string }).error).toBe('Enter a valid email address');
    const empty = await app.client().post('/api/auth/sign-in', { email: '', password: '' });
    expect(((await empty.json()) as { error: string }).error).toBe('Email is required');
  });

  it('remember me gives a 30-day cookie; without it the cookie ends with the browser', async () => {
    const email = newEmail('remember');
    await verifiedAccount(email);
    const remembered = await signIn(app.client(), email, PASSWORD, true);
    const rememberedCookie = remembered.headers
      .getSetCookie()
      .find((line) => line.startsWith('galaxia.sid='));
    const expires = Date.parse(/Expires=([^;]+)/i.exec(rememberedCookie ?? '')?.[1] ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const browser = await signIn(app.client(), email, PASSWORD, false);
    const browserCookie = browser.headers.getSetCookie().find((line) => line.startsWith('galaxia.sid='));
    expect(browserCookie).toBeTruthy();
    expect(browserCookie).not.toMatch(/Expires=|Max-Age=/i);
  });

  it('gives a new session id at password sign-in', async () => {
    const email = newEmail('fixation');
    await verifiedAccount(email);
    const client = app.client();
    await client.get('/api/auth/discord'); // any call that starts an anonymous session
    const before = client.jar.get('galaxia.sid');
    await signIn(client, email, PASSWORD);
    expect(client.jar.get('galaxia.sid')).toBeTruthy();
    expect(client.jar.get('galaxia.sid')).not.toBe(before);
  });

  it('locks an account for a minute after 5 failures with a wait message, even for the right password', async () => {
    const email = newEmail('throttled');
    await verifiedAccount(email);
    const client = app.client();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(client, email, `wrong password ${attempt}`)).status).toBe(401);
    }
    const blocked = await signIn(client, email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      error: 'Too many sign-in attempts. Try again in 1 minute.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('throttles an address trying many accounts', async () => {
    const client = app.client();
    for (let attempt = 0; attempt < 100; attempt++) {
      expect((await signIn(client, newEmail(`spray${attempt}`), 'some guess 12345')).status).toBe(401);
    }
    const blocked = await signIn(client, newEmail('spray-next'), 'some guess 12345');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      error: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
  });

  it('resets a forgotten password by mail: the new password works, the old one and old sessions do not', async () => {
    const email = newEmail('forgetful');
    await verifiedAccount(email);
    const laptop = app.client();
    const phone = app.client();
    expect((await signIn(laptop, email, PASSWORD, true)).status).toBe(200);
    expect((await signIn(phone, email, PASSWORD)).status).toBe(200);

    const asked = await app.client().post('/api/auth/forgot-password', { email });
    expect(asked.status).toBe(202);
    const unknown = await app.client().post('/api/auth/forgot-password', { email: newEmail('ghost') });
    expect(unknown.status).toBe(202);
    const sameAnswer = {
      message:
        'If an account uses this email, we sent it a link to reset the password. The link works for 30 minutes.',
    };
    expect(await asked.json()).toEqual(sameAnswer);
    expect(await unknown.json()).toEqual(sameAnswer);

    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Reset your Galaxia password');
    const token = tokenOf(linkIn(mail, '/reset-password'));
    const stored = await app.em().findOneOrFail(AccountToken, { purpose: 'reset_password', user: { email } });
    const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 2);

    const weak = await app.client().post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: string }).error).toBe('Password must be at least 10 characters');

    const reset = await app
      .client()
      .post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({
      message: 'Your password is changed and every other session is signed out. Sign in with it now.',
    });

    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await signIn(app.client(), email, PASSWORD)).status).toBe(401);
    const fresh = app.client();
    expect((await signIn(fresh, email, 'a brand new passphrase')).status).toBe(200);
    expect((await fresh.get('/api/me')).status).toBe(200);

    const reused = await app
      .client()
      .post('/api/auth/reset-password', { token, password: 'yet another passphrase' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({
      error: 'This reset link has expired or was already used. Ask for a new one.',
    });
  });

  it('refuses an expired reset link', async () => {
    const email = newEmail('late');
    await verifiedAccount(email);
    await app.client().post('/api/auth/forgot-password', { email });
    const token = tokenOf(linkIn(await smtp.nextMailTo(email), '/reset-password'));
    // 30 minutes and a second later, on the server's clock.
    setClock(clockFrom(new Date(Date.now() + 30 * 60_000 + 1000)));
    const response = await app
      .client()
      .post('/api/auth/reset-password', { token, password: 'a brand new passphrase' })
      .finally(resetClock);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'This reset link has expired or was already used. Ask for a new one.',
    });
    expect((await signIn(app.client(), email, PASSWORD)).status).toBe(200);
  });

  it('logs a password session out server-side', async () => {
    const email = newEmail('leaving');
    await verifiedAccount(email);
    const client = app.client();
    await signIn(client, email, PASSWORD);
    const cookie = client.jar.get('galaxia.sid');
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    const reused = await fetch(`${app.base}/api/me`, { headers: { cookie: `galaxia.sid=${cookie}` } });
    expect(reused.status).toBe(401);
  });

  it('has no local outbox when SMTP is configured', async () => {
    expect((await app.client().get('/api/dev/outbox')).status).toBe(404);
  });
});
