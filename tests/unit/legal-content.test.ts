import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { SECTIONS, type Section } from '../../src/lib/sections.ts';

/** The legal and information pages (src/content/legal/<slug>.<lang>.md), read as the site renders them. */
const DIR = new URL('../../src/content/legal/', import.meta.url);
const read = (slug: string, lang: string) => readFileSync(new URL(`${slug}.${lang}.md`, DIR), 'utf8');
const slugs = [...new Set(readdirSync(DIR).map((f) => f.replace(/\.[a-z]{2}\.md$/, '')))];
const LOCALE_DIR = new URL('../../src/i18n/locales/', import.meta.url);
/** A text of the interface, as the screens show it in `lang` (namespace file and dotted key). */
const uiText = (lang: string, namespace: string, key: string): string => {
  const texts: unknown = JSON.parse(readFileSync(new URL(`${lang}/${namespace}.json`, LOCALE_DIR), 'utf8'));
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof found !== 'string') throw new Error(`${lang}/${namespace}.json has no text ${key}`);
  return found;
};

/** Product names that exist in every language; a page may name them only while their section exists. */
const NAMES: { section: Section; name: RegExp }[] = [
  { section: 'assistant', name: /\bRM AI\b/ },
  { section: 'imageToAd', name: /\bRM AI\b/ },
  { section: 'blogs', name: /RM News & Blogs/ },
];

/**
 * The controls through which a member sees, clears or takes away their data: while their section exists, the privacy
 * policy names each in every language by the words the screen shows, so a renamed button or a missing clause fails.
 */
const PRIVACY_CONTROLS: { section: Section; namespace: string; key: string }[] = [
  { section: 'assistant', namespace: 'chat', key: 'assistantName' },
  { section: 'assistant', namespace: 'chat', key: 'clearChat' },
  { section: 'imageToAd', namespace: 'createAd', key: 'ai.title' },
  { section: 'messages', namespace: 'chat', key: 'translate' },
  { section: 'messages', namespace: 'chat', key: 'deleteChat' },
  { section: 'account', namespace: 'userAccount', key: 'data.download' },
  { section: 'account', namespace: 'userAccount', key: 'delete.title' },
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

  test('the privacy policy names the controls of the sections that exist, in the words of the screens', () => {
    const missing: string[] = [];
    for (const { code } of LOCALES) {
      const text = read('privacy-policy', code);
      for (const { section, namespace, key } of PRIVACY_CONTROLS) {
        if (SECTIONS[section] && !text.includes(uiText(code, namespace, key))) missing.push(`${code}: ${namespace}.${key} "${uiText(code, namespace, key)}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
