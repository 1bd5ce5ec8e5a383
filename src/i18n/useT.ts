import { useMemo } from 'react';
import type { Namespace } from './messages.ts';
import { createTranslator, type I18nProps } from './translator.ts';

/** Islands receive their messages as a prop from the page, so the first render already speaks the right language. */
export function useT(i18n: I18nProps, ns: Namespace) {
  return useMemo(() => createTranslator(i18n, ns), [i18n, ns]);
}
