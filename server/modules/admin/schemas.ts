import { z } from '@hono/zod-openapi';
import { optionalRowId, rowIdParam } from '../../http/ids.ts';
import { blankToUndefined, pageParam, perPageParam } from '../../http/paging.ts';
import { amountField } from '../checkout/schemas.ts';
import { LOCALES, type LocaleCode } from '../catalog/schemas.ts';

/** The operator console's calls (issue 16, decision 171). */

const status = z.enum(['pending', 'approved', 'rejected']);

export const queueQuery = z.object({
  status: z.preprocess(blankToUndefined, status.default('pending')).openapi({ description: 'Which requests: pending (the queue, by default), approved or rejected' }),
  page: pageParam,
  per_page: perPageParam(20, 100),
});

export const memberQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string({ error: 'The search must be text.' }).trim().max(100, 'The search may not be greater than 100 characters.').optional()).openapi({ description: 'Part of a name, user name or e-mail' }),
  blocked: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()).openapi({ description: '1: blocked members only' }),
  page: pageParam,
  per_page: perPageParam(20, 100),
});

export const memberPathParams = z.object({ id: rowIdParam('member id', 'id') });

export const memberEntry = z
  .object({
    id: z.number().int(),
    name: z.string(),
    user_name: z.string(),
    email: z.string(),
    role_id: z.number().int().openapi({ description: '1 operator, 2 member (decision 171)' }),
    is_blocked: z.union([z.literal(0), z.literal(1)]),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('AdminMember');

export const blockAnswer = z.object({ id: z.number().int(), is_blocked: z.union([z.literal(0), z.literal(1)]) }).openapi('AdminBlockAnswer');

export const complaintQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(['open', 'reviewed', 'dismissed']).default('open')).openapi({ description: 'open (the queue, by default), reviewed (action taken) or dismissed' }),
  type: z.preprocess(blankToUndefined, z.enum(['ads', 'user', 'shop', 'feed', 'message']).optional()),
  topic_id: optionalRowId('topic id'),
  page: pageParam,
  per_page: perPageParam(20, 100),
});

export const complaintPathParams = z.object({ id: rowIdParam('complaint id', 'id') });

export const complaintEntry = z
  .object({
    id: z.number().int(),
    type: z.enum(['ads', 'user', 'shop', 'feed', 'message']),
    status: z.string(),
    topic: z.object({ id: z.number().int(), name: z.string() }),
    complain: z.string(),
    content: z.object({
      id: z.number().int(),
      title: z.string().nullable().openapi({ description: "The ad's or shop's name, the member's name, the feed's caption or the message's text" }),
      url: z.string().nullable().openapi({ description: 'Where it is seen on the site; null for chat messages and content that is gone' }),
      owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    }),
    complainant: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('AdminComplaint');

export const complaintAnswer = z
  .object({
    id: z.number().int(),
    status: z.enum(['reviewed', 'dismissed']),
    blocked_user_id: z.number().int().nullable(),
    mailed_to: z.string().openapi({ description: 'Where the complainant was told the outcome' }),
  })
  .openapi('AdminComplaintAnswer');

export const dashboardQuery = z.object({
  days: z
    .preprocess(blankToUndefined, z.coerce.number({ error: 'The days must be a number.' }).int('The days must be a whole number.').min(1, 'The days must be at least 1.').max(90, 'The days may not be greater than 90.').default(30))
    .openapi({ type: 'integer', minimum: 1, maximum: 90, default: 30 }),
});

const revenue = z.record(z.string(), z.string()).openapi({ description: "Amounts by currency code, e.g. { usd: '12.50' }" });

export const dashboardAnswer = z
  .object({
    attention: z.object({ shop_requests: z.number().int(), companies: z.number().int(), complaints: z.number().int() }),
    days: z.array(
      z.object({ date: z.string().openapi({ format: 'date' }), new_users: z.number().int(), new_ads: z.number().int(), orders: z.number().int(), promotion_revenue: revenue, subscription_revenue: revenue }),
    ),
  })
  .openapi('AdminDashboard');

const topicName = (label: string) =>
  z.string({ error: `The ${label} must be text.` }).trim().max(100, `The ${label} may not be greater than 100 characters.`);

export const topicBody = z
  .object({
    name: topicName('name').min(1, 'The name field is required.').openapi({ description: 'The English name, also shown where a language is left blank' }),
    translations: z
      .object(Object.fromEntries(LOCALES.map((l) => [l, topicName(`${l} name`).optional()])) as Record<LocaleCode, z.ZodOptional<ReturnType<typeof topicName>>>)
      .partial()
      .optional(),
  })
  .openapi('AdminTopicBody');

export const topicPathParams = z.object({ id: rowIdParam('topic id', 'id') });

export const topicAnswer = z
  .object({ id: z.number().int(), name: z.string(), translations: z.record(z.string(), z.string()) })
  .openapi('AdminTopic');

export const auditQuery = z.object({ page: pageParam, per_page: perPageParam(50, 100) });

export const requestPathParams = z.object({ id: rowIdParam('request id', 'id') });

const reasonText = z
  .string({ error: 'The reason must be text.' })
  .max(1000, 'The reason may not be greater than 1000 characters.');

export const shopRequestRejectBody = z.object({ reason: reasonText.optional() }).openapi('ShopRequestRejectBody');
export const companyRejectBody = z.object({ rejection_reason: reasonText.optional() }).openapi('CompanyRejectBody');
export const hideBody = z.object({ reason: reasonText.optional() }).openapi('AdminHideBody');
export const contentPathParams = z.object({ id: rowIdParam('content id', 'id') });
export const hideAnswer = z.object({ id: z.number().int(), hidden: z.union([z.literal(0), z.literal(1)]) }).openapi('AdminHideAnswer');

export const CONTENT_TYPES = ['ads', 'feeds', 'stories', 'comments', 'reviews', 'hotel_reviews'] as const;

export const contentQuery = z.object({
  type: z.preprocess(blankToUndefined, z.enum(CONTENT_TYPES).default('ads')).openapi({ description: 'Which content: ads (with shop items, by default), feeds, stories, comments (on feeds), reviews (of items, ads and shops) or hotel_reviews' }),
  hidden: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()).openapi({ description: '1: only what operators hid' }),
  page: pageParam,
  per_page: perPageParam(20, 100),
});

export const contentEntry = z
  .object({
    id: z.number().int(),
    type: z.enum(CONTENT_TYPES),
    title: z.string().nullable().openapi({ description: "The ad's name, or the start of the feed's caption, the comment or the review; null for a story" }),
    rating: z.number().int().nullable().openapi({ description: "A review's stars, 1 to 5; null for other content" }),
    media: z
      .object({ url: z.string(), type: z.enum(['image', 'video']), poster: z.string().nullable() })
      .nullable()
      .openapi({ description: "A story's file (stories have no page of their own); null for other content" }),
    url: z.string().nullable().openapi({ description: 'Where it is seen on the site (a comment: its feed; a review: its item or shop; a hotel review: its hotel); null for stories' }),
    owner: z.object({ id: z.number().int(), name: z.string() }),
    created_at: z.string().openapi({ format: 'date-time' }),
    hidden: z.union([z.literal(0), z.literal(1)]),
    hidden_reason: z.string().nullable(),
  })
  .openapi('AdminContent');


const time = z.string().openapi({ format: 'date-time' });
const person = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const shopRequestEntry = z
  .object({
    id: z.number().int(),
    name: z.string(),
    user_name: z.string(),
    email: z.string(),
    phone: z.string(),
    location: z.string(),
    city: z.string(),
    logo: z.string().nullable(),
    status,
    rejection_reason: z.string().nullable(),
    shop_id: z.number().int().nullable(),
    requester: person,
    created_at: time,
    reviewed_at: time.nullable(),
  })
  .openapi('AdminShopRequest');

export const companyEntry = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    status,
    rejection_reason: z.string().nullable(),
    owner: person,
    created_at: time,
  })
  .openapi('AdminCompany');

export const reviewAnswer = z
  .object({
    id: z.number().int(),
    status: z.enum(['approved', 'rejected']),
    shop_id: z.number().int().nullable().optional().openapi({ description: 'The shop an approved shop request created' }),
    rejection_reason: z.string().nullable().optional(),
    mailed_to: z.string().openapi({ description: 'Where the outcome was e-mailed' }),
  })
  .openapi('AdminReviewAnswer');

export const auditEntry = z
  .object({
    id: z.number().int(),
    operator: z.object({ id: z.number().int(), name: z.string() }),
    action: z.string(),
    target_type: z.string(),
    target_id: z.number().int(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    created_at: time,
  })
  .openapi('AdminAuditEntry');

// ---------------------------------------------------------------------------------------------------------------
// Reference data (decision 189): currencies, promotion options, shipping methods, subscription plans.

const requiredText = (label: string, max: number) =>
  z.string({ error: `The ${label} field is required.` }).trim().min(1, `The ${label} field is required.`).max(max, `The ${label} may not be greater than ${max} characters.`);
const optionalText = (label: string, max: number) => z.string({ error: `The ${label} must be text.` }).trim().max(max, `The ${label} may not be greater than ${max} characters.`).optional();
/** Names (or descriptions) in the other languages; a language left out or blank shows the English one. */
const otherLanguages = (label: string, max: number) =>
  z
    .object(Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, optionalText(`${l} ${label}`, max)])) as Record<Exclude<LocaleCode, 'en'>, ReturnType<typeof optionalText>>)
    .partial()
    .optional();
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} may not be greater than ${max}.`)
    .openapi({ type: 'integer', minimum: min, maximum: max });
const flag = (label: string) => z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: `The ${label} must be 0 or 1.` }).transform(Number);

export const currencyBody = z
  .object({
    code: z.string({ error: 'The code field is required.' }).trim().toUpperCase().regex(/^[A-Z]{3}$/, 'The code must be three letters (ISO 4217), such as EUR.'),
    short_name: requiredText('short name', 10),
    name: requiredText('name', 60),
    symbol: requiredText('symbol', 5),
  })
  .openapi('AdminCurrencyBody');

/** Name and description in English plus the other languages: promotion options, shipping methods, plans. */
const describedBody = {
  name: requiredText('name', 100).openapi({ description: 'English; shown where a language is left blank' }),
  description: requiredText('description', 500),
  translations: z.object({ name: otherLanguages('name', 100), description: otherLanguages('description', 500) }).partial().optional(),
};

export const promotionOptionBody = z.object({ ...describedBody, price: amountField('price') }).openapi('AdminPromotionOptionBody');

export const shippingMethodBody = z
  .object({
    ...describedBody,
    rate: amountField('rate').openapi({ description: 'What the buyer pays, 0 for free shipping' }),
    estimated_delivery_time: wholeNumber('estimated delivery time', 1, 90).openapi({ description: 'Days' }),
    status: flag('status').optional().openapi({ type: 'integer', enum: [0, 1], description: '1 offered at checkout (default), 0 hidden' }),
  })
  .openapi('AdminShippingMethodBody');

export const subscriptionPlanBody = z
  .object({
    ...describedBody,
    price: amountField('price').openapi({ description: 'US dollars each period; new subscriptions pay it, running ones keep theirs' }),
    interval: z.enum(['month', 'year'], { error: 'The interval must be month or year.' }),
    interval_count: wholeNumber('interval count', 1, 12),
    max_ads: wholeNumber('max ads', 1, 100000),
    position: wholeNumber('position', 0, 1000).optional(),
    active: flag('active').optional().openapi({ type: 'integer', enum: [0, 1], description: '1 on sale (default), 0 retired: running subscriptions keep it' }),
  })
  .openapi('AdminSubscriptionPlanBody');

export const referencePathParams = z.object({ id: rowIdParam('id', 'id') });

const localized = z.record(z.string(), z.string());
const described = { name: z.string(), description: z.string(), translations: z.object({ name: localized, description: localized }) };
export const referenceDataAnswer = z
  .object({
    currencies: z.array(z.object({ id: z.number().int(), code: z.string(), short_name: z.string(), name: z.string(), symbol: z.string() })),
    promotion_options: z.array(z.object({ id: z.number().int(), ...described, price: z.string() })),
    shipping_methods: z.array(z.object({ id: z.number().int(), ...described, rate: z.string(), estimated_delivery_time: z.number().int(), status: z.number().int() })),
    subscription_plans: z.array(
      z.object({ id: z.number().int(), ...described, price: z.string(), interval: z.enum(['month', 'year']), interval_count: z.number().int(), max_ads: z.number().int(), position: z.number().int(), active: z.union([z.literal(0), z.literal(1)]) }),
    ),
  })
  .openapi('AdminReferenceData');
