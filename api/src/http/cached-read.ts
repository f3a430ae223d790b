import type { RouteInput, RouteSpec } from '../routes/define-route.ts';
import { PRIVATE_CACHE_CONTROL, type PublicCache } from './public-cache.ts';

type PublicRun<I extends RouteInput, P extends string> = RouteSpec<'public', I, P>['run'];

/**
 * A public read answered from the shared read model for visitors. A signed-in viewer's answer carries
 * their own parts (participation, the match buttons they may use): it is built fresh and marked private,
 * so neither this cache nor one in front of the api ever hands it to someone else.
 */
export function cachedRead<I extends RouteInput, P extends string>(
  cache: PublicCache | null,
  tournamentOf: (params: Record<string, string>) => string | null,
  run: PublicRun<I, P>,
): PublicRun<I, P> {
  if (!cache) return run;
  return async (ctx, input) => {
    if (ctx.actor) {
      ctx.res.set({ 'Cache-Control': PRIVATE_CACHE_CONTROL, Vary: 'Cookie' });
      return run(ctx, input);
    }
    const params = ctx.req.params as Record<string, string>;
    const entry = await cache.get(ctx.req.originalUrl, tournamentOf(params), async () => run(ctx, input));
    cache.send(ctx.req, ctx.res, entry);
    return undefined;
  };
}

/** Reads under `/events/:id`: dropped with that tournament's changes. */
export const byEventId = (params: Record<string, string>) => params.id ?? null;
/** Reads spanning tournaments: dropped with any tournament's change. */
export const acrossEvents = () => null;
