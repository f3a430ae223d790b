import {
  Announcement,
  discordNotificationJob,
  JobOutboxEntry,
  type JobQueues,
  postAnnouncement,
  redisPublisher,
  relayJobOutbox,
  withJobOutbox,
} from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganiser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

describe('writes sent with an Idempotency-Key, and the jobs they enqueue', () => {
  let app: TestApp;
  let organiser: Awaited<ReturnType<typeof createOrganiser>>;
  let owner: HttpClient;
  let tournamentId: string;

  beforeAll(async () => {
    app = await startTestApp();
    organiser = await createOrganiser(app, 'Ida');
    owner = await signedIn(app, organiser.user);
    const created = await owner.post('/api/createEvent', {
      eventName: 'Retry Cup',
      seasonNumber: 1,
      gameId: 'valorant',
      serverId: organiser.server.id,
      publishDate: '2026-12-01',
    });
    expect(created.status).toBe(201);
    tournamentId = ((await created.json()) as { id: string }).id;
  });
  afterAll(() => app.close());

  const announce = (key: string, title = 'Check-in opens at 17:30') =>
    owner.post(
      `/api/organiser/tournaments/${tournamentId}/announcements`,
      { title, content: 'Captains, be ready.' },
      { 'idempotency-key': key },
    );

  it('runs a write once however often it is sent, answering the retry with the first answer', async () => {
    const first = await announce('retry-key-0001');
    const firstBody = await first.json();
    const retry = await announce('retry-key-0001');
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(firstBody);

    const rows = await app.em().find(Announcement, { tournament: tournamentId });
    expect(rows.map((row) => row.title)).toEqual(['Check-in opens at 17:30']);
    // Its Discord post was stored with the write and handed to BullMQ once.
    const jobId = `discord.announcement.${rows[0]?.id}`;
    await vi.waitFor(async () => expect(await app.em().count(JobOutboxEntry, {})).toBe(0));
    const job = await app.queues.queue(discordNotificationJob.queue).getJob(jobId);
    expect(job?.data).toEqual({ kind: 'announcement', tournamentId, announcementId: rows[0]?.id });
  });

  it('refuses a key reused for another request, and a malformed key', async () => {
    await announce('retry-key-0002', 'Brackets are out');
    const reused = await owner.post(
      '/api/createEvent',
      {
        eventName: 'Another Cup',
        seasonNumber: 1,
        gameId: 'valorant',
        serverId: organiser.server.id,
        publishDate: '2026-12-01',
      },
      { 'idempotency-key': 'retry-key-0002' },
    );
    expect([reused.status, await reused.json()]).toEqual([
      409,
      {
        error:
          'This Idempotency-Key was already used for another request. Send a new key with each new write.',
        code: 'IDEMPOTENCY_KEY_REUSED',
      },
    ]);
    const malformed = await announce('short');
    expect([malformed.status, ((await malformed.json()) as { error: string }).error]).toEqual([
      400,
      'The Idempotency-Key header must be 8 to 100 letters, digits, dots, colons, dashes or underscores.',
    ]);
  });

  it('refuses a key sent again with another body, and writes nothing for it', async () => {
    const first = await announce('retry-key-0003', 'Room details at 17:00');
    expect(first.status).toBe(201);
    const changed = await announce('retry-key-0003', 'Room details at 18:00');
    expect([changed.status, await changed.json()]).toEqual([
      409,
      {
        error:
          'This Idempotency-Key was already used for another request. Send a new key with each new write.',
        code: 'IDEMPOTENCY_KEY_REUSED',
      },
    ]);
    const titles = (await app.em().find(Announcement, { tournament: tournamentId })).map((row) => row.title);
    expect(titles.filter((title) => title.startsWith('Room details'))).toEqual(['Room details at 17:00']);
  });

  it('runs a write with a long query string once, not a server error', async () => {
    const path = `/api/organiser/tournaments/${tournamentId}/announcements?ref=${'a'.repeat(400)}`;
    const send = () =>
      owner.post(
        path,
        { title: 'Long link news', content: 'Captains, be ready.' },
        { 'idempotency-key': 'retry-key-0004' },
      );
    const first = await send();
    const retry = await send();
    expect([first.status, retry.status, retry.headers.get('idempotent-replayed')]).toEqual([
      201,
      201,
      'true',
    ]);
    const rows = await app.em().find(Announcement, { tournament: tournamentId, title: 'Long link news' });
    expect(rows).toHaveLength(1);
  });

  it('tells open pages of a change only once the write has committed, so their refetch finds it', async () => {
    const title = 'Seen after commit';
    // What a page that refetches on the update would find, read on its own connection.
    const foundByPages: number[] = [];
    const publish = redisPublisher({
      publish: async () => {
        foundByPages.push(await app.em().count(Announcement, { tournament: tournamentId, title }));
        return 1;
      },
    });
    const actor = { userId: organiser.user.id, discordId: organiser.user.discordId ?? null, name: 'Ida' };
    await withJobOutbox(app.em(), app.queues, (tx) =>
      postAnnouncement(
        { em: tx, actor },
        { tournamentId, type: 'info', title, content: 'Captains, be ready.' },
        { publish },
      ),
    );
    expect(foundByPages).toEqual([1]);
  });

  it('keeps a job whose hand-over failed (Redis down, process killed) until the relay hands it over, once', async () => {
    const unreachable = {
      add: () => Promise.reject(new Error('Redis is down')),
    } as unknown as JobQueues;
    const announcementId = crypto.randomUUID();
    await withJobOutbox(app.em(), unreachable, async () => {
      await app.queues.enqueue(discordNotificationJob, {
        kind: 'announcement',
        tournamentId,
        announcementId,
      });
    });
    const jobId = `discord.announcement.${announcementId}`;
    const queue = app.queues.queue(discordNotificationJob.queue);
    expect(await queue.getJob(jobId)).toBeUndefined();
    expect(await app.em().count(JobOutboxEntry, { jobId })).toBe(1);

    expect(await relayJobOutbox(app.orm, app.queues, { graceMs: 0 })).toBe(1);
    expect((await queue.getJob(jobId))?.data).toEqual({ kind: 'announcement', tournamentId, announcementId });
    expect(await app.em().count(JobOutboxEntry, { jobId })).toBe(0);
    expect(await relayJobOutbox(app.orm, app.queues, { graceMs: 0 })).toBe(0);
  });
});
