import { UploadedFile } from '@galaxia/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import {
  type ReceivedFile,
  type ReceivedMultipart,
  receiveMultipart,
  type UploadRule,
} from './receive-multipart.ts';

/** Keeps a received file under a random name and records it; call inside the use case's transaction. */
export async function storeUpload(
  em: EntityManager,
  received: ReceivedMultipart,
  file: ReceivedFile,
  ownerId: string | null,
): Promise<InstanceType<typeof UploadedFile.class>> {
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
  try {
    const result = await use(received);
    await received.discard();
    return result;
  } catch (error) {
    await received.discardAll();
    throw error;
  }
}
