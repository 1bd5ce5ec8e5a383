import { atom } from 'nanostores';
import { cardImage, type AdAttachment } from '../lib/ad-card.ts';
import { compareLimit } from '../lib/cart.ts';
import { COMPARE_CHANGED, COMPARE_KEY } from '../lib/compare-signal.ts';
import { sessionStore } from '../lib/browser-storage.ts';

/** What the compare sheet shows of a product until the compare page loads it in full (spec 002 §3 'Compare entry'). */
export type CompareAd = {
  id: number;
  name: string;
  price: string | null;
  offer_price: string | null;
  currency_symbol?: string | null;
  /** URL of the first photo, if any. */
  image: string | null;
};

export type CompareEntry = { id: number; ad: CompareAd };

/** Kept per tab across page loads until the compare screen is left (spec 002 §4 'Compare'). */
const KEY = COMPARE_KEY;

export const $compare = atom<CompareEntry[]>([]);

function save(list: CompareEntry[]) {
  $compare.set(list);
  try {
    if (list.length) sessionStore()?.setItem(KEY, JSON.stringify(list));
    else sessionStore()?.removeItem(KEY);
  } catch {
    /* storage full or blocked: the list lives for this page only */
  }
  // The layout's dock loads this store only once it hears of a list.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(COMPARE_CHANGED));
}

const width = () => (typeof window === 'undefined' ? 0 : window.innerWidth);

/** The compare limit at the current window width (5 / 4 / 3). */
export const currentCompareLimit = () => compareLimit(width());

/** Drops the newest entries beyond the limit of the current width (after a resize). */
export function trimCompare() {
  const list = $compare.get();
  const limit = currentCompareLimit();
  if (list.length > limit) save(list.slice(0, limit));
}

let started = false;

/** Reads the stored list and follows the window width; idempotent. */
export function startCompare() {
  if (typeof window === 'undefined') return;
  if (!started) {
    started = true;
    window.addEventListener('resize', trimCompare, { passive: true });
    window.addEventListener('storage', (e) => {
      if (e.storageArea === sessionStore() && (e.key === KEY || e.key === null)) $compare.set(read());
    });
  }
  $compare.set(read());
  trimCompare();
}

function read(): CompareEntry[] {
  try {
    const raw = sessionStore()?.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? parsed.filter((e): e is CompareEntry => typeof e?.id === 'number' && typeof e?.ad === 'object') : [];
  } catch {
    return [];
  }
}

export const isCompared = (id: number) => $compare.get().some((e) => e.id === id);

/**
 * Adds or removes a product. Adding is refused when the list is full for the current width: the answer says which
 * happened so the caller can tell the user ('full').
 */
export function toggleCompare(ad: CompareAd): 'added' | 'removed' | 'full' {
  if (!started) startCompare();
  const list = $compare.get();
  if (list.some((e) => e.id === ad.id)) {
    save(list.filter((e) => e.id !== ad.id));
    return 'removed';
  }
  if (list.length >= currentCompareLimit()) return 'full';
  save([...list, { id: ad.id, ad }]);
  return 'added';
}

export function removeFromCompare(id: number) {
  save($compare.get().filter((e) => e.id !== id));
}

/** Compare data is cleared when leaving the compare screen (spec 002 §4). */
export function clearCompare() {
  save([]);
}

/** The compare entry of an ad in the API's shape (the card image of its first photo, prices). */
export function compareAdOf(ad: {
  id: number;
  name: string;
  price?: string | null;
  offer_price?: string | null;
  currency_symbol?: string | null;
  attachment?: AdAttachment[] | null;
}): CompareAd {
  return {
    id: ad.id,
    name: ad.name,
    price: ad.price ?? null,
    offer_price: ad.offer_price ?? null,
    currency_symbol: ad.currency_symbol ?? null,
    image: cardImage({ attachment: ad.attachment ?? null }),
  };
}
