/** Pure helpers of the seller screens (spec 001 'Seller profile', 'Seller Information', constants). */

/** Spec 001 §9: months are computed as 30.4375 days. */
export const DAYS_PER_MONTH = 30.4375;
export const REVIEWS_PAGE_SIZE = 4;
export const SELLER_ADS_PAGE_SIZE = 10;

const DAY_MS = 86_400_000;

/** Whole years and months since `createdAt` (months of 30.4375 days); null for a missing or invalid date. */
export function registeredParts(createdAt: string | null | undefined, now: Date = new Date()): { years: number; months: number } | null {
  if (!createdAt) return null;
  const start = Date.parse(createdAt);
  if (Number.isNaN(start)) return null;
  const days = Math.max(0, (now.getTime() - start) / DAY_MS);
  const total = Math.floor(days / DAYS_PER_MONTH);
  return { years: Math.floor(total / 12), months: total % 12 };
}

type Plural = (key: 'years' | 'months', count: number) => string;

const englishPlural: Plural = (key, count) => `${count} ${key === 'years' ? (count === 1 ? 'year' : 'years') : count === 1 ? 'month' : 'months'}`;

/** 'N months' under a year, else 'N years M months' (each word pluralised by `plural`, English by default). */
export function registeredDuration(createdAt: string | null | undefined, now: Date = new Date(), plural: Plural = englishPlural): string | null {
  const parts = registeredParts(createdAt, now);
  if (!parts) return null;
  if (parts.years === 0) return plural('months', parts.months);
  return `${plural('years', parts.years)} ${plural('months', parts.months)}`;
}

export type Gender = 'male' | 'female' | 'ratherNotSay';

/** Gender as the account stores it (1 male, 0 female, 2 rather not say): one reading everywhere (docs/decisions.md). */
export function genderKey(gender: number | string | null | undefined): Gender {
  if (gender === null || gender === undefined || gender === '') return 'ratherNotSay';
  const n = Number(gender);
  if (n === 1) return 'male';
  if (n === 0) return 'female';
  return 'ratherNotSay';
}

/** A rating 0 to 5 rounded to the nearest half star: counts of full, half and empty stars (always 5 in all). */
export function starParts(rating: number | string | null | undefined): { full: number; half: 0 | 1; empty: number; value: number } {
  const raw = Number(rating);
  const value = Number.isFinite(raw) ? Math.min(5, Math.max(0, raw)) : 0;
  const halves = Math.round(value * 2);
  const full = Math.floor(halves / 2);
  const half = (halves % 2) as 0 | 1;
  return { full, half, empty: 5 - full - half, value: Math.round(value * 10) / 10 };
}

/** A display name: first and last name, else the user name. */
export function fullName(user: { name?: string | null; last_name?: string | null; lastName?: string | null; user_name?: string | null } | null | undefined): string {
  if (!user) return '';
  const name = `${user.name ?? ''} ${user.last_name ?? user.lastName ?? ''}`.trim();
  return name || (user.user_name ?? '').trim();
}

/** Case-insensitive substring filter for the favorites search (blank query keeps everything). */
export function matchesQuery(text: string | null | undefined, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || (text ?? '').toLowerCase().includes(q);
}

/** Total pages for `total` items of `perPage` (at least 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil((Number(total) || 0) / perPage));
}

/** A positive integer page from a query value, else 1. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
