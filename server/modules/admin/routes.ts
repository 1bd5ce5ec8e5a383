import { createRoute, z } from '@hono/zod-openapi';
import { requireOperator } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok, paged } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, pagedResponse, readBody } from '../../http/openapi.ts';
import { auditLog } from './audit.ts';
import { dashboard } from './dashboard.ts';
import { referenceData, saveCurrency, savePromotionOption, saveShippingMethod, saveSubscriptionPlan } from './reference-data.ts';
import {
  auditEntry,
  auditQuery,
  blockAnswer,
  companyEntry,
  companyRejectBody,
  contentPathParams,
  hideAnswer,
  hideBody,
  dashboardAnswer,
  dashboardQuery,
  complaintAnswer,
  complaintEntry,
  complaintPathParams,
  complaintQuery,
  contentEntry,
  contentQuery,
  memberEntry,
  memberPathParams,
  memberQuery,
  queueQuery,
  currencyBody,
  promotionOptionBody,
  referenceDataAnswer,
  referencePathParams,
  shippingMethodBody,
  subscriptionPlanBody,
  requestPathParams,
  reviewAnswer,
  shopRequestEntry,
  shopRequestRejectBody,
  topicAnswer,
  topicBody,
  topicPathParams,
} from './schemas.ts';
import { actOnComplaint, companyQueue, complaintQueue, contentList, createTopic, deleteTopic, memberList, setContentHidden, updateTopic, reviewCompanyRequest, reviewShopRequest, setMemberBlocked, shopRequestQueue } from './service.ts';

const tags = ['Operator console'];
/** Every console call: operators only, within the operators' rate limit. */
const GATE = 'Operators only: 401 signed out, 403 OPERATOR_ONLY for members (decision 171). ';

export const adminRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/dashboard',
      tags,
      summary: "What waits for an operator, and the marketplace's figures per day (new accounts, ads, orders, paid promotions and subscriptions)",
      description: `${GATE}The last \`days\` UTC days, 30 by default, at most 90. Revenue is paid checkouts by currency: a subscription's first payment, not Stripe's renewals (decision 175).`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { query: dashboardQuery },
      responses: okResponse(dashboardAnswer),
    }),
    async (c) => ok(c, await dashboard(c.var.deps.db, c.req.valid('query').days), 'Dashboard'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/shop-requests',
      tags,
      summary: 'Shop requests to vet, oldest first (status=pending by default)',
      description: GATE,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { query: queueQuery },
      responses: pagedResponse(shopRequestEntry),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await shopRequestQueue(c.var.deps.db, q.status, q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Shop requests' : 'No shop requests.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/shop-requests/{id}/approve',
      tags,
      summary: 'Approve a shop request: the shop is created with the requester as its owner, who is e-mailed',
      description: `${GATE}A request already reviewed: 409 SHOP_REQUEST_HANDLED; unknown: 404. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: requestPathParams },
      responses: okResponse(reviewAnswer),
    }),
    async (c) => ok(c, await reviewShopRequest(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'approve', ''), 'Shop request approved'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/shop-requests/{id}/reject',
      tags,
      summary: 'Reject a shop request with the reason the requester is e-mailed',
      description: `${GATE}The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: requestPathParams, body: formOrJson(shopRequestRejectBody) },
      responses: okResponse(reviewAnswer),
    }),
    async (c) => {
      const { reason } = readBody(c, shopRequestRejectBody);
      return ok(c, await reviewShopRequest(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'reject', reason ?? ''), 'Shop request rejected');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/companies',
      tags,
      summary: 'Company requests to review, oldest first (status=pending by default)',
      description: GATE,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { query: queueQuery },
      responses: pagedResponse(companyEntry),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await companyQueue(c.var.deps.db, q.status, q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Companies' : 'No companies.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/companies/{id}/approve',
      tags,
      summary: 'Approve a company request; the owner is e-mailed',
      description: `${GATE}Not pending: 409 COMPANY_ALREADY_REVIEWED; unknown: 404. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: requestPathParams },
      responses: okResponse(reviewAnswer),
    }),
    async (c) => ok(c, await reviewCompanyRequest(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'approve', ''), 'Company approved'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/companies/{id}/reject',
      tags,
      summary: 'Reject a company request with rejection_reason, which the owner sees and is e-mailed',
      description: `${GATE}The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: requestPathParams, body: formOrJson(companyRejectBody) },
      responses: okResponse(reviewAnswer),
    }),
    async (c) => {
      const { rejection_reason } = readBody(c, companyRejectBody);
      return ok(c, await reviewCompanyRequest(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'reject', rejection_reason ?? ''), 'Company rejected');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/users',
      tags,
      summary: 'Accounts, newest first: search by name, user name or e-mail (q), blocked ones only (blocked=1)',
      description: GATE,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { query: memberQuery },
      responses: pagedResponse(memberEntry),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await memberList(c.var.deps.db, { q: q.q, blocked: q.blocked === '1' }, q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Members' : 'No members found.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/users/{id}/block',
      tags,
      summary: 'Block a member: signed out everywhere at once, and unable to sign in until unblocked',
      description: `${GATE}An operator (or oneself): 409 OPERATOR_NOT_BLOCKABLE; unknown: 404. Written to the audit log (decision 173).`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: memberPathParams },
      responses: okResponse(blockAnswer),
    }),
    async (c) => ok(c, await setMemberBlocked(c.var.deps, c.var.user!.id, c.req.valid('param').id, true), 'Member blocked'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/users/{id}/unblock',
      tags,
      summary: 'Unblock a member, who can sign in again',
      description: `${GATE}Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: memberPathParams },
      responses: okResponse(blockAnswer),
    }),
    async (c) => ok(c, await setMemberBlocked(c.var.deps, c.var.user!.id, c.req.valid('param').id, false), 'Member unblocked'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/complaints',
      tags,
      summary: 'The complaints queue, oldest first, by status (open by default), type and topic, with the content complained about',
      description: GATE,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { query: complaintQuery },
      responses: pagedResponse(complaintEntry),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await complaintQueue(c.var.deps.db, { status: q.status, type: q.type, topicId: q.topic_id }, q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Complaints' : 'No complaints.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/complaints/{id}/dismiss',
      tags,
      summary: 'Dismiss a complaint: no breach found; the complainant is e-mailed the outcome',
      description: `${GATE}Already handled: 409 COMPLAINT_CLOSED; unknown: 404. Written to the audit log (decision 174).`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: complaintPathParams },
      responses: okResponse(complaintAnswer),
    }),
    async (c) => ok(c, await actOnComplaint(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'dismiss'), 'Complaint dismissed'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/complaints/{id}/block-user',
      tags,
      summary: 'Act on a complaint by blocking the member whose content it is; the complainant is e-mailed the outcome',
      description: `${GATE}The member is signed out everywhere (decision 173). An operator's content: 409 OPERATOR_NOT_BLOCKABLE. Written to the audit log (decision 174).`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: complaintPathParams },
      responses: okResponse(complaintAnswer),
    }),
    async (c) => ok(c, await actOnComplaint(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'block_user'), 'Member blocked'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/question-topics',
      tags,
      summary: 'Add a complaint topic, named in English and optionally in each language (decision 176)',
      description: `${GATE}Read the list with GET /question-topic-list. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { body: formOrJson(topicBody) },
      responses: okResponse(topicAnswer),
    }),
    async (c) => ok(c, await createTopic(c.var.deps.db, c.var.user!.id, readBody(c, topicBody)), 'Topic added'),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/question-topics/{id}',
      tags,
      summary: 'Rename a complaint topic in every language',
      description: `${GATE}Unknown: 404 TOPIC_NOT_FOUND. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: topicPathParams, body: formOrJson(topicBody) },
      responses: okResponse(topicAnswer),
    }),
    async (c) => ok(c, await updateTopic(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, topicBody)), 'Topic saved'),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/question-topics/{id}',
      tags,
      summary: 'Delete a complaint topic that no complaint uses',
      description: `${GATE}A topic complaints use: 409 TOPIC_IN_USE (rename it instead). Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: topicPathParams },
      responses: okResponse(z.object({ id: z.number().int() })),
    }),
    async (c) => ok(c, await deleteTopic(c.var.deps.db, c.var.user!.id, c.req.valid('param').id), 'Topic deleted'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/reference-data',
      tags,
      summary: 'Currencies, promotion options, shipping methods and subscription plans, hidden and retired ones included (decision 189)',
      description: `${GATE}What the console's Catalogue tab edits.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      responses: okResponse(referenceDataAnswer),
    }),
    async (c) => ok(c, await referenceData(c.var.deps.db), 'Reference data'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/currencies',
      tags,
      summary: 'Add a currency',
      description: `${GATE}A code taken: 409 CURRENCY_CODE_TAKEN. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { body: formOrJson(currencyBody) },
      responses: okResponse(referenceDataAnswer.shape.currencies.element),
    }),
    async (c) => ok(c, await saveCurrency(c.var.deps.db, c.var.user!.id, null, readBody(c, currencyBody)), 'Currency added'),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/currencies/{id}',
      tags,
      summary: 'Change a currency',
      description: `${GATE}Unknown: 404 CURRENCY_NOT_FOUND; a code taken: 409 CURRENCY_CODE_TAKEN. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: referencePathParams, body: formOrJson(currencyBody) },
      responses: okResponse(referenceDataAnswer.shape.currencies.element),
    }),
    async (c) => ok(c, await saveCurrency(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, currencyBody)), 'Currency saved'),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/promotion-options/{id}',
      tags,
      summary: "Change a promotion option's texts and price (the levels themselves are fixed)",
      description: `${GATE}Promotions bought from now on pay the new price. Unknown: 404 PROMOTION_OPTION_NOT_FOUND. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: referencePathParams, body: formOrJson(promotionOptionBody) },
      responses: okResponse(referenceDataAnswer.shape.promotion_options.element),
    }),
    async (c) => ok(c, await savePromotionOption(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, promotionOptionBody)), 'Promotion option saved'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/shipping-methods',
      tags,
      summary: 'Add a shipping method',
      description: `${GATE}Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { body: formOrJson(shippingMethodBody) },
      responses: okResponse(referenceDataAnswer.shape.shipping_methods.element),
    }),
    async (c) => ok(c, await saveShippingMethod(c.var.deps.db, c.var.user!.id, null, readBody(c, shippingMethodBody)), 'Shipping method added'),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/shipping-methods/{id}',
      tags,
      summary: 'Change a shipping method; status 0 takes it off the checkout',
      description: `${GATE}Orders keep the method they were placed with. Unknown: 404 SHIPPING_METHOD_NOT_FOUND. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: referencePathParams, body: formOrJson(shippingMethodBody) },
      responses: okResponse(referenceDataAnswer.shape.shipping_methods.element),
    }),
    async (c) => ok(c, await saveShippingMethod(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, shippingMethodBody)), 'Shipping method saved'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/subscription-plans',
      tags,
      summary: 'Add a subscription plan',
      description: `${GATE}Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { body: formOrJson(subscriptionPlanBody) },
      responses: okResponse(referenceDataAnswer.shape.subscription_plans.element),
    }),
    async (c) => ok(c, await saveSubscriptionPlan(c.var.deps.db, c.var.user!.id, null, readBody(c, subscriptionPlanBody)), 'Plan added'),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/subscription-plans/{id}',
      tags,
      summary: 'Change a subscription plan; active 0 retires it',
      description: `${GATE}New subscriptions pay the new price; running ones keep theirs. Unknown: 404 PLAN_NOT_FOUND. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: referencePathParams, body: formOrJson(subscriptionPlanBody) },
      responses: okResponse(referenceDataAnswer.shape.subscription_plans.element),
    }),
    async (c) => ok(c, await saveSubscriptionPlan(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, subscriptionPlanBody)), 'Plan saved'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/ads/{id}/hide',
      tags,
      summary: 'Hide an ad or shop item with a reason: it leaves every public list, search, sitemap and page at once (decision 177)',
      description: `${GATE}The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: contentPathParams, body: formOrJson(hideBody) },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'ads', c.req.valid('param').id, true, readBody(c, hideBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/ads/{id}/restore',
      tags,
      summary: 'Show an ad or shop item an operator hid again',
      description: `${GATE}Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: contentPathParams },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'ads', c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/feeds/{id}/hide',
      tags,
      summary: 'Hide a feed with a reason: it leaves every public list, search, sitemap and page at once (decision 177)',
      description: `${GATE}The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: contentPathParams, body: formOrJson(hideBody) },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'feed', c.req.valid('param').id, true, readBody(c, hideBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/feeds/{id}/restore',
      tags,
      summary: 'Show a feed an operator hid again',
      description: `${GATE}Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: contentPathParams },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'feed', c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/stories/{id}/hide',
      tags,
      summary: 'Hide a story with a reason: it leaves every public list and count at once (decision 178)',
      description: `${GATE}A hidden story leaves the story lists and the viewer for everyone, and a chat reply about it shows 'Story not available'; its owner finds it in the archive. Hiding twice: 409 CONTENT_ALREADY_HIDDEN; restoring what is not hidden: 409 STORY_NOT_HIDDEN; unknown: 404 STORY_NOT_FOUND. The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: contentPathParams, body: formOrJson(hideBody) },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'story', c.req.valid('param').id, true, readBody(c, hideBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/stories/{id}/restore',
      tags,
      summary: 'Show a story an operator hid again',
      description: `${GATE}Its counts and averages are computed again. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: contentPathParams },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'story', c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/comments/{id}/hide',
      tags,
      summary: 'Hide a comment on a feed with a reason: it leaves every public list and count at once (decision 178)',
      description: `${GATE}A hidden comment takes its replies with it: they leave the lists, and the feed's and the thread's comment counts are counted again in the same transaction. Hiding twice: 409 CONTENT_ALREADY_HIDDEN; restoring what is not hidden: 409 COMMENT_NOT_HIDDEN; unknown: 404 COMMENT_NOT_FOUND. The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: contentPathParams, body: formOrJson(hideBody) },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'comment', c.req.valid('param').id, true, readBody(c, hideBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/comments/{id}/restore',
      tags,
      summary: 'Show a comment on a feed an operator hid again',
      description: `${GATE}Its counts and averages are computed again. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: contentPathParams },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'comment', c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/reviews/{id}/hide',
      tags,
      summary: 'Hide a review of an item, a classified ad or a shop with a reason: it leaves every public list and count at once (decision 178)',
      description: `${GATE}A hidden review leaves every review list, and the item's, the shop's and the seller's average and count are computed again in the same transaction; its writer still sees it in My Reviews. Hiding twice: 409 CONTENT_ALREADY_HIDDEN; restoring what is not hidden: 409 REVIEW_NOT_HIDDEN; unknown: 404 REVIEW_NOT_FOUND. The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: contentPathParams, body: formOrJson(hideBody) },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'review', c.req.valid('param').id, true, readBody(c, hideBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/reviews/{id}/restore',
      tags,
      summary: 'Show a review of an item, a classified ad or a shop an operator hid again',
      description: `${GATE}Its counts and averages are computed again. Written to the audit log.`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: contentPathParams },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'review', c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/content',
      tags,
      summary: 'Content to moderate, newest first: ads and shop items, feeds, stories, comments or reviews (type), all or hidden only (hidden=1)',
      description: `${GATE}Each row says what it is, where it is seen, whose it is, and whether and why it is hidden (decision 178).`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { query: contentQuery },
      responses: pagedResponse(contentEntry),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await contentList(c.var.deps.db, q.type, q.hidden === '1', q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Content' : 'No content.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/complaints/{id}/hide',
      tags,
      summary: 'Act on a complaint by hiding the ad, shop item or feed complained about; the complainant is e-mailed the outcome',
      description: `${GATE}Other content: 409 CONTENT_NOT_HIDEABLE (dismiss or block instead). Written to the audit log (decision 177).`,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { params: complaintPathParams },
      responses: okResponse(complaintAnswer),
    }),
    async (c) => ok(c, await actOnComplaint(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'hide'), 'Content hidden'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/audit-log',
      tags,
      summary: 'The audit log of operator actions, newest first; nobody can edit it',
      description: GATE,
      middleware: [requireOperator] as const,
      security: bearerSecurity,
      request: { query: auditQuery },
      responses: pagedResponse(auditEntry),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await auditLog(c.var.deps.db, q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Audit log' : 'No operator actions yet.');
    },
  );
