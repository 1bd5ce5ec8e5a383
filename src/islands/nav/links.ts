import { isOperator } from '../../../common/roles.ts';
import { existing, type Section } from '../../lib/sections.ts';

/** Destinations shared by the desktop bar and the mobile menu (spec 000 §2.1, §2.5); each shows once its section exists. */
export type NavLink = { key: string; href: string; match?: string[]; section?: Section };

export const SHORTCUTS: NavLink[] = existing([
  { key: 'shop', href: '/ecommerce', match: ['/ecommerce', '/shop-catalogue', '/shop', '/item', '/shop-information'] },
  { key: 'browseAds', href: '/browse-ads', match: ['/browse-ads', '/catalogue', '/product'] },
  { key: 'hotels', href: '/hotels', section: 'hotels' },
  { key: 'coffee', href: '/coffee', section: 'coffee' },
  { key: 'travel', href: '/travel', section: 'travel' },
  { key: 'blogs', href: '/blogs', section: 'blogs' },
]);

/** The More / information menu (the named pages' paths: docs/decisions.md 139). */
export const INFO_LINKS: NavLink[] = existing([
  { key: 'jobs', href: '/jobs', section: 'jobs' },
  { key: 'sales', href: '/sales', section: 'sales' },
  { key: 'paymentMethods', href: '/payment-methods', section: 'paymentMethods' },
  { key: 'bannerAds', href: '/banner-ads', section: 'bannerAds' },
  { key: 'aboutUs', href: '/about-us' },
  { key: 'contactUs', href: '/contact-us' },
  { key: 'privacyPolicy', href: '/privacy-policy' },
  { key: 'cookiePolicy', href: '/cookie-policy' },
  { key: 'terms', href: '/terms-conditions' },
  { key: 'userAgreement', href: '/user-agreement' },
  { key: 'support', href: '/support', section: 'support' },
  { key: 'information', href: '/information', section: 'information' },
  { key: 'sitemap', href: '/sitemap', section: 'sitemap' },
]);

/** The signed-in member's pages: the desktop user menu and the mobile menu. */
export const ACCOUNT_LINKS: NavLink[] = existing([
  { key: 'account', href: '/user-account', section: 'account' },
  { key: 'editAccount', href: '/edit-account', section: 'account' },
  { key: 'myAds', href: '/user-ads' },
  { key: 'favorites', href: '/favorites' },
  { key: 'orders', href: '/orders' },
  { key: 'workspace', href: '/shop-workspace' },
]);

/** The account pages of `user`: an operator's also lead to the console (nobody else is shown the way there). */
export const accountLinks = (user: { role_id: number } | null | undefined): NavLink[] =>
  isOperator(user) ? [...ACCOUNT_LINKS, { key: 'console', href: '/admin' }] : ACCOUNT_LINKS;

export function isActive(link: NavLink, path: string): boolean {
  return (link.match ?? [link.href]).some((p) => path === p || path.startsWith(`${p}/`));
}
