import { readdirSync } from 'node:fs';
import { UploadedFile } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/** A real 1x1 PNG, padded after its end chunk to `kilobytes` (the upload sniffs only the first bytes). */
const png = (kilobytes: number) => {
  const image = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([image, Buffer.alloc(kilobytes * 1024 - image.length)]);
};

const imageForm = (bytes: Buffer) => {
  const form = new FormData();
  form.append('image', new Blob([bytes]), 'design.png');
  return form;
};

describe('per-person storage quota (STORAGE_QUOTA_MB=1)', () => {
  let app: TestApp;
  const organisers: { client: HttpClient; userId: string; tournamentId: string }[] = [];

  beforeAll(async () => {
    app = await startTestApp({ STORAGE_QUOTA_MB: '1' });
    for (const name of ['Quota Quinn', 'Roomy Rae']) {
      const organiser = await createOrganiser(app, name);
      const client = await signedIn(app, organiser.user);
      const created = await client.post('/api/createEvent', {
        eventName: `${name} Cup`,
        seasonNumber: 1,
        gameId: 'valorant',
        serverId: organiser.server.id,
        publishDate: '2026-03-01',
      });
      const { id } = (await created.json()) as { id: string };
      organisers.push({ client, userId: organiser.user.id, tournamentId: id });
    }
  });
  afterAll(() => app.close());

  const upload = (who: (typeof organisers)[number], kilobytes: number) =>
    who.client.send('POST', `/api/tournaments/${who.tournamentId}/graphics/images`, {
      body: imageForm(png(kilobytes)),
    });
  const storedFiles = () => readdirSync(app.uploadDir).filter((name) => name !== 'tmp');

  it('takes uploads up to the quota, then answers 413 with a message and keeps nothing of the refused file', async () => {
    const [quinn, rae] = organisers as [(typeof organisers)[number], (typeof organisers)[number]];
    expect((await upload(quinn, 400)).status).toBe(201);
    expect((await upload(quinn, 600)).status).toBe(201);
    const filesBefore = storedFiles();

    const refused = await upload(quinn, 100);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      error:
        'This file does not fit in your 1 MB of upload storage. Space from files you removed or replaced comes back once they are cleaned up.',
      code: 'UPLOAD_QUOTA_EXCEEDED',
    });
    expect(await app.em().count(UploadedFile, { owner: quinn.userId })).toBe(2);
    expect(storedFiles().sort()).toEqual(filesBefore.sort());
    expect(readdirSync(`${app.uploadDir}/tmp`)).toEqual([]);

    // The quota is each person's own: someone else still has their whole megabyte.
    expect((await upload(rae, 1000)).status).toBe(201);
  });

  it('refuses one of two uploads sent at once when only one fits', async () => {
    const [, rae] = organisers as [(typeof organisers)[number], (typeof organisers)[number]];
    // Rae has used 1000 KB of 1024: two 20 KB files race for the last 24 KB.
    const statuses = (await Promise.all([upload(rae, 20), upload(rae, 20)])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([201, 413]);
    expect(await app.em().count(UploadedFile, { owner: rae.userId })).toBe(2);
  });
});
