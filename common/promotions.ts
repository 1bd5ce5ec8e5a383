/** How long a paid ad promotion lasts, in days (docs/decisions.md 14): the server applies it, the site states it. */
export const PROMOTION_DAYS = 30;
