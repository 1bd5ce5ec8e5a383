import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter, type AppEnv } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bearerSecurity, okResponse } from '../../http/openapi.ts';
import { masterIdParam, masterOrderSchema, orderListQuery, ordersPageSchema, trackingQuery, trackingSchema, TRANSACTIONS_PER_PAGE, transactionsPageSchema, transactionsQuery, type OrderTab } from './schemas.ts';
import { listOrders, myTransactions, orderDetails, trackingDetails } from './service.ts';

const tags = ['Orders'];

/** The four tab calls of spec 002 §7 'Orders' (paths as the spec spells them, 'recieved' included). */
const TAB_ROUTES: { path: string; tab: OrderTab; summary: string; message: string }[] = [
  { path: '/seller/ads/get-personalized-order', tab: 'all', summary: "The buyer's orders, all tabs", message: 'Orders' },
  { path: '/seller/ads/get-processing-orders', tab: 'processing', summary: 'Orders with a part still on its way (neither delivered nor cancelled)', message: 'Processing orders' },
  { path: '/seller/ads/get-recieved-orders', tab: 'delivered', summary: 'Orders with a delivered part', message: 'Received orders' },
  { path: '/seller/ads/get-cancelled-orders', tab: 'cancelled', summary: 'Orders with a cancelled part', message: 'Cancelled orders' },
];

const description =
  'Master orders of the signed-in buyer, newest first, each with every sub-order (shop, lines with item photos, shipping ' +
  'activities). A master order is listed under a tab when any of its sub-orders is in that state. `search` matches part ' +
  'of the master order number or a sub-order id. Answer: data = {data, current_page, last_page, per_page, total}.';

let router = moduleRouter();
for (const r of TAB_ROUTES) {
  router = router.openapi(
    createRoute({
      method: 'get',
      path: r.path,
      tags,
      summary: r.summary,
      description,
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { query: orderListQuery },
      responses: okResponse(ordersPageSchema),
    }),
    async (c: Context<AppEnv>) => {
      const q = orderListQuery.parse(c.req.query());
      const page = await listOrders(c.var.deps.db, c.var.user!.id, r.tab, { page: q.page, perPage: q.per_page, search: q.search });
      return ok(c, page, r.message);
    },
  ) as typeof router;
}

export const ordersRoutes = router
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/get-order-details/{id}',
      tags,
      summary: 'One master order of the signed-in buyer with its customer, sub-orders, lines and shipping activities',
      description: "Only the buyer's own orders: anyone else's id answers 404 like an unknown one.",
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: masterIdParam },
      responses: okResponse(masterOrderSchema),
    }),
    async (c) => ok(c, await orderDetails(c.var.deps.db, c.var.user!.id, c.req.valid('param').id), 'Order details'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/get-tracking-details',
      tags,
      summary: 'Tracking of one sub-order: its shipping activities and the timeline statuses',
      description: 'For the buyer or the owner of the shop fulfilling it; anyone else gets 404.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { query: trackingQuery },
      responses: okResponse(trackingSchema),
    }),
    async (c) => ok(c, await trackingDetails(c.var.deps.db, c.var.user!.id, c.req.valid('query').order_id), 'Tracking details'),
   )
  .openapi(
    createRoute({
      method: 'get',
      path: '/my-transactions',
      tags,
      summary: "Transactions (spec 001): what the signed-in member bought (tab=bought) or sold (tab=sold), newest first",
      description:
        'Order lines of placed orders (cash on delivery, or card once paid) and classified ads sold through an accepted offer. ' +
        `Bought lists my orders' lines and the ads sellers marked sold to me; sold lists my shops' order lines and the ads I marked sold. ` +
        `${TRANSACTIONS_PER_PAGE} per page. \`can_review\` is true on bought rows received (delivered or sold) that I have not reviewed. ` +
        'Answer: data = {data, current_page, last_page, per_page, total}.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { query: transactionsQuery },
      responses: okResponse(transactionsPageSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await myTransactions(c.var.deps.db, c.var.user!.id, q.tab, q.page), 'Transactions');
    },
  );
