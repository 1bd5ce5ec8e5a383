import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { extensionOf, MEDIA_IMAGE_EXTENSIONS, MEDIA_MAX_BYTES, mediaNotSupported, mediaTooLarge } from '../../common/media.ts';
import { ApiError } from '../http/errors.ts';
import type { UploadLimit } from '../http/body-limits.ts';
import { processAdPhoto, type ProcessedPhoto } from './images.ts';
import type { Storage } from './storage.ts';

/**
 * Story and feed uploads (spec 001 §5 'Media upload'): the multipart body is streamed to temp files, each file is
 * cut off at MEDIA_MAX_BYTES and judged by its bytes (magic numbers), never by its name or declared type.
 */

export type MediaKind = 'image' | 'video';

export type ReceivedMedia = {
  /** The form field it came in (e.g. 'file[]'). */
  field: string;
  /** The name the client gave it (only for messages: never a path). */
  filename: string;
  /** Where its bytes are until the route stores them or `cleanup()` runs. */
  tempPath: string;
  size: number;
  /** Detected from the content, e.g. 'video/mp4', 'image/jpeg'. */
  mime: string;
  /** The extension that goes with the content (not the client's): jpg, png, webp, gif, avif, mp4, mov, m4v, avi, mkv, webm, wmv, flv, ogg. */
  ext: string;
  kind: MediaKind;
};

export type ReceivedMediaForm = {
  /** Every text field by name, in the order sent (a field sent twice, e.g. `tags[]`, has two values). */
  fields: Record<string, string[]>;
  files: ReceivedMedia[];
  /** Deletes the temp files (and their folder). Safe to call twice; call it in `finally`. */
  cleanup: () => Promise<void>;
};

export type ReceiveMediaOptions = {
  /** The form field the files come in (e.g. 'file[]'); files sent in any other field are read and dropped. */
  fileField: string;
  maxFiles: number;
  /** The video types this upload takes (FEED_VIDEO_EXTENSIONS or STORY_VIDEO_EXTENSIONS); images are always taken. */
  videoExtensions: readonly string[];
  /** A folder for the temp files (`mediaTempDir(config.dataDir)`); each request gets its own folder inside. */
  tempDir: string;
  /** Largest file in bytes; MEDIA_MAX_BYTES unless a test asks for less. */
  maxBytes?: number;
};

export type MediaProblem = 'too-large' | 'not-supported' | 'too-many-files';

/**
 * A refused upload: 422 with the spec's text for the file, in `errors[field]` (decision 147). An ApiError, so a route
 * only has to let it through: app.ts answers it as the envelope.
 */
export class MediaRejected extends ApiError {
  readonly problem: MediaProblem;
  readonly field: string;
  readonly filename: string;

  constructor(problem: MediaProblem, field: string, filename: string, maxFiles = 0) {
    const message =
      problem === 'too-large' ? mediaTooLarge(filename) : problem === 'not-supported' ? mediaNotSupported(filename) : `You can upload at most ${maxFiles} files at once.`;
    const messageStatus = problem === 'too-large' ? 'MEDIA_TOO_LARGE' : problem === 'not-supported' ? 'MEDIA_NOT_SUPPORTED' : 'TOO_MANY_FILES';
    super(422, message, {
      messageStatus,
      params: problem === 'too-many-files' ? { max: maxFiles } : { file: filename },
      errors: { [field]: [message] },
      errorsStatus: { [field]: messageStatus },
    });
    this.problem = problem;
    this.field = field;
    this.filename = filename;
  }
}

/** Where uploads wait: DATA_DIR/tmp/uploads, on the disk storage's file system so a stored file is a rename (decision 150). */
export const mediaTempDir = (dataDir: string) => join(dataDir, 'tmp', 'uploads');

/** Slack for the text fields and multipart framing on top of the files themselves. */
const FORM_OVERHEAD = 1024 * 1024;

/** The body limit of an upload call taking up to `maxFiles` files of MEDIA_MAX_BYTES each; add it to the module's upload limits. */
export const mediaUploadLimit = (path: RegExp, maxFiles: number): UploadLimit => ({ path, maxBytes: maxFiles * MEDIA_MAX_BYTES + FORM_OVERHEAD });

/** Content types taken as images: what sharp decodes on this build (HEIC needs a codec sharp's build does not ship). */
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif' };

/**
 * Video containers by detected type: the extension stored with the file, and the upload extensions that admit it. The
 * ISO family (mp4, mov, m4v, qt) is one container under four names; WebM is Matroska.
 */
const VIDEO_TYPES: Record<string, { ext: string; admittedBy: string[] }> = {
  'video/mp4': { ext: 'mp4', admittedBy: ['mp4', 'm4v', 'mov', 'qt'] },
  'video/x-m4v': { ext: 'm4v', admittedBy: ['mp4', 'm4v', 'mov', 'qt'] },
  'video/quicktime': { ext: 'mov', admittedBy: ['mov', 'qt', 'mp4', 'm4v'] },
  'video/vnd.avi': { ext: 'avi', admittedBy: ['avi'] },
  'video/matroska': { ext: 'mkv', admittedBy: ['mkv'] },
  'video/webm': { ext: 'webm', admittedBy: ['mkv'] },
  'video/x-ms-asf': { ext: 'wmv', admittedBy: ['wmv'] },
  'video/x-flv': { ext: 'flv', admittedBy: ['flv'] },
  'video/ogg': { ext: 'ogg', admittedBy: ['ogg'] },
};

/** What the bytes of a file are, when they are media this upload takes. */
export async function detectMedia(path: string, videoExtensions: readonly string[]): Promise<Pick<ReceivedMedia, 'mime' | 'ext' | 'kind'> | null> {
  const type = await fileTypeFromFile(path);
  if (!type) return null;
  const image = IMAGE_TYPES[type.mime];
  if (image) return { mime: type.mime, ext: image, kind: 'image' };
  const video = VIDEO_TYPES[type.mime];
  if (video && video.admittedBy.some((e) => videoExtensions.includes(e))) return { mime: type.mime, ext: video.ext, kind: 'video' };
  return null;
}

/**
 * Whether the client's name agrees with the content: a name with an extension must carry one this upload takes for
 * that kind (a PNG named .mp4 would be shown as a video by the sender's preview). A name without one (a recording
 * handed over as a blob) leaves it to the content.
 */
function nameFits(name: string | undefined, kind: MediaKind, videoExtensions: readonly string[]): boolean {
  const ext = extensionOf(name ?? '');
  if (!ext) return true;
  return kind === 'image' ? (MEDIA_IMAGE_EXTENSIONS as readonly string[]).includes(ext) : videoExtensions.includes(ext);
}

/** A file name fit for a message: no path, no control characters, at most 120 characters. */
function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'file').slice(0, 120);
}

/**
 * Reads a multipart (or url-encoded) request: text fields into `fields`, files of `fileField` streamed to temp files
 * (never held in memory), each one checked for size and content. Throws MediaRejected (422) for the first file too
 * large, of a type not taken, or past `maxFiles`, after deleting what it wrote; a body that is not a form is a 415.
 */
export async function receiveMediaForm(req: Request, opts: ReceiveMediaOptions): Promise<ReceivedMediaForm> {
  const maxBytes = opts.maxBytes ?? MEDIA_MAX_BYTES;
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType) || !req.body) {
    throw new ApiError(415, 'Send the files as a multipart form.', { messageStatus: 'INVALID_REQUEST' });
  }
  await mkdir(opts.tempDir, { recursive: true });
  const dir = await mkdtemp(join(opts.tempDir, 'req-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });

  const fields: Record<string, string[]> = {};
  const files: ReceivedMedia[] = [];
  const writes: Promise<void>[] = [];
  let sent = 0;
  let failure: Error | undefined;
  const fail = (err: Error) => {
    failure ??= err;
  };

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { files: opts.maxFiles, fileSize: maxBytes, fields: 200, fieldSize: 1024 * 1024, parts: opts.maxFiles + 200 },
    });
  } catch {
    await cleanup();
    throw new ApiError(400, 'The form could not be read.', { messageStatus: 'INVALID_REQUEST' });
  }

  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) fail(new ApiError(413, 'The request is too large.', { messageStatus: 'REQUEST_TOO_LARGE' }));
    else (fields[name] ??= []).push(value);
  });
  parser.on('file', (field, stream: BusboyFileStream, rawName) => {
    const filename = displayName(rawName);
    if (field !== opts.fileField || failure) {
      stream.resume();
      return;
    }
    const tempPath = join(dir, `${sent++}-${randomBytes(6).toString('hex')}`);
    stream.on('limit', () => fail(new MediaRejected('too-large', field, filename)));
    writes.push(
      pipeline(stream, createWriteStream(tempPath)).then(async () => {
        if (stream.truncated) return fail(new MediaRejected('too-large', field, filename));
        const { size } = await stat(tempPath);
        const media = size > 0 ? await detectMedia(tempPath, opts.videoExtensions) : null;
        if (!media || !nameFits(rawName, media.kind, opts.videoExtensions)) return fail(new MediaRejected('not-supported', field, filename));
        files.push({ field, filename, tempPath, size, ...media });
      }, fail),
    );
  });
  parser.on('filesLimit', () => fail(new MediaRejected('too-many-files', opts.fileField, '', opts.maxFiles)));

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', reject);
  });
  try {
    await pump(req.body, parser);
    await parsed;
    await Promise.all(writes);
  } catch (err) {
    await cleanup();
    if (err instanceof ApiError) throw err;
    throw failure ?? new ApiError(400, 'The form could not be read.', { messageStatus: 'INVALID_REQUEST' });
  }
  if (failure) {
    await cleanup();
    throw failure;
  }
  // Files finish writing out of order; keep the order they were sent in.
  files.sort((a, b) => a.tempPath.localeCompare(b.tempPath, 'en', { numeric: true }));
  return { fields, files, cleanup };
}

/**
 * Feeds the request body into the parser with backpressure, then lets go of the body's reader, so the app's
 * unread-upload guard sees a body that was read to its end and keeps the connection.
 */
async function pump(body: ReadableStream<Uint8Array>, into: Writable): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!into.write(value)) await once(into, 'drain');
    }
    into.end();
  } finally {
    reader.releaseLock();
  }
}

/**
 * Stores a received image under `folder` (e.g. `stories/7`) the way ad photos are: upright, metadata dropped, WebP at
 * 320, 640 and 1280 px. An image sharp cannot decode (a truncated or forged file) is MediaRejected('not-supported').
 */
export async function storeImage(storage: Storage, file: ReceivedMedia, folder: string): Promise<ProcessedPhoto> {
  const bytes = new Uint8Array(await readFile(file.tempPath));
  try {
    const meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
  } catch {
    throw new MediaRejected('not-supported', file.field, file.filename);
  }
  return processAdPhoto(bytes, { storage, folder });
}

/** Deletes upload folders left behind by a crash (older than a day); the origin calls it at start. */
export async function sweepMediaTemp(tempDir: string, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  const names = await readdir(tempDir).catch(() => [] as string[]);
  const before = Date.now() - olderThanMs;
  for (const name of names) {
    const path = join(tempDir, name);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < before) await rm(path, { recursive: true, force: true });
  }
}
