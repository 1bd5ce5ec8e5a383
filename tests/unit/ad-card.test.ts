import { describe, expect, it } from 'vitest';
import {
  cardImage,
  currencyCode,
  emptyTextKey,
  HOME_TABS,
  isHomeTab,
  jsonLd,
  largeImage,
  metaDescription,
  pageItems,
  promotionBadge,
  slideImage,
  tabHref,
} from '../../src/lib/ad-card.ts';
import { sectionOn } from '../../src/lib/sections.ts';
import { createTranslator } from '../../src/i18n/translator.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

const photo = { id: 1, attachment: 'https://cdn/x-large.webp', variants: ['https://cdn/x-small.webp', 'https://cdn/x-medium.webp', 'https://cdn/x-large.webp'] };

describe('card image', () => {
  it('picks the smallest variant of the first photo', () => {
    expect(cardImage({ attachment: [photo, { id: 2, attachment: 'b', variants: ['b-s'] }] })).toBe('https://cdn/x-small.webp');
  });
  it('falls back to the photo itself, then to nothing', () => {
    expect(cardImage({ attachment: [{ id: 1, attachment: 'a.jpg', variants: [] }] })).toBe('a.jpg');
    expect(cardImage({ attachment: [{ id: 1, attachment: 'a.jpg', variants: null }] })).toBe('a.jpg');
    expect(cardImage({ attachment: [] })).toBeNull();
    expect(cardImage({ attachment: null })).toBeNull();
  });
  it('gives the large photo and a middle slide for the gallery', () => {
    expect(largeImage(photo)).toBe('https://cdn/x-large.webp');
    expect(slideImage(photo)).toBe('https://cdn/x-medium.webp');
    expect(slideImage({ id: 1, attachment: 'a.jpg', variants: ['a-s.jpg'] })).toBe('a.jpg');
  });
});

describe('badges', () => {
  it('is_sponsored 1 is urgent, 2 is sponsored, else none', () => {
    expect(promotionBadge(1)).toBe('urgent');
    expect(promotionBadge('2')).toBe('sponsored');
    expect(promotionBadge(0)).toBeNull();
    expect(promotionBadge('3')).toBeNull();
  });
});

describe('home tabs', () => {
  it('maps each tab to its "No {tab} available" text in every language file', () => {
    const t = createTranslator(messagesFor('en', ['ads', 'home']), 'ads');
    expect(t(emptyTextKey('newest'))).toBe('No Newest Ads available');
    expect(t(emptyTextKey('company'))).toBe('No Company Ads available');
    for (const tab of HOME_TABS) expect(t(emptyTextKey(tab))).toMatch(/^No .+ available$/);
  });
  it('recognises tabs and builds their URLs', () => {
    expect(isHomeTab('reduced')).toBe(true);
    expect(isHomeTab('sponsored')).toBe(false);
    expect(isHomeTab(null)).toBe(false);
    // The Feeds tab exists only with the feeds section: without it ?tab=feeds falls back to the default tab.
    expect(isHomeTab('feeds')).toBe(sectionOn('feeds'));
    expect(tabHref('newest')).toBe('/#home-ads-title');
    expect(tabHref('company', 2)).toBe('/?tab=company&page=2#home-ads-title');
  });
  it('paginates with the first, the last and two pages either side', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });
});

describe('details meta', () => {
  it('escapes < in JSON-LD so a name cannot close the script', () => {
    const out = jsonLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
  it('maps currency symbols to ISO codes, $ by default', () => {
    expect(currencyCode('$')).toBe('USD');
    expect(currencyCode('€')).toBe('EUR');
    expect(currencyCode('MDL')).toBe('MDL');
    expect(currencyCode('lei')).toBe('RON');
    expect(currencyCode(null)).toBe('USD');
  });
  it('cuts descriptions for meta tags on a word boundary', () => {
    expect(metaDescription('  a  <b>bold</b>\n text ')).toBe('a bold text');
    const long = metaDescription('word '.repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('ads locale files', () => {
  it('exist for every language with the same keys as English', () => {
    const keys = (o: unknown, p = ''): string[] =>
      o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => keys(v, p ? `${p}.${k}` : k)) : [p];
    const en = keys(messagesFor('en', ['ads']).messages.en!.ads).sort();
    for (const { code: locale } of LOCALES) {
      const own = keys(messagesFor(locale, ['ads']).messages[locale]!.ads).sort();
      expect(own, locale).toEqual(en);
    }
  });
});
