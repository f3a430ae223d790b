import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError, messages, sniffImage, sniffVideo } from '@galaxia/core';
import busboy from 'busboy';
import type { Request } from 'express';

type UploadKind = 'image' | 'video';

export interface UploadRule {
  kind: UploadKind;
  maxBytes: number;
}

/** A file that passed its checks, waiting in the upload folder under a temporary name. */
export interface ReceivedFile {
  field: string;
  kind: UploadKind;
  mimeType: string;
  extension: string;
  sizeBytes: number;
  originalName: string | null;
  tempPath: string;
}

export interface ReceivedMultipart {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
  /** Moves a received file to its permanent random name; returns that name. */
  keep: (file: ReceivedFile) => Promise<string>;
  /** Deletes every file written: temporary ones, and kept ones whose records were rolled back. */
  discardAll: () => Promise<void>;
  /** Deletes the temporary files that were not kept. */
  discard: () => Promise<void>;
}

const SNIFF_BYTES = 64;
const tooLarge = (kind: UploadKind) =>
  kind === 'image'
    ? new AppError('PAYLOAD_TOO_LARGE', 'MEDIA_IMAGE_TOO_LARGE', messages.media.imageTooLarge)
    : new AppError('PAYLOAD_TOO_LARGE', 'MEDIA_VIDEO_TOO_LARGE', messages.media.videoTooLarge);
const wrongType = (kind: UploadKind) =>
  kind === 'image'
    ? new AppError('UNSUPPORTED_MEDIA', 'MEDIA_NOT_IMAGE', messages.media.notImage)
    : new AppError('UNSUPPORTED_MEDIA', 'MEDIA_NOT_VIDEO', messages.media.notVideo);

/**
 * Streams a multipart body to disk. Each file is checked by its first bytes (never its name or the
 * client's content type) and cut off at its size limit; the rest of an oversized body is read and thrown
 * away, never buffered. Any failure removes every file written and throws an AppError.
 */
export async function receiveMultipart(
  req: Request,
  options: { uploadDir: string; files: Record<string, UploadRule>; maxFieldBytes?: number },
): Promise<ReceivedMultipart> {
  if (!req.is('multipart/form-data'))
    throw new AppError('UNSUPPORTED_MEDIA', 'UPLOAD_NOT_MULTIPART', messages.upload.notMultipart);
  const limits = Object.values(options.files);
  const largest = Math.max(...limits.map((rule) => rule.maxBytes));
  const declared = Number(req.get('content-length') ?? 0);
  const ceiling = largest * limits.length + (options.maxFieldBytes ?? 256 * 1024) + 64 * 1024;
  if (declared > ceiling) {
    // Too big to be legitimate whatever it holds: answer now and let the connection close.
    req.res?.setHeader('Connection', 'close');
    throw tooLarge(limits[0]?.kind ?? 'image');
  }

  const tmpDir = join(options.uploadDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  const written: string[] = [];
  const kept = new Set<string>();
  let failure: AppError | null = null;
  const fail = (error: AppError) => {
    failure ??= error;
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        fileSize: largest + 1,
        files: limits.length,
        fields: 20,
        fieldSize: options.maxFieldBytes ?? 256 * 1024,
      },
    });
  } catch {
    // busboy throws at once on a content type it cannot read (no boundary): the client's mistake.
    throw new AppError('BAD_REQUEST', 'UPLOAD_NO_BOUNDARY', messages.upload.noBoundary);
  }
  const pending: Promise<void>[] = [];

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated)
      fail(new AppError('PAYLOAD_TOO_LARGE', 'UPLOAD_FIELD_TOO_LARGE', messages.upload.fieldTooLarge));
    fields[name] = value;
  });

  parser.on('file', (field, stream, info) => {
    const rule = options.files[field];
    if (!rule || failure) {
      if (!rule)
        fail(new AppError('BAD_REQUEST', 'UPLOAD_UNEXPECTED_FILE', messages.upload.unexpectedFile(field)));
      stream.resume();
      return;
    }
    const tempPath = join(tmpDir, randomUUID());
    written.push(tempPath);
    pending.push(
      new Promise<void>((resolve) => {
        const out = createWriteStream(tempPath);
        let head = Buffer.alloc(0);
        let size = 0;
        let sniffed: { mimeType: string; extension: string } | null | undefined;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (sniffed === undefined) {
            head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
            if (head.length >= SNIFF_BYTES || size >= SNIFF_BYTES) {
              sniffed = rule.kind === 'image' ? sniffImage(head) : sniffVideo(head);
              if (!sniffed) fail(wrongType(rule.kind));
            }
          }
          if (size > rule.maxBytes) fail(tooLarge(rule.kind));
          if (!failure) out.write(chunk);
        });
        stream.on('end', () => {
          if (sniffed === undefined) {
            sniffed = rule.kind === 'image' ? sniffImage(head) : sniffVideo(head);
            if (!sniffed) fail(wrongType(rule.kind));
          }
          out.end(() => {
            if (sniffed && !failure) {
              files[field] = {
                field,
                kind: rule.kind,
                mimeType: sniffed.mimeType,
                extension: sniffed.extension,
                sizeBytes: size,
                originalName: info.filename ? info.filename.slice(0, 255) : null,
                tempPath,
              };
            }
            resolve();
          });
        });
      }),
    );
  });

  const keptPaths: string[] = [];
  const discard = async () => {
    await Promise.all(written.filter((path) => !kept.has(path)).map((path) => rm(path, { force: true })));
  };
  const discardAll = async () => {
    await discard();
    await Promise.all(keptPaths.map((path) => rm(path, { force: true })));
  };

  try {
    await new Promise<void>((resolve, reject) => {
      parser.on('close', () => resolve());
      parser.on('error', () =>
        reject(new AppError('BAD_REQUEST', 'UPLOAD_MALFORMED', messages.upload.malformed)),
      );
      req.on('aborted', () =>
        reject(new AppError('BAD_REQUEST', 'UPLOAD_MALFORMED', messages.upload.malformed)),
      );
      req.pipe(parser);
    });
    await Promise.all(pending);
  } catch (error) {
    await discard();
    throw error;
  }
  if (failure) {
    await discard();
    throw failure;
  }

  return {
    fields,
    files,
    discard,
    discardAll,
    async keep(file) {
      const storageName = `${randomUUID()}.${file.extension}`;
      const finalPath = join(options.uploadDir, storageName);
      await rename(file.tempPath, finalPath);
      kept.add(file.tempPath);
      keptPaths.push(finalPath);
      return storageName;
    },
  };
}
