import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { VideoProbe } from '@galaxia/core/server';

const run = promisify(execFile);
const FFMPEG_TIMEOUT_MS = 60_000;

/** Neither tool being installed is the machine's problem, not the upload's: retry rather than reject. */
const isMissingTool = (error: unknown): boolean => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

interface FfprobeOutput {
  format?: { duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number }[];
}

/** Duration and picture size as ffprobe reads them; a file it cannot read has no duration. */
export async function probeVideo(path: string): Promise<VideoProbe> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,width,height', '-of', 'json', path],
      { timeout: FFMPEG_TIMEOUT_MS },
    ));
  } catch (error) {
    if (isMissingTool(error)) throw error;
    return { durationSeconds: null, width: null, height: null };
  }
  const output = JSON.parse(stdout) as FfprobeOutput;
  const duration = Number.parseFloat(output.format?.duration ?? '');
  const picture = output.streams?.find((stream) => stream.codec_type === 'video');
  return {
    durationSeconds: Number.isFinite(duration) && picture ? duration : null,
    width: picture?.width ?? null,
    height: picture?.height ?? null,
  };
}

/**
 * Writes one frame of the video as a JPEG: a second in, or the middle of a shorter clip. Returns the
 * file's size, or null when ffmpeg could not make a frame.
 */
export async function extractThumbnail(
  videoPath: string,
  thumbnailPath: string,
  durationSeconds: number,
): Promise<{ sizeBytes: number } | null> {
  const at = Math.min(1, durationSeconds / 2).toFixed(2);
  try {
    await run('ffmpeg', ['-v', 'error', '-y', '-ss', at, '-i', videoPath, '-frames:v', '1', thumbnailPath], {
      timeout: FFMPEG_TIMEOUT_MS,
    });
    const { size } = await stat(thumbnailPath);
    return size > 0 ? { sizeBytes: size } : null;
  } catch (error) {
    if (isMissingTool(error)) throw error;
    return null;
  }
}

/** Whether ffprobe can be run here; without it BGMI videos wait for the organiser without a probe. */
export async function ffprobeAvailable(): Promise<boolean> {
  try {
    await run('ffprobe', ['-version'], { timeout: FFMPEG_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}
