import { apiCall, type ApiBody, type ApiData, type ApiSchema, type PageMeta } from './client.ts';
import type { SubOrder } from './orders.ts';
import type { CategoryNode } from '../categories.ts';
import { nextSteps, type ProcessStep } from '../../../common/order-states.ts';

/** The shop owner's workspace (plan of issue 5: our own calls under /seller/shop; not in the spec). */
export type MyShop = ApiSchema<'MyShop'>;

/** A product of the owner's shop: the ad shape, with its stock, brand and category. */
export type ShopProduct = ApiData<'GET /seller/shop/{shopId}/products'>[number];

export type ShopOrder = SubOrder;

export const STEP_FILTERS = ['all', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type StepFilter = (typeof STEP_FILTERS)[number];
export const isStepFilter = (v: unknown): v is StepFilter => STEP_FILTERS.includes(v as StepFilter);

/** The moves an owner may make from a sub-order's step: the server's state graph (server/modules/orders/states.ts). */
export function allowedMoves(step: string): readonly OrderMove[] {
  const s = step.toLowerCase();
  const moves = (['processing', 'shipped', 'delivered', 'cancelled'] as const).includes(s as ProcessStep) ? nextSteps(s as ProcessStep) : [];
  return moves.filter((m): m is OrderMove => m !== 'processing');
}

export const myShops = () => apiCall('GET /seller/shop/mine').then((r) => (Array.isArray(r.data) ? r.data : []));

export const shopProducts = (shopId: number, page: number, signal?: AbortSignal) =>
  apiCall('GET /seller/shop/{shopId}/products', { params: { shopId }, query: { page }, ...(signal ? { signal } : {}) });

export const retireProduct = (id: number) => apiCall('POST /seller/shop/products/{id}/retire', { params: { id } });

export const shopOrders = (shopId: number, step: StepFilter, page: number, signal?: AbortSignal) =>
  apiCall('GET /seller/shop/{shopId}/orders', { params: { shopId }, query: { page, step: step === 'all' ? undefined : step }, ...(signal ? { signal } : {}) });

/** Where an owner may move a sub-order (a step it can be in once placed). */
export type OrderMove = Exclude<ApiBody<'POST /seller/shop/orders/{orderId}/move'>, FormData>['to'];

export const moveOrder = (orderId: number, to: OrderMove, description: string) =>
  apiCall('POST /seller/shop/orders/{orderId}/move', { params: { orderId }, body: { to, ...(description.trim() ? { description: description.trim() } : {}) } });

export const shopCategories = () =>
  apiCall('GET /category-list', { auth: false, query: { shop_category: '1' } }).then((r) => (Array.isArray(r.data) ? r.data : []));

/** The shop category tree as select options, deepest level indented, every level choosable. */
export function categoryOptions(nodes: CategoryNode[], depth = 0): { id: number; label: string; depth: number }[] {
  return nodes.flatMap((n) => [{ id: n.id, label: n.label || n.name, depth }, ...categoryOptions(n.children ?? [], depth + 1)]);
}

export type ProductForm = { name: string; description: string; brand: string; price: string; offer_price: string; available_quantity: string; category_id: string };

export const emptyProduct = (): ProductForm => ({ name: '', description: '', brand: '', price: '', offer_price: '', available_quantity: '1', category_id: '' });

export const productForm = (p: ShopProduct): ProductForm => ({
  name: p.name ?? '',
  description: p.description ?? '',
  brand: p.brand ?? '',
  price: p.price === null || p.price === undefined ? '' : String(p.price),
  offer_price: p.offer_price === null || p.offer_price === undefined ? '' : String(p.offer_price),
  available_quantity: String(p.available_quantity ?? 0),
  category_id: p.category_id ? String(p.category_id) : p.category ? String(p.category.id) : '',
});

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** Checks before sending (the server checks again); values are message keys of `workspace`. */
export function productErrors(f: ProductForm, photoCount: number): Partial<Record<keyof ProductForm | 'photos', string>> {
  const e: Partial<Record<keyof ProductForm | 'photos', string>> = {};
  if (!f.name.trim()) e.name = 'errors.name';
  if (!f.description.trim()) e.description = 'errors.description';
  if (!f.brand.trim()) e.brand = 'errors.brand';
  if (!MONEY.test(f.price.trim()) || Number(f.price) <= 0) e.price = 'errors.price';
  if (f.offer_price.trim()) {
    if (!MONEY.test(f.offer_price.trim())) e.offer_price = 'errors.offerPrice';
    else if (!e.price && Number(f.offer_price) >= Number(f.price)) e.offer_price = 'errors.offerBelow';
  }
  if (!/^\d{1,6}$/.test(f.available_quantity.trim())) e.available_quantity = 'errors.stock';
  if (!f.category_id) e.category_id = 'errors.category';
  if (photoCount < 1) e.photos = 'errors.photos';
  return e;
}

/** The multipart body of create and update: new photos as photos[], kept ones by id in order. */
export function productBody(f: ProductForm, photos: ({ file: File } | { existingId: number })[], update: boolean): FormData {
  const body = new FormData();
  body.append('name', f.name.trim());
  body.append('description', f.description.trim());
  body.append('brand', f.brand.trim());
  body.append('price', f.price.trim());
  if (f.offer_price.trim() || update) body.append('offer_price', f.offer_price.trim());
  body.append('available_quantity', f.available_quantity.trim());
  body.append('category_id', f.category_id);
  for (const p of photos) {
    if ('file' in p) body.append('photos[]', p.file);
    else body.append('existing_attachments[]', String(p.existingId));
  }
  return body;
}

export type { PageMeta };
