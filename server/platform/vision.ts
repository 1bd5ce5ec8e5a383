import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { VisionReply, VisionRequest, VisionWorkerData } from './vision-worker.ts';

/**
 * Offline image understanding (ARCHITECTURE.md §9): the CenterNet COCO detector that @vladmandic/human ships
 * (models/centernet.json and .bin, a MobileNetV3 backbone), run on @tensorflow/tfjs-backend-wasm with the wasm files
 * from the package's own folder, plus colour features computed with sharp. It knows no domain: it tells what COCO
 * objects a photo shows, an image vector for visual similarity and a colour histogram.
 *
 * One graph run gives both the detections and the backbone's last feature map (16 × 16 × 480 for the 512 × 512 input);
 * its global mean, minus the mean of the demo photos (vision-centre.json, written by scripts/vision-centre.ts) and scaled to
 * length 1, is the image vector: without the centring every photo looks alike (all features are positive).
 *
 * The model runs on its own thread (vision-worker.ts), so the origin's event loop never waits for it; the thread is
 * started and the model loaded once, on first use, and it takes photos one at a time, so memory stays at the model's
 * weights (about 8 MB of tensors) plus one 512 × 512 input, whatever the number of callers.
 */

/** What the detector found: a COCO label ('bicycle', 'cat', 'cell phone', ...) and its score (0..1). */
export type Detection = { label: string; score: number };
export type ImageUnderstanding = {
  /** Objects found with a score of at least DETECTION_MIN_SCORE, best first, each label once. */
  labels: Detection[];
  /** VECTOR_DIMS numbers of length 1: cosine similarity is their dot product. */
  vector: number[];
  /** COLOUR_BINS shares summing to 1 (see colourHistogram). */
  colour: number[];
};

export const VECTOR_DIMS = 480;
export const COLOUR_BINS = 12;
/** Detections below this are not reported (human's own default for this model is 0.2). */
export const DETECTION_MIN_SCORE = 0.25;
/** The detector's input: photos are resized to this square. */
const INPUT = 512;

/** The 80 COCO labels in the model's class order (as @vladmandic/human lists them). */
export const COCO_LABELS = [
  'person', 'bicycle', 'car', 'motorcycle', 'airplane', 'bus', 'train', 'truck', 'boat', 'traffic light', 'fire hydrant', 'stop sign', 'parking meter', 'bench',
  'bird', 'cat', 'dog', 'horse', 'sheep', 'cow', 'elephant', 'bear', 'zebra', 'giraffe', 'backpack', 'umbrella', 'handbag', 'tie', 'suitcase', 'frisbee', 'skis',
  'snowboard', 'sports ball', 'kite', 'baseball bat', 'baseball glove', 'skateboard', 'surfboard', 'tennis racket', 'bottle', 'wine glass', 'cup', 'fork', 'knife',
  'spoon', 'bowl', 'banana', 'apple', 'sandwich', 'orange', 'broccoli', 'carrot', 'hot dog', 'pizza', 'donut', 'cake', 'chair', 'couch', 'potted plant', 'bed',
  'dining table', 'toilet', 'tv', 'laptop', 'mouse', 'remote', 'keyboard', 'cell phone', 'microwave', 'oven', 'toaster', 'sink', 'refrigerator', 'book', 'clock',
  'vase', 'scissors', 'teddy bear', 'hair drier', 'toothbrush',
] as const;

/** The mean backbone features of the demo photos and illustrations (scripts/vision-centre.ts writes it). */
const CENTRE = JSON.parse(readFileSync(new URL('./vision-centre.json', import.meta.url), 'utf8')) as number[];

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (r: VisionReply) => void; reject: (e: Error) => void }>();

/** The detector's thread, started on first use and kept; it keeps the process alive only while photos wait for it. */
function visionWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./vision-worker.ts', import.meta.url), { workerData: { visionInput: INPUT } satisfies VisionWorkerData });
  w.on('message', (reply: VisionReply) => {
    const job = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!waiting.size) w.unref();
    job?.resolve(reply);
  });
  w.on('error', (err) => {
    for (const job of waiting.values()) job.reject(err);
    waiting.clear();
    worker = undefined;
  });
  // Idle, the thread does not keep the process alive (a 'message' listener refs it, hence after them).
  w.unref();
  worker = w;
  return w;
}

const unit = (v: number[]) => {
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
};

/**
 * Colour shares of a photo: 8 hue bins for coloured pixels and 4 lightness bins for greys (black, dark, light,
 * white), over a 32 × 32 thumbnail, so two photos of a red object or of a white kitchen compare as such.
 */
export async function colourHistogram(bytes: Uint8Array): Promise<number[]> {
  const { data } = await sharp(bytes, { limitInputPixels: 100_000_000 }).rotate().resize(32, 32, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const bins = new Array<number>(COLOUR_BINS).fill(0);
  for (let i = 0; i < data.length; i += 3) {
    const r = data[i]! / 255;
    const g = data[i + 1]! / 255;
    const b = data[i + 2]! / 255;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const chroma = max - min;
    if (chroma < 0.15 || max < 0.12) {
      bins[8 + Math.min(3, Math.floor(max * 4))]! += 1;
      continue;
    }
    const h = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
    bins[Math.min(7, Math.floor((h / 6) * 8))]! += 1;
  }
  const total = data.length / 3;
  return bins.map((n) => Math.round((n / total) * 1e4) / 1e4);
}

/** Histogram intersection of two colour histograms: 1 for the same colours, 0 for none in common. */
export function colourSimilarity(a: number[], b: number[]): number {
  let s = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) s += Math.min(a[i]!, b[i]!);
  return s;
}

/** Cosine similarity of two image vectors (both of length 1). */
export function vectorSimilarity(a: number[], b: number[]): number {
  let s = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) s += a[i]! * b[i]!;
  return s;
}

/** The backbone's mean features of a photo, before centring (what vision-centre.json averages), and its detections. */
export async function rawFeatures(bytes: Uint8Array): Promise<{ features: number[]; labels: Detection[] }> {
  const { data } = await sharp(bytes, { limitInputPixels: 100_000_000 }).rotate().resize(INPUT, INPUT, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8Array(data);
  const id = ++nextId;
  const reply = await new Promise<VisionReply>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const w = visionWorker();
    w.ref();
    w.postMessage({ id, pixels } satisfies VisionRequest, [pixels.buffer]);
  });
  if ('error' in reply) throw new Error(`image understanding failed: ${reply.error}`);
  // Each detection row: x1, y1, x2, y2, score, class index; rows come best first.
  const labels: Detection[] = [];
  const d = reply.detections;
  for (let i = 0; i + 5 < d.length; i += 6) {
    const score = d[i + 4]!;
    const label = COCO_LABELS[d[i + 5]!];
    if (score < DETECTION_MIN_SCORE || !label || labels.some((l) => l.label === label)) continue;
    labels.push({ label, score: Math.round(score * 100) / 100 });
  }
  return { features: Array.from(reply.features), labels };
}

/** What a photo shows (COCO labels), its image vector and its colours. Throws on bytes sharp cannot decode. */
export async function understandImage(bytes: Uint8Array): Promise<ImageUnderstanding> {
  const [{ features, labels }, colour] = await Promise.all([rawFeatures(bytes), colourHistogram(bytes)]);
  const vector = unit(features.map((x, i) => x - (CENTRE[i] ?? 0))).map((x) => Math.round(x * 1e5) / 1e5);
  return { labels, vector, colour };
}

export const KEY_DIMS = 64;
let projection: Float64Array | undefined;
/**
 * A short form of an image vector for an index (cube, the type a GiST index can search by distance, holds at most 100
 * dimensions): a fixed random projection to KEY_DIMS numbers, which keeps distances between vectors roughly as they
 * were (Johnson–Lindenstrauss), so the index's nearest neighbours are close candidates that the full vectors rank.
 */
export function indexKey(vector: number[]): number[] {
  if (!projection) {
    // A small deterministic generator (mulberry32) so every process and every database uses the same projection.
    let seed = 0x5eed1234;
    const next = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    projection = Float64Array.from({ length: KEY_DIMS * VECTOR_DIMS }, () => (next() < 0.5 ? -1 : 1) / Math.sqrt(KEY_DIMS));
  }
  const out = new Array<number>(KEY_DIMS).fill(0);
  for (let k = 0; k < KEY_DIMS; k++) {
    let s = 0;
    for (let i = 0; i < VECTOR_DIMS; i++) s += projection[k * VECTOR_DIMS + i]! * (vector[i] ?? 0);
    out[k] = Math.round(s * 1e4) / 1e4;
  }
  return out;
}
