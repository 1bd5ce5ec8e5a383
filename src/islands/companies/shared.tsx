import type { Translate } from '../../i18n/translator.ts';
import { postingOf, type Company } from '../../lib/api/companies.ts';
import { NoImage } from '../orders/shared.tsx';

/** Pieces the company screens share: the logo, the status badge, the subscription and ad-quota lines. */

export function CompanyLogo({ company, size = 56 }: { company: Pick<Company, 'logo' | 'name'>; size?: number }) {
  return (
    <span className="co-logo" style={{ width: size, height: size }}>
      {company.logo ? <img src={company.logo} alt="" width={size} height={size} loading="lazy" /> : <NoImage kind="shop" />}
    </span>
  );
}

export function StatusBadge({ t, status }: { t: Translate; status: Company['status'] }) {
  return <span className={`co-badge co-badge-${status}`}>{t(`status.${status}`)}</span>;
}

export const dateText = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/** 'Active until …', 'Expired on …' or 'No subscription'. */
export function subscriptionText(t: Translate, locale: string, c: Company): string {
  const s = c.active_subscription;
  if (!s) return t('subscription.none');
  return t(s.status === 'active' ? 'subscription.activeUntil' : 'subscription.expiredOn', { date: dateText(locale, s.expires_at) });
}

/** 'n of max company ads used'. */
export const adsUsedText = (t: Translate, c: Company) => t('adsUsed', { used: c.total_ads, max: c.max_ads });

/** Why company ads cannot be posted now, or that they can. */
export const postingText = (t: Translate, c: Company) => t(`posting.${postingOf(c)}`);
