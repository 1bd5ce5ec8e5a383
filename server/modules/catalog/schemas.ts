import { z } from '@hono/zod-openapi';

export const LOCALES = ['en', 'fr', 'zh', 'de', 'ro', 'ru', 'es'] as const;
export type LocaleCode = (typeof LOCALES)[number];

export type CategoryNode = {
  id: number;
  parent_id: number | null;
  name: string;
  /** The name in the language asked for with `lang` (English by default). */
  label: string;
  slug: string;
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
      name: z.string().openapi({ description: 'English name, stable for links and clients' }),
      label: z.string().openapi({ description: 'The name in the `lang` of the request (English when not given)' }),
      slug: z.string(),
      icon: z.string().nullable(),
      status: z.number().int(),
      total_ads: z.number().int().openapi({ description: 'Active ads (shop tree: shop items) in this category and all below it' }),
      children: z.array(categoryNodeSchema),
    }),
  )
  .openapi('Category');

export const categoryListQuery = z.object({
  shop_category: z.enum(['0', '1']).optional().openapi({ description: '1 for the shop category tree' }),
  lang: z.enum(LOCALES).optional().openapi({ description: 'Language of `label`' }),
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
