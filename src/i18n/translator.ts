import type { Locale } from './locales.ts';
import type { Messages, Namespace } from './messages.ts';

export type I18nProps = { locale: Locale; messages: Record<string, Messages> };

/** t('key.path', { ns?, count?, ...vars }): the i18next message format, without shipping i18next to the browser. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

function lookup(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translator over the messages a page handed to an island: `ns:key` or `{ ns }` picks a namespace, `count` picks
 * the plural form (`key_one`, `key_few`, … by Intl.PluralRules, then `key_other`, then `key`), `{{name}}` is
 * replaced by the option of that name. Missing keys fall back to English, then to the key itself.
 * Budgets of 90–120 KB of JavaScript per page leave no room for a 14 KB i18n runtime (docs/decisions.md).
 */
export function createTranslator(i18n: I18nProps, defaultNs: Namespace): Translate {
  const rules = new Intl.PluralRules(i18n.locale);
  const englishRules = new Intl.PluralRules('en');
  return (rawKey, options = {}) => {
    const [nsPart, keyPart] = rawKey.includes(':') ? rawKey.split(':', 2) : [undefined, rawKey];
    const ns = (nsPart ?? (options.ns as string | undefined) ?? defaultNs) as Namespace;
    const key = keyPart ?? rawKey;
    const count = typeof options.count === 'number' ? options.count : undefined;
    const find = (locale: string, pluralRules: Intl.PluralRules) => {
      const tree = i18n.messages[locale]?.[ns];
      if (count !== undefined) {
        const form = count === 0 ? lookup(tree, `${key}_zero`) : undefined;
        return form ?? lookup(tree, `${key}_${pluralRules.select(count)}`) ?? lookup(tree, `${key}_other`) ?? lookup(tree, key);
      }
      return lookup(tree, key);
    };
    const template = find(i18n.locale, rules) ?? find('en', englishRules) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in options ? String(options[name]) : match));
  };
}
