import { AppError, fitsStorageQuota, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Refuses an upload that would take its owner past their quota (413). Counts every file they own
 * that is still kept, replaced ones included until the cleanup job removes them, so uploading and
 * abandoning files cannot get around it. Call inside the use case's transaction: the owner's row is
 * locked so two uploads at once cannot both take the last space. `pendingBytes` are files this
 * request already stored but has not flushed yet.
 */
export async function assertStorageQuota(
  em: EntityManager,
  input: { ownerId: string; incomingBytes: number; pendingBytes: number; quotaMb: number },
): Promise<void> {
  await em.execute('select 1 from users where id = ? for no key update', [input.ownerId]);
  const [row] = await em.execute<{ used: string | null }[]>(
    'select sum(size_bytes) as used from uploaded_files where owner_id = ?',
    [input.ownerId],
  );
  const used = Number(row?.used ?? 0) + input.pendingBytes;
  if (!fitsStorageQuota(used, input.incomingBytes, input.quotaMb)) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'UPLOAD_QUOTA_EXCEEDED',
      messages.upload.quotaExceeded(input.quotaMb),
    );
  }
}
