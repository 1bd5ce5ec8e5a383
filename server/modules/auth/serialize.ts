import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

export type UserJson = {
  id: number;
  role_id: number;
  name: string;
  last_name: string;
  user_name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  gender: number | null;
  location: string | null;
  lat: number | null;
  lon: number | null;
  email_verified_at: string | null;
  provider: string | null;
  provider_id: string | null;
  show_my_ads: '1' | '0';
  is_blocked: 0 | 1;
  currency_symbol: string;
  created_at: string;
  token?: string;
};

const num = (v: string | number | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

const iso = (v: Date | string | null | undefined): string | null => (v == null ? null : new Date(v).toISOString());

/**
 * The User of the specification, as every module answers it. Never carries the password hash.
 * `self` is the user's own record: only then is the social provider's account id included.
 */
export function serializeUser(row: UserRow, opts: { token?: string; self: boolean }): UserJson {
  return {
    id: row.id,
    role_id: row.roleId,
    name: row.name,
    last_name: row.lastName,
    user_name: row.userName,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    gender: row.gender,
    location: row.location,
    lat: num(row.lat),
    lon: num(row.lon),
    email_verified_at: iso(row.emailVerifiedAt),
    provider: row.provider,
    provider_id: opts.self ? row.providerId : null,
    show_my_ads: row.showMyAds ? '1' : '0',
    is_blocked: row.isBlocked ? 1 : 0,
    currency_symbol: '$',
    created_at: iso(row.createdAt) ?? new Date(0).toISOString(),
    ...(opts.token ? { token: opts.token } : {}),
  };
}

/** The few fields another user may look up by e-mail. */
export function serializeUserSummary(row: UserRow) {
  return { id: row.id, name: row.name, last_name: row.lastName, user_name: row.userName, avatar: row.avatar, email: row.email };
}
