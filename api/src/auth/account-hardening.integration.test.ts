import { User } from '@galaxia/core/server';
import { linkIn } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../test-support/http-client.ts';
import { useSignInWorld } from '../test-support/sign-in-world.ts';

let unique = 0;
const tag = () => `${Date.now()}${++unique}`;
const PASSWORD = 'correct horse battery';
const TOO_EASY = 'This password is too common. Choose one that is harder to guess.';

/** Issue 29's account findings: accounts that cannot be captured. */
describe('account hardening (real PostgreSQL, Redis, SMTP, OIDC)', () => {
  const world = useSignInWorld({ GALAXIA_TEST_CLOCK: '1' });

  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
  const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';

  async function emailAccount(email: string, client = world.app.client()) {
    expect(
      (await client.post('/api/auth/sign-up', { name: 'Email Person', email, password: PASSWORD })).status,
    ).toBe(201);
    const token = tokenOf(linkIn(await world.smtp.nextMailTo(email), '/verify-email'));
    expect((await client.post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await client.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
    return client;
  }

  async function discordAccount(client = world.app.client()) {
    const id = `7${tag()}`.slice(0, 18).padEnd(18, '0');
    world.discord.signInNext({ id, username: `d${id}`, global_name: 'Discord Person', avatar: null }, []);
    const start = await client.get('/api/auth/discord');
    const atDiscord = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    await client.get(atDiscord.headers.get('location') ?? '');
    expect((await client.get('/api/me')).status).toBe(200);
    return { client, id };
  }

  async function googleFlow(client: HttpClient, start = '/api/auth/google') {
    const started = await client.get(start);
    const callback = await world.google.authorize(started.headers.get('location') ?? '');
    return client.get(callback);
  }

  describe('finding 4: passwords too easy to guess', () => {
    it('refuses qwertyuiop1, password12345 and 1q2w3e4r5t6y at sign-up, creating nothing', async () => {
      for (const password of ['qwertyuiop1', 'password12345', '1q2w3e4r5t6y']) {
        const email = `weak.${tag()}@example.com`;
        const refused = await world.app
          .client()
          .post('/api/auth/sign-up', { name: 'Weak Person', email, password });
        expect(refused.status, password).toBe(400);
        expect(await refused.json()).toMatchObject({ error: TOO_EASY, fields: { password: [TOO_EASY] } });
        expect(await world.app.em().findOne(User, { pendingEmail: email })).toBeNull();
      }
    });

    it('refuses them when a password is added or reset', async () => {
      const email = `strong.${tag()}@example.com`;
      const client = await emailAccount(email);
      const changed = await client.put('/api/account/password', {
        password: '1q2w3e4r5t6y',
        currentPassword: PASSWORD,
      });
      expect(changed.status).toBe(400);
      expect(await errorOf(changed)).toBe(TOO_EASY);

      await world.app.client().post('/api/auth/forgot-password', { email });
      const token = tokenOf(linkIn(await world.smtp.nextMailTo(email), '/reset-password'));
      const reset = await world.app
        .client()
        .post('/api/auth/reset-password', { token, password: 'password12345' });
      expect(reset.status).toBe(400);
      expect(await errorOf(reset)).toBe(TOO_EASY);
      // The refused reset did not spend the link.
      const good = await world.app
        .client()
        .post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
      expect(good.status).toBe(200);
    });
  });

  describe('finding 5: reset links and mail floods', () => {
    const RESET_SENT =
      'If an account uses this email, we sent it a link to reset the password. The link works for 30 minutes.';
    const LINK_DEAD = 'This reset link has expired or was already used. Ask for a new one.';

    it('a newer link ends the older ones, and a reset ends every link', async () => {
      const email = `links.${tag()}@example.com`;
      await emailAccount(email);
      const mailedLink = async () => {
        expect((await world.app.client().post('/api/auth/forgot-password', { email })).status).toBe(202);
        return tokenOf(linkIn(await world.smtp.nextMailTo(email), '/reset-password'));
      };
      const first = await mailedLink();
      const second = await mailedLink();
      const older = await world.app
        .client()
        .post('/api/auth/reset-password', { token: first, password: 'a brand new passphrase' });
      expect(older.status).toBe(400);
      expect(await errorOf(older)).toBe(LINK_DEAD);
      const used = await world.app
        .client()
        .post('/api/auth/reset-password', { token: second, password: 'a brand new passphrase' });
      expect(used.status).toBe(200);
      expect(
        await errorOf(
          await world.app
            .client()
            .post('/api/auth/reset-password', { token: second, password: 'yet another passphrase' }),
        ),
      ).toBe(LINK_DEAD);
    });

    it('12 reset requests for one address send 5 mails, and each answer is the same', async () => {
      const email = `flood.${tag()}@example.com`;
      await emailAccount(email);
      await world.app.redis.del(...(await world.app.redis.keys('galaxia:rl:*')));
      for (let request = 0; request < 12; request++) {
        const answer = await world.app.client().post('/api/auth/forgot-password', { email });
        expect(answer.status).toBe(202);
        expect(await answer.json()).toEqual({ message: RESET_SENT });
      }
      const links = [];
      for (let mail = 0; mail < 5; mail++)
        links.push(tokenOf(linkIn(await world.smtp.nextMailTo(email), '/reset-password')));
      expect(world.smtp.received.filter((mail) => mail.to.includes(email))).toEqual([]);
      // The requests past the budget changed nothing: the last mailed link still works.
      const reset = await world.app
        .client()
        .post('/api/auth/reset-password', { token: links[4], password: 'a brand new passphrase' });
      expect(reset.status).toBe(200);
      // The budget is the recipient's, whoever asks: a sign-in of the unverified sends no sixth mail either.
      const unverified = `budget.${tag()}@example.com`;
      expect(
        (
          await world.app
            .client()
            .post('/api/auth/sign-up', { name: 'Budget', email: unverified, password: PASSWORD })
        ).status,
      ).toBe(201);
      for (let attempt = 0; attempt < 6; attempt++) {
        const signIn = await world.app
          .client()
          .post('/api/auth/sign-in', { email: unverified, password: PASSWORD });
        expect(signIn.status).toBe(403);
      }
      for (let mail = 0; mail < 5; mail++) await world.smtp.nextMailTo(unverified);
      expect(world.smtp.received.filter((mail) => mail.to.includes(unverified))).toEqual([]);
    });
  });

  describe('finding 3: a Google account waiting to be linked', () => {
    const NO_PENDING = 'There is no Google account waiting to be linked.';
    const setClock = (at: Date | null) =>
      world.app.client().put('/api/test/clock', { now: at?.toISOString() ?? null });

    it('is offered only to the account whose address it matched, not to the next person in the browser', async () => {
      const ownerEmail = `matched.${tag()}@example.com`;
      await emailAccount(ownerEmail);
      const otherEmail = `next.${tag()}@example.com`;
      await emailAccount(otherEmail);
      const sub = `google-${tag()}`;
      world.google.signInNext({ sub, email: ownerEmail, name: 'Matched Google' });
      const browser = world.app.client();
      expect((await googleFlow(browser)).headers.get('location')).toBe('/login?link=google');

      // Someone else signs in next on the same computer: the waiting link is not theirs.
      expect(
        (await browser.post('/api/auth/sign-in', { email: otherEmail, password: PASSWORD })).status,
      ).toBe(200);
      const methods = await (await browser.get('/api/account/sign-in-methods')).json();
      expect(methods).toMatchObject({ email: otherEmail, google: false, pendingGoogleEmail: null });
      const confirmed = await browser.post('/api/account/google/confirm-link');
      expect(confirmed.status).toBe(400);
      expect(await errorOf(confirmed)).toBe(NO_PENDING);
      const other = await world.app.em().findOneOrFail(User, { email: otherEmail });
      expect(other.googleSubject).toBeNull();
      expect(await world.app.em().findOne(User, { googleSubject: sub })).toBeNull();
    });

    it('expires after 10 minutes', async () => {
      const email = `late.${tag()}@example.com`;
      await emailAccount(email);
      world.google.signInNext({ sub: `google-${tag()}`, email, name: 'Late Google' });
      const browser = world.app.client();
      expect((await googleFlow(browser)).headers.get('location')).toBe('/login?link=google');
      await setClock(new Date(Date.now() + 11 * 60 * 1000));
      try {
        expect(await (await browser.get('/api/auth/google/pending')).json()).toEqual({ email: null });
        expect((await browser.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
        const confirmed = await browser.post('/api/account/google/confirm-link');
        expect(confirmed.status).toBe(400);
        expect(await errorOf(confirmed)).toBe(NO_PENDING);
      } finally {
        await setClock(null);
      }
    });
  });

  describe("finding 1: an address is an account's only once proven", () => {
    it("a Discord account that types someone's address blocks neither their sign-up nor their account", async () => {
      const victim = `victim.${tag()}@example.com`;
      const attacker = await discordAccount();
      const claimed = await attacker.client.put('/api/account/password', {
        email: victim,
        password: 'attacker owns this one',
      });
      expect(claimed.status).toBe(200);
      expect(await claimed.json()).toEqual({
        message: 'Password saved. Verify your email from the link we sent to sign in with it.',
      });
      const attackerRow = await world.app.em().findOneOrFail(User, { discordId: attacker.id });
      expect(attackerRow.email).toBeNull();
      expect(attackerRow.pendingEmail).toBe(victim);

      const signUp = await world.app
        .client()
        .post('/api/auth/sign-up', { name: 'Real Owner', email: victim, password: PASSWORD });
      expect(signUp.status).toBe(201);
      expect(await signUp.json()).toEqual({
        message: 'Check your email: we sent you a link to verify your address.',
      });
      await world.smtp.nextMailTo(victim); // the link the attacker's claim sent
      const ownLink = tokenOf(linkIn(await world.smtp.nextMailTo(victim), '/verify-email'));
      expect((await world.app.client().post('/api/auth/verify-email', { token: ownLink })).status).toBe(200);

      const owner = world.app.client();
      expect((await owner.post('/api/auth/sign-in', { email: victim, password: PASSWORD })).status).toBe(200);
      const me = (await (await owner.get('/api/me')).json()) as {
        user: { id: string };
        discordLinked: boolean;
      };
      expect(me.user.id).not.toBe(attackerRow.id);
      expect(me.discordLinked).toBe(false);
      // The attacker's password does not open the address, and their claim proves nothing.
      const refused = await world.app
        .client()
        .post('/api/auth/sign-in', { email: victim, password: 'attacker owns this one' });
      expect(refused.status).toBe(401);
      expect(await errorOf(refused)).toBe('Incorrect email or password');
      const after = await world.app.em().findOneOrFail(User, { id: attackerRow.id });
      expect(after.email).toBeNull();
    });

    it('a reset that proves the address on a Discord account asks its owner to review Discord, and removing it ends that session', async () => {
      const victim = `owner.${tag()}@example.com`;
      const attacker = await discordAccount();
      expect(
        (
          await attacker.client.put('/api/account/password', {
            email: victim,
            password: 'attacker owns this one',
          })
        ).status,
      ).toBe(200);
      await world.smtp.nextMailTo(victim);

      expect((await world.app.client().post('/api/auth/forgot-password', { email: victim })).status).toBe(
        202,
      );
      const token = tokenOf(linkIn(await world.smtp.nextMailTo(victim), '/reset-password'));
      expect(
        (
          await world.app
            .client()
            .post('/api/auth/reset-password', { token, password: 'a brand new passphrase' })
        ).status,
      ).toBe(200);
      const owner = world.app.client();
      expect(
        (await owner.post('/api/auth/sign-in', { email: victim, password: 'a brand new passphrase' })).status,
      ).toBe(200);
      expect(await (await owner.get('/api/account/sign-in-methods')).json()).toMatchObject({
        email: victim,
        emailVerified: true,
        discord: true,
        toReview: ['discord'],
      });

      const removed = await owner.delete('/api/account/sign-in-methods/discord');
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ message: 'Discord is no longer linked to your account.' });
      expect((await attacker.client.get('/api/me')).status).toBe(401);
      expect((await owner.get('/api/me')).status).toBe(200);
      expect(await (await owner.get('/api/account/sign-in-methods')).json()).toMatchObject({
        discord: false,
        toReview: [],
      });
    });

    it('an owner who keeps the ways in is not asked again', async () => {
      const email = `keeper.${tag()}@example.com`;
      const discordSession = await discordAccount();
      expect(
        (await discordSession.client.put('/api/account/password', { email, password: PASSWORD })).status,
      ).toBe(200);
      await world.smtp.nextMailTo(email);
      await world.app.client().post('/api/auth/forgot-password', { email });
      const token = tokenOf(linkIn(await world.smtp.nextMailTo(email), '/reset-password'));
      expect(
        (
          await world.app
            .client()
            .post('/api/auth/reset-password', { token, password: 'a brand new passphrase' })
        ).status,
      ).toBe(200);
      // The reset signed every session out; the owner signs in with the new password.
      const client = world.app.client();
      expect(
        (await client.post('/api/auth/sign-in', { email, password: 'a brand new passphrase' })).status,
      ).toBe(200);
      expect(await (await client.get('/api/account/sign-in-methods')).json()).toMatchObject({
        toReview: ['discord'],
      });
      const kept = await client.post('/api/account/sign-in-methods/review');
      expect(kept.status).toBe(200);
      expect(await kept.json()).toEqual({ message: 'Your ways to sign in stay as they are.' });
      expect(await (await client.get('/api/account/sign-in-methods')).json()).toMatchObject({
        discord: true,
        toReview: [],
      });
    });
  });

  describe('finding 2: other sessions', () => {
    const ANDROID =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const WINDOWS =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0';
    const signInOn = async (client: HttpClient, email: string, userAgent: string, password = PASSWORD) =>
      expect(
        (await client.post('/api/auth/sign-in', { email, password }, { 'user-agent': userAgent })).status,
      ).toBe(200);

    it('lists the devices, and a password change signs out every other one', async () => {
      const email = `devices.${tag()}@example.com`;
      await emailAccount(email);
      const laptop = world.app.client();
      const phone = world.app.client();
      await signInOn(laptop, email, WINDOWS);
      await signInOn(phone, email, ANDROID);
      const listed = (await (await laptop.get('/api/account/sessions')).json()) as {
        sessions: { device: string; current: boolean; lastSeenAt: string }[];
      };
      expect(listed.sessions.filter((session) => session.current).map((session) => session.device)).toEqual([
        'Edge on Windows',
      ]);
      expect(listed.sessions.map((session) => session.device)).toContain('Chrome on Android');
      expect(listed.sessions.every((session) => !Number.isNaN(Date.parse(session.lastSeenAt)))).toBe(true);

      const changed = await laptop.put('/api/account/password', {
        password: 'a brand new passphrase',
        currentPassword: PASSWORD,
      });
      expect(changed.status).toBe(200);
      expect((await phone.get('/api/me')).status).toBe(401);
      expect((await laptop.get('/api/me')).status).toBe(200);
      const left = (await (await laptop.get('/api/account/sessions')).json()) as {
        sessions: { current: boolean }[];
      };
      expect(left.sessions).toEqual([expect.objectContaining({ current: true, device: 'Edge on Windows' })]);
    });

    it('"sign out everywhere else" ends the other sessions and keeps this one', async () => {
      const email = `elsewhere.${tag()}@example.com`;
      const first = await emailAccount(email);
      const second = world.app.client();
      await signInOn(second, email, ANDROID);
      const answer = await first.post('/api/account/sessions/sign-out-others');
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ message: 'You are signed out on every other device.' });
      expect((await second.get('/api/me')).status).toBe(401);
      expect((await first.get('/api/me')).status).toBe(200);
    });
  });
});
