import type { Namespace } from '../../i18n/messages.ts';
import type { I18nProps } from '../../i18n/translator.ts';

/**
 * The shop namespace cut down to the sections an island reads: every island gets its messages as props in the
 * page's HTML, and the shop pages carry up to three islands.
 */
export function pickSections(i18n: I18nProps, sections: string[], ns: Namespace = 'shop'): I18nProps {
  const messages: I18nProps['messages'] = {};
  for (const [locale, byNs] of Object.entries(i18n.messages)) {
    const tree = (byNs[ns] ?? {}) as Record<string, unknown>;
    messages[locale] = { ...byNs, [ns]: Object.fromEntries(sections.filter((s) => s in tree).map((s) => [s, tree[s]])) };
  }
  return { locale: i18n.locale, messages };
}
