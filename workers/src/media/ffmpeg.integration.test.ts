import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVideo } from './ffmpeg.ts';

/** Real ffprobe on files made by real ffmpeg: what an uploaded file can make the worker do. */
describe('probing an uploaded video', () => {
  const dir = mkdtempSync(join(tmpdir(), 'galaxia-probe-'));
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.end('#EXTM3U\n');
  });
  let port = 0;
  const make = (name: string, format: string[]) => {
    const path = join(dir, name);
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=320x240:rate=10',
      ...format,
      path,
    ]);
    return path;
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads an MP4 and a WebM', async () => {
    const mp4 = await probeVideo(make('clip.mp4', ['-pix_fmt', 'yuv420p']));
    expect(mp4).toMatchObject({ width: 320, height: 240 });
    expect(mp4.durationSeconds).toBeCloseTo(2, 0);
    const webm = await probeVideo(make('clip.webm', ['-c:v', 'libvpx', '-b:v', '200k']));
    expect(webm.durationSeconds).toBeCloseTo(2, 0);
  });

  it('treats a container outside the allow-list as unreadable', async () => {
    expect(await probeVideo(make('clip.avi', []))).toEqual({
      durationSeconds: null,
      width: null,
      height: null,
    });
  });

  it('never follows a playlist out to the network', async () => {
    const playlist = join(dir, 'upload.mp4');
    writeFileSync(
      playlist,
      `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nhttp://127.0.0.1:${port}/secret.ts\n#EXT-X-ENDLIST\n`,
    );
    expect(await probeVideo(playlist)).toEqual({ durationSeconds: null, width: null, height: null });
    expect(requests).toEqual([]);
  });
});
