import { z } from '@hono/zod-openapi';
import { rowId } from '../../http/ids.ts';

/** offerType of the specification: 'urgent' is level 1 (option 2), 'toppage' level 2 (option 3). */
export const OFFER_LEVELS = { urgent: 1, toppage: 2 } as const;
export type OfferType = keyof typeof OFFER_LEVELS;

const localized = z.record(z.string(), z.string());

export const promotionOptionSchema = z
  .object({
    id: z.number().int().openapi({ description: 'Option id; the ad level (is_sponsored) is id − 1' }),
    name: z.string(),
    description: z.string(),
    price: z.string().openapi({ description: 'US dollars, two decimals', example: '2.00' }),
    translations: z.object({ name: localized, description: localized }),
  })
  .openapi('PromotionOption');

export const offerTypeSchema = z.enum(['urgent', 'toppage'], { error: 'The offer type must be urgent or toppage.' });

export const checkoutBody = z
  .object({
    adId: rowId('ad id', { invalid: 'The ad id is required.' }),
    offerType: offerTypeSchema,
  })
  .openapi('CreateCheckoutSessionInput');

export const checkoutAnswerSchema = z
  .object({ sessionId: z.string(), url: z.string().openapi({ description: 'Send the payer here (the provider’s hosted checkout)' }) })
  .openapi('CheckoutSession');
