import { existing, type Section } from './sections.ts';

/**
 * The pages of the HTML sitemap (/sitemap), grouped as a visitor looks for them. An entry with a section shows only
 * while its section is on (src/lib/sections.ts), so a section switched on later appears here by itself.
 * tests/unit/site-map.test.ts checks both ways against src/pages: every listed page exists, and every page without
 * parameters is listed or named in UNLISTED with the reason.
 */
export type SiteLink = { key: string; href: string; section?: Section; /** Asks a visitor to sign in first. */ auth?: boolean };
export type SiteGroup = { key: 'browse' | 'member' | 'help'; links: SiteLink[] };

const GROUPS: SiteGroup[] = [
  {
    key: 'browse',
    links: [
      { key: 'home', href: '/' },
      { key: 'browseAds', href: '/browse-ads' },
      { key: 'catalogue', href: '/catalogue' },
      { key: 'shop', href: '/ecommerce' },
      { key: 'shopCatalogue', href: '/shop-catalogue' },
      { key: 'sales', href: '/sales', section: 'sales' },
      { key: 'jobs', href: '/jobs', section: 'jobs' },
      { key: 'hotels', href: '/hotels', section: 'hotels' },
      { key: 'coffee', href: '/coffee', section: 'coffee', auth: true },
      { key: 'travel', href: '/travel', section: 'travel' },
      { key: 'blogs', href: '/blogs', section: 'blogs' },
      { key: 'shorts', href: '/shorts', section: 'shorts' },
      { key: 'users', href: '/users', auth: true },
    ],
  },
  {
    key: 'member',
    links: [
      { key: 'addListing', href: '/add-listing', auth: true },
      { key: 'account', href: '/user-account', section: 'account', auth: true },
      { key: 'myAds', href: '/user-ads', auth: true },
      { key: 'myFeeds', href: '/user-feeds', section: 'feeds', auth: true },
      { key: 'addFeed', href: '/add-feeds', section: 'feeds', auth: true },
      { key: 'favorites', href: '/favorites', auth: true },
      { key: 'messages', href: '/messages', section: 'messages', auth: true },
      { key: 'aiChat', href: '/ai-chat', section: 'assistant', auth: true },
      { key: 'cart', href: '/cart', auth: true },
      { key: 'orders', href: '/orders', auth: true },
      { key: 'transactions', href: '/user-transactions', auth: true },
      { key: 'myStories', href: '/user-stories', section: 'stories', auth: true },
      { key: 'myReviews', href: '/user-reviews', section: 'myReviews', auth: true },
      { key: 'companies', href: '/account/companies', section: 'companies', auth: true },
      { key: 'requestShop', href: '/request-shop', auth: true },
      { key: 'workspace', href: '/shop-workspace', auth: true },
    ],
  },
  {
    key: 'help',
    links: [
      { key: 'aboutUs', href: '/about-us' },
      { key: 'contactUs', href: '/contact-us' },
      { key: 'paymentMethods', href: '/payment-methods', section: 'paymentMethods' },
      { key: 'bannerAds', href: '/banner-ads', section: 'bannerAds' },
      { key: 'support', href: '/support', section: 'support', auth: true },
      { key: 'information', href: '/information', section: 'information', auth: true },
      { key: 'privacyPolicy', href: '/privacy-policy' },
      { key: 'cookiePolicy', href: '/cookie-policy' },
      { key: 'terms', href: '/terms-conditions' },
      { key: 'userAgreement', href: '/user-agreement' },
      { key: 'sitemap', href: '/sitemap', section: 'sitemap' },
    ],
  },
];

/** Every group with the entries whose section exists. */
export function siteGroups(): SiteGroup[] {
  return GROUPS.map((g) => ({ ...g, links: existing(g.links) })).filter((g) => g.links.length > 0);
}

/** Every entry, whether its section is on or not (for the test). */
export const ALL_SITE_LINKS: readonly SiteLink[] = GROUPS.flatMap((g) => g.links);

/**
 * Pages without parameters that the sitemap leaves out, and why: steps of a flow reached from another page,
 * results of a payment, and the not-found page.
 */
export const UNLISTED: Record<string, string> = {
  '/404': 'the not-found page',
  '/admin': "the operators' console, for operators only",
  '/edit-account': 'reached from the account page',
  '/edit-ad': 'reached from My Ads',
  '/cart/compare': 'reached from the cart and the compare sheet',
  '/checkout': 'a step of the cart',
  '/payment-success': 'a payment result',
  '/payment-cancel': 'a payment result',
  '/subscription/success': 'a payment result',
  '/seller-reviews': 'reached from a seller profile',
  '/account/companies/create': 'reached from Company accounts',
  '/order-review': 'reached from an order',
  '/seller-profile': "a member's page, reached from their ads",
  '/seller-information': "a member's page, reached from their ads",
  '/shop-information': "a shop's page, reached from its items",
  '/shop': "a shop's page, reached from its items",
  '/test-checkout': 'the built-in test payment page',
  '/blogs/search': 'results of the blog search box',
  '/sitemap.xml': 'for crawlers: the XML sitemap',
  '/robots.txt': 'for crawlers',
};
