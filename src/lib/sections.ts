/**
 * The sections of the product and whether each exists yet. Every entry point to a section (top bar, mobile menu,
 * tab bar, home tiles, footer, the More, user and create menus, the account screens' tabs) shows only while its
 * section is on here, so a visitor never follows a link to a page that is not there. The work that builds a section
 * switches it on; tests/e2e/links.e2e.ts follows every entry point and fails on a 404.
 */
export const SECTIONS = {
  hotels: true,
  coffee: true,
  travel: true,
  blogs: true,
  shorts: true,
  /** The AI shopping assistant (AI Chat). */
  assistant: true,
  /** Create Ad With AI: an ad prefilled from the user's photo. */
  imageToAd: true,
  /** Short-video feeds: Create Feed, the Feeds tabs of the home board, Favorites and seller profiles. */
  feeds: true,
  /** Stories: Create Story, My Stories. */
  stories: true,
  /** One-to-one chat (Messages, Chats). */
  messages: true,
  /** The account page and Edit Account. */
  account: true,
  /** The user's companies (Company accounts). */
  companies: true,
  support: true,
  /** My Reviews (the account page's Reviews card). */
  myReviews: true,
  /** The Information page of the account area (spec 001), not the legal pages. */
  information: true,
  /** The named pages of spec 000 §2.1 (paths: docs/decisions.md 139). */
  jobs: true,
  sales: true,
  paymentMethods: true,
  bannerAds: true,
  /** The HTML sitemap (/sitemap), built from the sections that exist (src/lib/site-map.ts). */
  sitemap: true,
} satisfies Record<string, boolean>;

export type Section = keyof typeof SECTIONS;

/** True when the section exists. */
export function sectionOn(section: Section): boolean {
  return SECTIONS[section];
}

/** The entries whose section exists; an entry without a section always does. */
export function existing<T extends { section?: Section }>(entries: readonly T[]): T[] {
  return entries.filter((e) => !e.section || SECTIONS[e.section]);
}
