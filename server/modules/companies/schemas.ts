import { z } from '@hono/zod-openapi';
import { rowId, rowIdParam } from '../../http/ids.ts';

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

const doc = (description: string, type: 'string' | 'integer' = 'string') => z.unknown().optional().openapi({ type, description });

/** Documentation of the multipart company body; the service checks the raw body (its texts are the field errors). */
export const companyBodyDoc = z
  .object({
    name: doc("Required on create: 'Company name is required.'; at most 120 characters"),
    description: doc('At most 2000 characters'),
    website: doc('http:// or https:// address'),
    phone: doc('7 to 15 digits, an optional leading +'),
    email: doc("Required on create: 'A valid email is required'"),
    address: doc('At most 255 characters'),
    city: doc("Required on create: 'City is required.'"),
    country: doc("Required on create: 'Country is required.'"),
    postal_code: doc('At most 20 characters'),
    logo: z.unknown().optional().openapi({ type: 'string', format: 'binary', description: 'Optional image, re-encoded to a 400×400 WebP' }),
  })
  .openapi('CompanyBody');

const personSchema = z.object({ id: z.number().int(), name: z.string(), last_name: z.string(), user_name: z.string(), avatar: z.string().nullable() });

export const MODERATOR_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const companyModeratorSchema = z
  .object({
    id: z.number().int().openapi({ description: 'The moderator request' }),
    company_id: z.number().int(),
    moderator_id: z.number().int(),
    status: z.enum(MODERATOR_STATUSES).openapi({ description: 'pending: invited, not answered; accepted: may post company ads; rejected: declined' }),
    created_at: z.string(),
    updated_at: z.string(),
    user: personSchema,
  })
  .openapi('CompanyModerator');

export type CompanyModeratorJson = z.infer<typeof companyModeratorSchema>;

export const companyModeratorsSchema = z.object({ company: companySchema, moderators: z.array(companyModeratorSchema) }).openapi('CompanyModerators');

export const moderatorRequestSchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    moderator_id: z.number().int(),
    status: z.enum(MODERATOR_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
    company: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable(), city: z.string().nullable(), country: z.string().nullable() }),
    owner: personSchema,
  })
  .openapi('ModeratorRequest');

export type ModeratorRequestJson = z.infer<typeof moderatorRequestSchema>;

export const inviteModeratorBody = z.object({ user_id: rowId('user id') }).openapi('InviteModeratorBody');

export const moderatorParams = z.object({
  id: rowIdParam('company id', 'id'),
  userId: rowIdParam('user id', 'userId'),
});

export const respondModeratorBody = z
  .object({
    company_id: rowId('company id'),
    moderator_id: rowId('moderator id'),
    status: z.enum(['accepted', 'rejected'], { error: "The status must be 'accepted' or 'rejected'." }),
  })
  .openapi('RespondModeratorRequestBody');
