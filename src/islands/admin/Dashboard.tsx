import { useEffect, useId, useMemo, useState } from 'react';
import { formatCents, sumCents, toCents } from '../../../common/money.ts';
import { dashboard, type AdminDashboard, type DashboardDay } from '../../lib/api/admin.ts';
import { errorText } from '../../lib/error-text.ts';
import type { Translate } from '../../i18n/translator.ts';
import { DayChart, type DaySeries } from './DayChart.tsx';
import { ListStatus } from './shared.tsx';
import './dashboard.css';

export type AttentionTab = 'shops' | 'companies' | 'complaints';
type Count = 'new_users' | 'new_ads' | 'orders';
type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; data: AdminDashboard };

const PERIODS = [7, 30, 90] as const;
const ATTENTION = [
  { tab: 'shops', count: 'shop_requests' },
  { tab: 'companies', count: 'companies' },
  { tab: 'complaints', count: 'complaints' },
] as const;
const COUNTS: { field: Count; key: string }[] = [
  { field: 'new_users', key: 'users' },
  { field: 'new_ads', key: 'ads' },
  { field: 'orders', key: 'orders' },
];

/** The formats of the reader's language: counts, days (UTC, as the server counts them) and amounts by currency. */
function formats(locale: string) {
  const number = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const utc = (date: string) => new Date(`${date}T00:00:00Z`);
  /** A currency Intl does not know (a code the catalogue made up) still reads as amount and code. */
  const money = (currency: string, options: Intl.NumberFormatOptions = {}) => {
    try {
      const f = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), ...options });
      return (v: number) => f.format(v);
    } catch {
      return (v: number) => `${number.format(v)} ${currency.toUpperCase()}`;
    }
  };
  return { count: (n: number) => number.format(n), compact: (n: number) => compact.format(n), short: (d: string) => short.format(utc(d)), long: (d: string) => long.format(utc(d)), money };
}
type Formats = ReturnType<typeof formats>;

/** The dashboard of one period, or why there is none yet; loaded again when the period changes or on Retry. */
function useDashboard(days: number, retry: number, t: Translate): State {
  const key = `${days}|${retry}`;
  const [loaded, setLoaded] = useState<{ key: string; state: State } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    dashboard(days, { signal: abort.signal }).then(
      (data) => setLoaded({ key, state: { kind: 'ok', data } }),
      (err: unknown) => !abort.signal.aborted && setLoaded({ key, state: { kind: 'error', message: errorText(err, t, t('dashboard.error')) } }),
    );
    return () => abort.abort();
  }, [key, days, t]);
  return loaded?.key === key ? loaded.state : { kind: 'loading' };
}

/** A chart's numbers as a table, folded away by default: what screen-reader users read instead of the canvas. */
function DayTable({ caption, columns, rows, t }: { caption: string; columns: string[]; rows: { date: string; label: string; cells: string[] }[]; t: Translate }) {
  return (
    <details className="dash-table">
      <summary>{t('dashboard.showTable')}</summary>
      {/* Ninety days scroll inside the box; it takes focus so keyboard users can scroll it too. */}
      <div className="dash-table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.date')}</th>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.date}>
                <th scope="row">
                  <time dateTime={r.date}>{r.label}</time>
                </th>
                {r.cells.map((c, i) => (
                  <td key={columns[i]}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** New members, new ads or orders per day: the total, bars, and the table. */
function CountChart({ field, name, days, f, t }: { field: Count; name: string; days: DashboardDay[]; f: Formats; t: Translate }) {
  const title = t(`dashboard.${name}.title`);
  const chart = useMemo(() => {
    const values = days.map((d) => d[field]);
    const total = values.reduce((a, b) => a + b, 0);
    const top = values.indexOf(Math.max(...values));
    const span = { from: f.long(days[0]!.date), to: f.long(days.at(-1)!.date) };
    return {
      total,
      series: [{ label: title, values }] as DaySeries[],
      labels: days.map((d) => f.short(d.date)),
      summary: t('dashboard.barChart', { title, ...span, total: f.count(total), max: f.count(values[top] ?? 0), maxDate: f.long(days[top]!.date) }),
      caption: t('dashboard.caption', { title, ...span }),
      rows: days.map((d) => ({ date: d.date, label: f.long(d.date), cells: [f.count(d[field])] })),
    };
  }, [days, field, title, f, t]);
  return (
    <section className="dash-figure card" aria-labelledby={`dash-${name}`}>
      <header className="dash-figure-head">
        <h3 id={`dash-${name}`}>{title}</h3>
        <p className="dash-total">{t('dashboard.total', { total: f.count(chart.total) })}</p>
      </header>
      {chart.total === 0 ? (
        <p className="adm-note">{t(`dashboard.${name}.empty`)}</p>
      ) : (
        <>
          <DayChart kind="bars" days={chart.labels} dayLabel={t('dashboard.date')} series={chart.series} summary={chart.summary} format={f.count} formatAxis={f.compact} whole failedText={t('dashboard.chartFailed')} />
          <DayTable caption={chart.caption} columns={[title]} rows={chart.rows} t={t} />
        </>
      )}
    </section>
  );
}

/** Promotion and subscription revenue in one currency: the two totals, two lines, and the table. */
function CurrencyChart({ currency, days, f, t }: { currency: string; days: DashboardDay[]; f: Formats; t: Translate }) {
  const chart = useMemo(() => {
    const code = currency.toUpperCase();
    const title = t('dashboard.revenue.inCurrency', { currency: code });
    const amount = f.money(currency);
    const cents = (field: 'promotion_revenue' | 'subscription_revenue') => days.map((d) => toCents(d[field][currency]));
    const promotion = cents('promotion_revenue');
    const subscription = cents('subscription_revenue');
    // Totals are summed in cents (common/money.ts): adding the decimals as floats would drift.
    const totals = { promotion: amount(Number(formatCents(sumCents(promotion)))), subscription: amount(Number(formatCents(sumCents(subscription)))) };
    const names = { promotion: t('dashboard.revenue.promotion'), subscription: t('dashboard.revenue.subscription') };
    const span = { from: f.long(days[0]!.date), to: f.long(days.at(-1)!.date) };
    return {
      title,
      totals,
      names,
      format: amount,
      formatAxis: f.money(currency, { notation: 'compact' }),
      series: [
        { label: names.promotion, values: promotion.map((c) => c / 100) },
        { label: names.subscription, values: subscription.map((c) => c / 100) },
      ] as DaySeries[],
      labels: days.map((d) => f.short(d.date)),
      summary: t('dashboard.lineChart', { title, ...span, ...totals }),
      caption: t('dashboard.caption', { title, ...span }),
      rows: days.map((d, i) => ({ date: d.date, label: f.long(d.date), cells: [amount(promotion[i]! / 100), amount(subscription[i]! / 100)] })),
    };
  }, [currency, days, f, t]);
  const id = useId();
  return (
    <section className="dash-currency" aria-labelledby={id}>
      <header className="dash-figure-head">
        <h4 id={id}>{chart.title}</h4>
        <p className="dash-total">
          {chart.names.promotion}: {chart.totals.promotion} · {chart.names.subscription}: {chart.totals.subscription}
        </p>
      </header>
      <DayChart kind="lines" days={chart.labels} dayLabel={t('dashboard.date')} series={chart.series} summary={chart.summary} format={chart.format} formatAxis={chart.formatAxis} whole={false} failedText={t('dashboard.chartFailed')} />
      <DayTable caption={chart.caption} columns={[chart.names.promotion, chart.names.subscription]} rows={chart.rows} t={t} />
    </section>
  );
}

/** Revenue over the period, one chart per currency (amounts in different currencies are never added up). */
function Revenue({ days, f, t }: { days: DashboardDay[]; f: Formats; t: Translate }) {
  const currencies = useMemo(() => [...new Set(days.flatMap((d) => [...Object.keys(d.promotion_revenue), ...Object.keys(d.subscription_revenue)]))].sort(), [days]);
  return (
    <section className="dash-figure dash-revenue card" aria-labelledby="dash-revenue">
      <header className="dash-figure-head">
        <h3 id="dash-revenue">{t('dashboard.revenue.title')}</h3>
      </header>
      <p className="adm-hint">{t('dashboard.revenue.hint')}</p>
      {currencies.length === 0 ? (
        <p className="adm-note">{t('dashboard.revenue.empty')}</p>
      ) : (
        <div className="dash-currencies">
          {currencies.map((c) => (
            <CurrencyChart key={c} currency={c} days={days} f={f} t={t} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The console's dashboard (issue 16, decision 175): what waits for an operator, each with a way to its queue, and
 * the marketplace's figures per day over the last 7, 30 or 90 days, each chart with its total and its table.
 * `tabs` are the console's tabs: a waiting count links to its queue only when the console has that tab.
 */
export function Dashboard({ t, locale, tabs, onOpenTab }: { t: Translate; locale: string; tabs: readonly string[]; onOpenTab: (tab: AttentionTab) => void }) {
  const [days, setDays] = useState<number>(30);
  const [retry, setRetry] = useState(0);
  const state = useDashboard(days, retry, t);
  const f = useMemo(() => formats(locale), [locale]);
  const periodId = useId();

  return (
    <div className="dash">
      <div className="dash-tools">
        <label className="field dash-period" htmlFor={periodId}>
          <span>{t('dashboard.period')}</span>
          <select id={periodId} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t('dashboard.lastDays', { count: p })}
              </option>
            ))}
          </select>
        </label>
        <p className="adm-hint">{t('dashboard.utc')}</p>
      </div>

      {state.kind !== 'ok' ? (
        <ListStatus state={state} t={t} empty="" onRetry={() => setRetry((n) => n + 1)} />
      ) : (
        <>
          <section aria-labelledby="dash-attention">
            <h2 id="dash-attention" className="dash-heading">
              {t('dashboard.attention.title')}
            </h2>
            <ul className="dash-cards">
              {ATTENTION.map(({ tab, count }) => {
                const n = state.data.attention[count];
                return (
                  <li key={tab} className={`dash-card card${n > 0 ? ' is-waiting' : ''}`}>
                    <p className="dash-card-count">{f.count(n)}</p>
                    <p className="dash-card-what">{t(`dashboard.attention.${tab}`)}</p>
                    {tabs.includes(tab) && (
                      <button type="button" className="btn" onClick={() => onOpenTab(tab)}>
                        {t(`dashboard.attention.open.${tab}`)}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby="dash-figures">
            <h2 id="dash-figures" className="dash-heading">
              {t('dashboard.figures')}
            </h2>
            <div className="dash-figures">
              {COUNTS.map(({ field, key }) => (
                <CountChart key={key} field={field} name={key} days={state.data.days} f={f} t={t} />
              ))}
              <Revenue days={state.data.days} f={f} t={t} />
            </div>
          </section>
        </>
      )}
    </div>
  );
}
