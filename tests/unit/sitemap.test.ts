import { describe, expect, it } from 'vitest';
import { canonicalUrl, languageAlternates, languageUrl } from '../../src/lib/seo.ts';
import { objectSitemapName, parseSitemapName, robotsTxt, sitePages, sitemapIndexXml, urlSetXml } from '../../src/lib/sitemap.ts';

const BASE = 'https://market.example';

describe('sitemap XML', () => {
  it('writes an index of sitemap files and a url set with escaped absolute addresses and last changes', () => {
    expect(sitemapIndexXml(BASE, ['pages.xml', objectSitemapName('ads', 2)])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://market.example/sitemaps/pages.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://market.example/sitemaps/ads-2.xml</loc></sitemap>\n</sitemapindex>\n',
    );
    const xml = urlSetXml(BASE, [{ path: '/blogs/tea-&-cake' }, { path: '/product/7', lastmod: '2026-11-01T10:00:00.000Z' }]);
    expect(xml).toContain('<url><loc>https://market.example/blogs/tea-&amp;-cake</loc></url>');
    expect(xml).toContain('<url><loc>https://market.example/product/7</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></url>');
  });

  it('reads object sitemap names back and refuses anything else', () => {
    expect(parseSitemapName('ads-12.xml')).toEqual({ source: 'ads', page: 12 });
    for (const name of ['ads-0.xml', 'ads-1.txt', '../ads-1.xml', 'ads-1234567.xml', 'Ads-1.xml', 'ads.xml']) expect(parseSitemapName(name)).toBeNull();
  });

  it('lists only pages a visitor may open, and robots.txt points at the sitemap and keeps crawlers out of members’ pages', () => {
    const pages = sitePages();
    expect(pages).toContain('/');
    expect(pages).toContain('/privacy-policy');
    expect(pages).not.toContain('/cart');
    const robots = robotsTxt(BASE);
    expect(robots).toContain('Sitemap: https://market.example/sitemap.xml');
    expect(robots).toContain('Disallow: /checkout');
    // The operator console is nobody's business but the operators'.
    expect(robots).toContain('Disallow: /admin');
    expect(pages).not.toContain('/admin');
    expect(robots).toMatch(/^Allow: \/api\/meta$/m);
  });
});

describe('language versions', () => {
  it('addresses each language by ?lang=, English bare, and names the version asked for canonical', () => {
    expect(languageUrl('/blogs', BASE, 'en')).toBe('https://market.example/blogs');
    expect(languageUrl('/blogs', BASE, 'fr')).toBe('https://market.example/blogs?lang=fr');
    expect(canonicalUrl('/item/3', BASE, new URL('https://market.example/item/3?lang=de&utm_source=x'))).toBe('https://market.example/item/3?lang=de');
    expect(canonicalUrl('/item/3', BASE, new URL('https://market.example/item/3?lang=xx'))).toBe('https://market.example/item/3');
    const alternates = languageAlternates('/item/3', BASE);
    expect(alternates).toHaveLength(8);
    expect(alternates).toContainEqual({ hreflang: 'zh-Hans', href: 'https://market.example/item/3?lang=zh' });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://market.example/item/3' });
  });
});
