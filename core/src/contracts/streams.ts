import { z } from 'zod';
import { INT4_MAX } from '../domain/limits.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { isoDateTime } from './date-time.ts';
import { text } from './text-fields.ts';

export const streamPlatforms = ['Twitch', 'YouTube', 'Kick', 'Facebook'] as const;

export const streamPlatformSchema = z.enum(streamPlatforms, {
  error: messages.stream.platformInvalid(streamPlatforms),
});
export type StreamPlatform = z.infer<typeof streamPlatformSchema>;

export const streamStatusSchema = z.enum(['live', 'upcoming']);
export type StreamStatus = z.infer<typeof streamStatusSchema>;

// Watch links open in viewers' browsers from our pages, so only https is accepted.
export const watchUrlSchema = z.url({
  protocol: /^https$/,
  ...coded('STREAM_URL_NOT_HTTPS', messages.stream.urlNotHttps),
});

export const streamSchema = z.object({
  matchId: text().min(1),
  /** Display names of the two sides, team A first. */
  teams: z.tuple([text().min(1), text().min(1)]),
  streamer: text().min(1),
  streamerAvatar: text().nullable(),
  platform: streamPlatformSchema,
  /** Null when no platform API is configured or it has not answered: shown as nothing, never as 0. */
  viewerCount: z.int().min(0).max(INT4_MAX).nullable(),
  status: streamStatusSchema,
  streamUrl: watchUrlSchema,
  scheduledTime: isoDateTime.nullable(),
});
export type Stream = z.infer<typeof streamSchema>;
