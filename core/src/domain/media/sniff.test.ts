import { describe, expect, it } from 'vitest';
import { sniffImage, sniffVideo } from './sniff.ts';

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));

/** The first bytes of real files written by ffmpeg 5 (2x2 images, 1-second clips). */
const files = {
  png: hex('89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a'),
  jpg: hex('ffd8ffe000104a46494600010200000100010000fffe00104c61766335392e33'),
  gif: hex('47494638396102000200f71f310000002400004800006c0000900000b40000d8'),
  webp: hex('524946463c000000574542505650382030000000d001009d012a020002000200'),
  mp4: hex(
    '000000206674797069736f6d0000020069736f6d69736f32617663316d70343100000008667265650000041b6d646174',
  ),
  mov: hex(
    '000000146674797071742020000002007174202000000008776964650000041b6d646174000002ae0605ffffaadc45e9',
  ),
  webm: hex(
    '1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810242858102185380670100000000000426',
  ),
  mkv: hex(
    '1a45dfa3a34286810142f7810142f2810442f381084282886d6174726f736b6142878104428581021853806701000000',
  ),
  m4a: hex(
    '0000001c667479704d344120000002004d34412069736f6d69736f320000000866726565000023256d646174de02004c',
  ),
};

/** What a text file renamed to .png holds. */
const textNamedPng = new TextEncoder().encode('just some notes, saved as notes.png\n');

describe('sniffImage', () => {
  it('recognises JPEG, PNG, GIF and WebP from their first bytes', () => {
    expect(sniffImage(files.jpg)).toEqual({ format: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg' });
    expect(sniffImage(files.png)).toEqual({ format: 'png', mimeType: 'image/png', extension: 'png' });
    expect(sniffImage(files.gif)).toEqual({ format: 'gif', mimeType: 'image/gif', extension: 'gif' });
    expect(sniffImage(files.webp)).toEqual({ format: 'webp', mimeType: 'image/webp', extension: 'webp' });
    expect(sniffImage(new TextEncoder().encode('GIF87a'))?.format).toBe('gif');
  });

  it('refuses a text file named .png, videos, a WAV and empty or cut-off input', () => {
    expect(sniffImage(textNamedPng)).toBeNull();
    expect(sniffImage(files.mp4)).toBeNull();
    expect(sniffImage(files.webm)).toBeNull();
    expect(sniffImage(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
    expect(sniffImage(files.png.subarray(0, 4))).toBeNull();
  });
});

describe('sniffVideo', () => {
  it('recognises MP4, MOV and WebM', () => {
    expect(sniffVideo(files.mp4)).toEqual({ format: 'mp4', mimeType: 'video/mp4', extension: 'mp4' });
    expect(sniffVideo(files.mov)).toEqual({ format: 'mov', mimeType: 'video/quicktime', extension: 'mov' });
    expect(sniffVideo(files.webm)).toEqual({ format: 'webm', mimeType: 'video/webm', extension: 'webm' });
  });

  it('refuses Matroska, audio-only MPEG-4, HEIC stills, images and text', () => {
    expect(sniffVideo(files.mkv)).toBeNull();
    expect(sniffVideo(files.m4a)).toBeNull();
    expect(sniffVideo(hex('0000001866747970686569630000000068656963'))).toBeNull();
    expect(sniffVideo(files.png)).toBeNull();
    expect(sniffVideo(textNamedPng)).toBeNull();
    expect(sniffVideo(files.mp4.subarray(0, 8))).toBeNull();
  });
});
