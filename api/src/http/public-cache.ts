import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { DATA_VERSION_HEADER, type Orm, type Redis } from '@galaxia/core/server';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { acceptedCodings, type Coding } from './content-coding.ts';

/** Live updates travel on `galaxia:events:<tournament id>` (core's tournamentUpdatesChannel). */
const TOURNAMENT_CHANNELS = 'galaxia:events:*';
const TOURNAMENT_PREFIX = 'galaxia:events:';
/** Writes that do not name one tournament (a team renamed, a profile edited) drop everything. */
const PUBLIC_CACHE_FLUSH_CHANNEL = 'galaxia:public-cache:flush';

/** What a CDN or browser may keep: a few seconds fresh, then served stale while it asks again. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A read's answer with the version of the tournament's data it shows (core's `versionedRead`). */
export class VersionedBody {
  readonly value: unknown;
  readonly version: number;
  constructor(value: unknown, version: number) {
    this.value = value;
    this.version = version;
  }
}

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** One way an entry goes out: its bytes and all its headers, laid out once for `writeHead`. */
interface Representation {
  coding: Coding | null;
  body: Buffer;
  headers: string[];
}

/**
 * A strong ETag names one representation (RFC 9110 8.8.3): each coding gets its own, `"<hash>-gzip"`,
 * so a cache never answers a gzip request with brotli bytes it validated under the same tag.
 */
const taggedFor = (etag: string, coding: Coding | null) =>
  coding ? `${etag.slice(0, -1)}-${coding}"` : etag;

/**
 * An answer compressed once per change rather than per request (a 256-team bracket is 100 KB of JSON),
 * with its headers and ETag worked out once too: a hit only picks a representation and writes it.
 */
interface Entry {
  etag: string;
  /** The tournament's data version the body shows; null for reads that span tournaments. */
  version: number | null;
  tournamentId: string | null;
  plain: Representation;
  /** Smallest first: a request gets the first one its Accept-Encoding takes. */
  representations: Representation[];
  /** Held bytes, brotli included before it arrives (it is kept only when smaller than gzip). */
  bytes: number;
}

function cachingHeaders(etag: string, version: number | null) {
  const versionHeader = version === null ? [] : [DATA_VERSION_HEADER, String(version)];
  return [
    ...versionHeader,
    'ETag',
    etag,
    'Cache-Control',
    PUBLIC_CACHE_CONTROL,
    'Vary',
    'Cookie, Accept-Encoding',
    'X-Content-Type-Options',
    'nosniff',
  ];
}

function representation(
  etag: string,
  version: number | null,
  coding: Coding | null,
  body: Buffer,
): Representation {
  const headers = [
    ...cachingHeaders(taggedFor(etag, coding), version),
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(body.length),
  ];
  if (coding) headers.push('Content-Encoding', coding);
  return { coding, body, headers };
}

const bySize = (representations: Representation[]) =>
  representations.toSorted((a, b) => a.body.length - b.body.length);

/**
 * Keyed by the version as well as the bytes: a browser revalidating an answer of an older version never
 * gets a 304 that would keep that version's header on it.
 */
const etagOf = (body: Buffer, version: number | null) =>
  `"${createHash('sha1')
    .update(body)
    .update(version === null ? '' : `@${version}`)
    .digest('base64url')}"`;

async function createEntry(
  body: Buffer,
  etag: string,
  version: number | null,
  tournamentId: string | null,
): Promise<Entry> {
  const plain = representation(etag, version, null, body);
  const gzip = representation(etag, version, 'gzip', await gzipped(body));
  return {
    etag,
    version,
    tournamentId,
    plain,
    representations: bySize([plain, gzip]),
    bytes: body.length + 2 * gzip.body.length + 1024,
  };
}

/**
 * Brotli at its best setting shrinks a 256-team bracket a quarter below gzip but takes ~100 ms: it runs
 * in the thread pool after the entry is served gzipped, and joins the entry when done.
 */
async function addBrotli(entry: Entry) {
  if (entry.representations.some((candidate) => candidate.coding === 'br')) return;
  const body = entry.plain.body;
  const compressed = await brotlied(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = entry.representations.find((candidate) => candidate.coding === 'gzip');
  if (gzip && compressed.length < gzip.body.length) {
    entry.representations = bySize([
      ...entry.representations,
      representation(entry.etag, entry.version, 'br', compressed),
    ]);
  }
}

export interface PublicCacheOptions {
  /** Upper bound on the bytes of JSON held, per api process. */
  maxBytes?: number;
  /** Time-derived fields (registration open, live now) age: an entry is rebuilt at least this often. */
  ttlMs?: number;
  /** What ages entries (tests move a fake one); the process's own clock by default. */
  clock?: { now(): number };
  /** What entries are built on (its own small pool in production: api/src/server.ts). */
  readOrm?: Orm;
}

/**
 * The public read model: each anonymous public GET is built once per change and answered from memory.
 * Entries go when a tournament's live-update channel reports a change (from any api process or worker),
 * when any write through this api succeeds, and after `ttlMs` at the latest.
 */
export function createPublicCache(
  redis: Pick<Redis, 'duplicate' | 'publish'>,
  options: PublicCacheOptions = {},
) {
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.bytes,
    ttl: options.ttlMs ?? 30_000,
    // Read the clock on every check: lru-cache otherwise keeps a reading for a millisecond of real time.
    ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
    // An expired entry stays until its rebuild, which keeps it (and its compressions) if nothing changed.
    noDeleteOnStaleGet: true,
    dispose: (entry, key) => byTournament.get(entry.tournamentId ?? '')?.delete(key),
  });
  const byTournament = new Map<string, Set<string>>();
  const building = new Map<string, Promise<Entry>>();
  // Bumped by invalidations: a build that saw a bump of its own while it read must not be stored. Per
  // tournament, so a busy tournament's writes (a qualifier's registrations, a results desk) never keep
  // another tournament's answers from being kept. `anyChange` moves with every tournament's, for the
  // entries spanning tournaments (under ''); `flushes` with every invalidation of everything.
  const generations = new Map<string, number>();
  let anyChange = 0;
  let flushes = 0;
  const bump = (tournamentId: string) => {
    anyChange++;
    generations.set(tournamentId, (generations.get(tournamentId) ?? 0) + 1);
  };
  const generationOf = (tournamentId: string | null) =>
    `${flushes}:${tournamentId ? (generations.get(tournamentId) ?? 0) : `*${anyChange}`}`;

  const dropTournament = (tournamentId: string) => {
    bump(tournamentId);
    // Entries spanning tournaments (featured list, player profiles) live under ''.
    for (const id of [tournamentId, '']) {
      for (const key of [...(byTournament.get(id) ?? [])]) entries.delete(key);
    }
  };
  const clear = () => {
    flushes++;
    entries.clear();
    byTournament.clear();
  };

  const subscriber = redis.duplicate();
  subscriber.on('pmessage', (_pattern: string, channel: string) => {
    if (channel.startsWith(TOURNAMENT_PREFIX)) dropTournament(channel.slice(TOURNAMENT_PREFIX.length));
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== PUBLIC_CACHE_FLUSH_CHANNEL) return;
    if (message === '*') clear();
    else dropTournament(message);
  });
  subscriber.on('error', (error: Error) => console.error('[api] public cache invalidation:', error.message));
  const ready = Promise.all([
    subscriber.psubscribe(TOURNAMENT_CHANNELS),
    subscriber.subscribe(PUBLIC_CACHE_FLUSH_CHANNEL),
  ]);

  // One brotli job at a time: the thread pool also hashes passwords. An entry dropped while it waited
  // is skipped.
  let brotliQueue = Promise.resolve();
  const compressFurther = (key: string, entry: Entry) => {
    brotliQueue = brotliQueue
      .then(() => (entries.peek(key) === entry ? addBrotli(entry) : undefined))
      .catch((error: Error) => console.error('[api] public cache brotli:', error.message));
  };

  async function build(key: string, tournamentId: string | null, load: () => Promise<unknown>) {
    const seen = generationOf(tournamentId);
    const loaded = await load();
    const [value, version] =
      loaded instanceof VersionedBody ? [loaded.value, loaded.version] : [loaded, null];
    const body = Buffer.from(JSON.stringify(value));
    const etag = etagOf(body, version);
    // Changes drop entries outright: one still here only aged, and the same bytes need no compressing.
    const aged = entries.peek(key, { allowStale: true });
    const entry = aged?.etag === etag ? aged : await createEntry(body, etag, version, tournamentId);
    if (seen === generationOf(tournamentId)) {
      entries.set(key, entry);
      const group = tournamentId ?? '';
      const keys = byTournament.get(group) ?? new Set<string>();
      byTournament.set(group, keys);
      keys.add(key);
      compressFurther(key, entry);
    }
    return entry;
  }

  /** Answers with the smallest representation the client takes, or 304 when it already holds the entry. */
  const send = (req: Request, res: Response, entry: Entry) => {
    // Any coding of the same bytes is still current, and If-None-Match compares weakly (RFC 9110
    // 13.1.2: a proxy may hand on `W/"…"`): the 304 names the tag the client holds.
    const held = req.headers['if-none-match']
      ?.split(',')
      .map((tag) => tag.trim())
      .find((tag) => {
        const strong = tag.replace(/^W\//, '');
        return tag === '*' || strong === entry.etag || strong.startsWith(`${entry.etag.slice(0, -1)}-`);
      });
    if (held) {
      res.writeHead(304, cachingHeaders(held === '*' ? entry.etag : held, entry.version)).end();
      return;
    }
    const accepted = acceptedCodings(req.headers['accept-encoding']);
    const answer =
      entry.representations.find(({ coding }) => coding === null || accepted.has(coding)) ?? entry.plain;
    res.writeHead(200, answer.headers).end(answer.body);
  };

  return {
    ready,
    clear,
    send,
    dropTournament,
    /** A unit of work on the pool entries are built on; null to build on the request's own. */
    readEm: options.readOrm ? () => options.readOrm!.em.fork() : null,
    /**
     * The entry for `key`, built by `load` once however many requests miss at the same time; `load`
     * answers a `VersionedBody` for a read of one tournament.
     */
    async get(key: string, tournamentId: string | null, load: () => Promise<unknown>): Promise<Entry> {
      const cached = entries.get(key);
      if (cached) return cached;
      let pending = building.get(key);
      if (!pending) {
        pending = build(key, tournamentId, load).finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
    /**
     * Serves a visitor's read that is already built before any other middleware runs: a crowd on one
     * bracket costs a map lookup. Only requests without a session cookie, the only ones entries are
     * built for; everything else goes the whole way.
     */
    fastPath(sessionCookie: string): RequestHandler {
      const marker = `${sessionCookie}=`;
      return (req, res, next) => {
        if (req.method !== 'GET' || req.headers.cookie?.includes(marker) || req.headers.authorization)
          return next();
        const entry = entries.get(req.originalUrl);
        if (!entry) return next();
        send(req, res, entry);
      };
    },
    /**
     * Drops this process's entries before a successful write answers (so its own client reads the change
     * next) and tells the other api processes through Redis: only the written tournament's entries when
     * `scopeOf` names it (found before the write runs), everything when it answers null, and nothing when
     * it answers false (the route declares it never changes what the public pages show).
     */
    writes(scopeOf: (req: Request) => Promise<string | null | false>): RequestHandler {
      return async (req, res, next) => {
        const tournamentId = await scopeOf(req).catch(() => null);
        if (tournamentId === false) return next();
        // Reads racing this write must not store what they read before it commits.
        if (tournamentId) bump(tournamentId);
        else flushes++;
        const writeHead = res.writeHead;
        res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
          const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
          if (status < 400) {
            if (tournamentId) dropTournament(tournamentId);
            else clear();
            void redis.publish(PUBLIC_CACHE_FLUSH_CHANNEL, tournamentId ?? '*').catch(() => undefined);
          }
          return writeHead.apply(this, args);
        } as Response['writeHead'];
        next();
      };
    },
    async close() {
      await subscriber.quit().catch(() => undefined);
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
