import { Tournament } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi, invitedFinalPlan } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { publishThroughApi } from '../test-support/publish.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const TOO_MANY = {
  error: 'At most 10 live-update streams can be open at once. Close another tab of Galaxia and try again.',
  code: 'TOO_MANY_STREAMS',
};

/** A configured, published tournament, set up through the organiser's own calls. */
async function publishedTournament(owner: HttpClient, serverId: string) {
  const id = await draftEventThroughApi(
    owner,
    {
      eventName: 'Live Cup',
      seasonNumber: 1,
      gameId: 'valorant',
      serverId,
      publishDate: day(-1),
      format: 1,
      prizePool: '',
      eventDescription: 'Two invited teams, one final.',
    },
    invitedFinalPlan({ startDate: day(1), endDate: day(2) }, { startDate: day(-3), endDate: day(-1) }),
  );
  await publishThroughApi(owner, id);
  const unpublish = async () =>
    expect((await owner.post(`/api/organiser/tournaments/${id}/unpublish`)).status).toBe(200);
  return { id, unpublish };
}

describe('live-update streams are bounded', () => {
  const { app, organiser, owner } = useOrganiserApp('Stream Host');
  let tournament: Awaited<ReturnType<typeof publishedTournament>>;
  const opened: AbortController[] = [];

  const open = async (target: TestApp, headers: Record<string, string> = {}) => {
    const controller = new AbortController();
    opened.push(controller);
    const response = await fetch(`${target.base}/api/events/${tournament.id}/updates`, {
      signal: controller.signal,
      headers,
    });
    return { response, close: () => controller.abort() };
  };
  const closeAll = async () => {
    for (const controller of opened.splice(0)) controller.abort();
    // The server notices closed sockets asynchronously.
    await vi.waitFor(async () =>
      expect(await app.redis.zcard('galaxia:sse:{leases}:addr:127.0.0.1')).toBe(0),
    );
  };

  beforeAll(async () => {
    tournament = await publishedTournament(owner, organiser.server.id);
    expect((await app.em().findOneOrFail(Tournament, { id: tournament.id })).lifecycle).toBe('published');
  });
  afterAll(async () => {
    for (const controller of opened.splice(0)) controller.abort();
  });

  it('refuses the 11th stream from one address with 429 (the probe opened 300), and frees places on close', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await open(app)).response.status);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await open(app);
    expect([refused.response.status, await refused.response.json()]).toEqual([429, TOO_MANY]);

    opened[0]!.abort();
    await vi.waitFor(async () =>
      expect(await app.redis.zcard('galaxia:sse:{leases}:addr:127.0.0.1')).toBe(9),
    );
    expect((await open(app)).response.status).toBe(200);
    await closeAll();
  });

  it('counts one signed-in person across addresses, and shares the count between api processes', async () => {
    const first = await startTestApp({ TRUST_PROXY: 'loopback' });
    const second = await startTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const viewer = await signedIn(first, await createUser(first, 'Tab Hoarder'));
      const cookie = `galaxia.sid=${viewer.jar.get('galaxia.sid')}`;
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        // Two processes, eleven addresses: still one person.
        const headers = { cookie, 'x-forwarded-for': `198.51.100.${i + 1}` };
        statuses.push((await open(i % 2 === 0 ? first : second, headers)).response.status);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      const refused = await open(second, { cookie, 'x-forwarded-for': '198.51.100.99' });
      expect([refused.response.status, await refused.response.json()]).toEqual([429, TOO_MANY]);
    } finally {
      for (const controller of opened.splice(0)) controller.abort();
      await first.close();
      await second.close();
    }
  });

  it('answers 503 once the process ceiling is reached', async () => {
    const small = await startTestApp({ STREAMS_PER_PROCESS: '2' });
    try {
      expect((await open(small)).response.status).toBe(200);
      expect((await open(small)).response.status).toBe(200);
      const refused = await open(small);
      expect([refused.response.status, await refused.response.json()]).toEqual([
        503,
        {
          error: 'Live updates are busy right now. The page keeps refreshing by itself.',
          code: 'STREAMS_BUSY',
        },
      ]);
    } finally {
      await closeAll();
      await small.close();
    }
  });

  it('closes an open stream once its tournament is unpublished, and refuses to reopen it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await open(app);
      expect(stream.response.status).toBe(200);
      const reader = stream.response.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('retry: 5000');

      await tournament.unpublish();
      vi.advanceTimersByTime(25_000);
      const rest: string[] = [];
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        rest.push(new TextDecoder().decode(chunk.value));
      }
      expect(rest.join('')).toContain(': keep-alive');
      const again = await open(app);
      expect([again.response.status, await again.response.json()]).toEqual([
        404,
        { error: 'Tournament not found', code: 'EVENT_NOT_FOUND' },
      ]);
    } finally {
      vi.useRealTimers();
      await closeAll();
    }
  });
});
