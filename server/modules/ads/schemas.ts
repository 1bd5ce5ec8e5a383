import { z } from '@hono/zod-openapi';
import { throwSchemaProblems } from '../../http/validation.ts';
import { rowId, rowIdParam } from '../../http/ids.ts';
import {
  AD_CONDITIONS,
  AD_PHOTO_MAX_BYTES,
  AD_PHOTOS_MAX,
  AD_PHOTOS_MIN,
  AD_PRICE_MAX,
  AD_SHORT_DESCRIPTION_MAX,
  AD_TAG_MAX_LENGTH,
  AD_TAGS_MAX,
  AD_TITLE_MAX,
} from '../../../common/ad-limits.ts';

/** Field values as they arrive in JSON, multipart or url-encoded bodies: text, numbers and booleans read as text. */
const text = z.preprocess(
  (v) => (v === null || v === undefined ? undefined : typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
  z.string({ error: 'Must be text.' }).optional(),
);
const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/**
 * Documentation-only field shapes: the route's own validator must let every encoding through (numbers in JSON, files
 * in multipart); `parseAdInput` and the service validate for real.
 */
const doc = (type: 'string', description?: string, values?: readonly string[]) =>
  z.unknown().optional().openapi({ type, ...(description ? { description } : {}), ...(values ? { enum: [...values] } : {}) });
const docArray = (kind: 'string' | 'binary', description: string) =>
  z.unknown().optional().openapi({ type: 'array', items: kind === 'binary' ? { type: 'string', format: 'binary' } : { type: 'string' }, description });

/** A field as the parser reads it (`input`) and as the body documents it (`doc`, under `docName` when it differs). */
type AdField<T extends z.ZodType> = { input: T; doc: z.ZodType; docName?: string };
const textField = (description?: string, values?: readonly string[]): AdField<typeof text> => ({ input: text, doc: doc('string', description, values) });
const listField = <T extends z.ZodType>(input: T, docName: string, kind: 'string' | 'binary', description: string): AdField<T> => ({
  input,
  doc: docArray(kind, description),
  docName,
});

/**
 * The ad fields of create and update (spec 001 §7), shared with the promotions module and the workspace's products:
 * one list gives both the parser's schema (adInputSchema) and the documented body (adBodyDoc). Everything is optional
 * here; `service.validateAdInput` applies the domain rules (required fields on create, the limits of
 * common/ad-limits.ts, existence checks). `is_sponsored` is accepted and ignored: promotions are set only by a
 * confirmed payment.
 */
const adFields = {
  category_id: textField(),
  subcategory_id: textField('The deepest chosen category; wins over category_id'),
  name: textField(`At most ${AD_TITLE_MAX} characters`),
  description: textField(`Short description, at most ${AD_SHORT_DESCRIPTION_MAX} characters`),
  additional_details: textField(),
  product_specifications: textField(),
  detailed_description: textField(),
  price: textField(`0 to ${AD_PRICE_MAX.toLocaleString('en-US')}`),
  offer_price: textField('Below price'),
  currency_id: textField(),
  type: textField('1 personal, 2 company; fixed after creation', ['1', '2']),
  is_negotiable: textField(undefined, ['0', '1']),
  condition: textField(undefined, AD_CONDITIONS),
  location: textField(),
  lat: textField(),
  lon: textField(),
  tags: listField(z.array(z.string()).optional(), 'tags[]', 'string', `Up to ${AD_TAGS_MAX} tags of at most ${AD_TAG_MAX_LENGTH} characters`),
  attachments: listField(
    z.array(z.custom<Blob>(isBlob, 'Only image files are allowed.')).default([]),
    'attachment[]',
    'binary',
    `${AD_PHOTOS_MIN} to ${AD_PHOTOS_MAX} images, ${AD_PHOTO_MAX_BYTES / 1024 / 1024} MB each`,
  ),
  existing_attachments: listField(z.array(z.coerce.number().int()).optional(), 'existing_attachments[]', 'string', 'Update: ids of photos to keep, in order'),
  email: textField(),
  phone: textField(),
  show_contact: textField(undefined, ['0', '1']),
  company_id: textField(),
  external_website: textField(),
  purchase_button_text: textField(),
  is_sponsored: textField('Ignored: promotions are set by a confirmed payment only'),
};

export const adInputSchema = z.object(
  Object.fromEntries(Object.entries(adFields).map(([name, f]) => [name, f.input])) as { [K in keyof typeof adFields]: (typeof adFields)[K]['input'] },
);

/** Request body as documented (multipart is the usual encoding because of the photos). */
export const adBodyDoc = z
  .object(Object.fromEntries(Object.entries(adFields).map(([name, f]) => [f.docName ?? name, f.doc])))
  .passthrough()
  .openapi('AdInput');

export type AdInput = z.infer<typeof adInputSchema>;

/** Indexed keys (`attachment[0]`, `attachment[]`, `attachment`) gathered into one ordered list. */
function collect(raw: Record<string, unknown>, name: string): unknown[] | undefined {
  let found = false;
  const indexed: [number, unknown][] = [];
  const plain: unknown[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const m = new RegExp(`^${name}(?:\\[(\\d*)\\])?$`).exec(key);
    if (!m) continue;
    found = true;
    const values = Array.isArray(value) ? value : [value];
    if (m[1]) indexed.push([Number(m[1]), values[0]]);
    else plain.push(...values);
  }
  if (!found) return undefined;
  return [...indexed.sort((a, b) => a[0] - b[0]).map(([, v]) => v), ...plain];
}

/** `tags` as an array, a JSON array text, or comma-separated text. */
function tagList(values: unknown[] | undefined): string[] | undefined {
  if (!values) return undefined;
  const out: string[] = [];
  for (const v of values) {
    if (v === null || v === undefined || isBlob(v)) continue;
    const s = String(v);
    if (s.trim().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        if (Array.isArray(parsed)) {
          out.push(...parsed.map(String));
          continue;
        }
      } catch {
        /* plain text */
      }
    }
    out.push(...(values.length === 1 ? s.split(',') : [s]));
  }
  return out;
}

/** Turns a raw body (JSON object or parsed form with `all: true`) into validated `AdInput`; 422 on malformed fields. */
export function parseAdInput(raw: Record<string, unknown>): AdInput {
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (/^(attachment|attachments|tags|existing_attachments)(\[\d*\])?$/.test(k)) continue;
    rest[k] = Array.isArray(v) ? v[v.length - 1] : v;
  }
  const files = [...(collect(raw, 'attachment') ?? []), ...(collect(raw, 'attachments') ?? [])].filter(
    (f) => !(isBlob(f) && f.size === 0 && !(f as File).name),
  );
  const existing = collect(raw, 'existing_attachments');
  const candidate = {
    ...rest,
    tags: tagList(collect(raw, 'tags')),
    attachments: files,
    existing_attachments: existing?.filter((v) => v !== '' && v !== null && v !== undefined),
  };
  const parsed = adInputSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  throwSchemaProblems(parsed.error.issues, (issue) => String(issue.path[0] ?? '_'));
}

export const attachmentSchema = z.object({
  id: z.number().int(),
  ads_id: z.number().int(),
  attachment: z.string(),
  variants: z.array(z.string()),
  type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  status: z.number().int(),
});

/** The ad's member as serialize.ts writes it; e-mail and phone only for the owner's own ad. */
const adCreatorSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar: z.string().nullable(),
  location: z.string().nullable(),
  average_rating: z.string(),
  total_reviews: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const adSchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int(),
    owner_id: z.number().int(),
    name: z.string(),
    description: z.string(),
    type: z.number().int(),
    price: z.string(),
    offer_price: z.string().nullable(),
    percent_off: z.number().int().nullable(),
    is_negotiable: z.number().int(),
    status: z.number().int(),
    is_sponsored: z.number().int(),
    show_contact: z.number().int(),
    is_favorite: z.number().int(),
    currency_symbol: z.string(),
    shop_id: z.number().int().nullable(),
    company_id: z.number().int().nullable(),
    additional_details: z.string().nullable(),
    product_specifications: z.string().nullable(),
    detailed_description: z.string().nullable(),
    currency_id: z.number().int().nullable(),
    contact_email: z.string().nullable().openapi({ description: "The owner's own ad only" }),
    contact_phone: z.string().nullable().openapi({ description: "The owner's own ad only" }),
    external_website: z.string().nullable(),
    purchase_button_text: z.string().nullable(),
    location: z.string().nullable(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
    condition: z.string().nullable(),
    brand: z.string().nullable(),
    available_quantity: z.number().int().openapi({ description: 'Stock of a shop item; 1 for a classified ad' }),
    average_rating: z.string().openapi({ example: '4.50' }),
    total_review: z.number().int(),
    total_like: z.number().int(),
    category: z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      parent_id: z.number().int().nullable(),
      chain: z.array(z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable() })).optional().openapi({ description: 'From the root down, on the single-ad answer' }),
    }),
    shop: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }).nullable(),
    company: z.object({ id: z.number().int(), name: z.string().nullable(), logo: z.string().nullable() }).nullable(),
    created_at: z.string().nullable(),
    attachment: z.array(attachmentSchema),
    tags: z.array(z.string()),
    creator: adCreatorSchema.nullable(),
  })
  .passthrough()
  .openapi('Ad');

export const idParam = z.object({ id: rowIdParam('id', 'id') });
export const userIdParam = z.object({ userId: rowIdParam('user id', 'userId') });
export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const userListQuery = pageQuery.extend({
  search: z.string().max(200).optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
});
export const HOME_TABS = ['newest', 'company', 'reduced', 'recommendations', 'all', 'sponsored', 'category'] as const;
export const homeQuery = pageQuery.extend({
  tab: z.enum(HOME_TABS).default('newest'),
  category_id: rowId('category id').optional(),
});
export const salesQuery = pageQuery.extend({
  type: z.enum(['ad', 'shopAd']).default('ad').openapi({ description: 'ad: classified ads; shopAd: shop items' }),
});
export const toggleQuery = z.object({ id: rowId('id') });
export const trackBody = z.object({
  ad_id: rowId('ad id'),
  type: z.enum(['view', 'contact', 'message']),
});
