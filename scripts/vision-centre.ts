/**
 * Writes server/platform/vision-centre.json: the mean backbone features (server/platform/vision.ts) of the demo
 * photos in DEMO_MEDIA_DIR and of the drawn demo illustrations, the centre image vectors are measured from.
 *   node scripts/vision-centre.ts
 * Run it again only when the detector model changes: stored image vectors depend on it (then recompute them).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { rawFeatures, VECTOR_DIMS } from '../server/platform/vision.ts';
import { demoMediaDir } from '../server/seed/demo-ads.ts';
import { illustration } from '../server/seed/illustrations.ts';
import type { DemoArt } from '../server/seed/data/demo-ads.ts';

const media = demoMediaDir(loadConfig());
if (!media) {
  console.error('No demo photos: set DEMO_MEDIA_DIR to the folder with CREDITS.md.');
  process.exit(2);
}
const arts: DemoArt[] = ['bicycle', 'sofa', 'phone', 'laptop', 'shoe', 'jacket', 'watch', 'book', 'headphones', 'tv', 'console', 'bag'];
const images: Uint8Array[] = readdirSync(media)
  .filter((f) => /\.jpe?g$/i.test(f))
  .sort()
  .map((f) => new Uint8Array(readFileSync(join(media, f))));
for (const [i, art] of arts.entries()) images.push(new Uint8Array(await (await illustration(art, i)).arrayBuffer()));
const sum = new Array<number>(VECTOR_DIMS).fill(0);
for (const bytes of images) (await rawFeatures(bytes)).features.forEach((x, i) => (sum[i]! += x));
const centre = sum.map((x) => Math.round((x / images.length) * 1e5) / 1e5);
writeFileSync(new URL('../server/platform/vision-centre.json', import.meta.url), `${JSON.stringify(centre)}\n`);
console.log(`centre of ${images.length} images written`);
