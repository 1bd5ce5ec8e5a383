import { describe, expect, it } from 'vitest';
import { formatPrice, percentOff, showOffer } from '../../common/price.ts';

describe('percentOff', () => {
  it('rounds (price − offer) / price × 100', () => {
    expect(percentOff(100, 75)).toBe(25);
    expect(percentOff('300.00', '200.00')).toBe(33);
    expect(percentOff(3, 1)).toBe(67);
  });
  it('shows only when price exceeds the offer', () => {
    expect(percentOff(100, 100)).toBeNull();
    expect(percentOff(100, 120)).toBeNull();
    expect(percentOff(100, null)).toBeNull();
    expect(percentOff(100, '')).toBeNull();
    expect(percentOff(0, 0)).toBeNull();
    expect(percentOff(null, 5)).toBeNull();
  });
});

describe('showOffer', () => {
  it('only when not negotiable and an offer price exists', () => {
    expect(showOffer({ is_negotiable: 0, offer_price: '10.00' })).toBe(true);
    expect(showOffer({ is_negotiable: 1, offer_price: '10.00' })).toBe(false);
    expect(showOffer({ is_negotiable: true, offer_price: 10 })).toBe(false);
    expect(showOffer({ is_negotiable: 0, offer_price: null })).toBe(false);
    expect(showOffer({ is_negotiable: 0 })).toBe(false);
  });
});

describe('formatPrice', () => {
  it('two decimals, N/A when empty, MDL after the value', () => {
    expect(formatPrice(12.5, '$')).toBe('$12.50');
    expect(formatPrice('1000', '€')).toBe('€1000.00');
    expect(formatPrice(null, '$')).toBe('N/A');
    expect(formatPrice('', '$')).toBe('N/A');
    expect(formatPrice(99, 'MDL')).toBe('99.00 MDL');
    expect(formatPrice(5, null)).toBe('$5.00');
  });
});
