import { describe, expect, it } from 'vitest';
import { DAYS_PER_MONTH, fullName, genderKey, matchesQuery, pageCount, parsePage, registeredDuration, registeredParts, starParts } from '../../src/lib/seller.ts';

const DAY = 86_400_000;
const now = new Date('2026-01-01T00:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

describe('registered duration (months of 30.4375 days)', () => {
  it('counts whole months of 30.4375 days', () => {
    expect(DAYS_PER_MONTH).toBe(30.4375);
    expect(registeredParts(ago(30), now)).toEqual({ years: 0, months: 0 });
    expect(registeredParts(ago(30.4375), now)).toEqual({ years: 0, months: 1 });
    expect(registeredParts(ago(60.8), now)).toEqual({ years: 0, months: 1 });
    expect(registeredParts(ago(60.875), now)).toEqual({ years: 0, months: 2 });
  });
  it('formats months under a year and years plus months after, with plurals', () => {
    expect(registeredDuration(ago(10), now)).toBe('0 months');
    expect(registeredDuration(ago(31), now)).toBe('1 month');
    expect(registeredDuration(ago(5 * 30.4375), now)).toBe('5 months');
    expect(registeredDuration(ago(12 * 30.4375), now)).toBe('1 year 0 months');
    expect(registeredDuration(ago(13 * 30.4375), now)).toBe('1 year 1 month');
    expect(registeredDuration(ago(27 * 30.4375), now)).toBe('2 years 3 months');
  });
  it('uses the given plural function', () => {
    expect(registeredDuration(ago(14 * 30.4375), now, (k, n) => `${n}${k[0]}`)).toBe('1y 2m');
  });
  it('returns null for missing or invalid dates and clamps future dates to 0', () => {
    expect(registeredDuration(null, now)).toBeNull();
    expect(registeredDuration('nope', now)).toBeNull();
    expect(registeredDuration(ago(-40), now)).toBe('0 months');
  });
});

describe('gender as stored (1 male, 0 female, 2 rather not say; decision 17)', () => {
  it('1 male, 2 female, otherwise rather not say', () => {
    expect(genderKey(1)).toBe('male');
    expect(genderKey('1')).toBe('male');
    expect(genderKey(0)).toBe('female');
    expect(genderKey('0')).toBe('female');
    expect(genderKey(2)).toBe('ratherNotSay');
    expect(genderKey(null)).toBe('ratherNotSay');
    expect(genderKey(undefined)).toBe('ratherNotSay');
    expect(genderKey(7)).toBe('ratherNotSay');
  });
});

describe('star rounding', () => {
  it('rounds to the nearest half star and always gives 5 stars', () => {
    expect(starParts(0)).toEqual({ full: 0, half: 0, empty: 5, value: 0 });
    expect(starParts(4.2)).toEqual({ full: 4, half: 0, empty: 1, value: 4.2 });
    expect(starParts(4.25)).toEqual({ full: 4, half: 1, empty: 0, value: 4.3 });
    expect(starParts(3.74)).toEqual({ full: 3, half: 1, empty: 1, value: 3.7 });
    expect(starParts(3.75)).toEqual({ full: 4, half: 0, empty: 1, value: 3.8 });
    expect(starParts(9)).toEqual({ full: 5, half: 0, empty: 0, value: 5 });
    expect(starParts(-1).full).toBe(0);
    expect(starParts('x').empty).toBe(5);
  });
});

describe('small helpers', () => {
  it('fullName, matchesQuery, pageCount, parsePage', () => {
    expect(fullName({ name: 'Alice', last_name: 'Smith' })).toBe('Alice Smith');
    expect(fullName({ name: 'Bob', lastName: 'Jones' })).toBe('Bob Jones');
    expect(fullName({ name: '', last_name: '', user_name: 'al' })).toBe('al');
    expect(matchesQuery('Red Bike', ' bike ')).toBe(true);
    expect(matchesQuery('Red Bike', 'car')).toBe(false);
    expect(matchesQuery(null, '')).toBe(true);
    expect(pageCount(9, 4)).toBe(3);
    expect(pageCount(0, 4)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('-1')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});
