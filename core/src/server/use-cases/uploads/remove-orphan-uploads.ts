import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import { UploadedFile } from '../../db/entities/index.ts';

export interface OrphanUploadsSweep {
  /** uploaded_files rows deleted because nothing pointed at them any more. */
  rows: number;
  /** Files deleted from the upload directory: those rows' files, and strays no row names. */
  files: number;
  /** Disk space those files took. */
  bytes: number;
}

/**
 * Every column that points at an uploaded file, read from the entity metadata so a new reference
 * (a team logo, a lobby screenshot...) protects its files without anyone remembering this job.
 */
function referencePredicates(em: EntityManager): string[] {
  const predicates: string[] = [];
  for (const meta of em.getMetadata().getAll().values()) {
    if (meta.className === UploadedFile.meta.className) continue;
    for (const prop of meta.props) {
      if (prop.kind !== 'm:1' || prop.type !== UploadedFile.meta.className) continue;
      predicates.push(
        `not exists (select 1 from "${meta.tableName}" r where r."${prop.fieldNames[0]}" = f.id)`,
      );
    }
  }
  // Graphics designs place uploaded images by URL inside their JSON document.
  predicates.push(
    `not exists (select 1 from graphic_designs g where strpos(g.document::text, f.id::text) > 0)`,
  );
  return predicates;
}

const olderThan = async (path: string, cutoff: Date) => {
  const info = await stat(path).catch(() => null);
  return info?.isFile() && info.mtime < cutoff ? info.size : null;
};

/**
 * Removes uploads nothing refers to any more (a replaced poster, a resubmitted video, a graphics image
 * never placed) once they are older than the grace period, which covers an upload whose use case is
 * still running. Rows go in one statement that re-checks every reference, then their files; a file left
 * on disk by a crash (between the two, or mid-upload) is a stray no row names and goes on a later run.
 */
export async function removeOrphanUploads(
  em: EntityManager,
  input: { uploadDir: string; graceHours: number },
): Promise<OrphanUploadsSweep> {
  const cutoff = new Date(now().getTime() - input.graceHours * 3_600_000);
  const deleted = await em.execute<{ storage_name: string }[]>(
    `delete from uploaded_files f where f.created_at < ? and ${referencePredicates(em).join(' and ')}
     returning f.storage_name`,
    [cutoff],
  );
  const sweep: OrphanUploadsSweep = { rows: deleted.length, files: 0, bytes: 0 };
  const remove = async (path: string, size: number | null) => {
    if (size === null) return;
    await rm(path, { force: true });
    sweep.files += 1;
    sweep.bytes += size;
  };
  for (const row of deleted) {
    const path = join(input.uploadDir, row.storage_name);
    const info = await stat(path).catch(() => null);
    await remove(path, info?.isFile() ? info.size : null);
  }

  const names = (await readdir(input.uploadDir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const known = new Set(
    names.length === 0
      ? []
      : (await em.find(UploadedFile, { storageName: { $in: names } }, { fields: ['storageName'] })).map(
          (row) => row.storageName,
        ),
  );
  for (const name of names.filter((candidate) => !known.has(candidate))) {
    const path = join(input.uploadDir, name);
    await remove(path, await olderThan(path, cutoff));
  }
  // Parts of uploads cut off mid-way (a killed api) wait in tmp under names no row will ever have.
  const tmpDir = join(input.uploadDir, 'tmp');
  for (const name of await readdir(tmpDir).catch(() => [])) {
    const path = join(tmpDir, name);
    await remove(path, await olderThan(path, cutoff));
  }
  return sweep;
}
