/** How long ago something was posted, as blogs, feeds and comments show it (spec 001 §9, 002 §9). */

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type RelativeTime = { key: 'justNow' } | { key: 'minutesAgo' | 'hoursAgo' | 'daysAgo'; count: number } | { key: 'date' };

/** 'Just now' under a minute, then minutes, hours and days ago up to 30 days; older (or future) dates show as a date. */
export function relativeTime(iso: string, now: Date): RelativeTime {
  const ms = now.getTime() - Date.parse(iso);
  if (Number.isNaN(ms) || ms < 0) return { key: 'date' };
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return { key: 'justNow' };
  if (minutes < 60) return { key: 'minutesAgo', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'hoursAgo', count: hours };
  const days = Math.floor(hours / 24);
  if (days <= 30) return { key: 'daysAgo', count: days };
  return { key: 'date' };
}

/** The date in the page's language, as shown once relative times end ('Nov 26, 2026'). */
export function postedDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** The text of relativeTime, from the common `time.*` messages ('Just now', '5m ago', … then the date). */
export function relativeTimeText(t: Translate, iso: string, locale: string, now = new Date()): string {
  const rel = relativeTime(iso, now);
  if (rel.key === 'date') return postedDate(iso, locale);
  return rel.key === 'justNow' ? t('time.justNow') : t(`time.${rel.key}`, { count: rel.count });
}
