import { LIVE_UPDATES_KEEPALIVE_SECONDS, routeContracts } from '@galaxia/core';
import { openTournamentUpdates, stillPublicTournaments } from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { createStreamLeases, type StreamLease } from '../http/stream-leases.ts';
import type { UpdatesHub } from './competition-updates.ts';
import type { RouteTable } from './define-route.ts';

const HEARTBEAT_MS = LIVE_UPDATES_KEEPALIVE_SECONDS * 1000;
/** A draining process asks browsers to come back this soon: the balancer sends them to another process. */
const RECONNECT_AFTER_DRAIN_MS = 1000;

/** Ends one stream; with a delay, first tells the browser when to reconnect. */
type EndStream = (reconnectInMs?: number) => void;

/**
 * GET /api/events/:id/updates: server-sent events, one per change; pages that cannot keep a stream
 * open poll instead. Bounded: per client address and per person, per process, and in time (idle close).
 */
export function liveUpdateRoutes(routes: RouteTable, deps: AppDeps, hub: UpdatesHub) {
  const { env } = deps;
  const leases = createStreamLeases(deps.redis, {
    perClient: env.STREAMS_PER_CLIENT,
    perProcess: env.STREAMS_PER_PROCESS,
    leaseMs: 3 * HEARTBEAT_MS,
  });

  // Open streams by tournament, so one query per heartbeat finds the tournaments no longer public.
  const open = new Map<string, Set<EndStream>>();
  let visibilityTimer: NodeJS.Timeout | undefined;
  const checkVisibility = async () => {
    const ids = [...open.keys()];
    let visible: Set<string>;
    try {
      visible = await stillPublicTournaments(deps.orm.em.fork(), ids);
    } catch {
      return; // The database is away: keep streams as they are and look again next heartbeat.
    }
    for (const id of ids) if (!visible.has(id)) for (const end of open.get(id) ?? []) end();
  };
  deps.lifecycle.onDrain(() => {
    for (const ends of [...open.values()]) for (const end of [...ends]) end(RECONNECT_AFTER_DRAIN_MS);
  });
  const track = (tournamentId: string, end: EndStream) => {
    let set = open.get(tournamentId);
    if (!set) {
      set = new Set();
      open.set(tournamentId, set);
    }
    set.add(end);
    visibilityTimer ??= setInterval(() => void checkVisibility(), HEARTBEAT_MS);
    return () => {
      set.delete(end);
      if (set.size === 0 && open.get(tournamentId) === set) open.delete(tournamentId);
      if (open.size === 0) {
        clearInterval(visibilityTimer);
        visibilityTimer = undefined;
      }
    };
  };

  routes.serve({
    contract: routeContracts.events.updates,
    run: async (ctx, { params }): Promise<undefined> => {
      const { req, res } = ctx;
      const tournamentId = params.id;
      const { channel } = await openTournamentUpdates({ em: ctx.em, actor: null }, tournamentId);
      const lease: StreamLease = await leases.acquire({
        address: req.ip ?? 'unknown',
        userId: ctx.actor?.userId ?? null,
      });
      let closed = false;
      let stop: (() => Promise<void>) | null = null;
      let untrack: (() => void) | null = null;
      let heartbeat: NodeJS.Timeout | undefined;
      let lastEventAt = Date.now();
      const end: EndStream = (reconnectInMs) => {
        if (res.writableEnded) return;
        if (reconnectInMs !== undefined) res.write(`retry: ${reconnectInMs}\n\n`);
        res.end();
      };
      res.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        untrack?.();
        void lease.release();
        void stop?.();
      });
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold events back in their buffers.
        'X-Accel-Buffering': 'no',
      });
      // The hub hands over each update as a finished frame (live-update-frames.ts), built once per process.
      const send = (frame: string) => {
        lastEventAt = Date.now();
        res.write(frame);
      };
      // Subscribed before the headers go out: a page that has its answer misses nothing after it.
      const unsubscribe = await hub.listen(channel, send);
      if (closed) {
        await unsubscribe();
        return;
      }
      stop = unsubscribe;
      untrack = track(tournamentId, end);
      res.flushHeaders();
      res.write('retry: 5000\n\n');
      if (deps.lifecycle.draining) {
        end(RECONNECT_AFTER_DRAIN_MS);
        return;
      }
      heartbeat = setInterval(() => {
        // Nothing happened for a long time: end it; the browser reconnects (and is counted again).
        if (Date.now() - lastEventAt >= env.STREAM_IDLE_SECONDS * 1000) return end();
        res.write(': keep-alive\n\n');
        void lease.renew();
      }, HEARTBEAT_MS);
    },
  });
}
