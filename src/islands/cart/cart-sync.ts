import { ApiCallError, getToken } from '../../lib/api/client.ts';
import { batchUpdateCart, listCart, sendBatchOnExit, type CartItem } from '../../lib/api/cart.ts';
import { pendingChanges, totalQuantity } from '../../lib/cart.ts';
import { $cartCount, $cartItems, $cartStatus, CHECKOUT_ITEMS_KEY, onCartCleared, type CheckoutItem } from '../../stores/cart.ts';

/**
 * Fetching the cart and the quantity changes collected on the cart screen (spec 002 §4 'Cart'), loaded on demand by
 * the cart store (src/stores/cart.ts) so pages of visitors do not carry it.
 */

/** Quantities the server holds, by cart line id: the base the collected changes are compared with. */
let serverQuantities: { id: number; quantity: number; variant: string | null }[] = [];
/** Quantities changed on the cart screen and not yet sent, by cart line id. */
let edits: Record<number, number> = {};
let generation = 0;

onCartCleared(() => {
  generation++;
  serverQuantities = [];
  edits = {};
});

function publish(items: CartItem[]) {
  $cartItems.set(items);
  $cartCount.set(totalQuantity(items));
}

/** Fetches the cart (when a token is stored); local edits not yet sent stay applied on top. */
export async function loadCart(): Promise<void> {
  if (!getToken()) return;
  const mine = ++generation;
  $cartStatus.set('loading');
  try {
    const res = await listCart();
    if (mine !== generation) return;
    serverQuantities = res.data.map((i) => ({ id: i.id, quantity: i.quantity, variant: i.variant }));
    const live = new Set(res.data.map((i) => i.id));
    edits = Object.fromEntries(Object.entries(edits).filter(([id]) => live.has(Number(id))));
    publish(res.data.map((i) => (edits[i.id] !== undefined ? { ...i, quantity: edits[i.id]! } : i)));
    $cartStatus.set('ready');
  } catch (err) {
    if (mine !== generation) return;
    // A 401 is the session's business (it signs out); anything else shows 'Failed to fetch cart items.'.
    $cartStatus.set(err instanceof ApiCallError && err.httpStatus === 401 ? 'idle' : 'error');
  }
}

/** A quantity changed on the cart screen: shown at once, sent with the others when leaving (§4 'Cart'). */
export function setLocalQuantity(cartId: number, quantity: number) {
  edits = { ...edits, [cartId]: quantity };
  publish($cartItems.get().map((i) => (i.id === cartId ? { ...i, quantity } : i)));
}

/** Lines removed on the server: dropped locally with their unsent changes. */
export function dropLines(ids: number[]) {
  const gone = new Set(ids);
  serverQuantities = serverQuantities.filter((l) => !gone.has(l.id));
  edits = Object.fromEntries(Object.entries(edits).filter(([id]) => !gone.has(Number(id))));
  publish($cartItems.get().filter((i) => !gone.has(i.id)));
}

/** The collected changes, taken out so they are sent once. */
function takeChanges() {
  const changes = pendingChanges(serverQuantities, edits);
  const sent = new Map(changes.map((c) => [c.id, c.quantity]));
  serverQuantities = serverQuantities.map((l) => (sent.has(l.id) ? { ...l, quantity: sent.get(l.id)! } : l));
  edits = {};
  return changes;
}

/** Sends the collected quantity changes as ONE batch (leaving through the cart's own buttons). Throws on failure. */
export async function flushCart(): Promise<void> {
  const changes = takeChanges();
  if (!changes.length) return;
  try {
    await batchUpdateCart(changes);
  } finally {
    // Either way the server's word is re-read: a clamped quantity or a failed batch shows as it really is.
    await loadCart();
  }
}

/** The same batch for a page being left or hidden (keepalive request; no answer is awaited). */
export function flushCartOnExit() {
  sendBatchOnExit(takeChanges());
}

export function readCheckoutItems(): CheckoutItem[] {
  try {
    const raw = localStorage.getItem(CHECKOUT_ITEMS_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? parsed.filter((i): i is CheckoutItem => typeof i?.ads_id === 'number' && typeof i?.ad === 'object') : [];
  } catch {
    return [];
  }
}

export function writeCheckoutItems(items: CheckoutItem[]) {
  try {
    if (items.length) localStorage.setItem(CHECKOUT_ITEMS_KEY, JSON.stringify(items));
    else localStorage.removeItem(CHECKOUT_ITEMS_KEY);
  } catch {
    /* storage blocked: checkout shows its empty text */
  }
}

/**
 * Hands items to the checkout page and goes there, after sending the cart's collected changes. A failed batch
 * throws and stays: the cart shows the server's quantities again and the caller says 'Failed to update cart quantity.'.
 */
export async function goToCheckout(items: CheckoutItem[]) {
  await flushCart();
  writeCheckoutItems(items);
  location.assign('/checkout');
}
