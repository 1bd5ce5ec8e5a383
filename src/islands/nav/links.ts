/** Destinations shared by the desktop bar and the mobile menu (spec 000 §2.1, §2.5). */
export type NavLink = { key: string; href: string; match?: string[] };

export const SHORTCUTS: NavLink[] = [
  { key: 'shop', href: '/ecommerce', match: ['/ecommerce', '/shop-catalogue', '/shop', '/item', '/shop-information'] },
  { key: 'browseAds', href: '/browse-ads', match: ['/browse-ads', '/catalogue', '/product'] },
  { key: 'hotels', href: '/hotels' },
  { key: 'coffee', href: '/coffee' },
  { key: 'travel', href: '/travel' },
  { key: 'blogs', href: '/blogs' },
];

/** The More / information menu (Sitemap and Jobs have no route in the specification). */
export const INFO_LINKS: NavLink[] = [
  { key: 'aboutUs', href: '/about-us' },
  { key: 'contactUs', href: '/contact-us' },
  { key: 'privacyPolicy', href: '/privacy-policy' },
  { key: 'cookiePolicy', href: '/cookie-policy' },
  { key: 'terms', href: '/terms-conditions' },
  { key: 'userAgreement', href: '/user-agreement' },
  { key: 'support', href: '/support' },
  { key: 'information', href: '/information' },
];

export function isActive(link: NavLink, path: string): boolean {
  return (link.match ?? [link.href]).some((p) => path === p || path.startsWith(`${p}/`));
}
