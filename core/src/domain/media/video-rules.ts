import { messages } from '../messages/catalogue.ts';
import { sniffVideo } from './sniff.ts';

export const VIDEO_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 30;

export const ACCEPTED_VIDEO_MIME_TYPES: readonly string[] = ['video/mp4', 'video/quicktime', 'video/webm'];

export const VIDEO_INPUT_ACCEPT = ACCEPTED_VIDEO_MIME_TYPES.join(',');

export interface VideoCandidate {
  size: number;
  mimeType?: string;
  /** The file's first bytes; when given they decide the type. */
  bytes?: Uint8Array;
  /** Known once the server has probed the file; the browser check cannot tell. */
  durationSeconds?: number;
}

export function validateVideo({
  size,
  mimeType = '',
  bytes,
  durationSeconds,
}: VideoCandidate): string | null {
  const isVideo = bytes ? sniffVideo(bytes) !== null : ACCEPTED_VIDEO_MIME_TYPES.includes(mimeType);
  if (!isVideo) return messages.media.notVideo;
  if (size > VIDEO_MAX_BYTES) return messages.media.videoTooLarge;
  if (durationSeconds !== undefined && !(durationSeconds <= VIDEO_MAX_SECONDS))
    return messages.media.videoTooLong;
  return null;
}
