import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UploadedFile } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { useTestApp } from '../test-support/suite-app.ts';

/** A response body as loose JSON: the assertions below check its shape. */
const json = (response: Response) => response.json() as Promise<Record<string, unknown>>;

describe('GET /api/files/:id', () => {
  const app = useTestApp();

  async function storeFile(file: {
    kind: 'image' | 'video';
    mimeType: string;
    ownerId?: string;
    onDisk?: boolean;
  }) {
    const storageName = `${crypto.randomUUID()}.bin`;
    const bytes = Buffer.from(`bytes of ${storageName}`);
    if (file.onDisk !== false) writeFileSync(join(app.uploadDir, storageName), bytes);
    const em = app.em();
    const row = em.create(UploadedFile, {
      owner: file.ownerId ?? null,
      kind: file.kind,
      mimeType: file.mimeType,
      sizeBytes: bytes.length,
      storageName,
    });
    await em.flush();
    return { id: row.id, bytes };
  }

  it('serves an image to anyone, with its stored type, inline, nosniff and long caching', async () => {
    const image = await storeFile({ kind: 'image', mimeType: 'image/gif' });
    const response = await app.client().get(`/api/files/${image.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(image.bytes);
  });

  it('serves a video only to its owner', async () => {
    const owner = await createUser(app);
    const video = await storeFile({ kind: 'video', mimeType: 'video/webm', ownerId: owner.id });
    const ownResponse = await (await signedIn(app, owner)).get(`/api/files/${video.id}`);
    expect(ownResponse.status).toBe(200);
    expect(ownResponse.headers.get('content-type')).toBe('video/webm');
    expect((await app.client().get(`/api/files/${video.id}`)).status).toBe(404);
    expect((await (await signedIn(app, await createUser(app))).get(`/api/files/${video.id}`)).status).toBe(
      404,
    );
  });

  it('is a JSON 404 for malformed and unknown ids, and for a row whose file is gone', async () => {
    const client = app.client();
    for (const id of ['nope', '..%2F..%2Fetc%2Fpasswd', '00000000-0000-4000-8000-000000000000']) {
      const response = await client.get(`/api/files/${id}`);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
    const missing = await storeFile({ kind: 'image', mimeType: 'image/png', onDisk: false });
    const response = await client.get(`/api/files/${missing.id}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('is declared public, so no sign-in guard hides it', () => {
    expect(app.routeTable).toContainEqual(
      expect.objectContaining({ method: 'get', path: '/files/:id', access: 'public' }),
    );
  });
});
