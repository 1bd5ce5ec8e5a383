import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import sharp from 'sharp';
import type { Logger } from './log.ts';
import { MediaRejected, type ReceivedMedia } from './media.ts';
import type { Storage } from './storage.ts';

/**
 * Videos of stories and feeds: a real probe of the container, a poster image, and the web-friendly MP4 every browser
 * plays (decision 149). ffmpeg and ffprobe are the static builds shipped inside their npm packages, so `npm install`
 * brings them.
 */
export const FFMPEG_PATH = ffmpegInstaller.path;
export const FFPROBE_PATH = ffprobeInstaller.path;

/** The short side of a stored video at most (720p, in either orientation). */
export const VIDEO_MAX_SHORT_SIDE = 720;
/** No single ffmpeg run may take longer (a 50 MB upload transcodes in well under a minute on two cores). */
const RUN_TIMEOUT_MS = 10 * 60 * 1000;

export type VideoProbe = {
  durationSeconds: number;
  /** As displayed, rotation applied. */
  width: number;
  height: number;
  /** e.g. 'h264', 'hevc', 'vp9', 'wmv2'. */
  videoCodec: string;
  /** null when the file has no sound. */
  audioCodec: string | null;
  /** ffprobe's format names, e.g. 'mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm', 'avi'. */
  container: string;
  /** The moov box comes before the media data (ISO files only): playback starts before the whole file has arrived. */
  faststart: boolean;
  /**
   * Playable as it is in every browser: an ISO (MP4) file, H.264 in yuv420p, AAC or no sound, short side at most
   * 720 px, faststart. Such an upload is stored as `.mp4` without transcoding.
   */
  webFriendly: boolean;
};

type Run = { stdout: Buffer; stderr: string };

/** ffmpeg runs still going: ended with the origin, so no transcode outlives the process that wanted it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Runs a binary at low priority (transcodes must not starve requests), collecting its output. */
function run(binary: string, args: string[], opts: { maxStdout?: number } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    if (child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        /* not allowed here: runs at normal priority */
      }
    }
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.byteLength;
      if (outBytes > (opts.maxStdout ?? 16 * 1024 * 1024)) child.kill('SIGKILL');
      else out.push(chunk);
    });
    // Only the tail matters for a failure's message.
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
    child.on('error', (err) => {
      clearTimeout(timer);
      running.delete(child);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr });
      else reject(new Error(`${binary.split('/').pop()} ${signal ? `killed by ${signal}` : `exited ${code}`}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}

type ProbeStream = {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
};
type ProbeOutput = { streams?: ProbeStream[]; format?: { format_name?: string; duration?: string } };

/** Whether an ISO file's moov box comes before its mdat box (top-level boxes read from the file's header chain). */
async function moovFirst(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(16);
    let at = 0;
    while (at + 8 <= size) {
      const { bytesRead } = await file.read(head, 0, 16, at);
      if (bytesRead < 8) return false;
      const type = head.toString('latin1', 4, 8);
      if (type === 'moov') return true;
      if (type === 'mdat') return false;
      let boxSize = head.readUInt32BE(0);
      if (boxSize === 1 && bytesRead >= 16) boxSize = Number(head.readBigUInt64BE(8));
      if (boxSize < 8) return false;
      at += boxSize;
    }
    return false;
  } finally {
    await file.close();
  }
}

/**
 * Probes a video with ffprobe. Throws MediaRejected('not-supported') for the file `named` (field and name for the
 * message) when ffprobe cannot read it or it has no video stream: a renamed sound or text file is no video.
 */
export async function probeVideo(path: string, named: { field: string; filename: string } = { field: 'file', filename: 'file' }): Promise<VideoProbe> {
  let info: ProbeOutput;
  try {
    const { stdout } = await run(FFPROBE_PATH, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path]);
    info = JSON.parse(stdout.toString('utf8')) as ProbeOutput;
  } catch {
    throw new MediaRejected('not-supported', named.field, named.filename);
  }
  const streams = info.streams ?? [];
  // A cover picture inside an audio file is a "video" stream too; it is not a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  if (!video) throw new MediaRejected('not-supported', named.field, named.filename);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const rotation = Math.abs(Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0)) % 180;
  const width = rotation === 90 ? video.height! : video.width!;
  const height = rotation === 90 ? video.width! : video.height!;
  const durationSeconds = Number(info.format?.duration ?? video.duration ?? 0) || 0;
  const container = info.format?.format_name ?? '';
  const iso = container.split(',').includes('mp4');
  const faststart = iso && (await moovFirst(path));
  const audioCodec = audio?.codec_name ?? null;
  const webFriendly =
    iso && faststart && video.codec_name === 'h264' && video.pix_fmt === 'yuv420p' && (audioCodec === null || audioCodec === 'aac') && Math.min(width, height) <= VIDEO_MAX_SHORT_SIDE;
  return { durationSeconds, width, height, videoCodec: video.codec_name ?? '', audioCodec, container, faststart, webFriendly };
}

/** The longest side of a poster. */
const POSTER_MAX_SIDE = 1280;

/**
 * A poster for the video: the frame at 1 s (or the first frame of a shorter video), upright, at most 1280 px on its
 * longest side, as WebP bytes.
 */
export async function posterOf(path: string, probe?: Pick<VideoProbe, 'durationSeconds'>): Promise<Uint8Array> {
  const frameAt = async (seconds: number) =>
    (
      await run(
        FFMPEG_PATH,
        ['-v', 'error', '-ss', String(seconds), '-i', path, '-frames:v', '1', '-vf', `scale='min(${POSTER_MAX_SIDE},iw)':-2`, '-f', 'image2pipe', '-vcodec', 'png', '-'],
        { maxStdout: 64 * 1024 * 1024 },
      )
    ).stdout;
  const duration = probe?.durationSeconds ?? (await probeVideo(path)).durationSeconds;
  let png = duration > 1.5 ? await frameAt(1) : Buffer.alloc(0);
  // A seek past the last key frame of a short or oddly cut file gives no frame: the first frame always exists.
  if (png.byteLength === 0) png = await frameAt(0);
  const out = await sharp(png).resize({ width: POSTER_MAX_SIDE, height: POSTER_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80, effort: 2 }).toBuffer();
  return new Uint8Array(out);
}

/** Scales so the short side is at most 720 px, keeping the aspect ratio, both sides even (yuv420p needs it). */
const SCALE_FILTER = `scale='if(gt(iw,ih),-2,trunc(min(${VIDEO_MAX_SHORT_SIDE},iw)/2)*2)':'if(gt(iw,ih),trunc(min(${VIDEO_MAX_SHORT_SIDE},ih)/2)*2,-2)'`;
const COPY = ['-c', 'copy'];
const ENCODE = ['-vf', SCALE_FILTER, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'];

/**
 * Writes the first video and audio stream of `input` to `output` as `format` with `codecArgs`, and nothing else: no
 * metadata, chapters, subtitles or data streams, so a phone's GPS position, a camera's serial number or an action
 * camera's telemetry track never reaches storage. The display rotation is stream side data and stays.
 */
function writeVideo(input: string, output: string, format: 'mp4' | 'matroska', codecArgs: string[]) {
  const args = ['-v', 'error', '-y', '-i', input, '-map', '0:v:0', '-map', '0:a:0?', ...codecArgs, '-map_metadata', '-1', '-map_chapters', '-1'];
  return run(FFMPEG_PATH, [...args, ...(format === 'mp4' ? ['-movflags', '+faststart'] : []), '-f', format, output]);
}

/**
 * Writes `output` as a web-friendly MP4: H.264 (yuv420p) and AAC, moov first (+faststart), short side at most 720 px,
 * aspect kept, rotation applied. When the input's streams already are H.264/AAC within 720 px, they are copied
 * into a new container instead (seconds, not minutes). Answers the probe of the output.
 */
export async function transcodeToWebMp4(input: string, output: string): Promise<VideoProbe> {
  const source = await probeVideo(input);
  const copy =
    source.videoCodec === 'h264' &&
    (source.audioCodec === null || source.audioCodec === 'aac') &&
    Math.min(source.width, source.height) <= VIDEO_MAX_SHORT_SIDE &&
    source.container.split(',').includes('mp4');
  await writeVideo(input, output, 'mp4', copy ? COPY : ENCODE);
  const result = await probeVideo(output);
  if (copy && !result.webFriendly) {
    // Copied streams were not what they seemed (another pixel format, an odd profile): encode after all.
    await writeVideo(input, output, 'mp4', ENCODE);
    return probeVideo(output);
  }
  return result;
}

export type StoredVideo = {
  /** What clients play now: the MP4 when the upload was web-friendly, else the original until the job replaces it. */
  url: string;
  key: string;
  posterUrl: string;
  posterKey: string;
  durationSeconds: number;
  width: number;
  height: number;
  /** True when a transcode must still run: enqueue `transcodeStored({ sourceKey: key, targetKey })`. */
  processing: boolean;
  /** Where the web MP4 goes (the same name as `key` when no transcode is needed). */
  targetKey: string;
};

/**
 * Stores a received video under `folder` (e.g. `feeds/12`): probes it (MediaRejected when it is no video), stores a
 * WebP poster, and stores the file's streams without its metadata — as `<random>.mp4` when it is web-friendly, else as
 * `<random>-source.mp4` or `.mkv` with `processing` set. The upload's temp file stays for the form's cleanup().
 */
export async function storeVideo(storage: Storage, file: ReceivedMedia, folder: string): Promise<StoredVideo> {
  const probe = await probeVideo(file.tempPath, file);
  const poster = await posterOf(file.tempPath, probe);
  const name = `${folder}/${randomBytes(10).toString('hex')}`;
  const posterKey = `${name}-poster.webp`;
  const posterUrl = await storage.put(posterKey, poster, 'image/webp');
  const targetKey = `${name}.mp4`;
  // What is stored is a copy of the streams without the upload's metadata (writeVideo): as the web MP4 when the
  // upload is one, else as the source of the transcode, in its MP4 family container when the streams fit one, else
  // in Matroska, which takes any codec. An upload that cannot even be copied is no video we can serve.
  const clean = `${file.tempPath}.clean`;
  const inMp4 = probe.webFriendly || probe.container.split(',').includes('mp4');
  let format: 'mp4' | 'matroska' = inMp4 ? 'mp4' : 'matroska';
  try {
    await writeVideo(file.tempPath, clean, format, COPY).catch(async () => {
      if (probe.webFriendly || format === 'matroska') throw new MediaRejected('not-supported', file.field, file.filename);
      format = 'matroska';
      await writeVideo(file.tempPath, clean, format, COPY);
    });
  } catch (err) {
    await Promise.all([storage.delete(posterKey).catch(() => undefined), rm(clean, { force: true })]);
    throw err instanceof MediaRejected ? err : new MediaRejected('not-supported', file.field, file.filename);
  }
  const key = probe.webFriendly ? targetKey : `${name}-source.${format === 'mp4' ? 'mp4' : 'mkv'}`;
  try {
    const url = await storage.putFile(key, clean, format === 'mp4' ? 'video/mp4' : 'video/x-matroska', { move: true });
    const { durationSeconds, width, height } = probe;
    return { url, key, posterUrl, posterKey, durationSeconds, width, height, processing: !probe.webFriendly, targetKey };
  } catch (err) {
    await Promise.all([storage.delete(posterKey).catch(() => undefined), rm(clean, { force: true })]);
    throw err;
  }
}

/**
 * The body of a transcode job: reads the stored original into a temp folder, writes the web MP4, stores it under
 * `targetKey` and answers its URL and probe. The original stays stored: the caller deletes it once its row points at
 * the MP4, so a crash in between loses nothing.
 */
export async function transcodeStored(storage: Storage, opts: { sourceKey: string; targetKey: string; tempDir: string }): Promise<{ url: string; probe: VideoProbe }> {
  await mkdir(opts.tempDir, { recursive: true });
  const dir = await mkdtemp(join(opts.tempDir, 'job-'));
  try {
    const source = join(dir, 'source');
    if (!(await storage.getFile(opts.sourceKey, source))) throw new Error(`Stored video ${opts.sourceKey} is missing`);
    const output = join(dir, 'web.mp4');
    const probe = await transcodeToWebMp4(source, output);
    const url = await storage.putFile(opts.targetKey, output, 'video/mp4', { move: true });
    return { url, probe };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type VideoJobs = {
  /**
   * Runs `fn` after the jobs before it, one at a time. A name already waiting or running is not added twice, so
   * re-enqueueing at start is safe. A failing job is logged; `fn` itself marks its row failed if it must.
   */
  enqueue: (name: string, fn: () => Promise<void>) => void;
  /** Resolves when no job is waiting or running (tests, shutdown). */
  idle: () => Promise<void>;
  /** Jobs waiting or running. */
  size: () => number;
};

/**
 * The in-process queue of video work (transcodes), one job at a time: a two-core origin keeps a core for requests.
 *
 * How a domain module uses it (stories, feeds):
 * - On upload, `storeVideo` stores the file and its poster. When it answers `processing`, the module saves its row
 *   as 'processing' (URL of the original, poster, duration) and calls
 *   `deps.videoJobs.enqueue(\`feed-attachment:${id}\`, () => finishVideo(deps, id))`. `finishVideo` runs
 *   `transcodeStored(deps.storage, { sourceKey, targetKey, tempDir: mediaTempDir(deps.config.dataDir) })`, points the
 *   row at the MP4, marks it ready, then deletes the original (`storage.delete(sourceKey)`); when it throws, it
 *   marks the row 'failed' (the original stays, so the feed still shows something).
 * - The queue lives in memory: a restart loses what was waiting. So at start (server/index.ts, after migrations)
 *   the module selects its rows still 'processing' and enqueues `finishVideo` for each again, under the same name.
 *   `finishVideo` must therefore be idempotent: a row that is no longer 'processing' is left alone.
 * - Tests wait for the work with `await deps.videoJobs.idle()`.
 */
export function createVideoJobs(log: Logger): VideoJobs {
  const names = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  return {
    enqueue(name, fn) {
      if (names.has(name)) return;
      names.add(name);
      chain = chain.then(async () => {
        try {
          await fn();
        } catch (err) {
          log.error(`video job ${name}`, err);
        } finally {
          names.delete(name);
        }
      });
    },
    async idle() {
      while (names.size > 0) await chain;
    },
    size: () => names.size,
  };
}
