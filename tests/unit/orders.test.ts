import { expect, test } from 'vitest';
import { activityText, isOrderTab, lineImage, orderSummary, pageParam, TAB_CALL } from '../../src/lib/api/orders.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { createTranslator } from '../../src/i18n/translator.ts';
import { canSendReview, parseReviewTarget, targetSegment } from '../../src/lib/api/reviews.ts';
import { emptyShopRequest, requestBody, validateShopRequest } from '../../src/lib/api/shop-requests.ts';
import { allowedMoves, categoryOptions, productBody, productErrors, emptyProduct } from '../../src/lib/api/workspace.ts';

test('each tab calls its endpoint with its own fallback error', () => {
  expect(TAB_CALL.All.route).toBe('GET /seller/ads/get-personalized-order');
  expect(TAB_CALL.Processing.route).toBe('GET /seller/ads/get-processing-orders');
  expect(TAB_CALL.Delivered.route).toBe('GET /seller/ads/get-recieved-orders');
  expect(TAB_CALL.Cancelled.route).toBe('GET /seller/ads/get-cancelled-orders');
  expect(isOrderTab('Delivered')).toBe(true);
  expect(isOrderTab('delivered')).toBe(false);
  expect(pageParam('3')).toBe(3);
  expect(pageParam('-1')).toBe(1);
  expect(pageParam('x')).toBe(1);
});

test('an order card shows the first image, the item count and each shop once', () => {
  const s = orderSummary({
    total_quantity: 99,
    orders: [
      { process_step: 'delivered', shop: { id: 1, name: 'A' }, details: [{ id: 1, order_id: 1, ads_id: 5, current_price: '1', quantity: 2, ads: { id: 5, name: 'x', attachment: [] } }] },
      {
        process_step: 'processing',
        shop: { id: 1, name: 'A' },
        details: [{ id: 2, order_id: 2, ads_id: 6, current_price: '1', quantity: 3, ads: { id: 6, name: 'y', attachment: [{ attachment: '/big.webp', variants: ['/small.webp'] }] } }],
      },
    ] as never,
  });
  expect(s).toEqual({ image: '/small.webp', items: 5, shops: ['A'], steps: ['delivered', 'processing'] });
  expect(orderSummary({ total_quantity: 4, orders: [] })).toEqual({ image: null, items: 4, shops: [], steps: [] });
  expect(lineImage({ ads: { id: 1, name: 'n', shop_id: null, attachment: [{ id: 1, attachment: '/a.webp', variants: [] }] } })).toBe('/a.webp');
});

test('review targets: item JSON (encoded or not), seller JSON, and garbage', () => {
  const item = { ads_id: 12, shop_id: 3, name: 'Lamp', image: '/m/lamp.webp', price: '9.50' };
  expect(parseReviewTarget(targetSegment(item), false)).toEqual({ shop_id: 3, ads_id: 12, name: 'Lamp', image: '/m/lamp.webp', price: '9.50' });
  expect(parseReviewTarget(JSON.stringify({ id: 4, title: 'Desk' }), false)).toEqual({ shop_id: 1, ads_id: 4, name: 'Desk', image: null, price: null });
  expect(parseReviewTarget(targetSegment({ shop_id: 3, name: 'Tech', image: 'javascript:alert(1)' }), true)).toEqual({ shop_id: 3, ads_id: null, name: 'Tech', image: null, price: null });
  expect(parseReviewTarget('not json', false)).toBeNull();
  expect(parseReviewTarget('%E0%A4%A', false)).toBeNull();
  expect(parseReviewTarget('[1,2]', false)).toBeNull();
  expect(parseReviewTarget(JSON.stringify({ name: 'no id' }), false)).toBeNull();
  expect(canSendReview(0, 'great')).toBe(false);
  expect(canSendReview(4, '   ')).toBe(false);
  expect(canSendReview(4, ' ok ')).toBe(true);
});

test('shop request: the exact checks of spec 002 §5, trimmed, city only after a country', () => {
  expect(validateShopRequest(emptyShopRequest())).toEqual({
    name: 'errors.name',
    user_name: 'errors.userName',
    email: 'errors.email',
    phone: 'errors.phone',
    country_id: 'errors.country',
    currency_id: 'errors.currency',
    location: 'errors.location',
  });
  const f = { ...emptyShopRequest(), name: ' Shop ', user_name: 'shop', email: 'not-an-email', phone: '123', country_id: '5', city: '  ', currency_id: '1', location: 'Here' };
  expect(validateShopRequest(f)).toEqual({ email: 'errors.emailInvalid', city: 'errors.city' });
  const ok = { ...f, email: 'a@b.co', city: 'Paris', lat: 48.8, lng: 2.3 };
  expect(validateShopRequest(ok)).toEqual({});
  const body = requestBody(ok, null);
  expect(body.get('name')).toBe('Shop');
  expect(body.get('country_id')).toBe('5');
  expect(body.get('location')).toBe('Here');
  expect(body.has('logo')).toBe(false);
});

test('workspace: moves follow the state graph, product checks, category options', () => {
  expect(allowedMoves('Processing')).toEqual(['shipped', 'cancelled']);
  expect(allowedMoves('shipped')).toEqual(['delivered']);
  expect(allowedMoves('delivered')).toEqual([]);
  expect(allowedMoves('unknown')).toEqual([]);
  expect(productErrors(emptyProduct(), 0)).toMatchObject({ name: 'errors.name', price: 'errors.price', category_id: 'errors.category', photos: 'errors.photos' });
  const p = { name: 'Lamp', description: 'Warm', brand: 'Lumo', price: '20', offer_price: '25', available_quantity: '3', category_id: '9' };
  expect(productErrors(p, 1)).toEqual({ offer_price: 'errors.offerBelow' });
  expect(productErrors({ ...p, offer_price: '15.5', available_quantity: '1.5' }, 1)).toEqual({ available_quantity: 'errors.stock' });
  const body = productBody({ ...p, offer_price: '' }, [{ existingId: 4 }], true);
  expect(body.get('offer_price')).toBe('');
  expect(body.getAll('existing_attachments[]')).toEqual(['4']);
  const tree = [{ id: 1, name: 'Home', label: 'Maison', children: [{ id: 2, name: 'Lamps', label: '', children: [] }] }] as never;
  expect(categoryOptions(tree)).toEqual([
    { id: 1, label: 'Maison', depth: 0 },
    { id: 2, label: 'Lamps', depth: 1 },
  ]);
});

test("the origin's activities read in the reader's language by their code; typed notes as written", () => {
  const ro = createTranslator(messagesFor('ro', ['orders']), 'orders');
  expect(activityText(ro, { code: 'ORDER_SHIPPED', description: 'Your order has been shipped.' })).not.toBe('Your order has been shipped.');
  expect(activityText(ro, { code: 'ORDER_SHIPPED', description: 'Your order has been shipped.' })).toBe(ro('activity.ORDER_SHIPPED'));
  expect(activityText(ro, { code: null, description: 'Parcel RR123456 handed to Posta Moldovei' })).toBe('Parcel RR123456 handed to Posta Moldovei');
  // A code from a newer server that no locale knows yet: its English text.
  expect(activityText(ro, { code: 'ORDER_LOST' as never, description: 'Lost in transit' })).toBe('Lost in transit');
});
