import { assertStorageQuota, UploadedFile } from '@galaxia/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Express, Request } from 'express';
import {
  type ReceivedFile,
  type ReceivedMultipart,
  receiveMultipart,
  type UploadRule,
} from './receive-multipart.ts';

/** Each request's quota, and the bytes it has stored so far (not yet flushed, so not yet counted). */
const quotas = new WeakMap<ReceivedMultipart, { quotaMb: number; pendingBytes: number }>();

/** The per-person storage quota (STORAGE_QUOTA_MB) every upload of this app is held to. */
export const setStorageQuota = (app: Express, quotaMb: number) => {
  app.locals.storageQuotaMb = quotaMb;
};

/**
 * Keeps a received file under a random name and records it; call inside the use case's transaction.
 * A file that would take its owner past their storage quota is refused with a 413 instead.
 */
export async function storeUpload(
  em: EntityManager,
  received: ReceivedMultipart,
  file: ReceivedFile,
  ownerId: string | null,
): Promise<InstanceType<typeof UploadedFile.class>> {
  const quota = quotas.get(received);
  if (ownerId && quota) {
    await assertStorageQuota(em, { ownerId, incomingBytes: file.sizeBytes, ...quota });
    quota.pendingBytes += file.sizeBytes;
  }
  const storageName = await received.keep(file);
  return em.create(UploadedFile, {
    owner: ownerId,
    kind: file.kind,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    storageName,
    originalName: file.originalName,
  });
}

/**
 * Receives a multipart body, runs `use` with it, and leaves no file behind unless `use` succeeded:
 * a failed use case (its transaction rolled back) takes its kept files with it.
 */
export async function withUpload<T>(
  req: Request,
  options: { uploadDir: string; files: Record<string, UploadRule> },
  use: (received: ReceivedMultipart) => Promise<T>,
): Promise<T> {
  const received = await receiveMultipart(req, options);
  const quotaMb: unknown = req.app.locals.storageQuotaMb;
  if (typeof quotaMb === 'number') quotas.set(received, { quotaMb, pendingBytes: 0 });
  try {
    const result = await use(received);
    await received.discard();
    return result;
  } catch (error) {
    await received.discardAll();
    throw error;
  }
}
