import type { Locale } from '../i18n/locales.ts';

type Named = { name: string; translations?: Partial<Record<string, string>> | null };

/** The category's name in the interface language; the English name when that translation is missing or blank. */
export function categoryName(node: Named, locale: Locale): string {
  const translated = node.translations?.[locale];
  return translated && translated.trim() ? translated : node.name;
}
