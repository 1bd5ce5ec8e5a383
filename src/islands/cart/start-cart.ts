import { getToken } from '../../lib/api/client.ts';
import { clearCart } from '../../stores/cart.ts';
import { onSessionCleared } from '../../stores/session.ts';

/** The fetching part is loaded only when a token is stored: visitors' pages do not carry it. */
const sync = () => import('./cart-sync.ts');

/** Fetches the cart again (after Add to Cart, an order): the badge and the cart screen follow. */
export async function loadCart(): Promise<void> {
  if (!getToken()) return;
  await (await sync()).loadCart();
}

let started = false;

/**
 * Called on every page by a Layout island: fetches the cart at load when a token is stored (spec 002 §2.6) and
 * empties it whenever the session is cleared (logout empties the cart, spec 000 §4.2). Visitors load nothing more.
 */
export function startCart() {
  if (started || typeof window === 'undefined') return;
  started = true;
  onSessionCleared(clearCart);
  void loadCart();
}
