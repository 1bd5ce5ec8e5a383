import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { optionalUser, requireUser } from '../../http/auth.ts';
import { moduleRouter, type AppEnv } from '../../http/context.ts';
import { ok, paged } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { isRowId, rowId } from '../../http/ids.ts';
import { bearerSecurity, errorResponses, formOrJson, okResponse, pagedResponse, readBody } from '../../http/openapi.ts';
import { adSchema, homeQuery, idParam, pageQuery, parseAdInput, salesQuery, toggleQuery, trackBody, userIdParam, userListQuery } from './schemas.ts';
import { adUploadBody, readAdUpload } from './upload.ts';
import { companyAds, createAd, deleteAds, homeTab, salesList, SALES_PER_PAGE, singleAd, specificUserList, toggleStatus, trackStats, updateAd, userList } from './service.ts';

const tags = ['Ads'];

const viewerOf = (c: Context<AppEnv>) => (c.var.user ? { id: c.var.user.id } : undefined);

const deleteQuery = z.object({
  'ids[]': z.union([rowId('id'), z.array(rowId('id'))]).optional(),
  ids: z.union([rowId('id'), z.array(rowId('id'))]).optional(),
});

export const adsRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/ads/create',
      tags,
      summary: 'Create an ad with 1 to 10 photos (re-encoded to WebP, metadata stripped)',
      description:
        'Validates every field and photo before storing anything (spec 001 §5): price 0 to 1,000,000,000, short description ≤ 150, ' +
        'company ads need an owned or moderated company with a running subscription and an http(s) website. is_sponsored is ignored ' +
        '(promotions are set by a confirmed payment only). Rate-limited per user (upload).',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: adUploadBody },
      responses: okResponse(adSchema, 'Ad created successfully'),
    }),
    async (c) => {
      const input = parseAdInput(await readAdUpload(c));
      return ok(c, await createAd(c.var.deps, c.var.user!.id, input), 'Ad created successfully');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/ads/update/{id}',
      tags,
      summary: "Update one's own ad (partial); type fixed; existing_attachments[] keeps photos in order, new files follow",
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: idParam, body: adUploadBody },
      responses: {
        200: {
          description: 'Ad updated successfully',
          content: { 'application/json': { schema: z.object({ status: z.literal('success'), message: z.string(), sessionId: z.string().nullable(), data: adSchema }) } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const input = parseAdInput(await readAdUpload(c));
      const ad = await updateAd(c.var.deps, c.var.user!.id, c.req.valid('param').id, input);
      return c.json({ status: 'success' as const, message: 'Ad updated successfully', sessionId: null, data: ad }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/single/{id}',
      tags,
      summary: 'One ad with photos, tags, currency, category chain, seller and company',
      description:
        'Inactive or deleted ads answer 404 except to their owner. The contact e-mail and phone only to the owner; others reveal a ' +
        'shown phone with POST /seller/profile/{id}/phone (ad_id).',
      middleware: [optionalUser] as const,
      request: { params: idParam },
      responses: okResponse(adSchema),
    }),
    async (c) => ok(c, await singleAd(c.var.deps.db, c.req.valid('param').id, viewerOf(c)), 'Ad details'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/ads/track-stats',
      tags,
      summary: 'Count a view, contact lead or message lead',
      description:
        'Each visitor counts at most once per ad, type and day (UTC): a signed-in member by account, a visitor by client ' +
        'address; a repeat answers success and counts nothing. Rate-limited per client address.',
      middleware: [optionalUser] as const,
      security: [{}, ...bearerSecurity],
      request: { body: formOrJson(trackBody) },
      responses: okResponse(z.null()),
    }),
    async (c) => {
      await c.var.deps.limits.consume('analytics', c.var.clientIp);
      const { ad_id, type } = readBody(c, trackBody);
      await trackStats(c.var.deps, ad_id, type, c.var.user ? `user:${c.var.user.id}` : `ip:${c.var.clientIp}`);
      return ok(c, null, 'Stats updated');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/active-deactivate',
      tags,
      summary: "Toggle one's own ad between active (1) and inactive (0)",
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { query: toggleQuery },
      responses: okResponse(z.object({ id: z.number().int(), status: z.number().int() })),
    }),
    async (c) => {
      const result = await toggleStatus(c.var.deps.db, c.var.user!.id, c.req.valid('query').id);
      return ok(c, result, result.status === 1 ? 'Ad activated successfully' : 'Ad deactivated successfully');
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/seller/ads/ads/delete-multiple',
      tags,
      summary: "Soft-delete one's own ads (ids[]=…); all or nothing",
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { query: deleteQuery },
      responses: okResponse(z.object({ ids: z.array(z.number().int()) })),
    }),
    async (c) => {
      const url = new URL(c.req.url);
      const ids = [...url.searchParams.getAll('ids[]'), ...url.searchParams.getAll('ids'), ...[...url.searchParams.keys()].filter((k) => /^ids\[\d+\]$/.test(k)).map((k) => url.searchParams.get(k)!)]
        .flatMap((v) => v.split(','))
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      // An id past the integer column's range can name no ad (and the database would refuse the list).
      if (!ids.every(isRowId)) throw notFound('Ad not found.');
      const deleted = await deleteAds(c.var.deps.db, c.var.user!.id, ids);
      return ok(c, { ids: deleted }, 'Ads deleted successfully');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/user-list',
      tags,
      summary: "The caller's own ads (My Ads): search, status all|active|inactive, 10 per page",
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { query: userListQuery },
      responses: pagedResponse(adSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await userList(c.var.deps.db, c.var.user!.id, q);
      return paged(c, page.rows, page, 'User ads');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/specific-user-list/{userId}',
      tags,
      summary: "A member's active ads (empty when they hide their ads), 10 per page",
      middleware: [optionalUser] as const,
      request: { params: userIdParam, query: pageQuery },
      responses: pagedResponse(adSchema),
    }),
    async (c) => {
      const page = await specificUserList(c.var.deps.db, viewerOf(c), c.req.valid('param').userId, c.req.valid('query').page);
      return paged(c, page.rows, page, 'User ads');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/ads/all-company-ads',
      tags,
      summary: 'Active company ads (type 2), 10 per page',
      middleware: [optionalUser] as const,
      request: { query: pageQuery },
      responses: pagedResponse(adSchema),
    }),
    async (c) => {
      const page = await companyAds(c.var.deps.db, viewerOf(c), undefined, c.req.valid('query').page);
      return paged(c, page.rows, page, 'Company ads');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/ads/company/{id}',
      tags,
      summary: "One company's active ads, 10 per page",
      middleware: [optionalUser] as const,
      request: { params: idParam, query: pageQuery },
      responses: pagedResponse(adSchema),
    }),
    async (c) => {
      const page = await companyAds(c.var.deps.db, viewerOf(c), c.req.valid('param').id, c.req.valid('query').page);
      return paged(c, page.rows, page, 'Company ads');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/ads/home',
      tags,
      summary: 'Home board tabs: newest, company, reduced, recommendations (8 random), all, sponsored (top page first), category; 8 per page',
      middleware: [optionalUser] as const,
      request: { query: homeQuery },
      responses: pagedResponse(adSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await homeTab(c.var.deps.db, viewerOf(c), q.tab, q.page, q.category_id);
      return paged(c, page.rows, page, 'Ads');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/ads/sales',
      tags,
      summary: `Sales: discounted ads (type=ad) or shop items (type=shopAd), biggest percent off first, ${SALES_PER_PAGE} per page`,
      description:
        'Only items whose offer price is below their price and shown (not negotiable); percent off = round((price − offer_price) / price × 100), ' +
        'ties newest first. Shop items carry `shop`. The total is counted up to 1,000.',
      middleware: [optionalUser] as const,
      request: { query: salesQuery },
      responses: pagedResponse(adSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await salesList(c.var.deps.db, viewerOf(c), q.type, q.page);
      return paged(c, page.rows, page, page.rows.length ? 'Sales' : 'No discounted items');
    },
  );
