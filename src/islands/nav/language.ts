import { isLocale, LANG_PARAM, LOCALE_KEY, type Locale } from '../../i18n/locales.ts';

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
 * A page opened in a language by its address (?lang=, a language version's link) makes that language the reader's
 * choice, so the next pages stay in it. Otherwise a language kept only in localStorage (cookie expired or cleared) is
 * mirrored back into the cookie, so the next page renders in it. No reload here: the page is already in that language.
 */
export function syncLanguageCookie() {
  try {
    const asked = new URLSearchParams(location.search).get(LANG_PARAM);
    if (isLocale(asked)) {
      localStorage.setItem(LOCALE_KEY, asked);
      writeCookie(asked);
      return;
    }
    const stored = localStorage.getItem(LOCALE_KEY);
    const hasCookie = document.cookie.split('; ').some((c) => c.startsWith(`${LOCALE_KEY}=`));
    if (isLocale(stored) && !hasCookie) writeCookie(stored);
  } catch {
    /* ignore */
  }
}
