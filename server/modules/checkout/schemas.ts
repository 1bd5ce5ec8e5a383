import { z } from '@hono/zod-openapi';
import { formatCents, parseCents } from '../../../common/money.ts';
import { LOCALES } from '../catalog/schemas.ts';
import { quantityField } from '../cart/schemas.ts';
import { rowId, rowIdParam } from '../../http/ids.ts';
import { masterOrderSchema } from '../orders/schemas.ts';

const required = (label: string, max = 255) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be longer than ${max} characters.`);

/** An amount sent as a decimal string or a JSON number (read by the money rules); compared with the server's amount in exact cents. */
export const amountField = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `The ${label} field is required.` })
    .transform((v) => {
      if (typeof v === 'string') return v.trim();
      const cents = parseCents(v);
      return cents === null ? String(v) : formatCents(cents);
    })
    .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, `The ${label} must be an amount such as 12.50.`))
    .openapi({ type: 'string', example: '84.97' });

const coordinate = (max: number) =>
  z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .transform((v) => (v === null || v === undefined || v === '' ? null : Number(v)))
    .refine((v) => v === null || (Number.isFinite(v) && Math.abs(v) <= max), 'The coordinates are not valid.')
    .openapi({ type: 'number' });

export const checkoutBody = z
  .object({
    shipping_id: rowId('shipping method'),
    total_amount: amountField('total amount').openapi({ description: 'What the buyer saw; a different server amount answers 409' }),
    delivery_address: required('delivery address', 500),
    street: required('street'),
    city: required('city'),
    zip_code: required('ZIP code', 20),
    coupon_code: z.string().trim().max(50).nullable().optional().openapi({ description: 'No coupons exist yet: a non-empty code answers 422' }),
    discount_amount: amountField('discount amount').optional().openapi({ description: 'Must be 0 (no coupons yet)' }),
    lat: coordinate(90),
    lon: coordinate(180),
    ads: z
      .array(z.object({ id: rowId('ads id'), quantity: quantityField, variant: z.string().trim().max(100).optional() }), { error: 'Select at least one item to check out.' })
      .min(1, 'Select at least one item to check out.')
      .max(100, 'At most 100 items can be ordered at once.'),
    idempotency_key: z.string().trim().min(8).max(100).optional().openapi({ description: 'Same key again answers the first order (also accepted as the Idempotency-Key header)' }),
  })
  .openapi('CheckoutBody');

export type CheckoutInput = z.infer<typeof checkoutBody>;

export const checkoutAnswer = z
  .object({
    master_order: masterOrderSchema.openapi({ description: 'The placed order as the orders screens read it' }),
    checkout_url: z.string().nullable().openapi({ description: 'Card methods: the hosted payment page; cash on delivery: null' }),
  })
  .openapi('CheckoutAnswer');

export const shippingMethodSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    estimated_delivery_time: z.number().int().openapi({ description: 'Days added to today for the expected delivery date' }),
    rates: z.object({ rate: z.string() }),
    status: z.number().int(),
  })
  .openapi('ShippingMethod');

export const langQuery = z.object({ lang: z.enum(LOCALES).optional().openapi({ description: 'Language of name and description (English by default)' }) });

export const addressBody = z
  .object({
    address: required('address', 500),
    latitude: coordinate(90),
    longitude: coordinate(180),
  })
  .openapi('DeliveryAddressBody');

export const addressSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    address: z.string(),
    latitude: z.string().nullable(),
    longitude: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('DeliveryAddress');

export const addressIdParam = z.object({ id: rowIdParam('address id', 'id') });
