import type { Redis } from '@galaxia/core/server';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createPublicCache, type PublicCache, VersionedBody } from './public-cache.ts';

/** Redis as the cache uses it, with nothing ever published: these tests are not about invalidation. */
function quietRedis() {
  const subscriber = {
    on: () => subscriber,
    psubscribe: async () => 1,
    subscribe: async () => 1,
    quit: async () => 'OK',
  };
  return { duplicate: () => subscriber, publish: async () => 0 } as unknown as Pick<
    Redis,
    'duplicate' | 'publish'
  >;
}

type Entry = Awaited<ReturnType<PublicCache['get']>>;

/** The status, headers and body `send` writes for a request with `headers`. */
function sent(cache: PublicCache, entry: Entry, headers: Record<string, string>) {
  const answer = { status: 0, headers: new Map<string, string>(), body: Buffer.alloc(0) as Buffer };
  const res = {
    writeHead(status: number, head: string[]) {
      answer.status = status;
      for (let at = 0; at < head.length; at += 2) answer.headers.set(head[at] ?? '', head[at + 1] ?? '');
      return res;
    },
    end(body?: Buffer) {
      if (body) answer.body = body;
    },
  };
  cache.send({ headers } as unknown as Request, res as unknown as Response, entry);
  return answer;
}

describe('public cache', () => {
  it('keeps an aged entry, compressions and all, when its rebuild finds the same bytes', async () => {
    let time = 1_000;
    const cache = createPublicCache(quietRedis(), { ttlMs: 20, clock: { now: () => time } });
    let title = 'Finals';
    let loads = 0;
    const load = async () => {
      loads++;
      return { title };
    };
    const first = await cache.get('/events/1', '1', load);
    time += 10;
    expect(await cache.get('/events/1', '1', load)).toBe(first);
    expect(loads).toBe(1);

    time += 30;
    expect(await cache.get('/events/1', '1', load)).toBe(first);
    expect(loads).toBe(2);

    title = 'Grand Finals';
    time += 30;
    const changed = await cache.get('/events/1', '1', load);
    expect(loads).toBe(3);
    expect(changed).not.toBe(first);
    expect(changed.etag).not.toBe(first.etag);
    await cache.close();
  });

  it("keeps a tournament's build when another tournament changes while it reads, not when its own does", async () => {
    const cache = createPublicCache(quietRedis());
    let loads = 0;
    /** A load that reads while `during` happens, as a write committing meanwhile would. */
    const loadWhile = (during: () => void) => async () => {
      loads++;
      during();
      return { title: 'Open Qualifier' };
    };
    await cache.get(
      '/events/a',
      'a',
      loadWhile(() => cache.dropTournament('b')),
    );
    await cache.get(
      '/events/a',
      'a',
      loadWhile(() => undefined),
    );
    expect(loads).toBe(1);

    await cache.get(
      '/events/c',
      'c',
      loadWhile(() => cache.dropTournament('c')),
    );
    await cache.get(
      '/events/c',
      'c',
      loadWhile(() => undefined),
    );
    expect(loads).toBe(3);

    await cache.get(
      '/events/d',
      'd',
      loadWhile(() => cache.clear()),
    );
    await cache.get(
      '/events/d',
      'd',
      loadWhile(() => undefined),
    );
    expect(loads).toBe(5);
    await cache.close();
  });

  it('sends a tiny answer plain, since compressing would make it larger', async () => {
    const cache = createPublicCache(quietRedis());
    const entry = await cache.get('/events/1/brackets', '1', async () => ({ phases: [] }));
    const answer = sent(cache, entry, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Encoding')).toBeUndefined();
    expect(answer.headers.get('Content-Length')).toBe('13');
    expect(answer.body.toString()).toBe('{"phases":[]}');
    await cache.close();
  });

  it('names the data version of a read in a header and its ETag, so a kept older answer is never confirmed', async () => {
    let time = 1_000;
    const cache = createPublicCache(quietRedis(), { ttlMs: 20, clock: { now: () => time } });
    let version = 7;
    const load = async () => new VersionedBody({ score: '2:1' }, version);
    const older = await cache.get('/events/1/matches/sf-1', '1', load);
    const answer = sent(cache, older, {});
    expect([answer.status, answer.headers.get('Galaxia-Data-Version')]).toEqual([200, '7']);
    expect(sent(cache, older, { 'if-none-match': older.etag }).headers.get('Galaxia-Data-Version')).toBe('7');

    // A write that left these bytes alone still moved the version: the browser's copy is not confirmed.
    version = 8;
    time += 30;
    const newer = await cache.get('/events/1/matches/sf-1', '1', load);
    expect(newer.etag).not.toBe(older.etag);
    const revalidated = sent(cache, newer, { 'if-none-match': older.etag });
    expect([revalidated.status, revalidated.headers.get('Galaxia-Data-Version')]).toEqual([200, '8']);
    await cache.close();
  });
});
