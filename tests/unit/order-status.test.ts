import { expect, test } from 'vitest';
import { ORDER_STATUS, isOpenStep, masterStatus, timelineState } from '../../common/order-status.ts';
import { timelineStatuses } from '../../server/modules/orders/states.ts';

test('the master order badge is derived from the sub-orders, case-insensitively', () => {
  expect(masterStatus(['delivered', 'Delivered'])).toBe('Delivered');
  expect(masterStatus(['cancelled', 'CANCELLED'])).toBe('Cancelled');
  expect(masterStatus(['delivered', 'cancelled'])).toBe('Partially Delivered');
  expect(masterStatus(['processing', 'cancelled'])).toBe('Partially Cancelled');
  expect(masterStatus(['processing', 'shipped'])).toBe('Processing');
  expect(masterStatus(['on hold'])).toBe('Processing');
  expect(masterStatus([])).toBe('Processing');
});

test('only sub-orders neither delivered nor cancelled are open (Track button, Processing tab)', () => {
  expect(isOpenStep('processing')).toBe(true);
  expect(isOpenStep('shipped')).toBe(true);
  expect(isOpenStep('Delivered')).toBe(false);
  expect(isOpenStep('cancelled')).toBe(false);
});

test('a timeline marks earlier statuses complete, the current one current, later ones pending', () => {
  const shipped = timelineStatuses(ORDER_STATUS.shipped).map((s) => [s.name, timelineState(s.id, ORDER_STATUS.shipped)]);
  expect(shipped).toEqual([
    ['Order Placed', 'complete'],
    ['Processing', 'complete'],
    ['Shipped', 'current'],
    ['Delivered', 'pending'],
  ]);
  const cancelled = timelineStatuses(ORDER_STATUS.cancelled).map((s) => [s.name, timelineState(s.id, ORDER_STATUS.cancelled)]);
  expect(cancelled).toEqual([
    ['Order Placed', 'complete'],
    ['Processing', 'complete'],
    ['Cancelled', 'current'],
  ]);
});
