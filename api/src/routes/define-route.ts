import { AppError, isStorableText, messages, type RouteContract, type RouteResponse } from '@galaxia/core';
import { type Actor, type JobQueues, now, type Orm, tournamentOfTarget } from '@galaxia/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { SESSION_ABSOLUTE_MS } from '../auth/session.ts';
import { refuseTokens, tokenHolderOf } from '../http/bearer-token.ts';
import { cachedRead } from '../http/cached-read.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotentWrite, requestFingerprint } from '../http/idempotent-write.ts';
import type { PublicCache } from '../http/public-cache.ts';

/**
 * The sign-in check a route gets from its contract's access rule: only `public` skips it; `user`,
 * `organiser` and `staff` all need a signed-in person (the use case makes the object-level check).
 */
export type Access = 'public' | 'user';

/** The contracts a request is parsed with before `run` sees it; a failure is a 400 with `fields`. */
export interface RouteInput {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<T, Raw> = T extends z.ZodType ? z.output<T> : Raw;

/** `'/events/:id/teams/:teamId'` → `'id' | 'teamId'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path's own parameters, as the strings Express matched. */
type PathParams<P extends string> = { [Name in ParamNames<P>]: string };

interface ParsedInput<I extends RouteInput, P extends string = string> {
  body: Parsed<I['body'], undefined>;
  query: Parsed<I['query'], undefined>;
  /** Path parameters: the schema's output, else the path's names as strings. */
  params: Parsed<I['params'], PathParams<P>>;
}

/**
 * What `run` receives: a use case's context (its own EntityManager and who is asking: always someone
 * on a `user` route, maybe nobody on a `public` one) plus the request and response for the few routes
 * that answer with more than JSON (redirects, files, event streams).
 */
interface RouteContext<A extends Access> {
  em: EntityManager;
  actor: A extends 'user' ? Actor : Actor | null;
  req: Request;
  res: Response;
}

/** What `serve` registers with Express for one contract: the entry's facts plus how the api answers. */
export interface RouteSpec<A extends Access, I extends RouteInput, P extends string = string> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: P;
  access: A;
  input?: I;
  /** The success status when `run` answers with a value (default 200; no value answers 204). */
  status?: number;
  /** Runs after the access check and before parsing: rate limits. */
  middleware?: RequestHandler[];
  /** `refused`: an API token may not call it (sign-in, passwords, sessions, tokens). */
  tokens?: 'refused';
  /** The call's own words for a failure nobody foresaw (the spec's catalogue), instead of the generic text. */
  failure?: string;
  /**
   * Calls one use case and returns what the client gets as JSON. A route that answers by itself
   * (redirect, file, event stream) returns nothing once it has started its answer.
   */
  run(ctx: RouteContext<A>, input: ParsedInput<I, P>): unknown;
}

/**
 * A route declared in core's route table (`@galaxia/core` routeContracts): the contract gives its
 * method, path, access, input and answer; the api adds only how it answers.
 */
export interface ContractSpec<C extends RouteContract> {
  contract: C;
  /** Runs after the access check and before parsing: rate limits. */
  middleware?: RequestHandler[];
  /** `refused`: an API token may not call it (sign-in, passwords, sessions, tokens). */
  tokens?: 'refused';
  /** The call's own words for a failure nobody foresaw (the spec's catalogue), instead of the generic text. */
  failure?: string;
  run(ctx: RouteContext<AccessOf<C>>, input: ContractInput<C>): ContractResult<C>;
}

type AccessOf<C extends RouteContract> = C['access'] extends 'public' ? 'public' : 'user';

interface ContractInput<C extends RouteContract> {
  body: Parsed<C['body'], undefined>;
  query: Parsed<C['query'], undefined>;
  params: Parsed<C['params'], PathParams<C['path']>>;
}

/** The declared answer; nothing when the route has answered by itself (redirect, file, stream). */
type ContractResult<C extends RouteContract> =
  | RouteResponse<C>
  | undefined
  | Promise<RouteResponse<C> | undefined>;

export interface RegisteredRoute {
  method: RouteSpec<Access, RouteInput>['method'];
  path: string;
  access: Access;
  /** The contracts the route parses its request with (what the input property test generates from). */
  input?: RouteInput;
  /** Its entry in core's route table. */
  contract: RouteContract;
}

const inputOf = (contract: RouteContract): RouteInput | undefined => {
  const input = {
    ...(contract.body && { body: contract.body }),
    ...(contract.query && { query: contract.query }),
    ...(contract.params && { params: contract.params }),
  };
  return Object.keys(input).length > 0 ? input : undefined;
};

/**
 * In tests every JSON answer is checked against the route's declared response schema, as the client
 * receives it (after JSON): an answer that drifts from its contract fails the test that made it.
 */
function checkedAnswer(contract: RouteContract, run: (...args: never[]) => unknown) {
  const schema = contract.response;
  if (!(schema instanceof z.ZodType)) return run;
  return async (...args: never[]) => {
    const answer = await run(...args);
    if (answer === undefined) return answer;
    const checked = schema.safeParse(JSON.parse(JSON.stringify(answer)));
    if (!checked.success) {
      const route = `${contract.method.toUpperCase()} ${contract.path}`;
      throw new Error(
        `${route} answered outside its declared response schema:\n${z.prettifyError(checked.error)}`,
      );
    }
    return answer;
  };
}

/** A path parameter, when the request matched one. */
const paramOf = (req: Request, name: string) => String((req.params as Record<string, string>)[name] ?? '');

/** Which tournament's public answers a successful write drops: what its contract declares. */
function writeScope(orm: Orm, contract: RouteContract) {
  return async (req: Request): Promise<string | null | false> => {
    const rule = contract.cache && 'invalidates' in contract.cache ? contract.cache.invalidates : 'all';
    if (rule === 'nothing') return false;
    if (rule === 'all') return null;
    if ('tournament' in rule)
      return tournamentOfTarget(orm.em, { kind: 'tournament', id: paramOf(req, rule.tournament) });
    if ('match' in rule) return tournamentOfTarget(orm.em, { kind: 'match', id: paramOf(req, rule.match) });
    return tournamentOfTarget(orm.em, { kind: 'lobbyMatch', id: paramOf(req, rule.lobbyMatch) });
  };
}

export interface RouteTableDeps {
  orm: Orm;
  queues?: JobQueues;
  publicCache?: PublicCache | null;
  /** Check every JSON answer against its declared schema (tests). */
  checkResponses?: boolean;
}

/**
 * The person behind a request, or nobody: their API token's owner, else the signed-in person (no
 * session, or one past the absolute limit, is nobody). A
 * `user` route refuses nobody with 401; a `public` one serves them as a visitor.
 */
export function requestActor(req: Request): Actor | null {
  const token = tokenHolderOf(req);
  if (token) return token.actor;
  const actor = req.session?.actor;
  if (!actor) return null;
  return Date.now() - (req.session.signedInAt ?? 0) > SESSION_ABSOLUTE_MS ? null : actor;
}

/** Keeps Settings' "last seen" of the session current, writing it at most once a minute. */
function markSeen(req: Request) {
  const at = now().getTime();
  if (at - (req.session.seenAt ?? 0) >= SEEN_WRITE_MS) req.session.seenAt = at;
}
const SEEN_WRITE_MS = 60_000;

/** Refuses a request without a live session, ending an expired one on the way. */
const requireUser: RequestHandler = (req, res, next) => {
  const actor = requestActor(req);
  if (actor) {
    res.locals[ACTOR_LOCAL] = actor;
    markSeen(req);
    return next();
  }
  const refuse = () =>
    next(new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', messages.http.unauthenticated));
  if (req.session?.actor && !tokenHolderOf(req)) req.session.destroy(refuse);
  else refuse();
};

const ACTOR_LOCAL = 'actor';

/** The route's failure text travels to the one error funnel (middleware/error-handler.ts) in res.locals. */
export const FAILURE_LOCAL = 'routeFailure';

export function createRouteTable(router: Router, deps: RouteTableDeps) {
  const table: RegisteredRoute[] = [];
  // The one way a route reaches Express: `serve` below, from its entry in core's route table.
  const add = <A extends Access, P extends string, I extends RouteInput = Record<never, never>>(
    spec: RouteSpec<A, I, P>,
    contract: RouteContract,
  ) => {
    const chain: RequestHandler[] = [];
    if (deps.publicCache && spec.method !== 'get')
      chain.push(deps.publicCache.writes(writeScope(deps.orm, contract)));
    if (spec.tokens === 'refused') chain.push(refuseTokens);
    if (spec.access !== 'public') chain.push(requireUser);
    chain.push(...(spec.middleware ?? []));
    const handler: RequestHandler = async (req, res) => {
      if (spec.failure) res.locals[FAILURE_LOCAL] = spec.failure;
      const { body, query, params } = spec.input ?? {};
      // A path parameter without a contract still reaches queries: it is text PostgreSQL must be able to store.
      if (!params && !Object.values(req.params).every((value) => isStorableText(String(value))))
        throw new AppError('BAD_REQUEST', 'FORM_UNSTORABLE_TEXT', messages.form.unstorableText);
      const input = {
        body: body ? body.parse(req.body ?? {}) : undefined,
        query: query ? query.parse(req.query) : undefined,
        params: params ? params.parse(req.params) : req.params,
      } as ParsedInput<I, P>;
      // A user route acts for the person requireUser let in; a public one for whoever may be signed in.
      const actor = spec.access === 'public' ? requestActor(req) : (res.locals[ACTOR_LOCAL] as Actor);
      const ctx = { em: deps.orm.em.fork(), actor, req, res } as RouteContext<A>;
      const answerOf = (result: unknown) => ({
        status: result === undefined ? 204 : (spec.status ?? res.statusCode),
        body: result,
      });
      const key = spec.method !== 'get' && actor ? req.get(IDEMPOTENCY_KEY_HEADER) : undefined;
      const answer =
        key && actor && deps.queues
          ? await idempotentWrite(
              { em: ctx.em, queues: deps.queues },
              {
                userId: actor.userId,
                key,
                request: requestFingerprint(spec.method, req.originalUrl, req.body),
              },
              async (tx) => answerOf(await spec.run({ ...ctx, em: tx }, input)),
            )
          : { ...answerOf(await spec.run(ctx, input)), replayed: false };
      if (res.headersSent) return;
      if (answer.replayed) res.set('Idempotent-Replayed', 'true');
      if (answer.status === 204) res.status(204).end();
      else res.status(answer.status).json(answer.body);
    };
    router[spec.method](spec.path, ...chain, handler);
    table.push({
      method: spec.method,
      path: spec.path,
      access: spec.access,
      ...(spec.input && { input: spec.input }),
      contract,
    });
  };
  return {
    table,
    /** Serves a route of core's route table: everything but `run` comes from its contract. */
    serve<C extends RouteContract>(spec: ContractSpec<C>) {
      const { contract, run, ...options } = spec;
      const answer = deps.checkResponses ? checkedAnswer(contract, run) : run;
      const cache = contract.cache && 'reads' in contract.cache ? contract.cache.reads : null;
      const served = cache
        ? cachedRead(
            deps.publicCache ?? null,
            cache === 'tournament' ? (params) => params.id ?? null : () => null,
            answer as RouteSpec<'public', RouteInput>['run'],
          )
        : answer;
      const input = inputOf(contract);
      add(
        {
          method: contract.method,
          path: contract.path,
          access: contract.access === 'public' ? 'public' : 'user',
          ...(input && { input }),
          ...(contract.status !== undefined && { status: contract.status }),
          ...options,
          run: served as RouteSpec<Access, RouteInput>['run'],
        },
        contract,
      );
    },
  };
}

export type RouteTable = ReturnType<typeof createRouteTable>;

/**
 * The same table for a group of account routes: its changes (or, with `all`, its reads too) refuse API
 * tokens, so a leaked token can never take over the account it belongs to.
 */
export function withoutTokens(routes: RouteTable, refuse: 'changes' | 'all'): RouteTable {
  const refused = (method: string) => refuse === 'all' || method !== 'get';
  return {
    table: routes.table,
    serve: (spec) => routes.serve(refused(spec.contract.method) ? { ...spec, tokens: 'refused' } : spec),
  };
}
