import { describe, expect, it } from 'vitest';
import { guardExit, isVisitorRoute, normalizePath } from '../../src/lib/access.ts';

describe('isVisitorRoute (spec 000 §4.6)', () => {
  const open = [
    '/',
    '/privacy-policy',
    '/cookie-policy',
    '/terms-conditions',
    '/about-us',
    '/user-agreement',
    '/contact-us',
    '/ecommerce',
    '/shop-catalogue',
    '/browse-ads',
    '/travel',
    '/view-feed/12',
    '/product/42',
    '/product/42/preview',
    '/item/7',
    '/item/7/compare',
    '/catalogue',
    '/seller-profile',
    '/seller-profile/9',
    '/shop-information',
    '/shop-information/3',
    '/shop',
    '/shop/3',
    '/blogs',
    '/blogs/my-first-post',
    '/blogs/category/4',
    '/blogs/search',
    '/shorts',
    '/hotels',
    '/hotels/5',
    '/jobs',
    '/sales',
    '/payment-methods',
    '/banner-ads',
    '/sitemap',
  ];
  it.each(open)('lets visitors open %s', (path) => {
    expect(isVisitorRoute(path)).toBe(true);
  });

  const guarded = [
    '/hotels/abc',
    '/coffee',
    '/add-listing',
    '/messages',
    '/messages/3',
    '/ai-chat',
    '/user-account',
    '/edit-account',
    '/favorites',
    '/orders',
    '/order-details/9',
    '/track/12',
    '/cart',
    '/cart/compare',
    '/checkout',
    '/users',
    '/seller-information/4',
    '/seller-reviews',
    '/request-shop',
    '/payment-success',
    '/payment-cancel',
    '/subscription/success',
    '/account/companies',
    '/account/companies/3/edit',
    '/view-feed/abc',
    '/product/abc',
    '/product/1/2/3',
    '/shopping',
    '/shop/3/extra',
  ];
  it.each(guarded)('asks visitors to sign in on %s', (path) => {
    expect(isVisitorRoute(path)).toBe(false);
  });

  it('ignores trailing slashes, query strings and hashes', () => {
    expect(isVisitorRoute('/travel/')).toBe(true);
    expect(isVisitorRoute('/catalogue?category=cars&category_id=3')).toBe(true);
    expect(isVisitorRoute('/shorts?feedId=4#top')).toBe(true);
    expect(isVisitorRoute('/cart/?x=1')).toBe(false);
  });

  it('normalizes paths', () => {
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('travel')).toBe('/travel');
    expect(normalizePath('//blogs//x/')).toBe('/blogs/x');
    expect(normalizePath('/blogs/caf%C3%A9')).toBe('/blogs/café');
    expect(normalizePath('/blogs/%E0%A4%A')).toBe('/blogs/%E0%A4%A');
  });
});

describe('guardExit (spec 000 §4.1)', () => {
  const origin = 'https://market.example';
  it('goes back to a page of this site', () => {
    expect(guardExit({ historyLength: 3, referrer: 'https://market.example/catalogue', origin })).toBe('back');
  });
  it('goes home without history or when arriving from elsewhere', () => {
    expect(guardExit({ historyLength: 1, referrer: 'https://market.example/', origin })).toBe('home');
    expect(guardExit({ historyLength: 4, referrer: '', origin })).toBe('home');
    expect(guardExit({ historyLength: 4, referrer: 'https://search.example/?q=x', origin })).toBe('home');
    expect(guardExit({ historyLength: 4, referrer: 'not a url', origin })).toBe('home');
  });
});
