import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { VideoProbe } from '@galaxia/core/server';

const run = promisify(execFile);
const FFMPEG_TIMEOUT_MS = 60_000;

/** Neither tool being installed is the machine's problem, not the upload's: retry rather than reject. */
const isMissingTool = (error: unknown): boolean => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * Only local files, never a URL or a playlist pointing elsewhere (an uploaded .m3u8 or concat file
 * could make ffprobe fetch from the network or read other files).
 */
const LOCAL_FILES_ONLY = ['-protocol_whitelist', 'file'];
/** The containers an evidence video may be (MP4/MOV family and Matroska/WebM), as ffprobe names them. */
const ALLOWED_VIDEO_FORMATS = ['mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm'] as const;

interface FfprobeOutput {
  format?: { duration?: string; format_name?: string };
  streams?: { codec_type?: string; width?: number; height?: number }[];
}

/** Duration and picture size as ffprobe reads them; a file it cannot read has no duration. */
export async function probeVideo(path: string): Promise<VideoProbe> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      'ffprobe',
      [
        '-v',
        'error',
        ...LOCAL_FILES_ONLY,
        '-show_entries',
        'format=duration,format_name:stream=codec_type,width,height',
        '-of',
        'json',
        path,
      ],
      { timeout: FFMPEG_TIMEOUT_MS },
    ));
  } catch (error) {
    if (isMissingTool(error)) throw error;
    return { durationSeconds: null, width: null, height: null };
  }
  const output = JSON.parse(stdout) as FfprobeOutput;
  const formatName = output.format?.format_name ?? '';
  // Anything else is treated as unreadable: the upload is rejected, never handed to ffmpeg.
  if (!(ALLOWED_VIDEO_FORMATS as readonly string[]).includes(formatName)) {
    return { durationSeconds: null, width: null, height: null };
  }
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
    const args = ['-v', 'error', '-y', ...LOCAL_FILES_ONLY, '-ss', at, '-i', videoPath, '-frames:v', '1'];
    await run('ffmpeg', [...args, thumbnailPath], {
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
