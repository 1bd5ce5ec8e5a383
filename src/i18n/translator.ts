import i18next, { type TFunction } from 'i18next';
import type { Locale } from './locales.ts';
import type { Messages, Namespace } from './messages.ts';

export type I18nProps = { locale: Locale; messages: Record<string, Messages> };

/** A synchronous i18next instance over the given messages; English is the fallback for missing keys. */
export function createTranslator(i18n: I18nProps, ns: Namespace): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng: i18n.locale,
    fallbackLng: 'en',
    ns: Object.keys(i18n.messages[i18n.locale] ?? i18n.messages.en ?? {}),
    defaultNS: ns,
    resources: i18n.messages as never,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance.t;
}
