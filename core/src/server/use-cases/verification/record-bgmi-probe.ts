import { changeVerificationStatus, messages, validateVideo } from '@galaxia/core';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GameAccount, UploadedFile } from '../../db/entities/index.ts';

/** The evidence video of a pending BGMI claim, as the worker needs it to probe the file. */
export interface BgmiVideoToProbe {
  storageName: string;
  sizeBytes: number;
  mimeType: string;
}

export interface BgmiVideoJobTarget {
  accountId: string;
  fileId: string;
}

/** What ffprobe read; `durationSeconds` is null when the file is not a video it can read. */
export interface VideoProbe {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
}

/** A frame the worker has already written to the upload directory under `storageName`. */
export interface ProbeThumbnail {
  storageName: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
}

/**
 * `stale`: the claim moved on (reviewed, re-submitted with another video, taken over) and nothing was
 * written. Unless accepted, `thumbnailInUse` says whether the offered frame's file is referenced anyway
 * (an earlier run kept it), so the worker knows whether it may delete it.
 */
export type BgmiProbeResult =
  | { outcome: 'accepted'; thumbnailId: string }
  | { outcome: 'rejected'; reason: string; thumbnailInUse: boolean }
  | { outcome: 'stale'; thumbnailInUse: boolean };

const awaitedClaim = (target: BgmiVideoJobTarget) => ({
  id: target.accountId,
  gameId: 'bgmi',
  method: 'bgmi_video' as const,
  status: 'pending' as const,
  evidence: target.fileId,
});

/** The video to probe, or null when the claim no longer waits on this file. */
export async function findBgmiVideoToProbe(
  em: EntityManager,
  target: BgmiVideoJobTarget,
): Promise<BgmiVideoToProbe | null> {
  const account = await em.findOne(GameAccount, awaitedClaim(target), { populate: ['evidence'] });
  const video = account?.evidence;
  return video
    ? { storageName: video.storageName, sizeBytes: video.sizeBytes, mimeType: video.mimeType }
    : null;
}

/** Why a probed video cannot stand as evidence, by the core's video rules; null when it can. */
export function probeRejection(video: BgmiVideoToProbe, probe: VideoProbe): string | null {
  if (probe.durationSeconds === null) return messages.verificationCheck.videoUnreadable;
  return validateVideo({
    size: video.sizeBytes,
    mimeType: video.mimeType,
    durationSeconds: probe.durationSeconds,
  });
}

/**
 * Records a probe of a BGMI video: a video the rules refuse rejects the claim with their message; an
 * accepted one keeps its thumbnail for the organiser, and the claim stays pending for their review.
 * Idempotent: a claim that already has its thumbnail, or no longer waits on this video, is left as is.
 */
export async function recordBgmiProbe(
  em: EntityManager,
  input: BgmiVideoJobTarget & { probe: VideoProbe; thumbnail: ProbeThumbnail | null },
): Promise<BgmiProbeResult> {
  return em.transactional(async (tx) => {
    const account = await tx.findOne(GameAccount, awaitedClaim(input), {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      populate: ['evidence'],
    });
    const thumbnailInUse = async () =>
      input.thumbnail
        ? (await tx.count(UploadedFile, { storageName: input.thumbnail.storageName })) > 0
        : false;
    const video = account?.evidence;
    if (!account || !video) return { outcome: 'stale' as const, thumbnailInUse: await thumbnailInUse() };
    if (account.thumbnail) return { outcome: 'accepted' as const, thumbnailId: account.thumbnail.id };

    video.durationSeconds = input.probe.durationSeconds;
    video.width = input.probe.width;
    video.height = input.probe.height;
    const rejection = probeRejection(video, input.probe);
    if (rejection !== null || !input.thumbnail) {
      const reason = rejection ?? messages.verificationCheck.videoUnreadable;
      account.status = changeVerificationStatus(account.status, 'rejected');
      account.rejectionReason = reason;
      await tx.flush();
      return { outcome: 'rejected' as const, reason, thumbnailInUse: await thumbnailInUse() };
    }
    const thumbnail =
      (await tx.findOne(UploadedFile, { storageName: input.thumbnail.storageName })) ??
      tx.create(UploadedFile, {
        owner: account.user,
        kind: 'image',
        mimeType: 'image/jpeg',
        sizeBytes: input.thumbnail.sizeBytes,
        storageName: input.thumbnail.storageName,
        originalName: null,
        width: input.thumbnail.width,
        height: input.thumbnail.height,
      });
    account.thumbnail = thumbnail;
    await tx.flush();
    return { outcome: 'accepted' as const, thumbnailId: thumbnail.id };
  });
}
