import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_PRESETS, validateImage } from './image-rules.ts';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const text = new TextEncoder().encode('hello, this is not a picture');
const MB = 1024 * 1024;

describe('validateImage', () => {
  it('accepts JPG, PNG, GIF and WebP up to 5 MB', () => {
    expect(IMAGE_MAX_BYTES).toBe(5 * MB);
    for (const mimeType of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(validateImage({ size: 5 * MB, mimeType })).toBeNull();
    }
    expect(validateImage({ size: 1000, mimeType: 'image/png', bytes: png })).toBeNull();
  });

  it('needs an image file', () => {
    expect(validateImage({ size: 1000, mimeType: 'application/pdf' })).toBe('Please select an image file');
    expect(validateImage({ size: 1000 })).toBe('Please select an image file');
  });

  it('goes by the bytes, not the name or the claimed type', () => {
    expect(validateImage({ size: text.length, mimeType: 'image/png', bytes: text })).toBe(
      'Please select an image file',
    );
    expect(validateImage({ size: 1000, mimeType: 'application/octet-stream', bytes: png })).toBeNull();
  });

  it('points image types we do not take at the ones we do', () => {
    expect(validateImage({ size: 1000, mimeType: 'image/svg+xml' })).toBe(
      'Use a JPG, PNG, GIF or WebP image',
    );
    expect(validateImage({ size: 1000, mimeType: 'image/heic', bytes: text })).toBe(
      'Use a JPG, PNG, GIF or WebP image',
    );
  });

  it('refuses more than 5 MB, after the type check', () => {
    expect(validateImage({ size: 5 * MB + 1, mimeType: 'image/png' })).toBe(
      'File size must be less than 5MB',
    );
    expect(validateImage({ size: 5 * MB + 1, mimeType: 'text/plain' })).toBe('Please select an image file');
  });
});

describe('IMAGE_PRESETS', () => {
  it('sizes poster 16:9, header 16:3 and logo 1:1', () => {
    expect(IMAGE_PRESETS).toEqual({
      poster: { field: 'eventPoster', aspectRatio: '16:9', width: 1920, height: 1080 },
      header: { field: 'eventHeader', aspectRatio: '16:3', width: 1920, height: 360 },
      logo: { field: 'eventLogo', aspectRatio: '1:1', width: 1080, height: 1080 },
    });
    for (const { aspectRatio, width, height } of Object.values(IMAGE_PRESETS)) {
      const [w, h] = aspectRatio.split(':').map(Number);
      expect(width * h!).toBe(height * w!);
    }
  });
});
