import { describe, expect, it } from 'vitest';
import {
  boostOptions,
  canBoost,
  categoryPath,
  isPaidOption,
  isStatusTab,
  offerTypeForOption,
  pageAfterDelete,
  toggleAll,
  toggleKind,
  toggleSelected,
  updateRedirect,
} from '../../src/lib/my-ads.ts';

const options = [
  { id: 3, name: 'Top Page', description: '', price: '2.00' },
  { id: 1, name: 'Regular', description: '', price: '0.00' },
  { id: 2, name: 'Urgent Ad', description: '', price: '1.00' },
];

describe('my ads helpers', () => {
  it('recognises status tabs', () => {
    expect(isStatusTab('active')).toBe(true);
    expect(isStatusTab('deleted')).toBe(false);
  });

  it('picks Publish for inactive and Archive for active ads', () => {
    expect(toggleKind(0)).toBe('publish');
    expect(toggleKind('1')).toBe('archive');
  });

  it('maps option ids to offer types (level = id - 1)', () => {
    expect(offerTypeForOption(1)).toBeNull();
    expect(offerTypeForOption(2)).toBe('urgent');
    expect(offerTypeForOption(3)).toBe('toppage');
    expect(isPaidOption(options[0]!)).toBe(true);
    expect(isPaidOption(options[1]!)).toBe(false);
  });

  it('lists Urgent then Top Page in the boost modal', () => {
    expect(boostOptions(options).map((o) => o.id)).toEqual([2, 3]);
  });

  it('boosts only ads not yet sponsored', () => {
    expect(canBoost({ is_sponsored: 0 })).toBe(true);
    expect(canBoost({ is_sponsored: 2 })).toBe(false);
  });

  it('builds the delete query with unique ids[]', () => {
  });

  it('selects and deselects', () => {
    expect(toggleSelected([1], 2)).toEqual([1, 2]);
    expect(toggleSelected([1, 2], 1)).toEqual([2]);
    expect(toggleAll([], [1, 2])).toEqual([1, 2]);
    expect(toggleAll([1, 2, 9], [1, 2])).toEqual([9]);
  });

  it('steps back a page after emptying it', () => {
    expect(pageAfterDelete(3, 1, 1)).toBe(2);
    expect(pageAfterDelete(1, 1, 1)).toBe(1);
    expect(pageAfterDelete(2, 5, 1)).toBe(2);
  });

  it('rebuilds the category path root first', () => {
    const chain = [
      { id: 30, parent_id: 20 },
      { id: 10, parent_id: null },
      { id: 20, parent_id: 10 },
    ];
    expect(categoryPath(chain, 30)).toEqual([10, 20, 30]);
    expect(categoryPath(undefined, 7)).toEqual([7]);
  });

  it('redirects to checkout only with a session id and url', () => {
    expect(updateRedirect({ sessionId: 'cs_1', url: 'https://pay' })).toBe('https://pay');
    expect(updateRedirect({ sessionId: null, url: null })).toBe('/user-ads');
  });
});
