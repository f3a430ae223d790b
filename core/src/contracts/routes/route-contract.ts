import type { z } from 'zod';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route. `public` skips the sign-in check; every other rule needs a signed-in person
 * (or their API token), and `organiser`/`staff` say which object-level check the use case makes on top:
 * the organiser of the tournament the path names, or platform staff.
 */
export type RouteAccess = 'public' | 'user' | 'organiser' | 'staff';

/** What a route answers when it is not JSON: a file, a page, a redirect, an event stream, a CSV or an image. */
export interface MediaAnswer {
  media: 'text/csv' | 'image/png' | 'text/event-stream' | 'text/html' | 'redirect' | 'file';
}

/** A route that answers 204 with no body. */
export const NO_CONTENT = 'no-content';

export type RouteAnswer = z.ZodType | typeof NO_CONTENT | MediaAnswer;

/**
 * The public read model a route reads or drops (api/src/http/public-cache.ts).
 * - `reads`: a public GET answered from the shared cache, kept under the tournament the path's `:id`
 *   names (`tournament`) or under reads that span tournaments (`across`).
 * - `invalidates`: what a successful write drops. `tournament`/`match`/`lobbyMatch` name the path
 *   parameter that identifies it (a match's tournament is looked up), `all` drops everything, `nothing`
 *   keeps everything (the write never changes what the public pages show).
 */
export type CacheRule =
  | { reads: 'tournament' | 'across' }
  | {
      invalidates: { tournament: string } | { match: string } | { lobbyMatch: string } | 'all' | 'nothing';
    };

/** A write that drops the public reads of the tournament its path's `:id` names. */
export const ofTournament = { invalidates: { tournament: 'id' } } as const;
/** A write that drops the public reads of the match its path's `:id` names (and its tournament's). */
export const ofMatch = { invalidates: { match: 'id' } } as const;
/** A write that drops the public reads of the lobby match its path's `:id` names. */
export const ofLobbyMatch = { invalidates: { lobbyMatch: 'id' } } as const;

export interface RouteContract {
  method: RouteMethod;
  /** Relative to `/api`, in Express's syntax (`/events/:id`). */
  path: string;
  access: RouteAccess;
  /** One line for the API reference. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** What a success answers (its JSON schema, 204, or a non-JSON answer). */
  response: RouteAnswer;
  /** The success status when the route answers with a body (default 200). */
  status?: number;
  cache?: CacheRule;
  /** Left out of the published API document (test-only and development-only routes). */
  internal?: true;
}

/** Declares one route; `const` keeps its literal path and schemas for the api's and dashboard's types. */
export const route = <const C extends RouteContract>(contract: C): C => contract;

/** The JSON a route answers, when it answers JSON. */
export type RouteResponse<C extends RouteContract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : undefined;
