import { z } from '@hono/zod-openapi';

const doc = (description: string, type: 'string' | 'integer' = 'string') => z.unknown().optional().openapi({ type, description });

/** Documentation of the multipart body; the service validates the raw body with the texts of spec 002 §5. */
export const shopRequestBodyDoc = z
  .object({
    name: doc("Required: 'Shop Name is required.'"),
    user_name: doc("Required: 'Username is required.'; must not be a shop's user name already"),
    email: doc("Required: 'Email is required.', 'Invalid email address.'"),
    phone: doc("Required: 'Phone is required.'"),
    country_id: doc("Required: 'Country is required.'", 'integer'),
    city: doc("City name, required: 'City is required.'"),
    currency_id: doc("Required: 'Currency is required.'", 'integer'),
    location: doc("Required: 'Location is required.'"),
    logo: z.unknown().optional().openapi({ type: 'string', format: 'binary', description: 'Optional image (checked by magic bytes)' }),
  })
  .openapi('ShopRequestBody');

export const shopRequestSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    user_name: z.string(),
    email: z.string(),
    phone: z.string(),
    country_id: z.number().int(),
    city: z.string(),
    currency_id: z.number().int(),
    location: z.string(),
    logo: z.string().nullable(),
    status: z.enum(['pending', 'approved', 'rejected']),
    created_at: z.string(),
  })
  .openapi('ShopRequest');
