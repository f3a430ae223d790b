import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GameAccount, submitBgmiVerification, UploadedFile } from '@galaxia/core/server';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWorkers } from '../create-workers.ts';
import { createPlayer, openTestServices, type TestServices } from '../test-support/test-services.ts';
import { bgmiVideoProcessor } from './bgmi-video.ts';

const run = promisify(execFile);

/** A test-pattern clip made by ffmpeg, as the brief's reviewers would record one. */
async function makeVideo(dir: string, seconds: number): Promise<string> {
  const path = join(dir, `clip-${seconds}s.mp4`);
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=160x120:rate=10`,
    '-pix_fmt',
    'yuv420p',
    path,
  ]);
  return path;
}

describe('BGMI video worker (real ffprobe, PostgreSQL and Redis)', () => {
  let services: TestServices;
  let workers: Worker[];
  let uploadDir: string;
  let clips: Record<'short' | 'long', string>;

  beforeAll(async () => {
    services = await openTestServices();
    uploadDir = await mkdtemp(join(tmpdir(), 'galaxia-bgmi-'));
    const [short, long] = await Promise.all([makeVideo(uploadDir, 10), makeVideo(uploadDir, 40)]);
    clips = { short, long };
    workers = createWorkers([bgmiVideoProcessor({ orm: services.orm, uploadDir })], {
      connection: services.connection,
      redis: services.redis,
    });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await services.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  /** Submits through the same use case as the upload route, with the file already in the upload dir. */
  const submit = async (source: string, playerId: string, recordedSize?: number) => {
    const actor = await createPlayer(services.orm);
    const storageName = `${randomUUID()}.mp4`;
    await copyFile(source, join(uploadDir, storageName));
    const sizeBytes = recordedSize ?? (await stat(source)).size;
    await submitBgmiVerification(
      { em: services.orm.em.fork(), actor, queues: services.queues },
      {
        playerId,
        inGameName: 'Ghost',
        storeVideo: async (em) =>
          em.create(UploadedFile, {
            owner: actor.userId,
            kind: 'video',
            mimeType: 'video/mp4',
            sizeBytes,
            storageName,
          }),
      },
    );
    return services.orm.em.fork().findOneOrFail(GameAccount, { gameId: 'bgmi', inGameId: playerId });
  };
  const probed = (accountId: string) =>
    vi.waitFor(
      async () => {
        const account = await services.orm.em
          .fork()
          .findOneOrFail(GameAccount, { id: accountId }, { populate: ['evidence', 'thumbnail'] });
        expect(account.status !== 'pending' || account.thumbnail !== null).toBe(true);
        return account;
      },
      { timeout: 20_000, interval: 100 },
    );

  it("rejects a 40 second video with the rule's message", async () => {
    const account = await probed((await submit(clips.long, '5123456701')).id);
    expect(account.status).toBe('rejected');
    expect(account.rejectionReason).toBe('Video should be 30 seconds or shorter');
    expect(account.thumbnail).toBeNull();
    expect(account.evidence?.durationSeconds).toBeCloseTo(40, 0);
  });

  it('keeps a thumbnail of a 10 second video and leaves the claim pending for the organiser', async () => {
    const account = await probed((await submit(clips.short, '5123456702')).id);
    expect(account.status).toBe('pending');
    expect(account.evidence?.durationSeconds).toBeCloseTo(10, 0);
    expect(account.evidence).toMatchObject({ width: 160, height: 120 });
    const thumbnail = account.thumbnail;
    expect(thumbnail).toMatchObject({ kind: 'image', mimeType: 'image/jpeg', width: 160, height: 120 });
    expect(thumbnail?.owner?.id).toBe(account.user.id);
    const jpeg = await stat(join(uploadDir, thumbnail?.storageName ?? 'missing'));
    expect(jpeg.size).toBe(thumbnail?.sizeBytes);
  });

  it('does not keep a second thumbnail when the job runs again', async () => {
    const account = await probed((await submit(clips.short, '5123456703')).id);
    const processor = bgmiVideoProcessor({ orm: services.orm, uploadDir });
    const again = await processor.run(
      { accountId: account.id, fileId: account.evidence?.id ?? '' },
      { redis: services.redis, attempt: 1, finalAttempt: true },
    );
    expect(again).toEqual({ outcome: 'accepted', thumbnailId: account.thumbnail?.id });
    expect(
      await services.orm.em.fork().count(UploadedFile, { storageName: account.thumbnail?.storageName }),
    ).toBe(1);
  });

  it('rejects a video over 5 MB and a file that is no video at all', async () => {
    const large = await probed((await submit(clips.short, '5123456704', 6 * 1024 * 1024)).id);
    expect(large.rejectionReason).toBe('Video size should be less than 5MB');
    const junk = join(uploadDir, 'junk.mp4');
    await writeFile(junk, 'not a video at all');
    const unreadable = await probed((await submit(junk, '5123456705')).id);
    expect(unreadable.status).toBe('rejected');
    expect(unreadable.rejectionReason).toBe(
      'This video could not be read. Upload an MP4, MOV or WebM recording.',
    );
  });
});
