import { z } from '@hono/zod-openapi';
import { rowIdParam } from '../../http/ids.ts';

export const companyIdParam = z.object({
  id: rowIdParam('company id', 'id'),
});

const stamp = z.string().nullable().openapi({ description: 'ISO 8601 date-time' });

export const companySchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int().openapi({ description: 'The owner' }),
    name: z.string(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    logo: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    postal_code: z.string().nullable(),
    status: z.enum(['pending', 'approved', 'rejected']),
    created_at: z.string(),
    updated_at: z.string(),
    user: z.object({ id: z.number().int(), name: z.string(), last_name: z.string(), user_name: z.string(), avatar: z.string().nullable() }),
    active_subscription: z
      .object({ status: z.enum(['active', 'expired']), expires_at: z.string() })
      .nullable()
      .openapi({ description: "null when the company never had a subscription; status 'active' while subscription_expires_at is ahead" }),
    subscription_expires_at: stamp,
    is_featured: z.union([z.literal(0), z.literal(1)]),
    approved_at: stamp,
    rejection_reason: z.string().nullable(),
    total_ads: z.number().int().openapi({ description: "The company's undeleted company ads (active or not)" }),
    remaining_ads: z.number().int().openapi({ description: 'max_ads - total_ads, at least 0' }),
    max_ads: z.number().int(),
  })
  .openapi('Company');

export type CompanyJson = z.infer<typeof companySchema>;

export const myCompaniesSchema = z
  .object({
    companies: z.array(companySchema).openapi({ description: 'Companies the caller owns, oldest first' }),
    moderator: z.array(companySchema).openapi({ description: 'Companies the caller moderates (accepted moderator requests), oldest first' }),
  })
  .openapi('MyCompanies');
