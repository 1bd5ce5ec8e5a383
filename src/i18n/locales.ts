export const LOCALES = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'zh', label: '中文' },
  { code: 'de', label: 'Deutsch' },
  { code: 'ro', label: 'Română' },
  { code: 'ru', label: 'Русский' },
  { code: 'es', label: 'Español' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'en';
/** Browser storage key of the spec; mirrored into a cookie so pages render server-side in the chosen language. */
export const LOCALE_KEY = 'userLanguage';

/** The query parameter that addresses a language version of a page (?lang=fr). */
export const LANG_PARAM = 'lang';

export const isLocale = (value: unknown): value is Locale => LOCALES.some((l) => l.code === value);
