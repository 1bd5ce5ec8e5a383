import { atom } from 'nanostores';
import type { CartItem } from '../lib/api/cart.ts';

/**
 * The cart's state, shared by the top bar badge and the cart, compare and checkout islands. This module is loaded on
 * every page (the top bar imports it), so it holds only the state; fetching and the collected quantity changes live
 * in src/islands/cart/cart-sync.ts, started by src/islands/cart/start-cart.ts when a signed-in page needs them.
 */

/**
 * Total quantity of items in the cart, shown as the badge of the top bar's cart icon when above 0
 * (spec 000 §2.5, 002 §2.6).
 */
export const $cartCount = atom<number>(0);

/** The cart lines as the server last sent them, with the quantities changed on the cart screen applied. */
export const $cartItems = atom<CartItem[]>([]);

/** 'idle' before the first fetch (or signed out), then loading, ready or error. */
export const $cartStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

/** An item on its way to checkout: kept in localStorage until the order is placed (spec 002 §4 'Checkout'). */
export type CheckoutItem = {
  ads_id: number;
  /** The cart line it came from, when it did (removed from the cart by the server once ordered). */
  cart_id: number | null;
  quantity: number;
  variant: string;
  ad: {
    id: number;
    name: string;
    price: string;
    offer_price: string | null;
    available_quantity: number | null;
    currency_symbol?: string | null;
    image: string | null;
  };
};

export const CHECKOUT_ITEMS_KEY = 'checkoutItems';

const clearedListeners = new Set<() => void>();

/** Runs `listener` when the cart is emptied locally (the sync module drops its unsent changes). */
export function onCartCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Empties the cart locally, with the items waiting for checkout: logout (spec 002 §4 'Logout clears the cart'). */
export function clearCart() {
  for (const listener of clearedListeners) listener();
  try {
    localStorage.removeItem(CHECKOUT_ITEMS_KEY);
  } catch {
    /* storage blocked: nothing stored */
  }
  $cartItems.set([]);
  $cartCount.set(0);
  $cartStatus.set('idle');
}
