import type { NotificationList } from '@galaxia/core';
import { notify } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { useTestApp } from '../test-support/suite-app.ts';
import { startTestApp } from '../test-support/test-app.ts';

const listOf = async (client: HttpClient) =>
  (await (await client.get('/api/notifications')).json()) as NotificationList;
const json = async (response: Promise<Response>) =>
  (await (await response).json()) as Record<string, unknown>;

describe('notification centre', () => {
  const app = useTestApp();

  it('lists a person’s own notifications newest first and marks them read', async () => {
    const ana = await createUser(app, 'Ana Notified');
    const ben = await createUser(app, 'Ben Bystander');
    const em = app.em();
    notify(em, {
      userIds: [ana.id, ana.id],
      kind: 'team-invitation',
      title: 'Invitation to Night Owls',
      body: 'Rahul invited you to join Night Owls.',
      link: '/my-teams',
    });
    await em.flush();
    notify(em, {
      userIds: [ana.id, ben.id],
      kind: 'match-ready',
      title: 'Your match is ready',
      body: 'Round 1',
    });
    await em.flush();

    const client = await signedIn(app, ana);
    const listed = await client.get('/api/notifications');
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as NotificationList;
    expect(body.unread).toBe(2);
    expect(body.notifications.map((n) => n.title)).toEqual([
      'Your match is ready',
      'Invitation to Night Owls',
    ]);
    expect(body.notifications[1]).toMatchObject({
      kind: 'team-invitation',
      body: 'Rahul invited you to join Night Owls.',
      link: '/my-teams',
      readAt: null,
    });

    const first = body.notifications[1]!.id;
    const read = await client.post('/api/notifications/read', { ids: [first] });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ unread: 1 });
    expect(await json(client.post('/api/notifications/read', {}))).toEqual({ unread: 0 });

    // Ben's copy is his own: Ana reading all of hers left his unread.
    const benClient = await signedIn(app, ben);
    expect((await listOf(benClient)).unread).toBe(1);
  });

  it('cannot mark someone else’s notification read', async () => {
    const owner = await createUser(app, 'Owner Of Note');
    const other = await createUser(app, 'Nosy Other');
    const em = app.em();
    notify(em, { userIds: [owner.id], kind: 'ruling', title: 'A ruling', body: 'Match 3 was settled.' });
    await em.flush();
    const ownerClient = await signedIn(app, owner);
    const [note] = (await listOf(ownerClient)).notifications;

    const otherClient = await signedIn(app, other);
    expect(await json(otherClient.post('/api/notifications/read', { ids: [note!.id] }))).toEqual({
      unread: 0,
    });
    expect((await listOf(ownerClient)).unread).toBe(1);
  });

  it('asks anonymous visitors to sign in', async () => {
    const response = await app.client().get('/api/notifications');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in to continue', code: 'UNAUTHENTICATED' });
  });

  it('refuses ids that are not notification ids', async () => {
    const client = await signedIn(app, await createUser(app, 'Bad Ids'));
    const response = await client.post('/api/notifications/read', { ids: ['nope'] });
    expect(response.status).toBe(400);
  });
});

describe('test clock', () => {
  it('moves the server time only when GALAXIA_TEST_CLOCK=1', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.client().put('/api/test/clock', { now: '2031-05-01T10:00:00Z' })).status).toBe(404);
    } finally {
      await plain.close();
    }
    const clocked = await startTestApp({ GALAXIA_TEST_CLOCK: '1' });
    try {
      const moved = await clocked.client().put('/api/test/clock', { now: '2031-05-01T10:00:00Z' });
      expect(moved.status).toBe(200);
      const told = Date.parse(String(((await moved.json()) as { now: string }).now));
      expect(told).toBeGreaterThanOrEqual(Date.parse('2031-05-01T10:00:00Z'));
      expect(told).toBeLessThan(Date.parse('2031-05-01T10:01:00Z'));
      const back = await clocked.client().put('/api/test/clock', { now: null });
      expect(Math.abs(Date.parse(((await back.json()) as { now: string }).now) - Date.now())).toBeLessThan(
        5000,
      );
    } finally {
      await clocked.close();
    }
  });
});
