import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { bgmiVideoJob, findBgmiVideoToProbe, probeRejection, recordBgmiProbe } from '@galaxia/core/server';
import { extractThumbnail, probeVideo } from '../media/ffmpeg.ts';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/**
 * Probes a BGMI verification video: a video over the core's limits (30 s, 5 MB) or one ffprobe cannot
 * read rejects the claim with the rule's message; an acceptable one gets a thumbnail for the organiser
 * and stays pending for their review. The thumbnail's name comes from the video's id, so a retry
 * rewrites the same file instead of leaving another behind.
 */
export function bgmiVideoProcessor(
  services: Pick<WorkerServices, 'orm' | 'uploadDir'>,
): Processor<typeof bgmiVideoJob> {
  return {
    definition: bgmiVideoJob,
    async run({ accountId, fileId }) {
      const video = await findBgmiVideoToProbe(services.orm.em.fork(), { accountId, fileId });
      if (!video) return { outcome: 'stale' };
      const videoPath = join(services.uploadDir, video.storageName);
      const probe = await probeVideo(videoPath);

      const thumbnailName = `${fileId}.thumb.jpg`;
      const thumbnailPath = join(services.uploadDir, thumbnailName);
      const frame =
        probe.durationSeconds !== null && probeRejection(video, probe) === null
          ? await extractThumbnail(videoPath, thumbnailPath, probe.durationSeconds)
          : null;
      const result = await recordBgmiProbe(services.orm.em.fork(), {
        accountId,
        fileId,
        probe,
        thumbnail: frame
          ? {
              storageName: thumbnailName,
              sizeBytes: frame.sizeBytes,
              width: probe.width,
              height: probe.height,
            }
          : null,
      });
      if (frame && result.outcome !== 'accepted' && !result.thumbnailInUse)
        await rm(thumbnailPath, { force: true });
      return result;
    },
  };
}
