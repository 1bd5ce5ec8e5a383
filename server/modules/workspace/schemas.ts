import { z } from '@hono/zod-openapi';
import { AD_PHOTOS_MAX, AD_PHOTOS_MIN, AD_PRICE_MAX, AD_SHORT_DESCRIPTION_MAX, AD_TITLE_MAX } from '../../../common/ad-limits.ts';
import { rowIdParam } from '../../http/ids.ts';
import { pageNumber } from '../orders/schemas.ts';
import { PROCESS_STEPS } from '../../../common/order-states.ts';
import { shopFields } from '../shops/schemas.ts';

export const PRODUCTS_PER_PAGE = 20;
export const SHOP_ORDERS_PER_PAGE = 10;
export const MAX_STOCK = 1_000_000;

export const shopIdParam = z.object({ shopId: rowIdParam('shop id', 'shopId') });
export const productIdParam = z.object({ id: rowIdParam('product id', 'id') });
export const orderIdParam = z.object({ orderId: rowIdParam('order id', 'orderId') });

export const productListQuery = z.object({
  page: pageNumber,
  status: z.enum(['all', 'active', 'retired']).default('all').openapi({ description: 'active (status 1), retired (status 0) or all' }),
});

export const shopOrdersQuery = z.object({
  page: pageNumber,
  step: z.enum(PROCESS_STEPS).optional().openapi({ description: 'Only sub-orders at this step' }),
});

export const moveBody = z.object({
  to: z.enum(['shipped', 'delivered', 'cancelled'], { error: 'The new step must be shipped, delivered or cancelled.' }),
  description: z.string().trim().max(500, 'The note may not be longer than 500 characters.').optional(),
});

const doc = (description: string, type: 'string' | 'integer' = 'string') => z.unknown().optional().openapi({ type, description });

/** Documentation of the product body; the service reads and validates the raw multipart/JSON body itself. */
export const productBodyDoc = z
  .object({
    name: doc(`Required on create, ≤ ${AD_TITLE_MAX} characters`),
    description: doc(`Required on create, ≤ ${AD_SHORT_DESCRIPTION_MAX} characters (the short description of ads)`),
    detailed_description: doc('Optional long text'),
    brand: doc('Required on create, ≤ 100 characters'),
    price: doc(`Required on create, 0 to ${AD_PRICE_MAX.toLocaleString('en-US')}`),
    offer_price: doc('Optional; must be below price; empty clears it'),
    available_quantity: doc('Stock, whole number 0 to 1,000,000; required on create', 'integer'),
    category_id: doc('A shop category (kind shop); required on create', 'integer'),
    'photos[]': z.unknown().optional().openapi({ type: 'array', items: { type: 'string', format: 'binary' }, description: `New photos (also accepted as attachment[]); ${AD_PHOTOS_MIN} to ${AD_PHOTOS_MAX} in all` }),
    'existing_attachments[]': z.unknown().optional().openapi({ type: 'array', items: { type: 'integer' }, description: 'Update: ids of the photos to keep, in order' }),
  })
  .openapi('ShopProductBody');

/** One of the caller's shops: the shop's fields plus what its owner sees. */
export const myShopSchema = z
  .object({
    ...shopFields,
    status: z.string(),
    total_products: z.number().int(),
    open_orders: z.number().int().openapi({ description: 'Sub-orders still processing or shipped' }),
  })
  .openapi('MyShop');
