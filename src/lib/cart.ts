/**
 * Pure rules of the cart, compare and checkout screens (spec 002 §4, §5, §9). The order total here is for display
 * only: the server computes the real one and answers 409 when the client's total differs.
 */

type Num = number | string | null | undefined;

/** Cart quantity bounds (§5, §9): at least 1, at most the available quantity, 9999 when that is unknown. */
export const CART_QTY_MIN = 1;
export const CART_QTY_DEFAULT_MAX = 9999;

/** Cash on delivery: the checkout button reads 'Place Order' for it, 'Continue' for the card methods (§2.8). */
export const CASH_ON_DELIVERY_ID = 1;

/** The fixed parcel description of the checkout (§2.8). */
export const PARCEL = { from: 'Los Angeles', weightKg: 0.65, size: '27x13x17', shipWithinDays: 5 } as const;

/** The upper bound of a line: its available quantity when known (never below 1), else the fallback (9999 in the cart). */
export function maxQuantity(available: Num, fallback = CART_QTY_DEFAULT_MAX): number {
  const n = toInt(available);
  return n === null ? fallback : Math.max(n, CART_QTY_MIN);
}

/** Clamps a wanted quantity into 1..max (non-numbers become 1). */
export function clampQuantity(wanted: number, max: number): number {
  if (!Number.isFinite(wanted)) return CART_QTY_MIN;
  return Math.min(Math.max(Math.trunc(wanted), CART_QTY_MIN), Math.max(max, CART_QTY_MIN));
}

/**
 * Amounts as integer cents, parsed from the API's decimal strings without going through binary floating point, so
 * '0.10' × 3 + '0.20' is exactly '0.50'.
 */
export function toCents(value: Num): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim();
  const m = /^(-)?(\d+)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Cents back to the API's decimal string ('12.50'). */
export function centsToString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The unit price a line is charged at (§9): the offer price when present, else the price. */
export function unitPriceCents(item: { price: Num; offer_price?: Num }): number {
  return toCents(item.offer_price) ?? toCents(item.price) ?? 0;
}

export type TotalLine = { price: Num; offer_price?: Num; quantity: number };

/** Subtotal, delivery and amount of an order (§9): Σ (offer price if present, else price) × quantity, plus the delivery rate. */
export function orderTotals(lines: TotalLine[], deliveryRate: Num): { subtotal: string; delivery: string; total: string } {
  const subtotal = lines.reduce((sum, l) => sum + unitPriceCents(l) * Math.max(0, Math.trunc(l.quantity)), 0);
  const delivery = lines.length ? (toCents(deliveryRate) ?? 0) : 0;
  return { subtotal: centsToString(subtotal), delivery: centsToString(delivery), total: centsToString(subtotal + delivery) };
}

/** Line price shown next to a cart or checkout line: unit price × quantity. */
export function linePrice(item: { price: Num; offer_price?: Num }, quantity: number): string {
  return centsToString(unitPriceCents(item) * quantity);
}

/** How many products may be compared at a window width (§9): 5 at ≥1536 px, 4 at ≥1024 px, else 3. */
export function compareLimit(width: number): number {
  if (width >= 1536) return 5;
  if (width >= 1024) return 4;
  return 3;
}

/** The cart compare screen's limit (§9): 3 at ≥1024 px, else 2. */
export function cartCompareLimit(width: number): number {
  return width >= 1024 ? 3 : 2;
}

/** Comparing needs at least two products (§4, §5). */
export const COMPARE_MIN = 2;

/** The expected delivery date at checkout (§4): today plus the method's estimated days, as a local calendar date. */
export function deliveryDate(today: Date, estimatedDays: number): Date {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  d.setDate(d.getDate() + Math.max(0, Math.trunc(estimatedDays)));
  return d;
}

/** Total quantity of the cart: the top bar badge (§2.6). */
export function totalQuantity(items: { quantity: number }[]): number {
  return items.reduce((sum, i) => sum + Math.max(0, i.quantity), 0);
}

/** Case-insensitive name filter of the cart's search box. */
export function matchesSearch(name: string | null | undefined, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return !q || (name ?? '').toLocaleLowerCase().includes(q);
}

/**
 * The batch of quantity changes to send when leaving the cart: only lines whose quantity differs from what the server
 * last said, and not lines removed meanwhile.
 */
export function pendingChanges(
  server: { id: number; quantity: number; variant?: string | null }[],
  local: Record<number, number>,
): { id: number; quantity: number; variant: string }[] {
  const out: { id: number; quantity: number; variant: string }[] = [];
  for (const line of server) {
    const q = local[line.id];
    if (q !== undefined && q !== line.quantity) out.push({ id: line.id, quantity: q, variant: line.variant ?? '' });
  }
  return out;
}

function toInt(v: Num): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}
