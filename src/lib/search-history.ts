/**
 * Recent searches (spec 000 §4.5, 002 §9): kept per kind (universal and shop), at most 5, newest first, without
 * duplicates (compared case-insensitively, the newest spelling wins). Pure rules; the store persists them.
 */

export const HISTORY_MAX = 5;

/** Browser storage keys of the specification. */
export const HISTORY_KEYS = { universal: 'universalSearchHistory', shop: 'shopSearchHistory' } as const;
export type HistoryKind = keyof typeof HISTORY_KEYS;

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The list with `query` (trimmed) in front; a blank query leaves the list as it was. */
export function addToHistory(list: readonly string[], query: string, max = HISTORY_MAX): string[] {
  const entry = query.trim();
  if (!entry) return [...list].slice(0, max);
  return [entry, ...list.filter((item) => !same(item, entry))].slice(0, max);
}

/** The list without `query` (any letter case). */
export function removeFromHistory(list: readonly string[], query: string): string[] {
  const entry = query.trim();
  return list.filter((item) => !same(item, entry));
}

export function clearHistory(): string[] {
  return [];
}

/** Reads a stored list defensively: anything that is not an array of strings counts as empty; the rules are re-applied. */
export function parseHistory(raw: string | null | undefined, max = HISTORY_MAX): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let list: string[] = [];
  for (const item of [...value].reverse()) if (typeof item === 'string') list = addToHistory(list, item, max);
  return list;
}
