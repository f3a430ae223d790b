import type { z } from 'zod';
import type { Access, RouteContext, RouteSpec, RouteTable } from './define-route.ts';

/** A path that names its resource `:id`, the only parameter these routes read. */
type IdPath = `${string}:id${string}`;

type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

interface WriteOptions {
  status?: number;
  failure?: string;
}

/**
 * The commonest kind of route, one a line: a call on the one resource the path's `:id` names, that hands
 * that id to a single use case (with the area's ports, when it has them). Each declaration is an ordinary
 * `routes.add` spec underneath, with the access rule given here once for the group; a route that does more
 * (uploads, middleware, its own answer) is declared with `routes.add` itself.
 */
export function resourceRoutes<A extends Access, K extends string, Ports = undefined>(
  routes: RouteTable,
  group: { access: A; idKey: K; ports?: Ports },
) {
  const { access, idKey, ports } = group;
  const idOf = (params: unknown) => (params as { id: string }).id;
  return {
    /** `GET path` answers `read(ctx, id)`. */
    read(path: IdPath, read: (ctx: RouteContext<A>, id: string) => unknown) {
      routes.add({ method: 'get', path, access, run: (ctx, { params }) => read(ctx, idOf(params)) });
    },

    /** A call without a payload: `act(ctx, id, ports)`. */
    act(
      method: WriteMethod,
      path: IdPath,
      act: (ctx: RouteContext<A>, id: string, ports: Ports) => unknown,
      options: WriteOptions = {},
    ) {
      routes.add({
        method,
        path,
        access,
        ...options,
        run: (ctx, { params }) => act(ctx, idOf(params), ports as Ports),
      });
    },

    /** A call with a payload: `write(ctx, { ...payload, [idKey]: id }, ports)`. */
    write<S extends z.ZodType>(
      method: WriteMethod,
      path: IdPath,
      body: S,
      write: (ctx: RouteContext<A>, input: z.output<S> & Record<K, string>, ports: Ports) => unknown,
      options: WriteOptions = {},
    ) {
      const spec: RouteSpec<A, { body: S }, IdPath> = {
        method,
        path,
        access,
        input: { body },
        ...options,
        run: (ctx, { params, body: payload }) => {
          const withId = { ...(payload as object), [idKey]: idOf(params) };
          return write(ctx, withId as z.output<S> & Record<K, string>, ports as Ports);
        },
      };
      routes.add(spec);
    },
  };
}
