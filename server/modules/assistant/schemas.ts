import { z } from '@hono/zod-openapi';
import { PRICE_FILTER_MAX } from '../search/schemas.ts';
import { LANGS } from './lexicon.ts';
import type { AssistantFilters } from './service.ts';

/**
 * The filters a shopper's client sends back with chat_bot:message (a chip's, or the answer's own): checked before the
 * assistant reads them, since a socket event is as untrusted as a request.
 */
export const assistantFiltersSchema = z
  .object({
    query: z.string().max(200).optional(),
    price_min: z.number().min(0).max(PRICE_FILTER_MAX).nullable().optional(),
    price_max: z.number().min(0).max(PRICE_FILTER_MAX).nullable().optional(),
    currency: z.enum(['USD', 'EUR', 'GBP', 'MDL']).nullable().optional(),
    condition: z.array(z.enum(['new', 'likeNew', 'used'])).max(3).nullable().optional(),
    location: z
      .object({
        type: z.enum(['gps', 'manual']),
        city: z.string().max(100).optional(),
        lat: z.number().min(-90).max(90).optional(),
        lng: z.number().min(-180).max(180).optional(),
      })
      .nullable()
      .optional(),
    category_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
    sort: z.literal('low-to-high').nullable().optional(),
  })
  .strict() satisfies z.ZodType<AssistantFilters>;

/** chat_bot:message {chatId, text, filters}. */
export const assistantQuestionSchema = z.object({
  text: z.string().trim().min(1, 'Type what you are looking for.').max(500, 'The message may not be greater than 500 characters.'),
  filters: assistantFiltersSchema.optional(),
});

/** Longest session title kept (a model's or the offline one). */
export const SESSION_TITLE_MAX = 60;

/**
 * What the OpenAI-compatible model must answer for a shopper's message (model.ts asks for exactly these keys): the
 * same search the offline understanding produces, with categories only from `categoryIds` (ours). Anything else,
 * including an unknown category or a lower bound above the upper one, is not an answer.
 */
export function modelReadingSchema(categoryIds: ReadonlySet<number>) {
  const bound = z.number().min(0).max(PRICE_FILTER_MAX).nullish();
  return z
    .object({
      language: z.enum(LANGS).nullish(),
      words: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
      category_ids: z
        .array(z.number().int().refine((id) => categoryIds.has(id), { message: 'not one of the listed categories' }))
        .max(10)
        .default([]),
      price_min: bound,
      price_max: bound,
      currency: z.enum(['USD', 'EUR', 'GBP', 'MDL']).nullish(),
      condition: z.array(z.enum(['new', 'likeNew', 'used'])).max(3).default([]),
      near_me: z.boolean().default(false),
      city: z.string().trim().min(1).max(100).nullish(),
      cheapest: z.boolean().default(false),
      title: z.string().trim().min(1).max(200).nullish(),
    })
    .refine((r) => r.price_min == null || r.price_max == null || r.price_min <= r.price_max, { message: 'price_min is above price_max', path: ['price_min'] });
}
export type ModelReading = z.infer<ReturnType<typeof modelReadingSchema>>;

/**
 * What the vision model must answer for a photo (model.ts readPhotoWithModel): the product words it sees, our
 * categories it belongs to (only `categoryIds`), and an ad title and description of what is visible. Empty words and
 * categories mean it recognised nothing to sell.
 */
export function modelPhotoReadingSchema(categoryIds: ReadonlySet<number>) {
  return z.object({
    words: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
    category_ids: z
      .array(z.number().int().refine((id) => categoryIds.has(id), { message: 'not one of the listed categories' }))
      .max(10)
      .default([]),
    title: z.string().trim().min(1).max(200).nullish(),
    description: z.string().trim().min(1).max(2000).nullish(),
  });
}
export type ModelPhotoReading = z.infer<ReturnType<typeof modelPhotoReadingSchema>>;
/** chat_bot:image {chatId, image_id: a data URL, text?, lang?}: the photo is checked by its bytes separately. */
export const assistantPhotoSchema = z.object({
  image_id: z.string().min(1, 'Choose a photo.'),
  text: z.string().trim().max(500, 'The message may not be greater than 500 characters.').optional(),
  lang: z.enum(LANGS).optional(),
});
