import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type EnquiriesPage, enquiriesPageSchema } from '@galaxia/core';
import { ContactEnquiry, User } from '@galaxia/core/server';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { enquiry } from '../test-support/contact-enquiry.ts';
import { useFakeDiscordSignIn, useTestApp } from '../test-support/suite-app.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const STAFF_ONLY = { error: 'Only Galaxia staff can read enquiries', code: 'CONTACT_STAFF_ONLY' };

describe('staff inbox of contact enquiries', () => {
  const bootstrapStaffDiscordId = '810000000000000077';
  const { discord, env } = useFakeDiscordSignIn();
  const app = useTestApp(env({ STAFF_DISCORD_IDS: ` 1 , ${bootstrapStaffDiscordId} ` }));
  beforeAll(async () => {
    const em = app.em();
    await em.nativeDelete(ContactEnquiry, {});
    em.create(ContactEnquiry, {
      ...enquiry,
      subject: 'Older question',
      createdAt: new Date(Date.now() - 3_600_000),
    });
    em.create(ContactEnquiry, enquiry);
    await em.flush();
  });

  async function signInWithDiscord(user: { id: string; username: string }, guilds: unknown[]) {
    discord.signInNext({ ...user, global_name: null, avatar: null }, guilds as never);
    const client = app.client();
    const start = await client.get('/api/auth/discord');
    const atDiscord = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    expect((await client.get(atDiscord.headers.get('location') ?? '')).status).toBe(302);
    return client;
  }

  it('refuses a brand-new Discord user who owns one server (creating one is free)', async () => {
    const client = await signInWithDiscord({ id: '810000000000000001', username: 'server-owner' }, [
      { id: '910000000000000001', name: 'My Free Server', icon: null, owner: true, permissions: '0' },
    ]);
    const servers = ((await (await client.get('/api/me')).json()) as { servers: unknown[] }).servers;
    expect(servers).toHaveLength(1);

    const refused = await client.get('/api/staff/enquiries');
    expect([refused.status, await refused.json()]).toEqual([403, STAFF_ONLY]);
    const closing = await client.post(`/api/staff/enquiries/${crypto.randomUUID()}/close`);
    expect([closing.status, await closing.json()]).toEqual([403, STAFF_ONLY]);
    // The old organiser path is gone, not left open beside the new one.
    expect((await client.get('/api/organiser/enquiries')).status).toBe(404);
    expect((await app.client().get('/api/staff/enquiries')).status).toBe(401);
  });

  it('lets a person on the bootstrap allow-list read the inbox, newest first, page by page', async () => {
    const client = await signInWithDiscord({ id: bootstrapStaffDiscordId, username: 'founder' }, []);
    const response = await client.get('/api/staff/enquiries');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = enquiriesPageSchema.parse(await response.json()) as EnquiriesPage;
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(page.items.map((item) => item.subject)).toEqual(['Sponsoring Season 4', 'Older question']);
    expect(page.items[0]).toMatchObject({ ...enquiry, handledAt: null });
    const second = (await (
      await client.get('/api/staff/enquiries?page=2&pageSize=1')
    ).json()) as EnquiriesPage;
    expect(second.items.map((item) => item.subject)).toEqual(['Older question']);
  });

  it('grants staff with the CLI, and staff close an enquiry once', async () => {
    const person = await createUser(app, 'Support Lead');
    const before = await signedIn(app, person);
    expect((await before.get('/api/staff/enquiries')).status).toBe(403);

    const env = { ...process.env, DATABASE_URL: inject('databaseUrl') };
    const granted = await run(process.execPath, ['scripts/grant-staff.ts', person.discordId ?? ''], {
      cwd: root,
      env,
    });
    expect(granted.stdout.trim()).toBe('Support Lead is now Galaxia staff');
    await expect(
      run(process.execPath, ['scripts/grant-staff.ts', '123456789'], { cwd: root, env }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'No Galaxia user has Discord id 123456789: they must sign in once first',
      ),
    });
    expect((await app.em().findOneOrFail(User, { id: person.id })).isStaff).toBe(true);

    const staff = await signedIn(app, person);
    const target = await app.em().findOneOrFail(ContactEnquiry, { subject: 'Older question' });
    const closed = await staff.post(`/api/staff/enquiries/${target.id}/close`);
    expect(closed.status).toBe(200);
    const { handledAt } = (await closed.json()) as { handledAt: string };
    expect(new Date(handledAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const again = (await (await staff.post(`/api/staff/enquiries/${target.id}/close`)).json()) as {
      handledAt: string;
    };
    expect(again.handledAt).toBe(handledAt);
    const stored = await app.em().findOneOrFail(ContactEnquiry, { id: target.id });
    expect(stored.handledAt?.toISOString()).toBe(handledAt);

    const missing = await staff.post(`/api/staff/enquiries/${crypto.randomUUID()}/close`);
    expect([missing.status, await missing.json()]).toEqual([
      404,
      { error: 'Enquiry not found', code: 'CONTACT_ENQUIRY_NOT_FOUND' },
    ]);
  });
});
