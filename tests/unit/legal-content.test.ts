import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { SECTIONS, type Section } from '../../src/lib/sections.ts';

/** The legal and information pages (src/content/legal/<slug>.<lang>.md), read as the site renders them. */
const DIR = new URL('../../src/content/legal/', import.meta.url);
const read = (slug: string, lang: string) => readFileSync(new URL(`${slug}.${lang}.md`, DIR), 'utf8');
const slugs = [...new Set(readdirSync(DIR).map((f) => f.replace(/\.[a-z]{2}\.md$/, '')))];

/** Product names that exist in every language; a page may name them only while their section exists. */
const NAMES: { section: Section; name: RegExp }[] = [
  { section: 'assistant', name: /\bRM AI\b/ },
  { section: 'imageToAd', name: /\bRM AI\b/ },
  { section: 'blogs', name: /RM News & Blogs/ },
];

describe('legal pages', () => {
  test.each(slugs)('%s has all seven languages with the same date and the same sections', (slug) => {
    const shape = (lang: string) => {
      const text = read(slug, lang);
      return { updated: /^updated: "(.+)"$/m.exec(text)?.[1], sections: text.match(/^## /gm)?.length ?? 0 };
    };
    const english = shape('en');
    expect(english.sections).toBeGreaterThan(0);
    for (const { code } of LOCALES) expect(shape(code), code).toEqual(english);
  });

  test('no page names a section that does not exist yet', () => {
    const found: string[] = [];
    for (const slug of slugs) {
      for (const { code } of LOCALES) {
        const text = read(slug, code);
        for (const { section, name } of NAMES) if (!SECTIONS[section] && name.test(text)) found.push(`${slug}.${code}: ${name.source}`);
      }
    }
    expect(found).toEqual([]);
  });
});
