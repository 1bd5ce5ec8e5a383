import { useMemo } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import type { CompanySubscriptionState, SubscriptionPlan } from '../../lib/api/subscriptions.ts';

/** Dates of a subscription in the reader's language (the day is what matters: renewals, ends, grace). */
export function useDates(locale: string) {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    return { day: (iso: string) => format.format(new Date(iso)) };
  }, [locale]);
}

export type Dates = ReturnType<typeof useDates>;

/** "$29.00 / month", "$290.00 / year", or "every 3 months" for a longer period. */
export function PlanPrice({ t, plan, locale }: { t: Translate; plan: SubscriptionPlan; locale: string }) {
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: plan.currency.toUpperCase() }).format(Number(plan.price));
  const period =
    plan.interval_count === 1
      ? t(plan.interval === 'year' ? 'perYear' : 'perMonth')
      : t(plan.interval === 'year' ? 'everyYears' : 'everyMonths', { count: plan.interval_count });
  return (
    <p className="sub-price">
      <strong>{amount}</strong> <span>{period}</span>
    </p>
  );
}

/** Plan, current period and company ads used of the plan's maximum. */
export function SubscriptionFacts({ t, sub, dates, locale }: { t: Translate; sub: CompanySubscriptionState['subscription']; dates: Dates; locale: string }) {
  return (
    <dl className="sub-facts">
      {sub.plan && (
        <div>
          <dt>{t('plan')}</dt>
          <dd>{sub.plan.translations.name[locale] ?? sub.plan.name}</dd>
        </div>
      )}
      {sub.current_period_start && sub.current_period_end && (
        <div>
          <dt>{t('period')}</dt>
          <dd>{t('periodRange', { start: dates.day(sub.current_period_start), end: dates.day(sub.current_period_end) })}</dd>
        </div>
      )}
      <div>
        <dt>{t('ads')}</dt>
        <dd>{t('adsUsed', { used: sub.used_ads, max: sub.max_ads, remaining: sub.remaining_ads })}</dd>
      </div>
    </dl>
  );
}
