import { twitchChannelOf, youtubeVideoIdOf } from '@galaxia/core';
import { listLiveClaims, now, recordViewerCounts, streamViewersJob } from '@galaxia/core/server';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/**
 * Asks each configured platform for the viewers of the streams live now and stores the answers. A
 * platform without configuration is not asked, and its streams keep no count (the page hides it).
 */
export const streamViewersProcessor = (services: WorkerServices): Processor<typeof streamViewersJob> => ({
  definition: streamViewersJob,
  queue: { concurrency: 1 },
  async run() {
    const em = services.orm.em.fork();
    const at = now();
    const live = await listLiveClaims(em, at);
    const counts = new Map<string, number | null>();
    const twitch = live.flatMap((claim) => {
      const channel = claim.platform === 'Twitch' ? twitchChannelOf(claim.url) : null;
      return channel ? [{ claimId: claim.claimId, key: channel }] : [];
    });
    const youtube = live.flatMap((claim) => {
      const video = claim.platform === 'YouTube' ? youtubeVideoIdOf(claim.url) : null;
      return video ? [{ claimId: claim.claimId, key: video }] : [];
    });
    if (services.twitch && twitch.length) {
      const viewers = await services.twitch.liveViewers(twitch.map((entry) => entry.key));
      for (const entry of twitch) counts.set(entry.claimId, viewers.get(entry.key) ?? null);
    }
    if (services.youtube && youtube.length) {
      const viewers = await services.youtube.liveViewers(youtube.map((entry) => entry.key));
      for (const entry of youtube) counts.set(entry.claimId, viewers.get(entry.key) ?? null);
    }
    return { updated: await recordViewerCounts(em, counts, at, services.ports) };
  },
});
