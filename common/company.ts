/**
 * Companies: the limits of a company's fields (the create and edit forms and the origin check the same bounds) and
 * the one rule of who may post company ads for a company, read by the Create Ad flow, the company screens and the
 * ads service (docs/decisions.md 117).
 */

export const COMPANY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const COMPANY_TEXT_MAX = {
  name: 120,
  description: 2000,
  website: 255,
  email: 255,
  address: 255,
  city: 120,
  country: 120,
  postal_code: 20,
} as const;

/** The fields a company request must fill. */
export const COMPANY_REQUIRED = ['name', 'email', 'city', 'country'] as const;
export const COMPANY_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An optional plus, then 7 to 15 digits (spaces, brackets and dashes removed first). */
export const COMPANY_PHONE_PATTERN = /^\+?\d{7,15}$/;
export const COMPANY_WEBSITE_PATTERN = /^https?:\/\/\S+$/i;
/** A company has at most this many moderators (invited or accepted). */
export const COMPANY_MODERATORS_MAX = 20;

/**
 * Whether company ads may be posted for a company now: it must be approved, its subscription must run
 * (subscription_expires_at ahead, judged by the server's clock) and its undeleted company ads must stay under max_ads.
 * Whether the poster is its owner or an accepted moderator is checked before this.
 */
export type CompanyPosting = 'open' | 'not_approved' | 'expired' | 'exhausted';

export function companyPosting(c: { status: string; subscriptionRuns: boolean; totalAds: number; maxAds: number }): CompanyPosting {
  if (c.status !== 'approved') return 'not_approved';
  if (!c.subscriptionRuns) return 'expired';
  if (c.totalAds >= c.maxAds) return 'exhausted';
  return 'open';
}
