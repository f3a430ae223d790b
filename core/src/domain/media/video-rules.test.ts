import { describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS, validateVideo } from './video-rules.ts';

const mp4 = Uint8Array.from([0, 0, 0, 0x20, ...new TextEncoder().encode('ftypisom')]);
const MB = 1024 * 1024;

describe('validateVideo', () => {
  it('accepts an MP4, MOV or WebM of up to 5 MB and 30 seconds', () => {
    expect([VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS]).toEqual([5 * MB, 30]);
    for (const mimeType of ['video/mp4', 'video/quicktime', 'video/webm']) {
      expect(validateVideo({ size: 5 * MB, mimeType })).toBeNull();
    }
    expect(validateVideo({ size: 1000, bytes: mp4, durationSeconds: 30 })).toBeNull();
  });

  it('refuses what is not a video', () => {
    expect(validateVideo({ size: 1000, mimeType: 'image/png' })).toBe(
      'Please select an MP4, MOV or WebM video',
    );
    expect(
      validateVideo({ size: 1000, mimeType: 'video/mp4', bytes: new TextEncoder().encode('not a video') }),
    ).toBe('Please select an MP4, MOV or WebM video');
  });

  it('refuses more than 5 MB', () => {
    expect(validateVideo({ size: 5 * MB + 1, mimeType: 'video/mp4' })).toBe(
      'Video size should be less than 5MB',
    );
  });

  it('refuses more than 30 seconds once the length is known', () => {
    expect(validateVideo({ size: 1000, bytes: mp4, durationSeconds: 30.5 })).toBe(
      'Video should be 30 seconds or shorter',
    );
    expect(validateVideo({ size: 1000, bytes: mp4, durationSeconds: Number.NaN })).toBe(
      'Video should be 30 seconds or shorter',
    );
  });
});
