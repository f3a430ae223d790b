import { messages } from '../messages/catalogue.ts';
import { sniffImage } from './sniff.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** What the upload boxes advertise; WebP is accepted too, quietly. */
export const ADVERTISED_IMAGE_FORMATS = 'JPG, PNG, GIF';

/** SVG is left out on purpose: it can carry script. */
export const ACCEPTED_IMAGE_MIME_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
];

/** For an `<input type="file" accept>`. */
export const IMAGE_INPUT_ACCEPT = ACCEPTED_IMAGE_MIME_TYPES.join(',');

export type ImagePresetKind = 'poster' | 'header' | 'logo';

export interface ImagePreset {
  /** The basic-info field, and the multipart field the file is uploaded under. */
  field: 'eventPoster' | 'eventHeader' | 'eventLogo';
  aspectRatio: string;
  width: number;
  height: number;
}

export const IMAGE_PRESETS: Readonly<Record<ImagePresetKind, ImagePreset>> = {
  poster: { field: 'eventPoster', aspectRatio: '16:9', width: 1920, height: 1080 },
  header: { field: 'eventHeader', aspectRatio: '16:3', width: 1920, height: 360 },
  logo: { field: 'eventLogo', aspectRatio: '1:1', width: 1080, height: 1080 },
};

export interface ImageCandidate {
  size: number;
  /** What the browser or the multipart part claims. */
  mimeType?: string;
  /** The file's first bytes; when given they decide the type, whatever the name or claim says. */
  bytes?: Uint8Array;
}

/** The first rule an upload breaks, or null: the type is checked before the size, as on screen. */
export function validateImage({ size, mimeType = '', bytes }: ImageCandidate): string | null {
  const claimsImage = mimeType.startsWith('image/');
  const claimsAccepted = ACCEPTED_IMAGE_MIME_TYPES.includes(mimeType);
  if (bytes ? sniffImage(bytes) === null : !claimsAccepted) {
    return claimsImage && !claimsAccepted ? messages.media.unsupportedImage : messages.media.notImage;
  }
  if (size > IMAGE_MAX_BYTES) return messages.media.imageTooLarge;
  return null;
}
