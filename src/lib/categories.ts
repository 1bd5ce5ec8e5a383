import { apiCall } from './api/client.ts';
import { categoryName } from './category-name.ts';
import type { ApiSchema } from './api/client.ts';

/** A category with its children (GET /category-list). */
export type CategoryNode = ApiSchema<'Category'>;

export type CategoryTreeResult = { ok: true; categories: CategoryNode[] } | { ok: false };

/**
 * The category tree from GET /api/v1/category-list (the shop tree with shop_category=1). Works on the server
 * (pass the page's origin as baseUrl, so the request goes through the worker's own /api/v1 proxy) and in the
 * browser. Never throws: an unreachable origin or an error answer gives { ok: false } so pages can render an
 * "unavailable" state instead of failing.
 */
export async function fetchCategoryTree(
  opts: { shop?: boolean; locale?: string; baseUrl?: string; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<CategoryTreeResult> {
  try {
    const signal = opts.signal ?? AbortSignal.timeout(opts.timeoutMs ?? 8000);
    const res = await apiCall('GET /category-list', {
      query: { ...(opts.shop ? { shop_category: '1' } : {}), ...(opts.locale ? { lang: opts.locale } : {}) },
      auth: false,
      token: null,
      signal,
      ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
    });
    return Array.isArray(res.data) ? { ok: true, categories: res.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** Where a category leads: the ad catalogue (category name and id) or, for the shop tree, the shop catalogue. */
export function categoryHref(node: Pick<CategoryNode, 'id' | 'name'>, shop = false): string {
  if (shop) return `/shop-catalogue?${new URLSearchParams({ category_id: String(node.id) })}`;
  return `/catalogue?${new URLSearchParams({ category: node.name, category_id: String(node.id) })}`;
}

/** The node of `id` anywhere in a tree. */
export function findCategory(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findCategory(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/**
 * The name of an ad's category in the visitor's language: an ad carries its category's English name, the tree
 * fetched in that language has the translation. Without a tree (English, or it did not load) the English name.
 */
export function localCategoryName(tree: CategoryTreeResult | null, category: Pick<CategoryNode, 'id' | 'name'>): string {
  const node = tree?.ok ? findCategory(tree.categories, category.id) : undefined;
  return node ? categoryName(node) : category.name;
}

/** The node of `slug` anywhere in a tree (slugs are unique across both trees). */
export function findBySlug(nodes: CategoryNode[], slug: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.slug === slug) return node;
    const below = findBySlug(node.children, slug);
    if (below) return below;
  }
  return undefined;
}
