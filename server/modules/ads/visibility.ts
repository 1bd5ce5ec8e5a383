import { sql } from 'drizzle-orm';

/**
 * Who sees which classified ad (the alias of the ads table is `a`). Shop products (shop_id set) have their own lists.
 *
 * LISTED_AD: active and not deleted, what the owner's own lists show.
 * PUBLIC_AD: also listed by its owner: a member who turned 'Show My Ads' off (users.show_my_ads) or deleted the
 * account has no ad in any public list, search, nearby search or seller page. Company ads are the company's, so a
 * moderator's or owner's switch does not hide them (docs/decisions.md 106).
 */
export const LISTED_AD = sql`a.status = 1 and a.deleted_at is null and a.shop_id is null`;

export const OWNER_SHOWS_AD = sql`(a.company_id is not null or (select o.show_my_ads and o.deleted_at is null from users o where o.id = a.owner_id))`;

export const PUBLIC_AD = sql`${LISTED_AD} and ${OWNER_SHOWS_AD}`;
