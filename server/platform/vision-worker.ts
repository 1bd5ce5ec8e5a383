import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The detector's thread (started by vision.ts): tfjs's wasm backend computes on the thread that calls it, about 0.2 s
 * a photo, so it runs here rather than on the origin's event loop. It loads @vladmandic/human's CenterNet model once,
 * then answers each square RGB input (512 × 512) with the raw detections and the backbone's mean features.
 */

export type VisionRequest = { id: number; pixels: Uint8Array };
export type VisionReply = { id: number; detections: Float32Array; features: Float32Array } | { id: number; error: string };

/** What vision.ts starts the thread with. */
export type VisionWorkerData = { visionInput: number };

async function load() {
  const require = createRequire(import.meta.url);
  const tf = require('@tensorflow/tfjs-core') as typeof import('@tensorflow/tfjs-core');
  const { loadGraphModel } = require('@tensorflow/tfjs-converter') as typeof import('@tensorflow/tfjs-converter');
  const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof import('@tensorflow/tfjs-backend-wasm');
  // The backend's default wasm path is a CDN; the files ship in the package.
  wasm.setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = join(dirname(require.resolve('@vladmandic/human')), '..', 'models');
  const json = JSON.parse(readFileSync(join(models, 'centernet.json'), 'utf8')) as { modelTopology: object; weightsManifest: { weights: never[] }[] };
  const bin = readFileSync(join(models, 'centernet.bin'));
  const model = await loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((m) => m.weights),
      weightData: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength),
    }),
  );
  return { tf, model };
}

// Only as the thread vision.ts starts (a test runner's own worker thread has a parentPort too).
const data = workerData as VisionWorkerData | null;
if (parentPort && data?.visionInput) {
  const port = parentPort;
  const size = data.visionInput;
  const ready = load();
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (req: VisionRequest) => {
    // One input at a time: memory stays at the weights plus one input and its activations.
    queue = queue.then(async () => {
      try {
        const { tf, model } = await ready;
        const input = tf.tensor4d(Float32Array.from(req.pixels), [1, size, size, 3], 'float32');
        const outputs = model.execute(input, ['tower_0/detections', 'tower_0/extern1/hard_swish/mul_1']) as import('@tensorflow/tfjs-core').Tensor[];
        const pooled = tf.mean(outputs[1]!, [1, 2]);
        const [detections, features] = (await Promise.all([outputs[0]!.data(), pooled.data()])) as Float32Array[];
        tf.dispose([input, pooled, ...outputs]);
        port.postMessage({ id: req.id, detections, features } satisfies VisionReply, [detections!.buffer as ArrayBuffer, features!.buffer as ArrayBuffer]);
      } catch (err) {
        port.postMessage({ id: req.id, error: String(err) } satisfies VisionReply);
      }
    });
  });
}
