export {
  ACCEPTED_IMAGE_MIME_TYPES,
  ADVERTISED_IMAGE_FORMATS,
  IMAGE_INPUT_ACCEPT,
  IMAGE_MAX_BYTES,
  IMAGE_PRESETS,
  type ImageCandidate,
  type ImagePreset,
  type ImagePresetKind,
  validateImage,
} from './image-rules.ts';
export { type ImageFormat, type SniffedMedia, sniffImage, sniffVideo, type VideoFormat } from './sniff.ts';
export { fitsStorageQuota, storageQuotaBytes } from './storage-quota.ts';
export {
  ACCEPTED_VIDEO_MIME_TYPES,
  VIDEO_INPUT_ACCEPT,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  type VideoCandidate,
  validateVideo,
} from './video-rules.ts';
