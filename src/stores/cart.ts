import { atom } from 'nanostores';

/**
 * Total quantity of items in the cart, shown as the badge of the top bar's cart icon when above 0
 * (spec 000 §2.5). The cart feature keeps it up to date; until then it stays 0.
 */
export const $cartCount = atom<number>(0);
