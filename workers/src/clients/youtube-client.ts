const REQUEST_TIMEOUT_MS = 10_000;
/** videos.list takes up to 50 ids per call, for 1 quota unit. */
const IDS_PER_CALL = 50;

export interface YouTubeClient {
  /** Concurrent viewers of each video that is live now; others are absent. */
  liveViewers(videoIds: readonly string[]): Promise<Map<string, number>>;
}

/** The YouTube Data API v3 (`videos?part=liveStreamingDetails`) with an API key. */
export function createYouTubeClient(options: { apiUrl: string; apiKey: string }): YouTubeClient {
  const api = options.apiUrl.replace(/\/$/, '');
  return {
    async liveViewers(videoIds) {
      const viewers = new Map<string, number>();
      const unique = [...new Set(videoIds)];
      for (let start = 0; start < unique.length; start += IDS_PER_CALL) {
        const query = new URLSearchParams({
          part: 'liveStreamingDetails',
          id: unique.slice(start, start + IDS_PER_CALL).join(','),
          key: options.apiKey,
        });
        const response = await fetch(`${api}/videos?${query}`, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        // 403 quotaExceeded: the day's quota is spent; the counts wait for tomorrow's.
        if (!response.ok) throw new Error(`YouTube Data API answered ${response.status}`);
        const body = (await response.json()) as {
          items?: {
            id: string;
            liveStreamingDetails?: { concurrentViewers?: string; actualEndTime?: string };
          }[];
        };
        for (const item of body.items ?? []) {
          const details = item.liveStreamingDetails;
          if (!details?.concurrentViewers || details.actualEndTime) continue;
          viewers.set(item.id, Number(details.concurrentViewers));
        }
      }
      return viewers;
    },
  };
}
