/**
 * Pure rules of the Create Ad flow (spec 001 'Create flow', 'Validation rules', 'Final publish check list'):
 * step gating, field validation, the 'Issues Found' list, query-parameter prefill and tag normalisation.
 * No DOM, no React: the island and the unit tests share these.
 */

export const SHORT_DESCRIPTION_MAX = 150;
export const PRICE_MAX = 1_000_000_000;
export const PHOTOS_MIN = 1;
export const PHOTOS_MAX = 10;
/** 50 MB per photo (the 2 MB variant of the spec is decided away: docs/decisions.md). */
export const PHOTO_MAX_BYTES = 50 * 1024 * 1024;
export const TITLE_SUGGESTED_MIN = 60;
export const PURCHASE_BUTTON_TEXT = 'Buy Now';
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

export const isHttpUrl = (s: string) => /^https?:\/\/\S+$/i.test(s.trim());
export const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim());
/** An optional plus, then 7 to 15 digits. */
export const isPhone = (s: string) => /^\+?\d{7,15}$/.test(s.trim());

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
 * The final publish check list ('Issues Found'), as message keys, in the order of the spec. Price and location
 * of the spec's create list; 'Currency is required' is the edit dialog's, kept here as well since the server needs it.
 */
export function publishIssues(f: AdForm, photoCount: number): string[] {
  const issues: string[] = [];
  if (f.categoryId === null) issues.push('issues.category');
  if (f.title.trim() === '') issues.push('issues.title');
  if (f.description.trim() === '') issues.push('issues.description');
  else if (charCount(f.description) > SHORT_DESCRIPTION_MAX) issues.push('issues.descriptionMax');
  if (f.price.trim() === '' || priceError(f.price) !== null) issues.push('issues.price');
  if (f.currencyId === null) issues.push('issues.currency');
  if (f.location.trim() === '' || f.lat === null) issues.push('issues.location');
  if (f.type === 2) {
    if (f.companyId === null) issues.push('issues.company');
    if (f.externalWebsite.trim() === '') issues.push('issues.website');
    else if (!isHttpUrl(f.externalWebsite)) issues.push('issues.websiteScheme');
  }
  if (!isEmail(f.email)) issues.push('issues.email');
  if (f.phone.trim() !== '' && !isPhone(f.phone)) issues.push('issues.phone');
  if (photoCount < PHOTOS_MIN || photoCount > PHOTOS_MAX) issues.push('issues.photos');
  return issues;
}

/** Tags: trimmed, non-empty, unique (case-insensitive), at most 50 characters each. */
export function addTag(tags: string[], raw: string): string[] {
  const tag = raw.trim().replace(/\s+/g, ' ').slice(0, 50);
  if (!tag) return tags;
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}

export function normaliseTags(raw: string[]): string[] {
  return raw.reduce<string[]>((acc, t) => addTag(acc, t), []);
}

export type Prefill = { category: string; subCategory: string; title: string; description: string; tags: string[]; isAiAd: boolean };

/** The query parameters category, subCategory, title, description, tag (repeatable or comma-separated), isAiAd. */
export function parsePrefill(params: URLSearchParams): Prefill {
  const text = (k: string, max: number) => (params.get(k) ?? '').trim().slice(0, max);
  const tagValues = params.getAll('tag').flatMap((v) => v.split(','));
  const ai = (params.get('isAiAd') ?? '').toLowerCase();
  return {
    category: text('category', 150),
    subCategory: text('subCategory', 150),
    title: text('title', 255),
    description: [...text('description', 1000)].slice(0, SHORT_DESCRIPTION_MAX).join(''),
    tags: normaliseTags(tagValues).slice(0, 20),
    isAiAd: ai === 'true' || ai === '1',
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

/** The server's field names mapped back to the form's (for field errors of a failed create). */
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
};

export function mapServerErrors(errors: Record<string, string[]> | undefined): Partial<Record<keyof AdForm | 'photos', string>> {
  const out: Partial<Record<keyof AdForm | 'photos', string>> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const base = key.replace(/\[\d*\]$/, '').replace(/\.\d+$/, '');
    const field = SERVER_FIELD[base];
    if (field && messages[0] && !out[field]) out[field] = messages[0];
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

/** The multipart body of the create calls, in the spec's field names (§7). */
export function buildFormData(f: AdForm, photos: Blob[], level: number): FormData {
  const fd = new FormData();
  const put = (k: string, v: string | number | null | undefined) => {
    if (v !== null && v !== undefined && String(v) !== '') fd.append(k, String(v));
  };
  put('category_id', f.categoryId);
  put('subcategory_id', f.subcategoryId);
  put('name', f.title.trim());
  put('description', f.description.trim());
  put('additional_details', f.additionalDetails.trim());
  put('product_specifications', f.productSpecifications.trim());
  put('detailed_description', f.detailedDescription.trim());
  put('price', f.price.trim());
  put('currency_id', f.currencyId);
  put('type', f.type);
  fd.append('is_negotiable', f.negotiable ? '1' : '0');
  put('location', f.location.trim());
  put('lat', f.lat);
  put('lon', f.lng);
  for (const t of f.tags) fd.append('tags[]', t);
  photos.forEach((p, i) => fd.append(`attachment[${i}]`, p));
  put('email', f.email.trim());
  put('phone', f.phone.trim());
  fd.append('show_contact', f.hidePhone ? '0' : '1');
  put('is_sponsored', level);
  if (level === 1) fd.append('offerType', 'urgent');
  if (level === 2) fd.append('offerType', 'toppage');
  if (f.type === 2) {
    put('company_id', f.companyId);
    put('external_website', f.externalWebsite.trim());
    fd.append('purchase_button_text', PURCHASE_BUTTON_TEXT);
  }
  return fd;
}
