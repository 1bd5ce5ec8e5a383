/**
 * Pure rules of the cart, compare and checkout screens (spec 002 §4, §5, §9). The order total here is for display
 * only: the server computes the real one and answers 409 when the client's total differs. Money is counted by the
 * shared rules (common/money.ts), the same the server uses.
 */
import { formatCents, multiplyCents, parseCents, sumCents, toCents } from '../../common/money.ts';

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

/** The unit price a line is charged at (§9): the offer price when present, else the price. */
export function unitPriceCents(item: { price: Num; offer_price?: Num }): number {
  return parseCents(item.offer_price) ?? toCents(item.price);
}

export type TotalLine = { price: Num; offer_price?: Num; quantity: number };

/** Subtotal, delivery and amount of an order (§9): Σ (offer price if present, else price) × quantity, plus the delivery rate. */
export function orderTotals(lines: TotalLine[], deliveryRate: Num): { subtotal: string; delivery: string; total: string } {
  const subtotal = sumCents(lines.map((l) => multiplyCents(unitPriceCents(l), Math.max(0, Math.trunc(l.quantity)))));
  const delivery = lines.length ? toCents(deliveryRate) : 0;
  return { subtotal: formatCents(subtotal), delivery: formatCents(delivery), total: formatCents(sumCents([subtotal, delivery])) };
}

/** Line price shown next to a cart or checkout line: unit price × quantity. */
export function linePrice(item: { price: Num; offer_price?: Num }, quantity: number): string {
  return formatCents(multiplyCents(unitPriceCents(item), quantity));
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
