/**
 * Pure rules of the ad form, shared by Create Ad and Edit Ad (spec 001 'Create flow', 'Edit Ad', 'Validation rules',
 * 'Final publish check list'): step gating, field validation, the 'Issues Found' / 'Validation Issues' list,
 * query-parameter prefill, tags, photos and the multipart bodies of the create and update calls.
 * No DOM, no React: the islands and the unit tests share these.
 */

import {
  AD_CONDITIONS,
  AD_EMAIL_PATTERN,
  AD_PHONE_PATTERN,
  AD_PHOTO_MAX_BYTES,
  AD_PHOTOS_MAX,
  AD_PHOTOS_MIN,
  AD_PRICE_MAX,
  AD_PURCHASE_BUTTON_TEXT,
  AD_SHORT_DESCRIPTION_MAX,
  AD_TAG_MAX_LENGTH,
  AD_TAGS_MAX,
  AD_TITLE_MAX,
  AD_WEBSITE_PATTERN,
} from '../../common/ad-limits.ts';

/** The limits the server checks too (common/ad-limits.ts), under the names the form uses. */
export const SHORT_DESCRIPTION_MAX = AD_SHORT_DESCRIPTION_MAX;
export const PRICE_MAX = AD_PRICE_MAX;
export const PHOTOS_MIN = AD_PHOTOS_MIN;
export const PHOTOS_MAX = AD_PHOTOS_MAX;
export const PHOTO_MAX_BYTES = AD_PHOTO_MAX_BYTES;
export const PURCHASE_BUTTON_TEXT = AD_PURCHASE_BUTTON_TEXT;
export const CONDITIONS = AD_CONDITIONS;
export const TITLE_SUGGESTED_MIN = 60;
export const DEFAULT_MAP = { lat: 51.505, lng: -0.09 };

/** Steps 1..6: category, subcategory, details, seller, photos, payment. */
export type Step = 1 | 2 | 3 | 4 | 5 | 6;
export const STEPS: Step[] = [1, 2, 3, 4, 5, 6];

/** A step may be opened only when it is not ahead of the current step (and step 2 only when it applies). */
export function canOpenStep(target: Step, current: Step, hasSubcategories: boolean): boolean {
  if (target === 2 && !hasSubcategories) return false;
  return target <= current;
}

export type AdType = 1 | 2; // 1 Personal, 2 Commercial / Company

export type AdForm = {
  categoryId: number | null;
  /** The deepest chosen child under the category (levels 2 or 3), if any. */
  subcategoryId: number | null;
  type: AdType;
  price: string;
  negotiable: boolean;
  currencyId: number | null;
  location: string;
  lat: number | null;
  lng: number | null;
  title: string;
  description: string;
  additionalDetails: string;
  productSpecifications: string;
  detailedDescription: string;
  tags: string[];
  companyId: number | null;
  externalWebsite: string;
  email: string;
  phone: string;
  hidePhone: boolean;
  /** Edit only: offer price, condition and (company ads) the purchase button text. */
  offerPrice: string;
  condition: '' | 'new' | 'likeNew' | 'used';
  purchaseButtonText: string;
};

export function emptyForm(): AdForm {
  return {
    categoryId: null,
    subcategoryId: null,
    type: 1,
    price: '',
    negotiable: false,
    currencyId: null,
    location: '',
    lat: null,
    lng: null,
    title: '',
    description: '',
    additionalDetails: '',
    productSpecifications: '',
    detailedDescription: '',
    tags: [],
    companyId: null,
    externalWebsite: '',
    email: '',
    phone: '',
    hidePhone: false,
    offerPrice: '',
    condition: '',
    purchaseButtonText: PURCHASE_BUTTON_TEXT,
  };
}

/** The ad as GET /seller/ads/single/{id} returns it, as far as the edit form reads it. */
export type StoredAd = {
  category_id: number;
  type: number;
  name: string | null;
  description: string | null;
  additional_details: string | null;
  product_specifications: string | null;
  detailed_description: string | null;
  price: string | number | null;
  offer_price: string | number | null;
  currency_id: number | null;
  is_negotiable: number;
  condition: string | null;
  location: string | null;
  lat: number | string | null;
  lon: number | string | null;
  tags: unknown;
  show_contact: number;
  contact_email: string | null;
  contact_phone: string | null;
  company_id: number | null;
  external_website: string | null;
  purchase_button_text: string | null;
};

const num = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/**
 * The edit form of a stored ad. `path` is the category chain root first: the root is the category, the deepest
 * node below it the subcategory.
 */
export function formFromAd(ad: StoredAd, path: number[]): AdForm {
  const condition = CONDITIONS.find((c) => c === ad.condition) ?? '';
  return {
    categoryId: path[0] ?? ad.category_id ?? null,
    subcategoryId: path.length > 1 ? (path[path.length - 1] ?? null) : null,
    type: Number(ad.type) === 2 ? 2 : 1,
    price: num(ad.price) === null ? '' : String(num(ad.price)),
    negotiable: Number(ad.is_negotiable) === 1,
    currencyId: ad.currency_id ?? null,
    location: ad.location ?? '',
    lat: num(ad.lat),
    lng: num(ad.lon),
    title: ad.name ?? '',
    description: ad.description ?? '',
    additionalDetails: ad.additional_details ?? '',
    productSpecifications: ad.product_specifications ?? '',
    detailedDescription: ad.detailed_description ?? '',
    tags: Array.isArray(ad.tags) ? normaliseTags(ad.tags.map(String)) : [],
    companyId: ad.company_id ?? null,
    externalWebsite: ad.external_website ?? '',
    email: ad.contact_email ?? '',
    phone: ad.contact_phone ?? '',
    hidePhone: Number(ad.show_contact) === 0,
    offerPrice: num(ad.offer_price) === null ? '' : String(num(ad.offer_price)),
    condition,
    purchaseButtonText: ad.purchase_button_text || PURCHASE_BUTTON_TEXT,
  };
}

export const charCount = (s: string) => [...s].length;

/** 'max' | 'negative' | null for a price text; empty is not an error here (it is 'required'). */
export function priceError(price: string): 'max' | 'negative' | 'invalid' | null {
  const s = price.trim();
  if (s === '') return null;
  const n = Number(s);
  if (!Number.isFinite(n)) return 'invalid';
  if (n < 0) return 'negative';
  if (n > PRICE_MAX) return 'max';
  return null;
}

export const isHttpUrl = (s: string) => AD_WEBSITE_PATTERN.test(s.trim());
export const isEmail = (s: string) => AD_EMAIL_PATTERN.test(s.trim());
/** An optional plus, then 7 to 15 digits. */
export const isPhone = (s: string) => AD_PHONE_PATTERN.test(s.trim());

/** Step 3 Continue: category, type, price, title, description, location and currency; no price error; ≤150. */
export function detailsValid(f: AdForm): boolean {
  const base =
    f.categoryId !== null &&
    (f.type === 1 || f.type === 2) &&
    f.price.trim() !== '' &&
    priceError(f.price) === null &&
    f.title.trim() !== '' &&
    f.description.trim() !== '' &&
    charCount(f.description) <= SHORT_DESCRIPTION_MAX &&
    f.location.trim() !== '' &&
    f.lat !== null &&
    f.currencyId !== null;
  if (!base) return false;
  if (f.type === 2) return f.companyId !== null && isHttpUrl(f.externalWebsite);
  return true;
}

/** Step 4 field errors (message keys of the createAd namespace). */
export function sellerErrors(f: AdForm): { email?: string; phone?: string } {
  const out: { email?: string; phone?: string } = {};
  if (!isEmail(f.email)) out.email = 'errors.emailFormat';
  if (f.phone.trim() !== '' && !isPhone(f.phone)) out.phone = 'errors.phoneFormat';
  return out;
}

export const sellerValid = (f: AdForm) => Object.keys(sellerErrors(f)).length === 0;

/**
 * The final publish check list, 'Issues Found' on create and 'Validation Issues' on edit: message keys of the createAd
 * namespace in the order of the spec. A price that is there but wrong names its problem (negative, too high); more
 * than 10 photos asks for 1 to 10.
 */
export function publishIssues(f: AdForm, photoCount: number): string[] {
  const issues: string[] = [];
  if (f.categoryId === null) issues.push('issues.category');
  if (f.title.trim() === '') issues.push('issues.title');
  if (f.description.trim() === '') issues.push('issues.description');
  else if (charCount(f.description) > SHORT_DESCRIPTION_MAX) issues.push('issues.descriptionMax');
  const pe = priceError(f.price);
  if (f.price.trim() === '') issues.push('issues.price');
  else if (pe === 'negative') issues.push('errors.priceNegative');
  else if (pe === 'max') issues.push('errors.priceMax');
  else if (pe === 'invalid') issues.push('errors.priceInvalid');
  if (f.currencyId === null) issues.push('issues.currency');
  if (f.location.trim() === '' || f.lat === null) issues.push('issues.location');
  if (f.type === 2) {
    if (f.companyId === null) issues.push('issues.company');
    if (f.externalWebsite.trim() === '') issues.push('issues.website');
    else if (!isHttpUrl(f.externalWebsite)) issues.push('issues.websiteScheme');
  }
  if (!isEmail(f.email)) issues.push('issues.email');
  if (f.phone.trim() !== '' && !isPhone(f.phone)) issues.push('issues.phone');
  if (photoCount < PHOTOS_MIN) issues.push('issues.photos');
  else if (photoCount > PHOTOS_MAX) issues.push('alerts.photos');
  return issues;
}

/** Tags: trimmed, non-empty, unique (case-insensitive), at most AD_TAG_MAX_LENGTH characters each (the server's limit). */
export function addTag(tags: string[], raw: string): string[] {
  const tag = [...raw.trim().replace(/\s+/g, ' ')].slice(0, AD_TAG_MAX_LENGTH).join('');
  // The server refuses an ad with more than AD_TAGS_MAX tags: the form stops there instead.
  if (!tag || tags.length >= AD_TAGS_MAX) return tags;
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}

export function normaliseTags(raw: string[]): string[] {
  return raw.reduce<string[]>((acc, t) => addTag(acc, t), []);
}

/** isAiAd: Create Ad With AI, a photo picked first fills the form (spec 001 'Ad with AI'). */
export type Prefill = {
  category: string;
  subCategory: string;
  title: string;
  description: string;
  tags: string[];
  isAiAd: boolean;
  /** company_id: a company ad for this company ('Post a company ad' on the company screen). */
  companyId: number | null;
};

/** The query parameters category, subCategory, title, description, tag (repeatable or comma-separated), isAiAd (1 or true), company_id. */
export function parsePrefill(params: URLSearchParams): Prefill {
  const text = (k: string, max: number) => (params.get(k) ?? '').trim().slice(0, max);
  const tagValues = params.getAll('tag').flatMap((v) => v.split(','));
  return {
    category: text('category', 150),
    subCategory: text('subCategory', 150),
    title: text('title', AD_TITLE_MAX),
    description: [...text('description', 1000)].slice(0, SHORT_DESCRIPTION_MAX).join(''),
    tags: normaliseTags(tagValues),
    isAiAd: ['1', 'true'].includes((params.get('isAiAd') ?? '').toLowerCase()),
    companyId: /^[1-9]\d{0,8}$/.test(params.get('company_id') ?? '') ? Number(params.get('company_id')) : null,
  };
}

export type TreeNode = { id: number; name: string; label: string; slug: string; children: TreeNode[] };

/** A node by id, name, label or slug (case-insensitive) among the given nodes. */
export function findNode<T extends TreeNode>(nodes: T[], key: string): T | undefined {
  const k = key.trim().toLowerCase();
  if (!k) return undefined;
  return nodes.find((n) => String(n.id) === k || n.name.toLowerCase() === k || n.label.toLowerCase() === k || n.slug.toLowerCase() === k);
}

/** The path root → … → node of an id in the tree (empty when absent). */
export function pathTo<T extends TreeNode>(nodes: T[], id: number): T[] {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const below = pathTo(n.children as T[], id);
    if (below.length) return [n, ...below];
  }
  return [];
}

/** Resolves the prefill's category and subcategory (searched anywhere below the category) to ids. */
export function resolvePrefillCategory<T extends TreeNode>(tree: T[], p: Pick<Prefill, 'category' | 'subCategory'>): { categoryId: number | null; subcategoryId: number | null } {
  const cat = findNode(tree, p.category);
  if (!cat) return { categoryId: null, subcategoryId: null };
  const search = (nodes: TreeNode[]): TreeNode | undefined => {
    const hit = findNode(nodes, p.subCategory);
    if (hit) return hit;
    for (const n of nodes) {
      const deeper = search(n.children);
      if (deeper) return deeper;
    }
    return undefined;
  };
  const sub = p.subCategory ? search(cat.children) : undefined;
  return { categoryId: cat.id, subcategoryId: sub ? sub.id : null };
}

/** Photo checks for a batch added to `existing` photos: the accepted files and the first error key, if any. */
export function acceptPhotos<F extends { type: string; size: number }>(existing: number, files: F[]): { accepted: F[]; error: string | null } {
  const accepted: F[] = [];
  let error: string | null = null;
  for (const f of files) {
    if (!f.type.startsWith('image/')) {
      error ??= 'errors.imagesOnly';
      continue;
    }
    if (f.size > PHOTO_MAX_BYTES) {
      error ??= 'errors.fileSize';
      continue;
    }
    if (existing + accepted.length >= PHOTOS_MAX) {
      error ??= 'errors.maxPhotos';
      continue;
    }
    accepted.push(f);
  }
  return { accepted, error };
}

/** Moves an item from one index to another (reorder of photos). */
export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Photo order on edit: kept photos (existing_attachments[]) stay before new files, which the server appends, so a
 * photo moves only among photos of its own kind. On create all photos are new and move freely.
 */
export function canMovePhoto(list: { existingId: number | null }[], from: number, to: number): boolean {
  const a = list[from];
  const b = list[to];
  return !!a && !!b && from !== to && (a.existingId === null) === (b.existingId === null);
}

/** The server's field names mapped back to the form's (for field errors of a failed create or update). */
export const SERVER_FIELD: Record<string, keyof AdForm | 'photos'> = {
  category_id: 'categoryId',
  subcategory_id: 'categoryId',
  name: 'title',
  description: 'description',
  additional_details: 'additionalDetails',
  product_specifications: 'productSpecifications',
  detailed_description: 'detailedDescription',
  price: 'price',
  currency_id: 'currencyId',
  type: 'type',
  location: 'location',
  lat: 'location',
  lon: 'location',
  tags: 'tags',
  email: 'email',
  phone: 'phone',
  company_id: 'companyId',
  external_website: 'externalWebsite',
  attachments: 'photos',
  attachment: 'photos',
  existing_attachments: 'photos',
  offer_price: 'offerPrice',
  condition: 'condition',
  purchase_button_text: 'purchaseButtonText',
};

/** The server's field errors (already as texts, lib/error-text.ts fieldErrorTexts) on the form's fields; the first wins. */
export function mapServerErrors(texts: Record<string, string>): Partial<Record<keyof AdForm | 'photos', string>> {
  const out: Partial<Record<keyof AdForm | 'photos', string>> = {};
  for (const [key, text] of Object.entries(texts)) {
    const base = key.replace(/\[\d*\]$/, '').replace(/\.\d+$/, '');
    const field = SERVER_FIELD[base];
    if (field && text && !out[field]) out[field] = text;
  }
  return out;
}

/** The step a field lives in, to reopen it after a server error. */
export function stepOfField(field: keyof AdForm | 'photos'): Step {
  if (field === 'categoryId') return 1;
  if (field === 'email' || field === 'phone' || field === 'hidePhone') return 4;
  if (field === 'photos') return 5;
  return 3;
}

/** A photo of the body: a stored one kept by id, or a new file. */
export type BodyPhoto = { existingId: number; file?: undefined } | { existingId?: null; file: Blob };

/**
 * The multipart body of the create and update calls, in the spec's field names (§7). On update every clearable text
 * is sent (empty clears it), kept photos go as existing_attachments[] in order, and the promotion fields only when a
 * paid level is chosen; type is not sent (fixed).
 */
export function buildFormData(f: AdForm, photos: BodyPhoto[], level: number, mode: 'create' | 'update' = 'create'): FormData {
  const fd = new FormData();
  const update = mode === 'update';
  const put = (k: string, v: string | number | null | undefined) => {
    if (v !== null && v !== undefined && String(v) !== '') fd.append(k, String(v));
  };
  const clearable = (k: string, v: string) => (update ? fd.append(k, v.trim()) : put(k, v.trim()));
  put('category_id', f.categoryId);
  put('subcategory_id', f.subcategoryId);
  put('name', f.title.trim());
  put('description', f.description.trim());
  clearable('additional_details', f.additionalDetails);
  clearable('product_specifications', f.productSpecifications);
  clearable('detailed_description', f.detailedDescription);
  put('price', f.price.trim());
  put('currency_id', f.currencyId);
  if (!update) put('type', f.type);
  fd.append('is_negotiable', f.negotiable ? '1' : '0');
  put('location', f.location.trim());
  put('lat', f.lat);
  put('lon', f.lng);
  for (const t of f.tags) fd.append('tags[]', t);
  if (update && f.tags.length === 0) fd.append('tags', '');
  let n = 0;
  for (const p of photos) {
    if (p.file) fd.append(`attachment[${n++}]`, p.file);
    else fd.append('existing_attachments[]', String(p.existingId));
  }
  put('email', f.email.trim());
  clearable('phone', f.phone);
  fd.append('show_contact', f.hidePhone ? '0' : '1');
  if (update) {
    clearable('offer_price', f.offerPrice);
    clearable('condition', f.condition);
  }
  if (!update || level > 0) put('is_sponsored', level);
  if (level === 1) fd.append('offerType', 'urgent');
  if (level === 2) fd.append('offerType', 'toppage');
  if (f.type === 2) {
    put('company_id', f.companyId);
    put('external_website', f.externalWebsite.trim());
    fd.append('purchase_button_text', (update && f.purchaseButtonText.trim()) || PURCHASE_BUTTON_TEXT);
  }
  return fd;
}
