import sharp from 'sharp';
import type { DemoArt } from './data/demo-ads.ts';

/**
 * The drawn product illustrations of demo items the photo set has no photo of (bicycles, sofas, phones, ...): clean
 * line drawings rasterised with sharp, marked "Illustration". Apart from the seed, so tests can draw them without
 * loading the server.
 */

const ART: Record<DemoArt, string> = {
  bicycle: `<circle cx="190" cy="340" r="90"/><circle cx="450" cy="340" r="90"/><path d="M190 340 L280 200 L400 200 L450 340 M280 200 L330 340 L190 340 M330 340 L400 200 M265 170 h50 M400 200 l-10 -40 h40"/>`,
  sofa: `<rect x="150" y="170" width="340" height="120" rx="30"/><rect x="110" y="230" width="420" height="110" rx="30"/><path d="M150 380 v-40 M490 380 v-40 M240 290 v50 M400 290 v50"/>`,
  phone: `<rect x="240" y="90" width="160" height="310" rx="28"/><rect x="258" y="125" width="124" height="235" rx="6"/><path d="M300 108 h40"/><circle cx="320" cy="382" r="8"/>`,
  laptop: `<rect x="170" y="120" width="300" height="200" rx="14"/><rect x="190" y="140" width="260" height="160" rx="4"/><path d="M120 340 h400 l-30 35 h-340 z"/>`,
  shoe: `<path d="M130 320 C130 250 190 230 230 230 L280 180 L340 250 C400 270 480 270 510 310 L510 350 L130 350 Z"/><path d="M130 335 H510 M300 220 l20 20 M280 240 l20 20"/>`,
  jacket: `<path d="M250 110 L200 130 L130 200 L160 390 L220 390 L220 250 L220 400 H420 V250 L420 390 H480 L510 200 L440 130 L390 110 L320 170 Z"/><path d="M320 170 V400 M290 120 l30 50 l30 -50"/>`,
  watch: `<rect x="275" y="80" width="90" height="90" rx="10"/><rect x="275" y="330" width="90" height="90" rx="10"/><circle cx="320" cy="250" r="95"/><circle cx="320" cy="250" r="75"/><path d="M320 250 V195 M320 250 L360 270 M415 250 h18"/>`,
  book: `<path d="M160 130 h150 a20 20 0 0 1 10 5 a20 20 0 0 1 10 -5 h150 v250 h-150 a20 20 0 0 0 -10 5 a20 20 0 0 0 -10 -5 h-150 z"/><path d="M320 135 V385 M190 180 h100 M190 215 h100 M190 250 h80 M350 180 h100 M350 215 h100 M350 250 h80"/>`,
  headphones: `<path d="M190 300 V250 A130 130 0 0 1 450 250 V300"/><rect x="160" y="280" width="70" height="120" rx="25"/><rect x="410" y="280" width="70" height="120" rx="25"/>`,
  tv: `<rect x="120" y="110" width="400" height="240" rx="12"/><rect x="140" y="130" width="360" height="200" rx="4"/><path d="M270 350 L250 400 H390 L370 350"/>`,
  console: `<path d="M180 200 H460 C520 200 540 260 540 320 C540 380 500 400 470 370 L420 320 H220 L170 370 C140 400 100 380 100 320 C100 260 120 200 180 200 Z"/><path d="M200 250 v50 M175 275 h50"/><circle cx="440" cy="260" r="10"/><circle cx="470" cy="290" r="10"/>`,
  espresso: `<rect x="190" y="100" width="260" height="70" rx="14"/><rect x="210" y="170" width="60" height="230" rx="8"/><rect x="190" y="390" width="260" height="24" rx="8"/><path d="M300 170 v40 h120 v-40 M330 210 v20 h60 v-20 M360 230 v30"/><path d="M330 320 h60 v50 h-60 z M390 335 a14 14 0 0 1 0 25"/><circle cx="410" cy="135" r="14"/>`,
  bag: `<rect x="200" y="150" width="240" height="260" rx="40"/><path d="M260 150 V120 a60 60 0 0 1 120 0 V150 M230 260 H410 M270 260 v50 h100 v-50"/>`,
};

const PALETTE = ['#e8f1fb', '#fdf1e4', '#eaf6ee', '#f4ecfa', '#fdeceb', '#eef2f5'];

/** A clean line drawing of the item on a tinted background, marked "Illustration" so nobody takes it for a photo. */
export function illustrationSvg(art: DemoArt, seed: number): string {
  const bg = PALETTE[seed % PALETTE.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
  <rect width="640" height="480" fill="${bg}"/>
  <g fill="#ffffff" stroke="#2f3b4a" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${ART[art]}</g>
  <rect x="16" y="422" width="190" height="42" rx="21" fill="#2f3b4a" opacity="0.8"/>
  <text x="111" y="450" font-family="sans-serif" font-size="22" fill="#ffffff" text-anchor="middle">Illustration</text>
</svg>`;
}

export async function illustration(art: DemoArt, seed: number): Promise<Blob> {
  const png = await sharp(Buffer.from(illustrationSvg(art, seed))).png({ compressionLevel: 3 }).toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

const FACADES = ['#f3e3c7', '#dfe8f1', '#efd9d4', '#e2ecdf', '#ece4f3', '#f5ecd0'];

/**
 * A drawn hotel facade for a demo hotel (the demo photo set has no photos of these made-up hotels): a building of
 * `floors` storeys with its windows, door and awning under a sky, marked "Illustration" like the item drawings.
 */
export function hotelIllustrationSvg(floors: number, seed: number): string {
  const wall = FACADES[seed % FACADES.length]!;
  const columns = 5 + (seed % 3);
  const top = 440 - floors * 56 - 40;
  const width = columns * 70 + 40;
  const left = (640 - width) / 2;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < columns; c++) {
      const lit = (f * 7 + c * 3 + seed) % 5 === 0;
      windows.push(`<rect x="${left + 30 + c * 70}" y="${top + 30 + f * 56}" width="40" height="34" rx="3" fill="${lit ? '#fde68a' : '#9fb7cc'}"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 640 480">
  <rect width="640" height="480" fill="#cfe3f3"/>
  <circle cx="${90 + (seed % 4) * 120}" cy="70" r="28" fill="#fff3c4"/>
  <rect x="0" y="440" width="640" height="40" fill="#b8c2cc"/>
  <g stroke="#2f3b4a" stroke-width="6" stroke-linejoin="round">
    <rect x="${left}" y="${top}" width="${width}" height="${440 - top}" fill="${wall}"/>
    <rect x="${left - 12}" y="${top - 16}" width="${width + 24}" height="18" fill="#6b7b8c"/>
  </g>
  ${windows.join('\n  ')}
  <path d="M${320 - 70} 400 h140 l-14 -22 h-112 z" fill="#c2410c" stroke="#2f3b4a" stroke-width="4"/>
  <rect x="${320 - 28}" y="400" width="56" height="40" fill="#5b4636"/>
  <rect x="16" y="422" width="190" height="42" rx="21" fill="#2f3b4a" opacity="0.8"/>
  <text x="111" y="450" font-family="sans-serif" font-size="22" fill="#ffffff" text-anchor="middle">Illustration</text>
</svg>`;
}

export async function hotelIllustration(floors: number, seed: number): Promise<Uint8Array> {
  return new Uint8Array(await sharp(Buffer.from(hotelIllustrationSvg(floors, seed))).png({ compressionLevel: 3 }).toBuffer());
}
