import type { RequestHandler } from 'express';
import { tokenHolderOf } from './bearer-token.ts';

/**
 * A signed-in person's JSON (their profile, their teams, an inbox) must never sit in a shared or
 * browser cache. Decided when the headers go out, so a session started or ended by this very
 * request counts, and a route cannot forget it.
 */
export const noStoreWhenSignedIn: RequestHandler = (req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    const type = String(this.getHeader('content-type') ?? '');
    // A route that already forbids storing (e.g. `private, no-store` on room details) keeps its words.
    const storable = !String(this.getHeader('cache-control') ?? '').includes('no-store');
    if ((req.session?.actor || tokenHolderOf(req)) && type.startsWith('application/json') && storable)
      this.setHeader('Cache-Control', 'no-store');
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
