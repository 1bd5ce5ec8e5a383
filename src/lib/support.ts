/**
 * The support line of the Support page (spec 001: hours 08:00 a.m. - 10:00 p.m. and a phone line). The number is
 * in the reserved 555-01xx range, like the example.com support address: set the real line here before launch
 * (docs/decisions.md 112).
 */
export const SUPPORT_PHONE = { display: '+1 (555) 010-0199', tel: '+15550100199' };

/** The questions of each FAQ, in the order shown; texts under pages.json `faq.<page>.<key>.q` and `.a`. */
export const SUPPORT_FAQ = ['reach', 'order', 'cancel', 'review', 'report', 'password'] as const;
export const INFORMATION_FAQ = ['what', 'post', 'promote', 'buy', 'offers', 'shop', 'languages'] as const;
