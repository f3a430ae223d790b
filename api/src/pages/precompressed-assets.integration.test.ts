import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../test-support/raw-get.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

const BUNDLE = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const brotli = brotliCompressSync(BUNDLE);
const gzip = gzipSync(BUNDLE);

describe('bundles compressed at build time', () => {
  let app: TestApp;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'galaxia-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets/index-abc123.js'), BUNDLE);
    writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotli);
    writeFileSync(join(dist, 'assets/index-abc123.js.gz'), gzip);
    writeFileSync(join(dist, 'assets/tiny-def456.js'), 'export {};\n');
    app = await startTestApp({}, { dashboardDist: dist });
  });
  afterAll(() => app?.close());

  const get = (path: string, acceptEncoding: string) =>
    rawGet(`${app.base}${path}`, { 'accept-encoding': acceptEncoding });

  it('a browser that takes brotli gets the brotli file, typed as JavaScript and cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.body).toEqual(brotli);
  });

  it('a browser that takes only gzip gets the gzip file', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body).toEqual(gzip);
  });

  it('a client that takes no compression, or a bundle with no twin, gets the plain file', async () => {
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
    const tiny = await get('/assets/tiny-def456.js', 'br');
    expect(tiny.status).toBe(200);
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(tiny.body.toString()).toBe('export {};\n');
  });
});
