import type { ServerResponse } from 'node:http';
import { type RecordedRequest, sendJson, startHttpFake } from './http-fake.ts';

/**
 * How the fake answers `verifytoken`: `ok` and `invalid` as the real API does for a right or wrong
 * token; `429-then-ok` throttles the first check and passes the next; `503` is the API in maintenance.
 */
export type FakeCocMode = 'ok' | 'invalid' | '429-then-ok' | '503';

export interface FakeCocOptions {
  mode?: FakeCocMode;
  /** The key the fake expects as `Authorization: Bearer <key>`; other keys get the API's 403. */
  apiToken?: string;
  /** Player names by tag (`#2PP`); tags not listed exist with the name `Chief <tag>`. */
  players?: Record<string, string>;
  /** Tags the API does not know: 404 on every path. */
  unknownTags?: string[];
  /** Town Hall levels by tag; tags not listed are at Town Hall 14. */
  townHalls?: Record<string, number>;
}

const playerPath = /^\/v1\/players\/([^/]+)(\/verifytoken)?$/;

/** Speaks the two paths of the official Clash of Clans API that verification uses, at their real paths. */
export async function startFakeCoc(options: FakeCocOptions = {}) {
  let mode: FakeCocMode = options.mode ?? 'ok';
  let delayMs = 0;
  let throttled = 0;
  const players = { ...options.players };
  const townHalls = { ...options.townHalls };
  const unknown = new Set(options.unknownTags ?? []);
  const verifyCalls: { tag: string; token: string }[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];

  const refuseUnauthorised = (req: RecordedRequest, res: ServerResponse): boolean => {
    if (!options.apiToken || req.headers.authorization === `Bearer ${options.apiToken}`) return false;
    sendJson(res, 403, { reason: 'accessDenied', message: 'Invalid authorization' });
    return true;
  };
  const tagOf = (req: RecordedRequest) => decodeURIComponent(playerPath.exec(req.path)?.[1] ?? '');

  const fake = await startHttpFake([
    [
      /^POST \/v1\/players\/[^/]+\/verifytoken$/,
      async (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        const tag = tagOf(req);
        const token = String((JSON.parse(req.body || '{}') as { token?: unknown }).token ?? '');
        verifyCalls.push({ tag, token });
        for (const waiter of waiters.filter((w) => verifyCalls.length >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (res.destroyed) return;
        if (unknown.has(tag)) return sendJson(res, 404, { reason: 'notFound' });
        if (mode === '503') {
          return sendJson(res, 503, { reason: 'inMaintenance', message: 'Service is in maintenance.' });
        }
        if (mode === '429-then-ok' && throttled === 0) {
          throttled += 1;
          return sendJson(res, 429, { reason: 'requestThrottled', message: 'Request was throttled.' });
        }
        sendJson(res, 200, { tag, token, status: mode === 'invalid' ? 'invalid' : 'ok' });
      },
    ],
    [
      /^GET \/v1\/players\/[^/]+$/,
      (req, res) => {
        if (refuseUnauthorised(req, res)) return;
        const tag = tagOf(req);
        if (unknown.has(tag)) return sendJson(res, 404, { reason: 'notFound' });
        sendJson(res, 200, {
          tag,
          name: players[tag] ?? `Chief ${tag}`,
          townHallLevel: townHalls[tag] ?? 14,
          expLevel: 180,
        });
      },
    ],
  ]);

  return {
    ...fake,
    apiUrl: `${fake.url}/v1`,
    verifyCalls,
    setMode(next: FakeCocMode) {
      mode = next;
      throttled = 0;
    },
    /** Holds every `verifytoken` answer this long (to kill a worker while it waits). */
    setDelay(ms: number) {
      delayMs = ms;
    },
    addPlayer(tag: string, name: string, townHall?: number) {
      players[tag] = name;
      if (townHall !== undefined) townHalls[tag] = townHall;
    },
    /** The player upgraded (or the test needs another level): the next look-up gives this one. */
    setTownHall(tag: string, level: number) {
      townHalls[tag] = level;
    },
    /** Resolves once `count` verifytoken requests have arrived in total. */
    verifyCallsReach(count: number): Promise<void> {
      if (verifyCalls.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
  };
}

export type FakeCoc = Awaited<ReturnType<typeof startFakeCoc>>;
