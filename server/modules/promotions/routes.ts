import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter, type AppEnv } from '../../http/context.ts';
import { errorSchema, ok } from '../../http/envelope.ts';
import { ApiError, invalidField } from '../../http/errors.ts';
import { bearerSecurity, errorResponses, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { adSchema, idParam } from '../ads/schemas.ts';
import { createAd, parseAdInput, updateAd } from '../ads/service.ts';
import { adUploadBody, readAdUpload } from '../ads/upload.ts';
import { checkoutAnswerSchema, checkoutBody, offerTypeSchema, promotionOptionSchema, type OfferType } from './schemas.ts';
import { assertPaymentsLive, assertPromotable, listPromotionOptions, offerTypeForLevel, startPromotionCheckout } from './service.ts';

const tags = ['Promotions'];

const promotionErrors = {
  409: { description: 'Already promoted', content: { 'application/json': { schema: errorSchema } } },
  503: { description: 'No payment provider is live (message_status PAYMENTS_UNAVAILABLE)', content: { 'application/json': { schema: errorSchema } } },
};

export const promotionsRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/promotion-options',
      tags,
      summary: 'Promotion options (Regular, Urgent Ad, Top Page) with their prices; one table for the create flow and the boost modal',
      responses: okResponse(z.array(promotionOptionSchema)),
    }),
    async (c) => ok(c, await listPromotionOptions(c.var.deps.db), 'Promotion options'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/create-checkout-session',
      tags,
      summary: "Start the hosted checkout that promotes (boosts) the owner's ad",
      description:
        "Answers the provider's session id and the URL to send the payer to. The ad becomes urgent or top page only when " +
        "the provider's signed webhook confirms payment. 403 for someone else's ad, 404 for a missing one, 409 'This ad is " +
        "already promoted.' when an active promotion of this level or higher exists, 503 (message_status PAYMENTS_UNAVAILABLE) " +
        'when no payment provider is live.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(checkoutBody) },
      responses: { ...okResponse(checkoutAnswerSchema), ...promotionErrors },
    }),
    async (c) => {
      const { adId, offerType } = readBody(c, checkoutBody);
      return ok(c, await startPromotionCheckout(c.var.deps, c.var.user!.id, adId, offerType), 'Checkout session created');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/ads/create-ads-with-promotion',
      tags,
      summary: 'Create an ad and start the checkout of its paid promotion',
      description:
        'The ad fields of /seller/ads/create plus offerType (urgent | toppage; or is_sponsored 1 | 2 = option id − 1). The ad is ' +
        'created regular; it becomes urgent or top page when the signed webhook confirms payment. Answers the ad with sessionId ' +
        'and url (send the payer there); when the provider cannot be reached the ad is kept and sessionId is null. When no ' +
        'payment provider is live: 503 (message_status PAYMENTS_UNAVAILABLE) and nothing is created.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: adUploadBody },
      responses: withPromotionResponses('Ad created successfully'),
    }),
    async (c) => {
      assertPaymentsLive(c.var.deps);
      const raw = await readAdUpload(c);
      const offerType = offerTypeOf(raw);
      const ad = await createAd(c.var.deps, c.var.user!.id, parseAdInput(raw));
      return withCheckout(c, ad, offerType, 'Ad created successfully');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/ads/update-ads-with-promotion/{id}',
      tags,
      summary: "Update one's own ad and start the checkout of its paid promotion",
      description:
        'The fields of /seller/ads/update/{id} plus offerType (urgent | toppage; or is_sponsored 1 | 2). 409 before anything changes ' +
        'when the ad already has an active promotion of that level or higher; 503 (message_status PAYMENTS_UNAVAILABLE) before ' +
        'anything changes when no payment provider is live.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: idParam, body: adUploadBody },
      responses: withPromotionResponses('Ad updated successfully'),
    }),
    async (c) => {
      const userId = c.var.user!.id;
      const { id } = c.req.valid('param');
      assertPaymentsLive(c.var.deps);
      const raw = await readAdUpload(c);
      const offerType = offerTypeOf(raw);
      const input = parseAdInput(raw);
      await assertPromotable(c.var.deps, userId, id, offerType);
      const ad = await updateAd(c.var.deps, userId, id, input);
      return withCheckout(c, ad, offerType, 'Ad updated successfully');
    },
  );

function withPromotionResponses(description: string) {
  const answer = z.object({
    status: z.literal('success'),
    message: z.string(),
    data: adSchema,
    sessionId: z.string().nullable(),
    url: z.string().nullable(),
  });
  return {
    200: { description, content: { 'application/json': { schema: answer } } },
    ...errorResponses,
    ...promotionErrors,
  };
}

const last = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);

/** offerType, else is_sponsored (option id − 1); checked before anything is stored. */
function offerTypeOf(raw: Record<string, unknown>): OfferType {
  const offer = last(raw.offerType);
  if (offer !== undefined && offer !== null && offer !== '') {
    const parsed = offerTypeSchema.safeParse(String(offer));
    if (parsed.success) return parsed.data;
  } else {
    const fromLevel = offerTypeForLevel(Number(last(raw.is_sponsored)));
    if (fromLevel) return fromLevel;
  }
  const message = 'The offer type must be urgent or toppage.';
  throw invalidField('offerType', 'FIELD_CHOICE_INVALID', message);
}

/** The ad is saved; start its checkout. A provider failure keeps the ad and answers sessionId null (boost later from My Ads). */
async function withCheckout(c: Context<AppEnv>, ad: Awaited<ReturnType<typeof createAd>>, offerType: OfferType, message: string) {
  try {
    const { sessionId, url } = await startPromotionCheckout(c.var.deps, c.var.user!.id, ad.id, offerType);
    return c.json({ status: 'success' as const, message, data: ad, sessionId: sessionId as string | null, url: url as string | null }, 200);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    c.var.deps.log.error(`promotion checkout for ad ${ad.id}`, err);
    return c.json(
      { status: 'success' as const, message: `${message}, but the payment could not be started. You can boost the ad from My Ads.`, data: ad, sessionId: null, url: null },
      200,
    );
  }
}
