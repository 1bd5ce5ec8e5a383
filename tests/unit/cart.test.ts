import { describe, expect, it } from 'vitest';
import {
  cartCompareLimit,
  clampQuantity,
  compareLimit,
  deliveryDate,
  linePrice,
  matchesSearch,
  maxQuantity,
  orderTotals,
  pendingChanges,
  totalQuantity,
} from '../../src/lib/cart.ts';

describe('orderTotals (spec 002 §9)', () => {
  it('sums offer price if present, else price, times quantity, plus the delivery rate', () => {
    const lines = [
      { price: '100.00', offer_price: '80.00', quantity: 2 },
      { price: '19.99', offer_price: null, quantity: 3 },
    ];
    expect(orderTotals(lines, '4.99')).toEqual({ subtotal: '219.97', delivery: '4.99', total: '224.96' });
  });
  it('is exact in decimals where binary floats are not', () => {
    expect(orderTotals([{ price: '0.10', quantity: 3 }], '0.20')).toEqual({ subtotal: '0.30', delivery: '0.20', total: '0.50' });
    expect(orderTotals([{ price: 1.1, quantity: 3 }], 2.2).total).toBe('5.50');
  });
  it('charges no delivery for an empty order and treats a missing rate as 0', () => {
    expect(orderTotals([], '12.99')).toEqual({ subtotal: '0.00', delivery: '0.00', total: '0.00' });
    expect(orderTotals([{ price: '5', quantity: 1 }], null).total).toBe('5.00');
  });
  it('uses an offer of 0 (free) rather than the price', () => {
    expect(orderTotals([{ price: '10.00', offer_price: '0.00', quantity: 1 }], 0).subtotal).toBe('0.00');
  });
});

describe('line prices', () => {
  it('prices a line as unit price × quantity', () => {
    expect(linePrice({ price: '20.00', offer_price: '15.50' }, 3)).toBe('46.50');
    expect(linePrice({ price: '20.00', offer_price: null }, 2)).toBe('40.00');
  });
});

describe('quantity bounds (spec 002 §5)', () => {
  it('caps at the available quantity, 9999 when unknown', () => {
    expect(maxQuantity(7)).toBe(7);
    expect(maxQuantity(null)).toBe(9999);
    expect(maxQuantity(undefined)).toBe(9999);
    expect(maxQuantity(0)).toBe(1);
  });
  it('uses the given default for checkout (1 when unknown)', () => {
    expect(maxQuantity(null, 1)).toBe(1);
    expect(maxQuantity('4', 1)).toBe(4);
  });
  it('clamps into 1..max', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});

describe('compare limits by width (spec 002 §9)', () => {
  it('allows 5 at ≥1536 px, 4 at ≥1024 px, else 3', () => {
    expect(compareLimit(1536)).toBe(5);
    expect(compareLimit(1535)).toBe(4);
    expect(compareLimit(1024)).toBe(4);
    expect(compareLimit(1023)).toBe(3);
    expect(compareLimit(390)).toBe(3);
  });
  it('allows 3 on the cart compare screen at ≥1024 px, else 2', () => {
    expect(cartCompareLimit(1440)).toBe(3);
    expect(cartCompareLimit(1024)).toBe(3);
    expect(cartCompareLimit(1023)).toBe(2);
    expect(cartCompareLimit(390)).toBe(2);
  });
});

describe('cart screen rules', () => {
  it('counts the badge as the total quantity', () => {
    expect(totalQuantity([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(totalQuantity([])).toBe(0);
  });
  it('filters by name, case-insensitively; an empty query keeps everything', () => {
    expect(matchesSearch('Wireless Headphones', 'head')).toBe(true);
    expect(matchesSearch('Wireless Headphones', 'HEAD')).toBe(true);
    expect(matchesSearch('Wireless Headphones', 'lamp')).toBe(false);
    expect(matchesSearch('Anything', '  ')).toBe(true);
  });
  it('collects only changed quantities of lines still in the cart, as one batch', () => {
    const server = [
      { id: 1, quantity: 1, variant: '' },
      { id: 2, quantity: 4, variant: 'red' },
      { id: 3, quantity: 2, variant: null },
    ];
    expect(pendingChanges(server, { 1: 3, 2: 4, 3: 1, 9: 5 })).toEqual([
      { id: 1, quantity: 3, variant: '' },
      { id: 3, quantity: 1, variant: '' },
    ]);
    expect(pendingChanges(server, {})).toEqual([]);
  });
});

describe('deliveryDate (spec 002 §4)', () => {
  it('is today plus the estimated days, across month ends', () => {
    const d = deliveryDate(new Date(2026, 0, 29, 23, 30), 5);
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2026, 1, 3]);
    const same = deliveryDate(new Date(2026, 5, 10), 0);
    expect(same.getDate()).toBe(10);
  });
});
