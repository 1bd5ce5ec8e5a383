import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { cartBatchBody, cartCreateBody, cartDestroyBody, cartDestroyAnswer, cartItemSchema, cartUpdateBody } from './schemas.ts';
import { addToCart, cartLines, removeLines, setQuantities, type CartChange } from './service.ts';

const tags = ['Cart'];
const CLAMP_NOTE =
  'Quantities are clamped to 1..available_quantity on the server: a wish above the stock is stored as the stock and the answer\'s ' +
  'message says so ("Only N of “Name” are available; the quantity was set to N."). Below 1 answers 422 "The quantity must be at least 1.".';
const REFUSALS =
  'An item that cannot be bought answers 422 with message_status NOT_SHOP_ITEM (a classified ad), NOT_SOLD (retired item or suspended shop), ' +
  'OWN_SHOP (your own shop\'s item) or OUT_OF_STOCK; an unknown item 404.';

/** The success message, or the clamping notes when a quantity was cut down to the stock. */
const message = (change: CartChange, fallback: string) => (change.notes.length ? change.notes.join(' ') : fallback);

export const cartRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/cart/create',
      tags,
      summary: 'Add items to the cart',
      description: `Either {ads: [id, ...]} (quantity 1 each, the spec's form) or {ads_id, quantity, variant}. An item already in the cart with the same variant gets the quantities added. ${CLAMP_NOTE} ${REFUSALS} Answers the lines touched.`,
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(cartCreateBody) },
      responses: okResponse(z.array(cartItemSchema)),
    }),
    async (c) => {
      const body = readBody(c, cartCreateBody);
      const variant = body.variant ?? '';
      const wanted = body.ads ? body.ads.map((adsId) => ({ adsId, quantity: 1, variant })) : [{ adsId: body.ads_id!, quantity: body.quantity ?? 1, variant }];
      const change = await addToCart(c.var.deps.db, c.var.user!.id, wanted);
      return ok(c, change.items, message(change, 'Item has been added to your cart.'));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/cart/list',
      tags,
      summary: "The caller's cart",
      description: 'Newest line first. unit_price is the current offer price when present, else the price; total_price = unit_price × quantity (exact decimals).',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      responses: okResponse(z.array(cartItemSchema)),
    }),
    async (c) => ok(c, await cartLines(c.var.deps.db, c.var.user!.id), 'Cart items'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/cart/update',
      tags,
      summary: "Set one cart line's quantity",
      description: `${CLAMP_NOTE} ${REFUSALS} Someone else's line: 404.`,
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(cartUpdateBody) },
      responses: okResponse(cartItemSchema),
    }),
    async (c) => {
      const { cart_id, quantity } = readBody(c, cartUpdateBody);
      const change = await setQuantities(c.var.deps.db, c.var.user!.id, [{ id: cart_id, quantity }]);
      return ok(c, change.items[0]!, message(change, 'Cart updated.'));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/cart/batch-update',
      tags,
      summary: 'Set several cart lines at once (the changes collected on the cart screen)',
      description: `Items [{id, quantity, variant?}], all or nothing. ${CLAMP_NOTE} Any line that is not the caller's: 404, nothing changes. A variant already used by another line of the same item: 422.`,
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: { required: true, content: { 'application/json': { schema: cartBatchBody } } } },
      responses: okResponse(z.array(cartItemSchema)),
    }),
    async (c) => {
      const { items } = c.req.valid('json');
      const change = await setQuantities(c.var.deps.db, c.var.user!.id, items);
      return ok(c, change.items, message(change, 'Cart updated.'));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/cart/destroy',
      tags,
      summary: 'Delete cart lines',
      description: 'Body {carts: [{id}, ...]}. All or nothing: any id that is not one of the caller\'s lines answers 404 and deletes nothing.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: { required: true, content: { 'application/json': { schema: cartDestroyBody } } } },
      responses: okResponse(cartDestroyAnswer),
    }),
    async (c) => {
      const { carts } = c.req.valid('json');
      const deleted = await removeLines(c.var.deps.db, c.var.user!.id, carts.map((x) => x.id));
      return ok(c, { deleted }, 'Cart item(s) deleted successfully.');
    },
  );
