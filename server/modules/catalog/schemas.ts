import { z } from '@hono/zod-openapi';
import { CATEGORY_ICONS, isCategoryIcon } from '../../../common/category-icons.ts';
import { optionalRowId, rowIdParam } from '../../http/ids.ts';
import { blankToUndefined } from '../../http/paging.ts';

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

/** The operator console's calls on the category trees (decision 186). */
export const categoryKind = z.enum(['ad', 'shop']);

export type AdminCategoryNode = {
  id: number;
  parent_id: number | null;
  kind: 'ad' | 'shop';
  level: number;
  slug: string;
  name: string;
  translations: Record<string, string>;
  icon: string | null;
  status: number;
  position: number;
  total_ads: number;
  children: AdminCategoryNode[];
};

export const adminCategoryNodeSchema: z.ZodType<AdminCategoryNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      parent_id: z.number().int().nullable(),
      kind: categoryKind,
      level: z.number().int().openapi({ description: '1 for a top-level category, at most 3' }),
      slug: z.string(),
      name: z.string().openapi({ description: 'English name' }),
      translations: z.record(z.string(), z.string()).openapi({ description: 'The name in each of the seven languages' }),
      icon: z.string().nullable(),
      status: z.number().int().openapi({ description: '1 shown, 0 hidden (with everything below it)' }),
      position: z.number().int(),
      total_ads: z.number().int().openapi({ description: 'Public ads (shop tree: shop items) in this category and all below it' }),
      children: z.array(adminCategoryNodeSchema),
    }),
  )
  .openapi('AdminCategory');

export const adminCategoryQuery = z.object({
  kind: z.preprocess(blankToUndefined, categoryKind.default('ad')).openapi({ description: 'Which tree: ad (by default) or shop' }),
});

const categoryName = (label: string) =>
  z.string({ error: `The ${label} must be text.` }).trim().max(100, `The ${label} may not be greater than 100 characters.`);

const englishName = categoryName('name').min(1, 'The name field is required.').openapi({ description: 'The English name, also shown where a language is left blank' });

const translationsField = z
  .object(Object.fromEntries(LOCALES.map((l) => [l, categoryName(`${l} name`).optional()])) as Record<LocaleCode, z.ZodOptional<ReturnType<typeof categoryName>>>)
  .partial()
  .optional()
  .openapi({ description: 'The name in other languages; a language left blank shows the English one' });

const iconField = z
  .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().refine(isCategoryIcon, 'The icon must be one of the category icons.').nullable())
  .optional()
  .openapi({ description: `One of the category icons (${CATEGORY_ICONS.length} under /icons/, common/category-icons.ts), or null or blank for none` });

const wholeNumber = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: `The ${label} must be a number.` }).int(`The ${label} must be a whole number.`).min(0, `The ${label} must be at least 0.`).max(max, `The ${label} may not be greater than ${max}.`),
  );

export const categoryCreateBody = z
  .object({
    kind: z.preprocess(blankToUndefined, categoryKind.optional()).openapi({ description: "The tree; taken from the parent when one is given (they must agree), else 'ad'" }),
    parent_id: optionalRowId('parent id').openapi({ description: 'The parent category (level 1 or 2); none for a top-level category' }),
    name: englishName,
    translations: translationsField,
    icon: iconField,
    position: wholeNumber('position', 100_000).optional().openapi({ type: 'integer', description: 'Order among its siblings; after the last one when left out' }),
  })
  .openapi('AdminCategoryCreateBody');

export const categoryUpdateBody = z
  .object({
    name: englishName.optional(),
    translations: translationsField,
    icon: iconField,
    position: wholeNumber('position', 100_000).optional().openapi({ type: 'integer' }),
    status: z
      .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.union([z.literal(0), z.literal(1)], { error: 'The status must be 1 (shown) or 0 (hidden).' }))
      .optional()
      .openapi({ type: 'integer', enum: [0, 1], description: '1 shown, 0 hidden: a hidden category and all below it leave the public trees at once' }),
  })
  .openapi('AdminCategoryUpdateBody');

export const categoryPathParams = z.object({ id: rowIdParam('category id', 'id') });
