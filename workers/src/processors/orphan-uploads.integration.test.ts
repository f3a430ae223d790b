import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphicDesign, Team, UploadedFile } from '@galaxia/core/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { scheduledMatch } from '../test-support/competition-fixtures.ts';
import { useScheduledJob } from '../test-support/running-workers.ts';
import { createPlayer } from '../test-support/test-services.ts';
import { orphanUploadsProcessor } from './orphan-uploads.ts';

const TWO_DAYS_AGO = new Date(Date.now() - 48 * 3_600_000);

describe('orphan uploads job (real files, PostgreSQL)', () => {
  let uploadDir: string;
  const { services, pass: sweep } = useScheduledJob(async ({ orm }) => {
    uploadDir = await mkdtemp(join(tmpdir(), 'galaxia-orphans-'));
    await mkdir(join(uploadDir, 'tmp'));
    return orphanUploadsProcessor({ orm, uploadDir, orphanFileGraceHours: 24 });
  });
  afterAll(() => rm(uploadDir, { recursive: true, force: true }));

  /** A stored upload: its file on disk (unless `onDisk` is false) and its row, created `createdAt`. */
  const upload = async (label: string, sizeBytes: number, createdAt: Date, onDisk = true) => {
    const owner = await createPlayer(services.orm, label);
    const em = services.orm.em.fork();
    const storageName = `${randomUUID()}.png`;
    if (onDisk) await writeFile(join(uploadDir, storageName), Buffer.alloc(sizeBytes, 1));
    const file = em.create(UploadedFile, {
      owner: owner.userId,
      kind: 'image',
      mimeType: 'image/png',
      sizeBytes,
      storageName,
      originalName: `${label}.png`,
    });
    await em.flush();
    await em.execute('update uploaded_files set created_at = ? where id = ?', [createdAt, file.id]);
    return { id: file.id, storageName };
  };
  /** A file on disk that no row names, last written at `at`. */
  const stray = async (path: string, sizeBytes: number, at: Date) => {
    await writeFile(join(uploadDir, path), Buffer.alloc(sizeBytes, 2));
    await utimes(join(uploadDir, path), at, at);
    return path;
  };
  const rowExists = async (id: string) => (await services.orm.em.fork().count(UploadedFile, { id })) === 1;

  it('removes only uploads nothing refers to once past the grace period, and reports what it freed', async () => {
    const logo = await upload('team-logo', 1000, TWO_DAYS_AGO);
    const placed = await upload('placed-in-a-design', 2000, TWO_DAYS_AGO);
    const replaced = await upload('replaced-poster', 3000, TWO_DAYS_AGO);
    const lost = await upload('row-without-file', 4000, TWO_DAYS_AGO, false);
    const fresh = await upload('just-uploaded', 5000, new Date());
    const oldStray = await stray(`${randomUUID()}.mp4`, 500, TWO_DAYS_AGO);
    const newStray = await stray(`${randomUUID()}.png`, 600, new Date());
    const oldPart = await stray(`tmp/${randomUUID()}`, 200, TWO_DAYS_AGO);

    const em = services.orm.em.fork();
    em.create(Team, { name: 'Logo Keepers', gameId: 'valorant', logo: logo.id });
    const { tournamentId } = await scheduledMatch(services.orm, { scheduledTime: new Date() });
    em.create(GraphicDesign, {
      tournament: tournamentId,
      section: 'poster',
      document: { elements: [{ type: 'image', src: `/api/files/${placed.id}` }] },
    });
    await em.flush();

    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      expect(await sweep()).toEqual({ rows: 2, files: 3, bytes: 3700 });
      expect(log).toHaveBeenCalledWith(
        '[workers] orphan uploads: freed 3700 bytes (3 files, 2 rows no longer referenced)',
      );
    } finally {
      log.mockRestore();
    }

    expect(await rowExists(logo.id)).toBe(true);
    expect(await rowExists(placed.id)).toBe(true);
    expect(await rowExists(fresh.id)).toBe(true);
    expect(await rowExists(replaced.id)).toBe(false);
    expect(await rowExists(lost.id)).toBe(false);
    const left = await readdir(uploadDir);
    expect(left.sort()).toEqual(
      [logo.storageName, placed.storageName, fresh.storageName, newStray, 'tmp'].sort(),
    );
    expect(existsSync(join(uploadDir, oldStray))).toBe(false);
    expect(existsSync(join(uploadDir, oldPart))).toBe(false);

    // Nothing left to free: a second run changes nothing.
    const quiet = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      expect(await sweep()).toEqual({ rows: 0, files: 0, bytes: 0 });
    } finally {
      quiet.mockRestore();
    }
    expect((await readdir(uploadDir)).length).toBe(5);
  });
});
