import { atom, type WritableAtom } from 'nanostores';
import { addToHistory, clearHistory, HISTORY_KEYS, parseHistory, removeFromHistory, type HistoryKind } from '../lib/search-history.ts';

/** Recent searches per kind, persisted under the specification's keys (universalSearchHistory, shopSearchHistory). */
export const $searchHistory: Record<HistoryKind, WritableAtom<string[]>> = {
  universal: atom<string[]>([]),
  shop: atom<string[]>([]),
};

const loaded = new Set<HistoryKind>();

function read(kind: HistoryKind): string[] {
  try {
    return parseHistory(localStorage.getItem(HISTORY_KEYS[kind]));
  } catch {
    return [];
  }
}

function write(kind: HistoryKind, list: string[]) {
  $searchHistory[kind].set(list);
  try {
    if (list.length) localStorage.setItem(HISTORY_KEYS[kind], JSON.stringify(list));
    else localStorage.removeItem(HISTORY_KEYS[kind]);
  } catch {
    /* storage full or disabled: the list still works for this page */
  }
}

/** Reads the stored list once per page and follows changes made in other tabs. */
export function loadSearchHistory(kind: HistoryKind) {
  if (typeof window === 'undefined' || loaded.has(kind)) return;
  loaded.add(kind);
  $searchHistory[kind].set(read(kind));
  window.addEventListener('storage', (e) => {
    if (e.key === HISTORY_KEYS[kind] || e.key === null) $searchHistory[kind].set(read(kind));
  });
}

export function rememberSearch(kind: HistoryKind, query: string) {
  write(kind, addToHistory(read(kind), query));
}

export function forgetSearch(kind: HistoryKind, query: string) {
  write(kind, removeFromHistory(read(kind), query));
}

export function clearSearches(kind: HistoryKind) {
  write(kind, clearHistory());
}
