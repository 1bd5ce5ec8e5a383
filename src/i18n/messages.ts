import type { Locale } from './locales.ts';

/** Locale files, one per namespace and language: src/i18n/locales/<lang>/<namespace>.json. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export type Namespace = 'common' | 'auth' | 'search' | 'location' | 'pages' | 'home' | 'ads' | 'createAd' | 'myAds' | 'account' | 'catalogue' | 'shop' | 'cart' | 'checkout' | 'orders' | 'reviews' | 'shopRequest' | 'workspace' | 'errors' | 'sections' | 'chat' | 'offers' | 'subscriptions' | 'companies' | 'userAccount' | 'hotels' | 'blogs' | 'stories' | 'feeds' | 'admin';
export type Messages = Partial<Record<Namespace, Record<string, unknown>>>;

function file(locale: Locale, ns: Namespace) {
  return files[`./locales/${locale}/${ns}.json`]?.default;
}

/** The namespaces an island needs, in its language plus English for fallback. */
export function messagesFor(locale: Locale, namespaces: Namespace[]): { locale: Locale; messages: Record<string, Messages> } {
  const pick = (l: Locale) => Object.fromEntries(namespaces.map((ns) => [ns, file(l, ns) ?? {}])) as Messages;
  return { locale, messages: locale === 'en' ? { en: pick('en') } : { [locale]: pick(locale), en: pick('en') } };
}

/** `i18n` with namespace `ns` cut to its top-level `keys`: an island of a page that needs only part of a big namespace. */
export function withOnly(i18n: ReturnType<typeof messagesFor>, ns: Namespace, keys: readonly string[]): ReturnType<typeof messagesFor> {
  const cut = (tree: Record<string, unknown> | undefined) => Object.fromEntries(keys.filter((k) => tree && k in tree).map((k) => [k, tree![k]]));
  return { ...i18n, messages: Object.fromEntries(Object.entries(i18n.messages).map(([l, m]) => [l, { ...m, [ns]: cut(m[ns]) }])) };
}
