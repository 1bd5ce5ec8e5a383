import { formatCents, requireCents } from '../../common/money.ts';

/**
 * Row values as the API writes them. Drivers differ: pg gives numerics as strings and times as Date, PGlite may give
 * times as strings; these read both the same way.
 */
export const numberOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A numeric(12,2) amount as its exact two-decimal text (common/money.ts), or null. */
export const moneyOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : formatCents(requireCents(v as string | number)));

export const isoTime = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

export const isoTimeOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : isoTime(v));
