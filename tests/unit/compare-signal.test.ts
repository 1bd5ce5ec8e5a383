import { describe, expect, it } from 'vitest';
import { compareListStored, COMPARE_KEY } from '../../src/lib/compare-signal.ts';

describe('compare list signal', () => {
  it('tells whether this tab stored a compare list', () => {
    expect(compareListStored({ getItem: (k) => (k === COMPARE_KEY ? '[{"id":1}]' : null) })).toBe(true);
    expect(compareListStored({ getItem: () => null })).toBe(false);
    expect(compareListStored(null)).toBe(false);
  });
  it('counts a blocked storage as no list', () => {
    expect(
      compareListStored({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(false);
  });
  it('finds no list in a fresh tab, with or without a session storage', () => {
    expect(compareListStored()).toBe(false);
  });
});
