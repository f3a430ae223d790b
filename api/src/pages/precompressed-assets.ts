import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { RequestHandler } from 'express';
import { acceptedCodings } from '../http/content-coding.ts';

/** Vite names bundles by content hash: a changed file is a new name, so browsers may keep them a year. */
export const ASSET_CACHE = { immutable: true, maxAge: '1y' } as const;

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the `.br` / `.gz` twin the dashboard build wrote beside a bundle (dashboard/build/precompress-assets.ts)
 * to browsers that accept it; anything else falls through to the plain static files.
 */
export function precompressedAssets(dir: string): RequestHandler {
  // The build writes the folder before the api starts; listing it once spares a disk look-up per request.
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!files.has(name)) return next();
    // Browsers list brotli after gzip at equal weight: the smaller file wins the tie.
    const accepted = acceptedCodings(req.get('accept-encoding'));
    const encoding = ENCODINGS.find((candidate) => accepted.has(candidate.name));
    if (!encoding || !files.has(name + encoding.suffix)) return next();
    res.vary('Accept-Encoding');
    res.setHeader('Content-Encoding', encoding.name);
    res.type(extname(name));
    res.sendFile(join(dir, name + encoding.suffix), ASSET_CACHE, (error) => {
      if (error) next(error);
    });
  };
}
