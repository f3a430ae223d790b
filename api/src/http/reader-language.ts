import { chooseLanguage, LANGUAGE_COOKIE, type Language } from '@galaxia/core';
import { type Orm, storedLanguage } from '@galaxia/core/server';
import type { Request } from 'express';
import { requestActor } from '../routes/define-route.ts';

/** One cookie's value from a Cookie header, or null. */
function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * The language a request is answered in, pages and errors alike: the signed-in person's setting, else
 * the header switch's cookie, else the browser's Accept-Language, else English.
 */
export async function readerLanguage(orm: Orm, req: Request): Promise<Language> {
  const actor = requestActor(req);
  return chooseLanguage({
    setting: actor ? await storedLanguage(orm.em.fork(), actor.userId) : null,
    cookie: cookieOf(req.headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: req.headers['accept-language'],
  });
}
