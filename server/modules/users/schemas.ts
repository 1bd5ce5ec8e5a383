import { z } from '@hono/zod-openapi';

export const userDetailsQuery = z.object({
  id: z
    .string({ error: 'The id field is required.' })
    .trim()
    .min(1, 'The id field is required.')
    .regex(/^\d{1,12}$/, 'The id must be a number.')
    .transform(Number)
    .openapi({ type: 'integer', example: 1, description: 'User id' }),
});

/**
 * What anyone may see of another member (a seller's profile): never the e-mail, the phone (only Show Number reveals
 * it, docs/decisions.md 30), the password hash, tokens or coordinates.
 */
export const publicUserDetailsSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    last_name: z.string(),
    user_name: z.string(),
    avatar: z.string().nullable().openapi({ description: 'Site-relative URL under /storage, or null' }),
    gender: z.number().int().nullable().openapi({ description: '1 male, 0 female, 2 rather not say' }),
    location: z.string().nullable(),
    show_my_ads: z.enum(['1', '0']).openapi({ description: "'1' when the member lists their ads publicly" }),
    is_favourite: z.union([z.literal(0), z.literal(1)]).openapi({ description: '1 when the signed-in viewer follows this member' }),
    created_at: z.string(),
    email_verified_at: z.string().nullable(),
  })
  .openapi('PublicUserDetails');

export type PublicUserDetails = z.infer<typeof publicUserDetailsSchema>;
