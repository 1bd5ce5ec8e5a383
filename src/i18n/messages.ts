import type { Locale } from './locales.ts';

/** Locale files, one per namespace and language: src/i18n/locales/<lang>/<namespace>.json. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export type Namespace = 'common' | 'auth' | 'search' | 'location' | 'pages' | 'home' | 'ads' | 'createAd' | 'myAds' | 'account' | 'catalogue' | 'shop' | 'cart' | 'checkout' | 'orders' | 'reviews' | 'shopRequest' | 'workspace' | 'errors' | 'chat' | 'offers' | 'userAccount';
export type Messages = Partial<Record<Namespace, Record<string, unknown>>>;

function file(locale: Locale, ns: Namespace) {
  return files[`./locales/${locale}/${ns}.json`]?.default;
}

/** The namespaces an island needs, in its language plus English for fallback. */
export function messagesFor(locale: Locale, namespaces: Namespace[]): { locale: Locale; messages: Record<string, Messages> } {
  const pick = (l: Locale) => Object.fromEntries(namespaces.map((ns) => [ns, file(l, ns) ?? {}])) as Messages;
  return { locale, messages: locale === 'en' ? { en: pick('en') } : { [locale]: pick(locale), en: pick('en') } };
}
