import type { AstroGlobal } from 'astro';
import { DEFAULT_LOCALE, isLocale, LANG_PARAM, LOCALE_KEY, type Locale } from './locales.ts';
import { messagesFor, type Namespace } from './messages.ts';
import { createTranslator } from './translator.ts';

/**
 * The page's language: the address's ?lang= (how crawlers reach each language version, docs/decisions.md 145), else
 * the userLanguage cookie, else English.
 */
export function localeOf(astro: Pick<AstroGlobal, 'cookies' | 'url'>): Locale {
  const asked = astro.url.searchParams.get(LANG_PARAM);
  if (isLocale(asked)) return asked;
  const value = astro.cookies.get(LOCALE_KEY)?.value;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Translator for .astro components. */
export function serverT(locale: Locale, ns: Namespace, more: Namespace[] = []) {
  return createTranslator(messagesFor(locale, [ns, ...more]), ns);
}
