/**
 * What a file is, from its first bytes rather than its name or the browser's guess. Pure: give it
 * the first few dozen bytes of the upload.
 */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';
export type VideoFormat = 'mp4' | 'mov' | 'webm';

export interface SniffedMedia<Format extends string> {
  format: Format;
  mimeType: string;
  extension: string;
}

const IMAGE_TYPES: Readonly<Record<ImageFormat, Omit<SniffedMedia<ImageFormat>, 'format'>>> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  gif: { mimeType: 'image/gif', extension: 'gif' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
};

const VIDEO_TYPES: Readonly<Record<VideoFormat, Omit<SniffedMedia<VideoFormat>, 'format'>>> = {
  mp4: { mimeType: 'video/mp4', extension: 'mp4' },
  mov: { mimeType: 'video/quicktime', extension: 'mov' },
  webm: { mimeType: 'video/webm', extension: 'webm' },
};

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
/** The EBML header is short; its DocType says WebM or Matroska within the first few dozen bytes. */
const EBML_HEADER_SCAN = 64;

/**
 * ISO base media brands that are not video: audio-only MPEG-4 and HEIF/AVIF still images share the
 * ftyp box with MP4.
 */
const NON_VIDEO_BRANDS = new Set([
  'M4A ',
  'M4B ',
  'M4P ',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

const hasBytes = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (bytes: Uint8Array, offset: number, length: number): string =>
  bytes.length >= offset + length ? String.fromCharCode(...bytes.subarray(offset, offset + length)) : '';

const sniffed = <Format extends string>(
  format: Format,
  types: Readonly<Record<Format, Omit<SniffedMedia<Format>, 'format'>>>,
): SniffedMedia<Format> => ({ format, ...types[format] });

export function sniffImage(bytes: Uint8Array): SniffedMedia<ImageFormat> | null {
  if (hasBytes(bytes, JPEG)) return sniffed('jpeg', IMAGE_TYPES);
  if (hasBytes(bytes, PNG)) return sniffed('png', IMAGE_TYPES);
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return sniffed('gif', IMAGE_TYPES);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return sniffed('webp', IMAGE_TYPES);
  return null;
}

export function sniffVideo(bytes: Uint8Array): SniffedMedia<VideoFormat> | null {
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (brand === '' || NON_VIDEO_BRANDS.has(brand)) return null;
    return sniffed(brand === 'qt  ' ? 'mov' : 'mp4', VIDEO_TYPES);
  }
  if (hasBytes(bytes, EBML)) {
    const header = ascii(bytes, 0, Math.min(bytes.length, EBML_HEADER_SCAN));
    return header.includes('webm') ? sniffed('webm', VIDEO_TYPES) : null;
  }
  return null;
}
