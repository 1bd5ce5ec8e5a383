import { isLocale, LOCALE_KEY, type Locale } from '../../i18n/locales.ts';

const ONE_YEAR = 31536000;

function writeCookie(code: Locale) {
  document.cookie = `${LOCALE_KEY}=${code}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/** Stores the choice (the spec's localStorage key, mirrored into a cookie for SSR) and reloads in that language. */
export function chooseLanguage(code: Locale) {
  try {
    localStorage.setItem(LOCALE_KEY, code);
  } catch {
    /* storage disabled: the cookie still carries the choice */
  }
  writeCookie(code);
  location.reload();
}

/**
 * A language kept only in localStorage (cookie expired or cleared) is mirrored back into the cookie, so the next
 * page renders in it. No reload here: that could loop on prerendered pages, which ignore the cookie.
 */
export function syncLanguageCookie() {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    const hasCookie = document.cookie.split('; ').some((c) => c.startsWith(`${LOCALE_KEY}=`));
    if (isLocale(stored) && !hasCookie) writeCookie(stored);
  } catch {
    /* ignore */
  }
}
