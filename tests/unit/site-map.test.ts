import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_SITE_LINKS, siteGroups, UNLISTED } from '../../src/lib/site-map.ts';
import { SECTIONS } from '../../src/lib/sections.ts';

/** The HTML sitemap against the real routes of src/pages. */
const PAGES = join(import.meta.dirname, '../../src/pages');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
}

/** The path a page file serves without parameters, or null when it needs one ([id]); an optional rest ([...x]) may be empty. */
function plainPath(file: string): string | null {
  const parts = relative(PAGES, file).replace(/\.(astro|ts)$/, '').split('/');
  if (parts.at(-1) === 'index' || /^\[\.\.\.[^\]]+\]$/.test(parts.at(-1)!)) parts.pop();
  if (parts.some((p) => p.startsWith('['))) return null;
  return `/${parts.join('/')}`.replace(/\/$/, '') || '/';
}

const routes = new Set(files(PAGES).map(plainPath).filter((p): p is string => p !== null));

describe('HTML sitemap', () => {
  it('lists only pages that exist, once each, while their section is on', () => {
    const shown = siteGroups().flatMap((g) => g.links);
    for (const link of shown) expect(routes.has(link.href), link.href).toBe(true);
    expect(new Set(shown.map((l) => l.href)).size).toBe(shown.length);
    const off = ALL_SITE_LINKS.filter((l) => l.section && !SECTIONS[l.section]);
    for (const link of off) expect(shown).not.toContainEqual(link);
  });

  it('lists every page without parameters, or names why not', () => {
    const listed = new Set(ALL_SITE_LINKS.map((l) => l.href));
    const missing = [...routes].filter((r) => !listed.has(r) && !(r in UNLISTED));
    expect(missing).toEqual([]);
  });
});
