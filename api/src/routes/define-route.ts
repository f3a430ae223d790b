import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

/**
 * Who may call a route. There is no default: a route states its access when it is declared,
 * and only `public` skips the sign-in check.
 */
export type Access = 'public' | 'user';

export interface RouteSpec {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  access: Access;
  handler: (req: Request, res: Response, next: NextFunction) => unknown;
  middleware?: RequestHandler[];
}

export interface RegisteredRoute {
  method: RouteSpec['method'];
  path: string;
  access: Access;
}

export function createRouteTable(router: Router, guards: Record<Exclude<Access, 'public'>, RequestHandler>) {
  const table: RegisteredRoute[] = [];
  return {
    table,
    add(spec: RouteSpec) {
      const chain: RequestHandler[] = [];
      if (spec.access !== 'public') chain.push(guards[spec.access]);
      chain.push(...(spec.middleware ?? []));
      router[spec.method](spec.path, ...chain, spec.handler as RequestHandler);
      table.push({ method: spec.method, path: spec.path, access: spec.access });
    },
  };
}

export type RouteTable = ReturnType<typeof createRouteTable>;
