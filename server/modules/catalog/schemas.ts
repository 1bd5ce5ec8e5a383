import { z } from '@hono/zod-openapi';

const localized = z.object({ en: z.string(), fr: z.string(), zh: z.string(), de: z.string(), ro: z.string(), ru: z.string(), es: z.string() });

export type CategoryNode = {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  translations: z.infer<typeof localized>;
  icon: string | null;
  status: number;
  total_ads: number;
  children: CategoryNode[];
};

export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      parent_id: z.number().int().nullable(),
      name: z.string().openapi({ description: 'English name; `translations` has all seven locales' }),
      slug: z.string(),
      translations: localized,
      icon: z.string().nullable(),
      status: z.number().int(),
      total_ads: z.number().int().openapi({ description: 'Active ads in this category and all below it' }),
      children: z.array(categoryNodeSchema),
    }),
  )
  .openapi('Category');

export const categoryListQuery = z.object({
  shop_category: z.enum(['0', '1']).optional().openapi({ description: '1 for the shop category tree' }),
});

export const categoryCountsSchema = z
  .object({
    total_ads: z.number().int(),
    counts: z.record(z.string(), z.number().int()).openapi({ description: 'category id → active ads in its subtree' }),
  })
  .openapi('CategoryCounts');

export const currencySchema = z
  .object({ id: z.number().int(), code: z.string(), short_name: z.string(), name: z.string(), symbol: z.string() })
  .openapi('Currency');
