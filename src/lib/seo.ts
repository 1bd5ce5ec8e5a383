import { DEFAULT_LOCALE, LANG_PARAM, LOCALES, isLocale, type Locale } from '../i18n/locales.ts';

/**
 * Addresses of a page's language versions (docs/decisions.md 145). A page renders in the language its ?lang= names,
 * else in the reader's chosen one; English, the default, has the bare address. Each version names itself canonical
 * and lists the others as hreflang alternates, with x-default on the bare address (the reader's own language).
 */
export function languageUrl(path: string, base: string, locale: Locale): string {
  const url = new URL(path, base);
  if (locale !== DEFAULT_LOCALE) url.searchParams.set(LANG_PARAM, locale);
  return url.toString();
}

/** The canonical address of the version a request asked for: ?lang= kept when it names another language, else bare. */
export function canonicalUrl(path: string, base: string, requested: URL): string {
  const asked = requested.searchParams.get(LANG_PARAM);
  return languageUrl(path, base, isLocale(asked) ? asked : DEFAULT_LOCALE);
}

/** The hreflang alternates of a page: each language, and x-default. */
export function languageAlternates(path: string, base: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((l) => ({ hreflang: l.code === 'zh' ? 'zh-Hans' : l.code, href: languageUrl(path, base, l.code) })),
    { hreflang: 'x-default', href: new URL(path, base).toString() },
  ];
}

/** JSON-LD BreadcrumbList of a page's trail: each step's name and site path, made absolute on the site's base. */
export function breadcrumbJsonLd(steps: { name: string; path: string }[], base: string) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: new URL(step.path, base).toString() })),
  };
}
