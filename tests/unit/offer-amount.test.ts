import { describe, expect, it } from 'vitest';
import { readOfferAmount } from '../../src/lib/offer-amount.ts';

describe('an amount typed into the offer and counter fields', () => {
  it('reads decimals with a point or a comma and refuses anything else', () => {
    expect(readOfferAmount(' 120 ', '200.00')).toEqual({ amount: '120.00' });
    expect(readOfferAmount('120,5', '200.00')).toEqual({ amount: '120.50' });
    expect(readOfferAmount('', '200.00')).toEqual({ problem: 'required' });
    for (const bad of ['12.345', '-5', '1e3', 'ten', '12 0']) expect(readOfferAmount(bad, '200.00')).toEqual({ problem: 'invalid' });
  });

  it('applies the rules of the origin: positive, not over the listed price, counters on the right side', () => {
    expect(readOfferAmount('0', '200.00')).toEqual({ problem: 'not-positive' });
    expect(readOfferAmount('200.01', '200.00')).toEqual({ problem: 'over-price' });
    expect(readOfferAmount('200', '200.00')).toEqual({ amount: '200.00' });
    expect(readOfferAmount('100', '200.00', { role: 'seller', current: '100.00' })).toEqual({ problem: 'counter-not-above' });
    expect(readOfferAmount('180', '200.00', { role: 'buyer', current: '180.00' })).toEqual({ problem: 'counter-not-below' });
    expect(readOfferAmount('150', '200.00', { role: 'buyer', current: '180.00' })).toEqual({ amount: '150.00' });
  });
});
