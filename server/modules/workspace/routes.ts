import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { PHOTO_BODY_LIMIT, type UploadLimit } from '../../http/body-limits.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok, paged } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, pagedResponse, readBody, readRawBody } from '../../http/openapi.ts';
import { adSchema } from '../ads/schemas.ts';
import { subOrderSchema } from '../orders/schemas.ts';
import { moveBody, myShopSchema, orderIdParam, productBodyDoc, productIdParam, productListQuery, shopIdParam, shopOrdersQuery } from './schemas.ts';
import { createProduct, markSubOrder, myShops, retireProduct, shopOrders, shopProducts, updateProduct } from './service.ts';

const tags = ['Shop owner workspace'];

/** The product calls carry photos. */
export const workspaceUploadLimits: UploadLimit[] = [{ path: /^\/api\/v1\/seller\/shop\/(\d+\/products|products\/\d+\/update)$/, maxBytes: PHOTO_BODY_LIMIT }];

const productBody = {
  required: true,
  content: { 'multipart/form-data': { schema: productBodyDoc }, 'application/json': { schema: productBodyDoc } },
};

const ownerOnly = ' Our addition (plan of issue 5). Only the shop\'s owner: an unknown id answers 404, someone else\'s 403.';

export const workspaceRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/shop/mine',
      tags,
      summary: "The caller's shops with product and open-order counts",
      description: 'Our addition (plan of issue 5). An empty list for a member without a shop.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      responses: okResponse(z.array(myShopSchema)),
    }),
    async (c) => ok(c, await myShops(c.var.deps.db, c.var.user!.id), 'My shops'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/shop/{shopId}/products',
      tags,
      summary: "A page of the shop's products (20 per page), newest first, retired ones included unless filtered",
      description: `Items in the ads shape.${ownerOnly}`,
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: shopIdParam, query: productListQuery },
      responses: pagedResponse(adSchema),
    }),
    async (c) => {
      const { rows, ...page } = await shopProducts(c.var.deps.db, c.var.user!.id, c.req.valid('param').shopId, c.req.valid('query'));
      return paged(c, rows, page, 'Shop products');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/shop/{shopId}/products',
      tags,
      summary: 'Add a product to the shop (photos re-encoded like ad photos)',
      description:
        "The ads module's rules for name, description, price and offer price (below price), plus a shop category, a brand and a stock. " +
        `Location and currency are the shop's. Rate-limited per user (upload).${ownerOnly}`,
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: shopIdParam, body: productBody },
      responses: okResponse(adSchema, 'Product created'),
    }),
    async (c) => {
      const user = c.var.user!;
      await c.var.deps.limits.consume('upload', `user:${user.id}`);
      return ok(c, await createProduct(c.var.deps, user.id, c.req.valid('param').shopId, await readRawBody(c)), 'Product created');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/shop/products/{id}/update',
      tags,
      summary: 'Update a product (partial); existing_attachments[] keeps photos in order, new photos follow',
      description: `Same rules as create.${ownerOnly}`,
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: productIdParam, body: productBody },
      responses: okResponse(adSchema, 'Product updated'),
    }),
    async (c) => {
      const user = c.var.user!;
      await c.var.deps.limits.consume('upload', `user:${user.id}`);
      return ok(c, await updateProduct(c.var.deps, user.id, c.req.valid('param').id, await readRawBody(c)), 'Product updated');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/shop/products/{id}/retire',
      tags,
      summary: 'Take a product off sale (status 0); it stays on past orders',
      description: `Idempotent.${ownerOnly}`,
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: productIdParam },
      responses: okResponse(z.object({ id: z.number().int(), status: z.literal(0) }), 'Product retired'),
    }),
    async (c) => ok(c, await retireProduct(c.var.deps.db, c.var.user!.id, c.req.valid('param').id), 'Product retired'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/shop/{shopId}/orders',
      tags,
      summary: "A page of the shop's sub-orders (10 per page), newest first, optionally at one step",
      description: `Each with its lines, customer (to deliver to), delivery address and shipping activities.${ownerOnly}`,
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: shopIdParam, query: shopOrdersQuery },
      responses: pagedResponse(subOrderSchema),
    }),
    async (c) => {
      const { rows, ...page } = await shopOrders(c.var.deps.db, c.var.user!.id, c.req.valid('param').shopId, c.req.valid('query'));
      return paged(c, rows, page, 'Shop orders');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/shop/orders/{orderId}/move',
      tags,
      summary: 'Move a sub-order along processing → shipped → delivered, or processing → cancelled',
      description:
        'Adds a shipping activity (the note, or a default text per step). Cancelling puts the quantities back on the items\' stock. ' +
        `A move the state graph forbids (shipping a cancelled order, delivering twice) answers 409.${ownerOnly}`,
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: orderIdParam, body: formOrJson(moveBody) },
      responses: okResponse(subOrderSchema, 'Order updated'),
    }),
    async (c) => {
      const body = readBody(c, moveBody);
      return ok(c, await markSubOrder(c.var.deps, c.var.user!.id, c.req.valid('param').orderId, body.to, body.description), 'Order updated');
    },
  );
