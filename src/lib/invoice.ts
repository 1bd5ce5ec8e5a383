/**
 * The invoice of a master order (spec 002 §7 'Orders', §9): lines per shop, totals with 2 decimals, grand total =
 * total − discount, file name Invoice-{order number}.pdf. Amounts are summed as integer cents parsed from the decimal
 * strings the API sends (common/money.ts), so no float error reaches a printed total. The PDF drawing lives in the
 * order details island.
 */
import { formatCents, multiplyCents, sumCents, toCents, type Amount as Money } from '../../common/money.ts';

export type InvoiceSource = {
  master_order_number: string;
  created_at: string;
  total_amount: Money;
  discount_amount?: Money;
  customer?: { name?: string | null; last_name?: string | null; email?: string | null; phone?: string | null } | null;
  orders?:
    | {
        id: number;
        delivery_address?: string | null;
        street?: string | null;
        city?: string | null;
        zip_code?: string | null;
        delivery_amount?: Money;
        shop?: { name: string } | null;
        shipping?: { name: string } | null;
        details?: { quantity: number; current_price: Money; ads?: { name: string } | null; ads_id: number }[] | null;
      }[]
    | null;
};

export type InvoiceLine = { name: string; quantity: number; unit: string; total: string };
export type InvoiceShop = { orderId: number; shop: string; shipping: string; lines: InvoiceLine[]; subtotal: string };
export type Invoice = {
  number: string;
  date: string;
  customer: { name: string; email: string; phone: string };
  address: string;
  shops: InvoiceShop[];
  itemsTotal: string;
  delivery: string;
  total: string;
  discount: string;
  grandTotal: string;
  fileName: string;
};

type AddressParts = { delivery_address?: string | null; street?: string | null; city?: string | null; zip_code?: string | null };

/**
 * One delivery address line from a sub-order: the picked address first, then street, ZIP and city where the picked
 * address does not already say them (checkout often stores the street inside it).
 */
export function addressLine(o: AddressParts): string {
  const parts: string[] = [];
  const has = (s: string) => parts.some((p) => p.toLowerCase().includes(s.toLowerCase()));
  for (const raw of [o.delivery_address, o.street, o.zip_code, o.city]) {
    const s = (raw ?? '').trim();
    if (s && !has(s)) parts.push(s);
  }
  return parts.join(', ');
}

/** A file-system-safe order number for the file name (slashes or quotes never reach the download name). */
export function invoiceFileName(orderNumber: string): string {
  return `Invoice-${orderNumber.replace(/[^\w.-]+/g, '_')}.pdf`;
}

/** Everything the PDF prints, as strings. `formatDate` renders the placed date in the reader's language. */
export function buildInvoice(order: InvoiceSource, formatDate: (iso: string) => string): Invoice {
  let items = 0;
  const shops: InvoiceShop[] = (order.orders ?? []).map((sub) => {
    let subtotal = 0;
    const lines = (sub.details ?? []).map((d) => {
      const unit = toCents(d.current_price);
      const line = multiplyCents(unit, d.quantity);
      subtotal = sumCents([subtotal, line]);
      return { name: d.ads?.name ?? `#${d.ads_id}`, quantity: d.quantity, unit: formatCents(unit), total: formatCents(line) };
    });
    items = sumCents([items, subtotal]);
    return { orderId: sub.id, shop: sub.shop?.name ?? '', shipping: sub.shipping?.name ?? '', lines, subtotal: formatCents(subtotal) };
  });
  const total = toCents(order.total_amount);
  const discount = toCents(order.discount_amount);
  const first = order.orders?.[0];
  const address = first ? addressLine(first) : '';
  const customer = order.customer ?? {};
  return {
    number: order.master_order_number,
    date: formatDate(order.created_at),
    customer: {
      name: [customer.name, customer.last_name].filter(Boolean).join(' '),
      email: customer.email ?? '',
      phone: customer.phone ?? '',
    },
    address,
    shops,
    itemsTotal: formatCents(items),
    // Delivery is what the order total holds beyond its lines (spec 002 §9: lines + the shipping rate).
    delivery: formatCents(total - items),
    total: formatCents(total),
    discount: formatCents(discount),
    grandTotal: formatCents(total - discount),
    fileName: invoiceFileName(order.master_order_number),
  };
}
