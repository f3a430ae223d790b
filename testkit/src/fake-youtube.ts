import { sendJson, startHttpFake } from './http-fake.ts';

/**
 * The YouTube Data API v3 `GET /youtube/v3/videos?part=liveStreamingDetails`, with the real response
 * shape (a videoListResponse; concurrentViewers as a string). Tests say which videos are live.
 */
export async function startFakeYouTube(apiKey: string) {
  const live = new Map<string, number>();
  const fake = await startHttpFake([
    [
      /^GET \/youtube\/v3\/videos$/,
      (req, res) => {
        if (req.query.get('key') !== apiKey) {
          return sendJson(res, 400, {
            error: { code: 400, message: 'API key not valid. Please pass a valid API key.', errors: [] },
          });
        }
        const ids = (req.query.get('id') ?? '').split(',').filter(Boolean);
        const items = ids.map((id) => ({
          kind: 'youtube#video',
          etag: `etag-${id}`,
          id,
          liveStreamingDetails: live.has(id)
            ? { actualStartTime: new Date().toISOString(), concurrentViewers: String(live.get(id)) }
            : { actualStartTime: '2026-01-01T10:00:00Z', actualEndTime: '2026-01-01T12:00:00Z' },
        }));
        sendJson(res, 200, {
          kind: 'youtube#videoListResponse',
          etag: 'list-etag',
          items,
          pageInfo: { totalResults: items.length, resultsPerPage: items.length },
        });
      },
    ],
  ]);
  return {
    ...fake,
    apiUrl: `${fake.url}/youtube/v3`,
    setLive(videoId: string, viewers: number | null) {
      if (viewers === null) live.delete(videoId);
      else live.set(videoId, viewers);
    },
  };
}

export type FakeYouTube = Awaited<ReturnType<typeof startFakeYouTube>>;
