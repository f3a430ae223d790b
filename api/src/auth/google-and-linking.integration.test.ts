import { User } from '@galaxia/core/server';
import { linkIn } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../test-support/http-client.ts';
import { useSignInWorld } from '../test-support/sign-in-world.ts';

let unique = 0;
const tag = () => `${Date.now()}${++unique}`;
const PASSWORD = 'correct horse battery';

describe('Google sign-in (real OIDC provider) and linking ways in', () => {
  const world = useSignInWorld();

  /** Our redirect -> the provider's authorize and login steps -> back to our callback. */
  async function googleFlow(client: HttpClient, start = '/api/auth/google', tamper?: (url: URL) => void) {
    const started = await client.get(start);
    expect(started.status).toBe(302);
    const authorize = new URL(started.headers.get('location') ?? '');
    tamper?.(authorize);
    const callback = await world.google.authorize(authorize.toString());
    return { authorize, callback, response: await client.get(callback) };
  }

  async function emailAccount(email: string) {
    const client = world.app.client();
    await client.post('/api/auth/sign-up', { name: 'Email Person', email, password: PASSWORD });
    const token = linkIn(await world.smtp.nextMailTo(email), '/verify-email').searchParams.get('token');
    await client.post('/api/auth/verify-email', { token });
    const signedIn = await client.post('/api/auth/sign-in', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    return client;
  }

  it('creates an account at the first Google sign-in and signs into it the second time', async () => {
    const sub = `google-${tag()}`;
    const email = `gina.${tag()}@gmail.test`;
    world.google.signInNext({ sub, email, name: 'Gina Google' });
    const first = world.app.client();
    const { authorize, response } = await googleFlow(first);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(response.headers.get('location')).toBe('/auth/complete');
    const me = (await (await first.get('/api/me')).json()) as { user: { id: string; name: string } };
    expect(me.user.name).toBe('Gina Google');
    const stored = await world.app.em().findOneOrFail(User, { googleSubject: sub });
    expect(stored.email).toBe(email);
    expect(stored.emailVerifiedAt).not.toBeNull();
    expect(stored.id).toBe(me.user.id);

    world.google.signInNext({ sub, email, name: 'Gina Google' });
    const second = world.app.client();
    const again = await googleFlow(second);
    expect(again.response.headers.get('location')).toBe('/auth/complete');
    const meAgain = (await (await second.get('/api/me')).json()) as { user: { id: string } };
    expect(meAgain.user.id).toBe(stored.id);
    expect(await world.app.em().count(User, { googleSubject: sub })).toBe(1);
  });

  it('refuses a mismatched state and creates no session', async () => {
    world.google.signInNext({ sub: `google-${tag()}`, email: `state.${tag()}@gmail.test` });
    const client = world.app.client();
    const started = await client.get('/api/auth/google');
    const callback = new URL(await world.google.authorize(started.headers.get('location') ?? ''));
    callback.searchParams.set('state', 'forged-state');
    const response = await client.get(callback.toString());
    expect(response.headers.get('location')).toBe('/login?error=google');
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('refuses an ID token whose nonce is not the one this session sent', async () => {
    const sub = `google-${tag()}`;
    world.google.signInNext({ sub, email: `nonce.${tag()}@gmail.test` });
    const client = world.app.client();
    const { response } = await googleFlow(client, '/api/auth/google', (url) =>
      url.searchParams.set('nonce', 'a-nonce-someone-else-chose'),
    );
    expect(response.headers.get('location')).toBe('/login?error=google');
    expect((await client.get('/api/me')).status).toBe(401);
    expect(await world.app.em().findOne(User, { googleSubject: sub })).toBeNull();
  });

  it('refuses a replayed callback', async () => {
    world.google.signInNext({ sub: `google-${tag()}`, email: `replay.${tag()}@gmail.test` });
    const client = world.app.client();
    const { callback } = await googleFlow(client);
    await client.post('/api/auth/logout');
    const replay = await client.get(callback);
    expect(replay.headers.get('location')).toBe('/login?error=expired');
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('asks to link when the Google email belongs to an account, and links only once its owner confirms', async () => {
    const email = `owner.${tag()}@example.com`;
    await emailAccount(email);
    const sub = `google-${tag()}`;
    world.google.signInNext({ sub, email, name: 'Same Person' });
    const browser = world.app.client();
    const { response } = await googleFlow(browser);
    expect(response.headers.get('location')).toBe('/login?link=google');
    expect((await browser.get('/api/me')).status).toBe(401);
    expect(await world.app.em().findOne(User, { googleSubject: sub })).toBeNull();
    expect(await (await browser.get('/api/auth/google/pending')).json()).toEqual({ email });

    // Signing in to the existing account keeps the question open; nothing is merged yet.
    expect((await browser.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
    const methods = await (await browser.get('/api/account/sign-in-methods')).json();
    expect(methods).toEqual({
      email,
      emailVerified: true,
      discord: false,
      google: false,
      password: true,
      pendingGoogleEmail: email,
      toReview: [],
    });
    const confirmed = await browser.post('/api/account/google/confirm-link');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: 'Google is linked to your account.' });
    const owner = await world.app.em().findOneOrFail(User, { email });
    expect(owner.googleSubject).toBe(sub);

    world.google.signInNext({ sub, email });
    const later = world.app.client();
    expect((await googleFlow(later)).response.headers.get('location')).toBe('/auth/complete');
    expect(((await (await later.get('/api/me')).json()) as { user: { id: string } }).user.id).toBe(owner.id);
  });

  it('linking Discord to an email account unlocks the organiser area', async () => {
    const email = `organiser.${tag()}@example.com`;
    const client = await emailAccount(email);
    const locked = await client.get('/api/organiser/servers');
    expect(locked.status).toBe(403);
    expect(await locked.json()).toMatchObject({ error: 'Organiser features need a linked Discord account.' });
    expect(await (await client.get('/api/me')).json()).toMatchObject({ discordLinked: false, servers: [] });

    const discordId = `8${tag()}`.slice(0, 18).padEnd(18, '0');
    world.discord.signInNext({ id: discordId, username: 'orga', global_name: 'Orga', avatar: null }, [
      {
        id: `9${tag()}`.slice(0, 18).padEnd(18, '1'),
        name: 'Linked Guild',
        icon: null,
        owner: true,
        permissions: '0',
      },
    ]);
    const start = await client.get('/api/auth/discord?intent=link');
    const atDiscord = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const linked = await client.get(atDiscord.headers.get('location') ?? '');
    expect(linked.headers.get('location')).toBe('/settings?linked=discord');

    const me = (await (await client.get('/api/me')).json()) as {
      user: { name: string };
      discordLinked: boolean;
      servers: { name: string }[];
    };
    expect(me.discordLinked).toBe(true);
    expect(me.user.name).toBe('Email Person');
    expect(me.servers.map((server) => server.name)).toEqual(['Linked Guild']);
    const unlocked = await client.get('/api/organiser/servers');
    expect(unlocked.status).toBe(200);
    expect(await unlocked.json()).toMatchObject({ servers: [{ name: 'Linked Guild', isAdmin: true }] });
    const stored = await world.app.em().findOneOrFail(User, { email });
    expect(stored.discordId).toBe(discordId);

    // Unlinking Discord takes the organiser rights with it; the password stays as the way in.
    const unlinked = await client.delete('/api/account/sign-in-methods/discord');
    expect(unlinked.status).toBe(200);
    expect(await unlinked.json()).toEqual({ message: 'Discord is no longer linked to your account.' });
    expect((await client.get('/api/organiser/servers')).status).toBe(403);
  });

  it('never removes the last way in', async () => {
    const email = `single.${tag()}@example.com`;
    const client = await emailAccount(email);
    const response = await client.delete('/api/account/sign-in-methods/password');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'You cannot remove your only way to sign in. Add another one first.',
    });
    const stored = await world.app.em().findOneOrFail(User, { email });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('adds a password to a Google account, then lets Google be unlinked', async () => {
    const sub = `google-${tag()}`;
    const email = `adds.${tag()}@gmail.test`;
    world.google.signInNext({ sub, email, name: 'Adds Password' });
    const client = world.app.client();
    await googleFlow(client);
    const weak = await client.put('/api/account/password', { password: 'qwertyuiop' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: string }).error).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
    const set = await client.put('/api/account/password', { password: PASSWORD });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({
      message: 'Password saved. You can now sign in with your email and password.',
    });
    expect((await client.delete('/api/account/sign-in-methods/google')).status).toBe(200);
    const byPassword = world.app.client();
    expect((await byPassword.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
  });
});
