/**
 * The access guard of spec 000 §4.6. Visitors may open only the routes below; on any other route a visitor gets
 * the sign-in dialog (the page still renders behind it). Pages pass `guarded={!isVisitorRoute(Astro.url.pathname)}`
 * to the Layout.
 *
 * The list follows the specification literally, except Hotels (decision 135: a booking-style list and its hotel pages
 * are public, like ad details). Coffee is not on it (Travel is), nor are the user
 * search listing, seller information and reviews, cart, checkout, payment results, messages and the account and
 * company areas (the account's company screens; the public company page is open). "Blogs" covers the whole blog section (list, post, category, search).
 */

const ID = String.raw`\d+`;
const OPTIONAL_SEGMENT = String.raw`(?:/[^/]+)?`;

/** Each entry: the route's name in the specification and its path pattern. */
export const VISITOR_ROUTES: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'home', pattern: /^\/$/ },
  { name: 'Privacy Policy', pattern: /^\/privacy-policy$/ },
  { name: 'Cookie Policy', pattern: /^\/cookie-policy$/ },
  { name: 'Terms and Conditions', pattern: /^\/terms-conditions$/ },
  { name: 'About', pattern: /^\/about-us$/ },
  { name: 'User Agreement', pattern: /^\/user-agreement$/ },
  { name: 'Contact Us', pattern: /^\/contact-us$/ },
  { name: 'Ecommerce', pattern: /^\/ecommerce$/ },
  { name: 'ShopCatalogue', pattern: /^\/shop-catalogue$/ },
  { name: 'ad board', pattern: /^\/browse-ads$/ },
  { name: 'Travel', pattern: /^\/travel$/ },
  { name: 'View Feed', pattern: new RegExp(`^/view-feed/${ID}$`) },
  { name: 'ProductDetails', pattern: new RegExp(`^/product/${ID}${OPTIONAL_SEGMENT}$`) },
  { name: 'ItemDetails', pattern: new RegExp(`^/item/${ID}${OPTIONAL_SEGMENT}$`) },
  { name: 'Catalogue', pattern: /^\/catalogue$/ },
  { name: 'Seller Profile', pattern: new RegExp(`^/seller-profile${OPTIONAL_SEGMENT}$`) },
  { name: 'Shop Information', pattern: new RegExp(`^/shop-information${OPTIONAL_SEGMENT}$`) },
  { name: 'Shop', pattern: new RegExp(`^/shop${OPTIONAL_SEGMENT}$`) },
  { name: 'Blogs', pattern: /^\/blogs(?:\/.*)?$/ },
  { name: 'Shorts', pattern: /^\/shorts$/ },
  // Not in the spec's list: the public company page is ours (docs/decisions.md 118), open like a seller profile.
  { name: 'Company', pattern: new RegExp(`^/company/${ID}$`) },
  // Not in the spec's list: hotels are browsed and found by search engines like ads (docs/decisions.md 135).
  { name: 'Hotels', pattern: new RegExp(`^/hotels(?:/${ID})?$`) },
  // Named in navigation without a path (decisions 139 and 140): lists of the ad board and shop, and information pages,
  // open like the ad board and About. Coffee stays off the list, as the specification has it.
  { name: 'Jobs', pattern: /^\/jobs$/ },
  { name: 'Sales', pattern: /^\/sales$/ },
  { name: 'PaymentMethods', pattern: /^\/payment-methods$/ },
  { name: 'BannerAds', pattern: /^\/banner-ads$/ },
  { name: 'Sitemap', pattern: /^\/sitemap$/ },
];

/** The path alone: no query or hash, percent-decoding where valid, no trailing slash except for the root. */
export function normalizePath(pathname: string): string {
  let path = pathname.split(/[?#]/)[0] || '/';
  try {
    path = decodeURI(path);
  } catch {
    /* keep the raw path */
  }
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/** True when a visitor (signed out) may open `pathname` without being asked to sign in. */
export function isVisitorRoute(pathname: string): boolean {
  const path = normalizePath(pathname);
  return VISITOR_ROUTES.some((r) => r.pattern.test(path));
}

/**
 * Where closing the guard's sign-in dialog leads (spec 000 §4.1): back, or home when there is no history to go
 * back to: a first page in the tab, or one reached from another site.
 */
export function guardExit(env: { historyLength: number; referrer: string; origin: string }): 'back' | 'home' {
  if (env.historyLength <= 1 || !env.referrer) return 'home';
  try {
    return new URL(env.referrer).origin === env.origin ? 'back' : 'home';
  } catch {
    return 'home';
  }
}
