import { DATA_VERSION_HEADER, versionedRead } from '@galaxia/core/server';
import type { RouteInput, RouteSpec } from '../routes/define-route.ts';
import { PRIVATE_CACHE_CONTROL, type PublicCache, VersionedBody } from './public-cache.ts';

type PublicRun<I extends RouteInput, P extends string> = RouteSpec<'public', I, P>['run'];

/**
 * A public read answered from the shared read model for visitors. A signed-in viewer's answer carries
 * their own parts (participation, the match buttons they may use): it is built fresh and marked private,
 * so neither this cache nor one in front of the api ever hands it to someone else. Either way a read of
 * one tournament names the version of its data it shows (`Galaxia-Data-Version`), so a live page never
 * replaces newer data with an older answer (one a browser or proxy kept, or one overtaken on the way).
 */
export function cachedRead<I extends RouteInput, P extends string>(
  cache: PublicCache | null,
  tournamentOf: (params: Record<string, string>) => string | null,
  run: PublicRun<I, P>,
): PublicRun<I, P> {
  return async (ctx, input) => {
    const tournamentId = tournamentOf(ctx.req.params as Record<string, string>);
    const load = async (base = ctx.em) => {
      if (!tournamentId) return run({ ...ctx, em: base }, input);
      const { value, version } = await versionedRead(base, tournamentId, async (em) =>
        run({ ...ctx, em }, input),
      );
      return new VersionedBody(value, version);
    };
    if (!cache || ctx.actor) {
      if (ctx.actor) ctx.res.set({ 'Cache-Control': PRIVATE_CACHE_CONTROL, Vary: 'Cookie' });
      const loaded = await load();
      if (!(loaded instanceof VersionedBody)) return loaded;
      ctx.res.set(DATA_VERSION_HEADER, String(loaded.version));
      return loaded.value as Awaited<ReturnType<typeof run>>;
    }
    // Built for everyone on the read model's own pool, not behind this process's writes.
    const entry = await cache.get(ctx.req.originalUrl, tournamentId, () => load(cache.readEm?.() ?? ctx.em));
    cache.send(ctx.req, ctx.res, entry);
    return undefined;
  };
}
