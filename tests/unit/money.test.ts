import { describe, expect, it } from 'vitest';
import { formatCents, multiplyCents, parseCents, requireCents, sumCents, toCents } from '../../common/money.ts';
import { orderTotals, unitPriceCents } from '../../src/lib/cart.ts';
import { buildInvoice } from '../../src/lib/invoice.ts';
import { orderAmounts } from '../../server/modules/checkout/service.ts';
import { providerAmount } from '../../server/modules/payments/service.ts';

describe('the money rules (decision 53)', () => {
  it('reads decimal strings and numbers into cents, rounding half away from zero on the digits', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('0.07')).toBe(7);
    expect(parseCents(' 1234567.89 ')).toBe(123456789);
    expect(parseCents('19.995')).toBe(2000);
    expect(parseCents('19.994999')).toBe(1999);
    expect(parseCents('-3.455')).toBe(-346);
    expect(parseCents('-0.004')).toBe(0);
    expect(parseCents(19.995)).toBe(2000); // Math.round(19.995 * 100) is 1999
    expect(parseCents(1.005)).toBe(101); // (1.005).toFixed(2) is '1.00'
    expect(parseCents(0.1 + 0.2)).toBe(30);
    expect(parseCents(7)).toBe(700);
    expect(parseCents('.5')).toBe(50);
    expect(parseCents('1e3')).toBe(100000);
    expect(parseCents(1e-7)).toBe(0);
    expect(parseCents(5e-3)).toBe(1);
  });
  it('refuses what is not an amount, or too large to count exactly', () => {
    for (const bad of ['', ' ', 'abc', '1.2.3', '--1', '1e', '$5', Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) expect(parseCents(bad)).toBeNull();
    expect(parseCents('90071992547409.92')).toBeNull();
    expect(parseCents('1e400')).toBeNull();
    expect(toCents('abc')).toBe(0);
    expect(() => requireCents('abc')).toThrow(RangeError);
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
  it('prints cents as the API decimal string', () => {
    expect(formatCents(1250)).toBe('12.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(99999999999999)).toBe('999999999999.99');
  });
});

/**
 * The four places that once each turned amounts into cents their own way (the cart total, the invoice, the checkout
 * amount and the payment amount) now agree to the cent on awkward amounts.
 */
describe('cart, invoice, checkout and payment agree to the cent', () => {
  const awkward = ['0.1', '0.2', String(0.1 + 0.2), '0.30', '19.995', '19.994', '1.005', '0.005', '2.675', '999999999.99', '1000000000', '0.01', '33.333', '0'];

  it.each(awkward)('one unit of %s', (amount) => {
    const cart = unitPriceCents({ price: amount });
    const invoice = requireCents(buildInvoice({ master_order_number: 'X', created_at: '', total_amount: amount }, () => '').total);
    const checkout = orderAmounts([[{ unit: amount, quantity: 1 }]], '0').total;
    const payment = providerAmount(amount);
    expect([invoice, checkout, payment]).toEqual([cart, cart, cart]);
  });

  it('many lines with quantities, across shops, plus delivery', () => {
    const shops = [
      awkward.map((unit, i) => ({ unit, quantity: (i % 7) + 1 })),
      [
        { unit: '0.10', quantity: 3 },
        { unit: '0.20', quantity: 9999 },
        { unit: '4999999.995', quantity: 2 },
      ],
    ];
    const delivery = '12.345';
    const cart = orderTotals(
      shops.flat().map((l) => ({ price: l.unit, quantity: l.quantity })),
      delivery,
    );
    const checkout = orderAmounts(shops, delivery);
    const invoice = buildInvoice(
      {
        master_order_number: 'X',
        created_at: '',
        total_amount: formatCents(checkout.total),
        orders: shops.map((lines, s) => ({ id: s + 1, details: lines.map((l, i) => ({ ads_id: i + 1, quantity: l.quantity, current_price: l.unit })) })),
      },
      () => '',
    );
    expect(formatCents(sumCents(checkout.subtotals))).toBe(cart.subtotal);
    expect(invoice.itemsTotal).toBe(cart.subtotal);
    expect(formatCents(checkout.delivery)).toBe(cart.delivery);
    expect(invoice.delivery).toBe(cart.delivery);
    expect(formatCents(checkout.total)).toBe(cart.total);
    expect(providerAmount(cart.total)).toBe(checkout.total);
    // Worked out independently with Python's decimal (ROUND_HALF_UP, which is half away from zero).
    expect(cart.total).toBe('7010002447.43');
  });
});
