import type { z } from 'zod';
import type { RouteContract } from './routes/route-contract.ts';

/** The `:name` parameters of an Express path (`/events/:id/teams/:teamId` → `'id' | 'teamId'`). */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamNames<`/${Tail}`>
    : Rest
  : never;

type ParamsInput<C extends RouteContract> = [PathParamNames<C['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<C['path']>, string | number> };

type QueryInput<C extends RouteContract> = C extends { query: infer Q extends z.ZodType }
  ? { query?: z.input<Q> }
  : { query?: undefined };

// A route without a body schema takes none, or a multipart form the api reads field by field.
type BodyInput<C extends RouteContract> = C extends { body: infer B extends z.ZodType }
  ? undefined extends z.input<B>
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : { body?: FormData };

/** What a client sends to a route: its path's parameters, its query and its body, typed by the entry. */
export type RouteInput<C extends RouteContract> = ParamsInput<C> & QueryInput<C> & BodyInput<C>;

/**
 * The address of a route relative to `/api`: the path with each `:name` filled in (encoded) and the
 * query's set values after it (a list as one comma-separated value, as the list queries read them).
 * A missing parameter throws: a request to `/events/:id` must never leave.
 */
export function routeUrl(
  path: string,
  params: Readonly<Record<string, string | number>> | undefined,
  query?: Readonly<Record<string, unknown>>,
): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The path ${path} needs its :${name} parameter`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
