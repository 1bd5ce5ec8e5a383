import type { AstroGlobal } from 'astro';
import { DEFAULT_LOCALE, isLocale, LOCALE_KEY, type Locale } from './locales.ts';
import { messagesFor, type Namespace } from './messages.ts';
import { createTranslator } from './translator.ts';

/** The visitor's language: the userLanguage cookie, else English. */
export function localeOf(astro: Pick<AstroGlobal, 'cookies'>): Locale {
  const value = astro.cookies.get(LOCALE_KEY)?.value;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Translator for .astro components. */
export function serverT(locale: Locale, ns: Namespace, more: Namespace[] = []) {
  return createTranslator(messagesFor(locale, [ns, ...more]), ns);
}
