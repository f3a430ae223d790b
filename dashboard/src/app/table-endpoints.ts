import { type RouteInput, type RouteResponse, routeUrl } from '@galaxia/core';
import type {
  FetchArgs,
  MutationDefinition,
  MutationExtraOptions,
  QueryDefinition,
  QueryExtraOptions,
} from '@reduxjs/toolkit/query';
import type { ApiBaseQuery, ApiBuilder, ApiTag } from './api-slice.ts';
import { type CalledRoute, type ContractOf, ROUTE_PATHS } from './route-paths.ts';

/** What a table route answers: its response schema's output (undefined for 204 and non-JSON answers). */
export type RouteAnswer<K extends CalledRoute> = K extends CalledRoute ? RouteResponse<ContractOf<K>> : never;

/** What a table route takes from its caller: path parameters, query and body, typed by its entry. */
export type RouteArgs<K extends CalledRoute> = K extends CalledRoute ? RouteInput<ContractOf<K>> : never;

/** The body a table route reads (its schema's input), for endpoints whose argument is the body itself. */
export type RouteBody<K extends CalledRoute> = NonNullable<RouteArgs<K>['body']>;

/** A table route that needs nothing from its caller: no path parameter, no required query or body. */
type BareRoute = { [K in CalledRoute]: object extends RouteArgs<K> ? K : never }[CalledRoute];

interface LooseArgs {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

/** The fetch arguments for a table route: its path with the parameters filled in, its method and body. */
export function routeArgs<K extends CalledRoute>(key: K, args: RouteArgs<K>): FetchArgs {
  const line: string = ROUTE_PATHS[key];
  const [method, path] = line.split(' ') as [string, string];
  const { params, query, body } = args as LooseArgs;
  const url = routeUrl(path, params, query);
  return body === undefined ? { url, method } : { url, method, body };
}

/** One call to a table route, for an endpoint that picks its route per call (accept or decline). */
export interface TableRequest<K extends CalledRoute> {
  route: K;
  fetch: FetchArgs;
}

export const tableRequest = <K extends CalledRoute>(key: K, args: RouteArgs<K>): TableRequest<K> => ({
  route: key,
  fetch: routeArgs(key, args),
});

type QueryOptions<K extends CalledRoute, Arg> = Omit<
  QueryExtraOptions<ApiTag, RouteAnswer<K>, Arg, ApiBaseQuery, 'api'>,
  'type'
>;
type MutationOptions<K extends CalledRoute, Arg> = Omit<
  MutationExtraOptions<ApiTag, RouteAnswer<K>, Arg, ApiBaseQuery, 'api'>,
  'type'
>;
type TableQuery<K extends CalledRoute, Arg> = QueryDefinition<
  Arg,
  ApiBaseQuery,
  ApiTag,
  RouteAnswer<K>,
  'api'
>;
type TableMutation<K extends CalledRoute, Arg> = MutationDefinition<
  Arg,
  ApiBaseQuery,
  ApiTag,
  RouteAnswer<K>,
  'api'
>;

type AnyRequest = (arg: unknown) => FetchArgs;

/** The three ways to name an endpoint's route: a bare key, a key and its arguments, or a pick per call. */
function requestOf(first: unknown, second: unknown, third: unknown): [AnyRequest, object | undefined] {
  if (typeof first === 'function') {
    const pick = first as (arg: unknown) => TableRequest<CalledRoute>;
    return [(arg) => pick(arg).fetch, second as object | undefined];
  }
  const key = first as CalledRoute;
  if (typeof second === 'function') {
    const args = second as (arg: unknown) => RouteArgs<CalledRoute>;
    return [(arg) => routeArgs(key, args(arg)), third as object | undefined];
  }
  return [() => routeArgs(key, {} as RouteArgs<CalledRoute>), second as object | undefined];
}

/**
 * Declares RTK Query endpoints from core's route table: the URL, method and answer type come from the
 * route's entry, so no endpoint types a path or a response by hand.
 *
 * ```ts
 * endpoints: (build) => {
 *   const table = tableEndpoints(build);
 *   return {
 *     myEvents: table.query('events.mine', { providesTags: ['Event'] }),
 *     eventDetail: table.query('events.detail', (id: string) => ({ params: { id } })),
 *     leave: table.mutation('teams.leave', (teamId: string) => ({ params: { id: teamId } })),
 *     answer: table.mutation(({ id, accept }: Answer) =>
 *       tableRequest(accept ? 'teams.acceptInvitation' : 'teams.declineInvitation', { params: { id } })),
 *   };
 * }
 * ```
 */
export function tableEndpoints(build: ApiBuilder) {
  function query<K extends CalledRoute, Arg>(
    key: K,
    args: (arg: Arg) => RouteArgs<K>,
    options?: QueryOptions<K, Arg>,
  ): TableQuery<K, Arg>;
  function query<K extends BareRoute>(key: K, options?: QueryOptions<K, void>): TableQuery<K, void>;
  function query<K extends CalledRoute, Arg>(
    pick: (arg: Arg) => TableRequest<K>,
    options?: QueryOptions<K, Arg>,
  ): TableQuery<K, Arg>;
  function query(first: unknown, second?: unknown, third?: unknown): unknown {
    const [request, options] = requestOf(first, second, third);
    return build.query<unknown, unknown>({ ...options, query: request });
  }

  function mutation<K extends CalledRoute, Arg>(
    key: K,
    args: (arg: Arg) => RouteArgs<K>,
    options?: MutationOptions<K, Arg>,
  ): TableMutation<K, Arg>;
  function mutation<K extends BareRoute>(key: K, options?: MutationOptions<K, void>): TableMutation<K, void>;
  function mutation<K extends CalledRoute, Arg>(
    pick: (arg: Arg) => TableRequest<K>,
    options?: MutationOptions<K, Arg>,
  ): TableMutation<K, Arg>;
  function mutation(first: unknown, second?: unknown, third?: unknown): unknown {
    const [request, options] = requestOf(first, second, third);
    return build.mutation<unknown, unknown>({ ...options, query: request });
  }

  return { query, mutation };
}
