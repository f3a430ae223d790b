import { ServerMembership, User } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { useFakeDiscordSignIn, useTestApp } from '../test-support/suite-app.ts';
import type { TestApp } from '../test-support/test-app.ts';

const alice = { id: '800000000000000001', username: 'alice', global_name: 'Alice', avatar: 'abc' };
const guilds = [
  { id: '900000000000000001', name: 'Owned Server', icon: null, owner: true, permissions: '0' },
  {
    id: '900000000000000002',
    name: 'Admin Server',
    icon: null,
    owner: false,
    permissions: String((1n << 40n) | 8n),
  },
  {
    id: '900000000000000003',
    name: 'Manager Server',
    icon: null,
    owner: false,
    permissions: String((1n << 45n) | 32n),
  },
  {
    id: '900000000000000004',
    name: 'Member Server',
    icon: null,
    owner: false,
    permissions: String((1n << 41n) | 0x400n),
  },
];

describe('Discord sign-in', () => {
  const { discord, env } = useFakeDiscordSignIn();
  const app = useTestApp(env({ DEMO_SIGN_IN: '0' }));

  /** Follows the browser's path: our redirect -> Discord's authorize page -> our callback. */
  async function signIn(client: ReturnType<TestApp['client']>) {
    const start = await client.get('/api/auth/discord');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    const atDiscord = await fetch(authorize, { redirect: 'manual' });
    const callback = atDiscord.headers.get('location') ?? '';
    return { authorize, callback, response: await client.get(callback) };
  }

  it('completes the OAuth round trip and signs the user in', async () => {
    discord.signInNext(alice, guilds);
    const client = app.client();
    const { authorize, response } = await signIn(client);
    expect(authorize.searchParams.get('scope')).toBe('identify guilds');
    expect(authorize.searchParams.get('client_id')).toBe('client-1');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.base}/api/auth/discord/callback`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth/complete');

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    const body = (await me.json()) as { user: { id: string; name: string; avatar: string } };
    expect(body.user).toMatchObject({
      name: 'Alice',
      avatar: 'https://cdn.discordapp.com/avatars/800000000000000001/abc.png',
    });
    const stored = await app.em().findOneOrFail(User, { discordId: alice.id });
    expect(body.user.id).toBe(stored.id);
  });

  it('lists exactly the servers the user owns or holds ADMINISTRATOR or MANAGE_GUILD in, with permissions beyond 32 bits', async () => {
    discord.signInNext(alice, guilds);
    const client = app.client();
    await signIn(client);
    const { servers } = (await (await client.get('/api/me')).json()) as { servers: { name: string }[] };
    // By name, as the organiser area lists them.
    expect(servers.map((server: { name: string }) => server.name)).toEqual([
      'Admin Server',
      'Manager Server',
      'Owned Server',
    ]);
    const memberships = await app
      .em()
      .find(ServerMembership, { user: { discordId: alice.id }, isAdmin: true });
    expect(memberships.map((m) => m.server.id).sort()).toEqual([
      '900000000000000001',
      '900000000000000002',
      '900000000000000003',
    ]);
  });

  it('revokes organiser access to a server once Discord no longer reports the permission', async () => {
    discord.signInNext(alice, guilds.slice(1));
    await signIn(app.client());
    const owned = await app
      .em()
      .findOneOrFail(ServerMembership, { user: { discordId: alice.id }, server: '900000000000000001' });
    expect(owned.isAdmin).toBe(false);
  });

  it('gives a new session id at sign-in', async () => {
    discord.signInNext(alice, guilds);
    const client = app.client();
    await client.get('/api/auth/discord');
    const before = client.jar.get('galaxia.sid');
    expect(before).toBeTruthy();
    const start = await client.get('/api/auth/discord');
    const atDiscord = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    await client.get(atDiscord.headers.get('location') ?? '');
    const after = client.jar.get('galaxia.sid');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  it('refuses a callback with no state and creates no session', async () => {
    discord.signInNext(alice, guilds);
    const client = app.client();
    const start = await client.get('/api/auth/discord');
    const atDiscord = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const callback = new URL(atDiscord.headers.get('location') ?? '');
    callback.searchParams.delete('state');
    const response = await client.get(callback.toString());
    expect(response.headers.get('location')).toBe('/login?error=expired');
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('refuses a callback whose state does not match the session', async () => {
    discord.signInNext(alice, guilds);
    const client = app.client();
    const start = await client.get('/api/auth/discord');
    const atDiscord = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const callback = new URL(atDiscord.headers.get('location') ?? '');
    callback.searchParams.set('state', 'forged-state-value');
    const response = await client.get(callback.toString());
    expect(response.headers.get('location')).toBe('/login?error=expired');
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('refuses a callback started in another browser (no state in this session)', async () => {
    discord.signInNext(alice, guilds);
    const attacker = app.client();
    const start = await attacker.get('/api/auth/discord');
    const atDiscord = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const victim = app.client();
    const response = await victim.get(atDiscord.headers.get('location') ?? '');
    expect(response.headers.get('location')).toBe('/login?error=expired');
    expect((await victim.get('/api/me')).status).toBe(401);
  });

  it('refuses a replayed state', async () => {
    discord.signInNext(alice, guilds);
    const client = app.client();
    const first = await client.get('/api/auth/discord');
    const state = new URL(first.headers.get('location') ?? '').searchParams.get('state');
    const atDiscord = await fetch(first.headers.get('location') ?? '', { redirect: 'manual' });
    const callback = atDiscord.headers.get('location') ?? '';
    expect((await client.get(callback)).headers.get('location')).toBe('/auth/complete');
    await client.post('/api/auth/logout');
    // Same state and a fresh code: the state was consumed, so the second use is refused.
    const replay = new URL(callback);
    replay.searchParams.set('state', state ?? '');
    const again = await client.get(replay.toString());
    expect(again.headers.get('location')).toBe('/login?error=expired');
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('logs out server-side: the old cookie is useless afterwards', async () => {
    discord.signInNext(alice, guilds);
    const client = app.client();
    const start = await client.get('/api/auth/discord');
    const atDiscord = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    await client.get(atDiscord.headers.get('location') ?? '');
    const oldCookie = client.jar.get('galaxia.sid');
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    const reused = await fetch(`${app.base}/api/me`, { headers: { cookie: `galaxia.sid=${oldCookie}` } });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ error: 'Sign in to continue', code: 'UNAUTHENTICATED' });
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const response = await app.client().get('/api/auth/discord');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('galaxia.sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("keeps an anonymous visitor's session to the OAuth state, for 10 minutes", async () => {
    const response = await app.client().get('/api/auth/discord');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('galaxia.sid=')) ?? '';
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)?.[1] ?? 0).getTime();
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 1000);
    const sid = decodeURIComponent(cookie.split(';')[0]!.slice('galaxia.sid='.length)).slice(2).split('.')[0];
    const ttl = await app.redis.ttl(`galaxia:sess:${sid}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(600);
    const stored = JSON.parse((await app.redis.get(`galaxia:sess:${sid}`)) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(Object.keys(stored).sort()).toEqual(['cookie', 'oauth']);
  });

  it('gives a signed-in person a full-length session after the anonymous one', async () => {
    discord.signInNext(alice, guilds);
    const client = app.client();
    const start = await client.get('/api/auth/discord');
    const atDiscord = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    const done = await client.get(atDiscord.headers.get('location') ?? '');
    const cookie = done.headers.getSetCookie().find((line) => line.startsWith('galaxia.sid=')) ?? '';
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)?.[1] ?? 0).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6 * 24 * 3600_000);
  });

  it('does not offer the demo sign-in without DEMO_SIGN_IN=1', async () => {
    expect(await (await app.client().get('/api/auth/options')).json()).toEqual({
      discord: true,
      demo: false,
      google: false,
    });
    expect((await app.client().get('/api/auth/demo-users')).status).toBe(404);
  });

  it('counts a Discord sign-in once against the address budget, and sends a browser past it back to the login page', async () => {
    const keys = () => app.redis.keys('galaxia:rl:account-doors:*');
    const forget = async () => {
      const existing = await keys();
      if (existing.length) await app.redis.del(...existing);
    };
    await forget();
    try {
      discord.signInNext(alice, guilds);
      expect((await signIn(app.client())).response.headers.get('location')).toBe('/auth/complete');
      const [key] = await keys();
      expect(await app.redis.get(key!)).toBe('1');

      // 600 starts per 10 minutes per address (a LAN's worth); the counter is moved to the last one.
      expect(await app.redis.ttl(key!)).toBeGreaterThan(9 * 60);
      await app.redis.set(key!, '599', 'KEEPTTL');
      const last = await app.client().get('/api/auth/discord');
      expect(last.headers.get('location')).toContain(discord.authorizeUrl);
      const refused = await app.client().get('/api/auth/discord');
      expect(refused.status).toBe(302);
      expect(refused.headers.get('location')).toBe('/login?error=busy');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await forget();
    }
  });
});
