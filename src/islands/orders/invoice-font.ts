import { unzlibSync } from 'fflate';
import ttfReader from 'fonteditor-core/lib/ttf/ttfreader';
import ttfWriter from 'fonteditor-core/lib/ttf/ttfwriter';
import woffToTtf from 'fonteditor-core/lib/ttf/woff2ttf';
import type { TTF } from 'fonteditor-core';
import notoSansRanges from '@fontsource/noto-sans/unicode.json';

/**
 * The invoice's font (decision 42): Noto Sans for Latin, Cyrillic and Greek, then Noto Sans SC for Chinese, regular
 * weight, as @fontsource ships them: WOFF files split by Unicode range, served from the site itself. An invoice
 * fetches only the files holding its characters and joins their glyphs into one TrueType font for jsPDF, which
 * embeds just the glyphs it prints.
 */

/** A font file: its path in the project (what the unit test reads) and its URL on the site (what the browser fetches). */
export type FontFile = { path: string; url: string };
export type LoadFontFile = (file: FontFile) => Promise<ArrayBuffer>;

/** The export of a CommonJS module with `exports.default`, whichever way the bundler handed it over. */
const commonjs = <T extends object>(m: T | { default: T }): T => ('default' in m ? (m as { default: T }).default : m);
const TTFReader = commonjs(ttfReader);
const TTFWriter = commonjs(ttfWriter);
const woff2ttf = commonjs(woffToTtf);

type Slice = FontFile & { ranges: [number, number][] };
type Parsed = { font: TTF.TTFObject; glyphs: Map<number, TTF.Glyph> };

// The Chinese font's all-in-one file (1.5 MB) is never needed: its numbered slices hold the same glyphs.
const notoSansFiles = import.meta.glob<string>('/node_modules/@fontsource/noto-sans/files/noto-sans-*-400-normal.woff', {
  query: '?url',
  import: 'default',
  eager: true,
});
const notoSansScFiles = import.meta.glob<string>(
  ['/node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-*-400-normal.woff', '!**/*-chinese-simplified-*'],
  { query: '?url', import: 'default', eager: true },
);

/** 'U+0400-045F' → [0x400, 0x45f]. */
function range(spec: string): [number, number] {
  const [from, to = from] = spec.trim().replace(/^U\+/i, '').split('-');
  return [parseInt(from!, 16), parseInt(to, 16)];
}

function family(ranges: Record<string, string>, files: Record<string, string>, prefix: string): Slice[] {
  return Object.entries(ranges).map(([subset, list]) => {
    const path = `${prefix}-${subset.replace(/[[\]]/g, '')}-400-normal.woff`;
    const url = files[path];
    if (!url) throw new Error(`Font file ${path} is not part of the build`);
    return { path, url, ranges: list.split(',').map(range) };
  });
}

/**
 * A family's slices in the order a character looks for its glyph (a slice's range says a glyph may be there, not that
 * it is). @fontsource lists a family's files from the rarest characters to the commonest, and the commonest files are
 * the ones an invoice needs anyway, so they come first: 'ă' is found in Latin Extended, beside 'ș', not in Vietnamese.
 */
const NOTO_SANS = family(notoSansRanges, notoSansFiles, '/node_modules/@fontsource/noto-sans/files/noto-sans').reverse();
let chineseSlices: Promise<Slice[]> | undefined;
/** The Chinese font's ranges (30 KB gzip) load only for characters Noto Sans lacks. */
const chinese = () =>
  (chineseSlices ??= import('@fontsource/noto-sans-sc/unicode.json').then(
    ({ default: ranges }) => family(ranges, notoSansScFiles, '/node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc').reverse(),
    (err: unknown) => {
      chineseSlices = undefined; // the next invoice tries again
      throw err;
    },
  ));
const covers = (slice: Slice, code: number) => slice.ranges.some(([from, to]) => code >= from && code <= to);
/** The font's metrics (ascent, descent, units per em) come from the file of basic Latin, which every invoice opens. */
const BASE = NOTO_SANS.find((s) => covers(s, 0x41))!;

const fetchFontFile: LoadFontFile = async ({ url }) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.arrayBuffer();
};

/** The glyphs of `codes` that a font file has; only those are decoded (`codes` is never empty: [] would mean all). */
function parse(woff: ArrayBuffer, codes: number[]): Parsed {
  const ttf = woff2ttf(woff, { inflate: (data) => Array.from(unzlibSync(Uint8Array.from(data))) });
  // Accented letters are often built from other glyphs of their file; as plain outlines they can move to another font.
  const font = new TTFReader({ subset: codes, compound2simple: true }).read(ttf);
  const glyphs = new Map<number, TTF.Glyph>();
  for (const glyph of font.glyf) for (const code of glyph.unicode ?? []) glyphs.set(code, glyph);
  return { font, glyphs };
}

/** U+FFFD '�', which the basic Latin file has. */
const REPLACEMENT = 0xfffd;

export type InvoiceFont = {
  ttf: ArrayBuffer;
  /** `text` with '�' for each character the font lacks: jsPDF would end the line at such a character. */
  printable: (text: string) => string;
};

/**
 * One TrueType font with a glyph for every character of `text` that the Noto fonts have. Each file is fetched at
 * most once and only its wanted glyphs are decoded; characters are looked up in parallel. jsPDF writes text as 16-bit
 * units, so characters beyond them (emoji, rare ideographs) are left out.
 */
export async function invoiceFont(text: string, load: LoadFontFile = fetchFontFile): Promise<InvoiceFont> {
  const codes = [...new Set(text + String.fromCodePoint(REPLACEMENT))].map((c) => c.codePointAt(0)!).filter((c) => c >= 0x20 && c <= 0xffff);
  const opened = new Map<Slice, Promise<Parsed>>();
  const open = (slice: Slice) => {
    let parsed = opened.get(slice);
    if (!parsed) {
      const wanted = codes.filter((code) => covers(slice, code));
      parsed = load(slice).then((woff) => parse(woff, wanted));
      opened.set(slice, parsed);
    }
    return parsed;
  };
  const base = open(BASE);
  const find = async (code: number, slices: Slice[]) => {
    for (const slice of slices) {
      if (!covers(slice, code)) continue;
      const glyph = (await open(slice)).glyphs.get(code);
      if (glyph) return { code, glyph };
    }
    return undefined;
  };
  const found = await Promise.all(codes.map(async (code) => (await find(code, NOTO_SANS)) ?? find(code, await chinese())));
  // A glyph serves exactly the characters it was picked for, so two files' glyphs never claim one character.
  const picked = new Map<TTF.Glyph, number[]>();
  for (const hit of found) if (hit) picked.set(hit.glyph, [...(picked.get(hit.glyph) ?? []), hit.code]);
  const { font } = await base;
  const glyf = [font.glyf[0]!, ...[...picked].map(([glyph, unicode]) => ({ ...glyph, unicode }))];
  const has = new Set(found.flatMap((hit) => (hit ? [hit.code] : [])));
  return {
    ttf: new TTFWriter().write({ ...font, glyf }),
    printable: (s) => [...s].map((c) => (c.codePointAt(0)! < 0x20 || has.has(c.codePointAt(0)!) ? c : String.fromCodePoint(REPLACEMENT))).join(''),
  };
}
