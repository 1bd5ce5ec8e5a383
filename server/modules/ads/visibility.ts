import { sql } from 'drizzle-orm';

/**
 * Who sees which classified ad (the alias of the ads table is `a`). Shop products (shop_id set) have their own lists.
 *
 * LISTED_AD: active and not deleted, what the owner's own lists show.
 * OWNER_SHOWS_AD: whoever the ad belongs to lists it. A company ad (type 2) is the company's: listed while its company
 * is approved, so none of a company that is pending again, rejected or gone (the ad's company_id set null) is listed,
 * and they come back when it is approved again (docs/decisions.md 126); a moderator's or owner's 'Show My Ads' does
 * not hide them. Any other ad is its member's: hidden while they turned 'Show My Ads' off (users.show_my_ads),
 * deleted the account (docs/decisions.md 106) or are blocked by an operator (decision 173). Each is one primary-key look-up per ad the list reads.
 * PUBLIC_AD: what every public list, search, nearby search and seller page shows.
 */
export const LISTED_AD = sql`a.status = 1 and a.deleted_at is null and a.shop_id is null`;

export const OWNER_SHOWS_AD = sql`(case when a.type = 2
  then coalesce((select vc.status = 'approved' from companies vc where vc.id = a.company_id), false)
  else (select o.show_my_ads and o.deleted_at is null and not o.is_blocked from users o where o.id = a.owner_id) end)`;

export const PUBLIC_AD = sql`${LISTED_AD} and ${OWNER_SHOWS_AD}`;
