/**
 * What the layout's compare dock needs to know before it loads the compare store (issue 4 budget): where the list
 * is kept per tab, and the event the store sends when the list changes on this page.
 */
export const COMPARE_KEY = 'compareList';
export const COMPARE_CHANGED = 'compare-changed';

/** Whether this tab (or the given storage) has a compare list stored; a blocked storage counts as none. */
export function compareListStored(storage?: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return !!(storage === undefined ? sessionStorage : storage)?.getItem(COMPARE_KEY);
  } catch {
    return false;
  }
}
