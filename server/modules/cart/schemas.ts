import { z } from '@hono/zod-openapi';
import { adSchema } from '../ads/schemas.ts';
import { rowId } from '../../http/ids.ts';

/** The largest quantity one cart line may ask for before clamping to the stock (spec 002 §9: default maximum 9999). */
export const CART_QTY_MAX = 9999;

export const quantityField = z
  .union([z.string(), z.number()], { error: 'The quantity field is required.' })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^-?\d{1,9}$/, 'The quantity must be a whole number.')
      .transform(Number)
      .refine((n) => n >= 1, 'The quantity must be at least 1.'),
  )
  .openapi({ type: 'integer', minimum: 1, example: 1 });

const variantField = z
  .string()
  .trim()
  .max(100, 'The variant may not be longer than 100 characters.')
  .optional()
  .openapi({ description: 'Size, colour or similar; empty for none' });

export const cartCreateBody = z
  .object({
    ads: z.array(rowId('ads id')).min(1, 'Choose an item to add.').max(50).optional().openapi({ description: 'Several items, quantity 1 each (spec form)' }),
    ads_id: rowId('ads id').optional().openapi({ description: 'One item (with quantity and variant)' }),
    quantity: quantityField.optional(),
    variant: variantField,
  })
  .refine((b) => b.ads !== undefined || b.ads_id !== undefined, { message: 'Choose an item to add.', path: ['ads_id'] })
  .openapi('CartCreateBody');

export const cartUpdateBody = z.object({ cart_id: rowId('cart id'), quantity: quantityField }).openapi('CartUpdateBody');

export const cartBatchBody = z
  .object({
    items: z
      .array(z.object({ id: rowId('cart id'), quantity: quantityField, variant: variantField }))
      .min(1, 'Send at least one cart line.')
      .max(200, 'Send at most 200 cart lines at once.'),
  })
  .openapi('CartBatchUpdateBody');

export const cartDestroyBody = z
  .object({ carts: z.array(z.object({ id: rowId('cart id') })).min(1, 'Choose the cart items to delete.').max(200) })
  .openapi('CartDestroyBody');

export const cartItemSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    ads_id: z.number().int(),
    shop_id: z.number().int(),
    quantity: z.number().int(),
    unit_price: z.string().openapi({ description: 'Offer price when present, else price; exact decimal' }),
    total_price: z.string().openapi({ description: 'unit_price × quantity; exact decimal' }),
    variant: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    ads: adSchema,
    shop: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
  })
  .openapi('CartItem');

export const cartDestroyAnswer = z.object({ deleted: z.number().int() }).openapi('CartDestroyAnswer');
