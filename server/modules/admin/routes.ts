import { z } from '@hono/zod-openapi';
import { moduleRouter } from '../../http/context.ts';
import { ok, paged } from '../../http/envelope.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { formOrJson, okResponse, pagedResponse, readBody } from '../../http/openapi.ts';
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

export const adminRoutes = moduleRouter()
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/dashboard',
      summary: "What waits for an operator, and the marketplace's figures per day (new accounts, ads, orders, paid promotions and subscriptions)",
      description: `The last \`days\` UTC days, 30 by default, at most 90. Revenue by currency: paid promotion checkouts, and every paid subscription invoice (first periods and renewals, from invoice.paid; decision 175).`,
      request: { query: dashboardQuery },
      responses: okResponse(dashboardAnswer),
    }),
    async (c) => ok(c, await dashboard(c.var.deps.db, c.req.valid('query').days), 'Dashboard'),
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/shop-requests',
      summary: 'Shop requests to vet, oldest first (status=pending by default)',
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
    operatorRoute({
      method: 'post',
      path: '/admin/shop-requests/{id}/approve',
      summary: 'Approve a shop request: the shop is created with the requester as its owner, who is e-mailed',
      description: `A request already reviewed: 409 SHOP_REQUEST_HANDLED; unknown: 404. Written to the audit log.`,
      request: { params: requestPathParams },
      responses: okResponse(reviewAnswer),
    }),
    async (c) => ok(c, await reviewShopRequest(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'approve', ''), 'Shop request approved'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/shop-requests/{id}/reject',
      summary: 'Reject a shop request with the reason the requester is e-mailed',
      description: `The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      request: { params: requestPathParams, body: formOrJson(shopRequestRejectBody) },
      responses: okResponse(reviewAnswer),
    }),
    async (c) => {
      const { reason } = readBody(c, shopRequestRejectBody);
      return ok(c, await reviewShopRequest(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'reject', reason ?? ''), 'Shop request rejected');
    },
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/companies',
      summary: 'Company requests to review, oldest first (status=pending by default)',
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
    operatorRoute({
      method: 'post',
      path: '/admin/companies/{id}/approve',
      summary: 'Approve a company request; the owner is e-mailed',
      description: `Not pending: 409 COMPANY_ALREADY_REVIEWED; unknown: 404. Written to the audit log.`,
      request: { params: requestPathParams },
      responses: okResponse(reviewAnswer),
    }),
    async (c) => ok(c, await reviewCompanyRequest(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'approve', ''), 'Company approved'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/companies/{id}/reject',
      summary: 'Reject a company request with rejection_reason, which the owner sees and is e-mailed',
      description: `The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      request: { params: requestPathParams, body: formOrJson(companyRejectBody) },
      responses: okResponse(reviewAnswer),
    }),
    async (c) => {
      const { rejection_reason } = readBody(c, companyRejectBody);
      return ok(c, await reviewCompanyRequest(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'reject', rejection_reason ?? ''), 'Company rejected');
    },
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/users',
      summary: 'Accounts, newest first: search by name, user name or e-mail (q), blocked ones only (blocked=1)',
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
    operatorRoute({
      method: 'post',
      path: '/admin/users/{id}/block',
      summary: 'Block a member: signed out everywhere at once, and unable to sign in until unblocked',
      description: `An operator (or oneself): 409 OPERATOR_NOT_BLOCKABLE; unknown: 404. Written to the audit log (decision 173).`,
      request: { params: memberPathParams },
      responses: okResponse(blockAnswer),
    }),
    async (c) => ok(c, await setMemberBlocked(c.var.deps, c.var.user!.id, c.req.valid('param').id, true), 'Member blocked'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/users/{id}/unblock',
      summary: 'Unblock a member, who can sign in again',
      description: `Written to the audit log.`,
      request: { params: memberPathParams },
      responses: okResponse(blockAnswer),
    }),
    async (c) => ok(c, await setMemberBlocked(c.var.deps, c.var.user!.id, c.req.valid('param').id, false), 'Member unblocked'),
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/complaints',
      summary: 'The complaints queue, oldest first, by status (open by default), type and topic, with the content complained about',
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
    operatorRoute({
      method: 'post',
      path: '/admin/complaints/{id}/dismiss',
      summary: 'Dismiss a complaint: no breach found; the complainant is e-mailed the outcome',
      description: `Already handled: 409 COMPLAINT_CLOSED; unknown: 404. Written to the audit log (decision 174).`,
      request: { params: complaintPathParams },
      responses: okResponse(complaintAnswer),
    }),
    async (c) => ok(c, await actOnComplaint(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'dismiss'), 'Complaint dismissed'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/complaints/{id}/block-user',
      summary: 'Act on a complaint by blocking the member whose content it is; the complainant is e-mailed the outcome',
      description: `The member is signed out everywhere (decision 173). An operator's content: 409 OPERATOR_NOT_BLOCKABLE. Written to the audit log (decision 174).`,
      request: { params: complaintPathParams },
      responses: okResponse(complaintAnswer),
    }),
    async (c) => ok(c, await actOnComplaint(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'block_user'), 'Member blocked'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/question-topics',
      summary: 'Add a complaint topic, named in English and optionally in each language (decision 176)',
      description: `Read the list with GET /question-topic-list. Written to the audit log.`,
      request: { body: formOrJson(topicBody) },
      responses: okResponse(topicAnswer),
    }),
    async (c) => ok(c, await createTopic(c.var.deps.db, c.var.user!.id, readBody(c, topicBody)), 'Topic added'),
  )
  .openapi(
    operatorRoute({
      method: 'put',
      path: '/admin/question-topics/{id}',
      summary: 'Rename a complaint topic in every language',
      description: `Unknown: 404 TOPIC_NOT_FOUND. Written to the audit log.`,
      request: { params: topicPathParams, body: formOrJson(topicBody) },
      responses: okResponse(topicAnswer),
    }),
    async (c) => ok(c, await updateTopic(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, topicBody)), 'Topic saved'),
  )
  .openapi(
    operatorRoute({
      method: 'delete',
      path: '/admin/question-topics/{id}',
      summary: 'Delete a complaint topic that no complaint uses',
      description: `A topic complaints use: 409 TOPIC_IN_USE (rename it instead). Written to the audit log.`,
      request: { params: topicPathParams },
      responses: okResponse(z.object({ id: z.number().int() })),
    }),
    async (c) => ok(c, await deleteTopic(c.var.deps.db, c.var.user!.id, c.req.valid('param').id), 'Topic deleted'),
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/reference-data',
      summary: 'Currencies, promotion options, shipping methods and subscription plans, hidden and retired ones included (decision 189)',
      description: `What the console's Catalogue tab edits.`,
      responses: okResponse(referenceDataAnswer),
    }),
    async (c) => ok(c, await referenceData(c.var.deps.db), 'Reference data'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/currencies',
      summary: 'Add a currency',
      description: `A code taken: 409 CURRENCY_CODE_TAKEN. Written to the audit log.`,
      request: { body: formOrJson(currencyBody) },
      responses: okResponse(referenceDataAnswer.shape.currencies.element),
    }),
    async (c) => ok(c, await saveCurrency(c.var.deps.db, c.var.user!.id, null, readBody(c, currencyBody)), 'Currency added'),
  )
  .openapi(
    operatorRoute({
      method: 'put',
      path: '/admin/currencies/{id}',
      summary: 'Change a currency',
      description: `Unknown: 404 CURRENCY_NOT_FOUND; a code taken: 409 CURRENCY_CODE_TAKEN. Written to the audit log.`,
      request: { params: referencePathParams, body: formOrJson(currencyBody) },
      responses: okResponse(referenceDataAnswer.shape.currencies.element),
    }),
    async (c) => ok(c, await saveCurrency(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, currencyBody)), 'Currency saved'),
  )
  .openapi(
    operatorRoute({
      method: 'put',
      path: '/admin/promotion-options/{id}',
      summary: "Change a promotion option's texts and price (the levels themselves are fixed)",
      description: `Promotions bought from now on pay the new price. Unknown: 404 PROMOTION_OPTION_NOT_FOUND. Written to the audit log.`,
      request: { params: referencePathParams, body: formOrJson(promotionOptionBody) },
      responses: okResponse(referenceDataAnswer.shape.promotion_options.element),
    }),
    async (c) => ok(c, await savePromotionOption(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, promotionOptionBody)), 'Promotion option saved'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/shipping-methods',
      summary: 'Add a shipping method',
      description: `Written to the audit log.`,
      request: { body: formOrJson(shippingMethodBody) },
      responses: okResponse(referenceDataAnswer.shape.shipping_methods.element),
    }),
    async (c) => ok(c, await saveShippingMethod(c.var.deps.db, c.var.user!.id, null, readBody(c, shippingMethodBody)), 'Shipping method added'),
  )
  .openapi(
    operatorRoute({
      method: 'put',
      path: '/admin/shipping-methods/{id}',
      summary: 'Change a shipping method; status 0 takes it off the checkout',
      description: `Orders keep the method they were placed with. Unknown: 404 SHIPPING_METHOD_NOT_FOUND. Written to the audit log.`,
      request: { params: referencePathParams, body: formOrJson(shippingMethodBody) },
      responses: okResponse(referenceDataAnswer.shape.shipping_methods.element),
    }),
    async (c) => ok(c, await saveShippingMethod(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, shippingMethodBody)), 'Shipping method saved'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/subscription-plans',
      summary: 'Add a subscription plan',
      description: `Written to the audit log.`,
      request: { body: formOrJson(subscriptionPlanBody) },
      responses: okResponse(referenceDataAnswer.shape.subscription_plans.element),
    }),
    async (c) => ok(c, await saveSubscriptionPlan(c.var.deps.db, c.var.user!.id, null, readBody(c, subscriptionPlanBody)), 'Plan added'),
  )
  .openapi(
    operatorRoute({
      method: 'put',
      path: '/admin/subscription-plans/{id}',
      summary: 'Change a subscription plan; active 0 retires it',
      description: `New subscriptions pay the new price; running ones keep theirs. Unknown: 404 PLAN_NOT_FOUND. Written to the audit log.`,
      request: { params: referencePathParams, body: formOrJson(subscriptionPlanBody) },
      responses: okResponse(referenceDataAnswer.shape.subscription_plans.element),
    }),
    async (c) => ok(c, await saveSubscriptionPlan(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, subscriptionPlanBody)), 'Plan saved'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/ads/{id}/hide',
      summary: 'Hide an ad or shop item with a reason: it leaves every public list, search, sitemap and page at once (decision 177)',
      description: `The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      request: { params: contentPathParams, body: formOrJson(hideBody) },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'ads', c.req.valid('param').id, true, readBody(c, hideBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/ads/{id}/restore',
      summary: 'Show an ad or shop item an operator hid again',
      description: `Written to the audit log.`,
      request: { params: contentPathParams },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'ads', c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/feeds/{id}/hide',
      summary: 'Hide a feed with a reason: it leaves every public list, search, sitemap and page at once (decision 177)',
      description: `The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      request: { params: contentPathParams, body: formOrJson(hideBody) },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'feed', c.req.valid('param').id, true, readBody(c, hideBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/feeds/{id}/restore',
      summary: 'Show a feed an operator hid again',
      description: `Written to the audit log.`,
      request: { params: contentPathParams },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'feed', c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/stories/{id}/hide',
      summary: 'Hide a story with a reason: it leaves every public list and count at once (decision 178)',
      description: `A hidden story leaves the story lists and the viewer for everyone, and a chat reply about it shows 'Story not available'; its owner finds it in the archive. Hiding twice: 409 CONTENT_ALREADY_HIDDEN; restoring what is not hidden: 409 STORY_NOT_HIDDEN; unknown: 404 STORY_NOT_FOUND. The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      request: { params: contentPathParams, body: formOrJson(hideBody) },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'story', c.req.valid('param').id, true, readBody(c, hideBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/stories/{id}/restore',
      summary: 'Show a story an operator hid again',
      description: `Its counts and averages are computed again. Written to the audit log.`,
      request: { params: contentPathParams },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'story', c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/comments/{id}/hide',
      summary: 'Hide a comment on a feed with a reason: it leaves every public list and count at once (decision 178)',
      description: `A hidden comment takes its replies with it: they leave the lists, and the feed's and the thread's comment counts are counted again in the same transaction. Hiding twice: 409 CONTENT_ALREADY_HIDDEN; restoring what is not hidden: 409 COMMENT_NOT_HIDDEN; unknown: 404 COMMENT_NOT_FOUND. The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      request: { params: contentPathParams, body: formOrJson(hideBody) },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'comment', c.req.valid('param').id, true, readBody(c, hideBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/comments/{id}/restore',
      summary: 'Show a comment on a feed an operator hid again',
      description: `Its counts and averages are computed again. Written to the audit log.`,
      request: { params: contentPathParams },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'comment', c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/reviews/{id}/hide',
      summary: 'Hide a review of an item, a classified ad or a shop with a reason: it leaves every public list and count at once (decision 178)',
      description: `A hidden review leaves every review list, and the item's, the shop's and the seller's average and count are computed again in the same transaction; its writer still sees it in My Reviews. Hiding twice: 409 CONTENT_ALREADY_HIDDEN; restoring what is not hidden: 409 REVIEW_NOT_HIDDEN; unknown: 404 REVIEW_NOT_FOUND. The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      request: { params: contentPathParams, body: formOrJson(hideBody) },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'review', c.req.valid('param').id, true, readBody(c, hideBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/reviews/{id}/restore',
      summary: 'Show a review of an item, a classified ad or a shop an operator hid again',
      description: `Its counts and averages are computed again. Written to the audit log.`,
      request: { params: contentPathParams },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'review', c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/hotel-reviews/{id}/hide',
      summary: "Hide a hotel review with a reason: it leaves the hotel's page, count and average at once (decision 191)",
      description: `The hotel's average_rating and total_review are computed again in the same transaction, under the hotel's row lock. Hiding twice: 409 CONTENT_ALREADY_HIDDEN; unknown: 404 HOTEL_REVIEW_NOT_FOUND. The reason is required (422 FIELD_REQUIRED). Written to the audit log.`,
      request: { params: contentPathParams, body: formOrJson(hideBody) },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'hotel_review', c.req.valid('param').id, true, readBody(c, hideBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/hotel-reviews/{id}/restore',
      summary: 'Show a hotel review an operator hid again',
      description: `The hotel's average and count are computed again. Restoring what is not hidden: 409 HOTEL_REVIEW_NOT_HIDDEN. Written to the audit log.`,
      request: { params: contentPathParams },
      responses: okResponse(hideAnswer),
    }),
    async (c) => ok(c, await setContentHidden(c.var.deps, c.var.user!.id, 'hotel_review', c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/content',
      summary: 'Content to moderate, newest first: ads and shop items, feeds, stories, comments, reviews or hotel reviews (type), all or hidden only (hidden=1)',
      description: `Each row says what it is, where it is seen, whose it is, and whether and why it is hidden (decision 178).`,
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
    operatorRoute({
      method: 'post',
      path: '/admin/complaints/{id}/hide',
      summary: 'Act on a complaint by hiding the ad, shop item or feed complained about; the complainant is e-mailed the outcome',
      description: `Other content: 409 CONTENT_NOT_HIDEABLE (dismiss or block instead). Written to the audit log (decision 177).`,
      request: { params: complaintPathParams },
      responses: okResponse(complaintAnswer),
    }),
    async (c) => ok(c, await actOnComplaint(c.var.deps, c.var.user!.id, c.req.valid('param').id, 'hide'), 'Content hidden'),
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/audit-log',
      summary: 'The audit log of operator actions, newest first; nobody can edit it',
      request: { query: auditQuery },
      responses: pagedResponse(auditEntry),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await auditLog(c.var.deps.db, q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Audit log' : 'No operator actions yet.');
    },
  );
