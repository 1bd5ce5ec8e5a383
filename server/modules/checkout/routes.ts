import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { errorSchema, ok } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { addressBody, addressIdParam, addressSchema, checkoutAnswer, checkoutBody, langQuery, shippingMethodSchema } from './schemas.ts';
import { deleteAddress, DUPLICATE_WINDOW_SECONDS, listAddresses, placedMasterOrder, placeOrder, RESERVATION_MINUTES, saveAddress, shippingMethodList } from './service.ts';

const tags = ['Checkout'];
const errorContent = { 'application/json': { schema: errorSchema } };

export const checkoutRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/shipping-method-list',
      tags,
      summary: 'Active shipping methods',
      description: 'Id 1 is cash on delivery; the others are paid by card at checkout. rates.rate is charged once per master order.',
      request: { query: langQuery },
      responses: okResponse(z.array(shippingMethodSchema)),
    }),
    async (c) => ok(c, await shippingMethodList(c.var.deps.db, c.req.valid('query').lang), 'Shipping methods'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/save-delivery-address',
      tags,
      summary: 'Save a delivery address',
      description: 'An address the caller already saved (same text, ignoring case) is not stored twice; the stored one is answered.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(addressBody) },
      responses: okResponse(addressSchema),
    }),
    async (c) => ok(c, await saveAddress(c.var.deps.db, c.var.user!.id, readBody(c, addressBody)), 'Address saved.'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/get-delivery-addresses',
      tags,
      summary: "The caller's saved delivery addresses, newest first",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      responses: okResponse(z.array(addressSchema)),
    }),
    async (c) => ok(c, await listAddresses(c.var.deps.db, c.var.user!.id), 'Addresses'),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/delete-delivery-address/{id}',
      tags,
      summary: 'Delete one of the caller\'s saved addresses',
      description: "Someone else's or an unknown address: 404.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: addressIdParam },
      responses: okResponse(z.object({ id: z.number().int() })),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteAddress(c.var.deps.db, c.var.user!.id, id);
      return ok(c, { id }, 'Address deleted.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/ads/checkout',
      tags,
      summary: 'Place an order',
      description:
        'One transaction: the stock of every line is taken by a conditional update (never below zero), one sub-order per shop is created at the ' +
        'current prices (offer price when present, else price), the ordered lines leave the cart and the delivery address is saved. ' +
        'total_amount = Σ unit price × quantity + the shipping rate, charged once per master order (booked on the first sub-order). ' +
        'A line that cannot be served answers 409 naming the item ("Only N left of “…”", "“…” is no longer in stock.", "“…” is no longer sold."), ' +
        'a classified ad or your own shop\'s item 422, and nothing is stored. A total_amount different from the server\'s answers 409 TOTAL_CHANGED ' +
        'with the server amount in errors.total_amount. ' +
        `Idempotent: the same idempotency_key (or Idempotency-Key header) answers the first order; without a key the same cart sent again within ${DUPLICATE_WINDOW_SECONDS} s does too. ` +
        'Cash on delivery (shipping id 1): payment_status unpaid, sub-orders Processing, checkout_url null. Card methods: payment_status pending, ' +
        `the stock is reserved until reserved_until (${RESERVATION_MINUTES} min) and checkout_url is the payment page; the signed webhook marks the order paid, ` +
        'an expired or cancelled payment gives the stock back and cancels the sub-orders ("Payment not completed"). ' +
        '503 PAYMENTS_UNAVAILABLE when card payments are not configured; 502 PAYMENT_START_FAILED when the provider fails (nothing stays reserved).',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: {
        body: { required: true, content: { 'application/json': { schema: checkoutBody } } },
        headers: z.object({ 'idempotency-key': z.string().max(100).optional() }),
      },
      responses: {
        ...okResponse(checkoutAnswer),
        409: { description: 'Not enough stock, item no longer sold, or total changed', content: errorContent },
        502: { description: 'The payment provider failed', content: errorContent },
        503: { description: 'Card payments not configured', content: errorContent },
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const placed = await placeOrder(c.var.deps, c.var.user!.id, c.req.valid('json'), c.req.valid('header')['idempotency-key']);
      const answer = { master_order: await placedMasterOrder(db, placed.masterOrderId), checkout_url: placed.checkoutUrl };
      const message = placed.replayed ? 'This order was already placed.' : placed.checkoutUrl ? 'Continue to payment.' : 'Your order has been placed successfully.';
      return ok(c, answer, message);
    },
  );
