import { resetClock, ServerMembership, setClock } from '@galaxia/core/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeDiscordSignIn, useTestApp } from '../test-support/suite-app.ts';

const admin = { id: '820000000000000001', username: 'mod', global_name: 'Removed Mod', avatar: null };
const guild = { id: '920000000000000001', name: 'Scrim Server', icon: null, owner: false, permissions: '8' };

describe('organiser rights are re-checked with Discord during a session', () => {
  const { discord, env } = useFakeDiscordSignIn();
  const app = useTestApp(env());
  afterEach(() => resetClock());

  it("takes a removed admin's rights away on the first request after 15 minutes", async () => {
    const guilds = [{ ...guild }];
    discord.signInNext(admin, guilds);
    const client = app.client();
    const start = await client.get('/api/auth/discord');
    const atDiscord = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    await client.get(atDiscord.headers.get('location') ?? '');
    const create = () =>
      client.post('/api/createEvent', {
        eventName: 'Scrims',
        seasonNumber: 1,
        gameId: 'bgmi',
        serverId: guild.id,
        publishDate: '2026-12-01',
      });
    expect((await create()).status).toBe(201);

    // Discord removes the admin role; the session does not know yet.
    guilds.splice(0, 1, { ...guild, permissions: '0' });
    const signedInAt = Date.now();
    setClock(() => new Date(signedInAt + 14 * 60_000));
    expect((await create()).status).toBe(201);

    setClock(() => new Date(signedInAt + 16 * 60_000));
    const refused = await create();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Only administrators of this Discord server can do that.',
    );
    const me = (await (await client.get('/api/me')).json()) as { servers: unknown[] };
    expect(me.servers).toEqual([]);
    const membership = await app.em().findOneOrFail(ServerMembership, { server: guild.id });
    expect(membership.isAdmin).toBe(false);
  });
});
