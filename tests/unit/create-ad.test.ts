import { describe, expect, it } from 'vitest';
import {
  acceptPhotos,
  addTag,
  buildFormData,
  canOpenStep,
  detailsValid,
  emptyForm,
  isPhone,
  mapServerErrors,
  moveItem,
  normaliseTags,
  parsePrefill,
  PHOTO_MAX_BYTES,
  priceError,
  publishIssues,
  resolvePrefillCategory,
  sellerErrors,
  stepOfField,
  type AdForm,
  type TreeNode,
} from '../../src/lib/create-ad.ts';

const node = (id: number, name: string, children: TreeNode[] = []): TreeNode => ({ id, name, label: name, slug: name.toLowerCase(), children });
const tree = [node(1, 'Vehicles', [node(11, 'Cars', [node(111, 'Sedans')]), node(12, 'Bikes')]), node(2, 'Jobs')];

const valid = (): AdForm => ({
  ...emptyForm(),
  categoryId: 1,
  subcategoryId: 12,
  price: '100',
  currencyId: 1,
  location: 'London',
  lat: 51.5,
  lng: -0.1,
  title: 'A bike',
  description: 'Nice bike',
  email: 'a@b.co',
});

describe('step gating', () => {
  it('opens only steps not ahead of the current one, and step 2 only with children', () => {
    expect(canOpenStep(3, 3, true)).toBe(true);
    expect(canOpenStep(4, 3, true)).toBe(false);
    expect(canOpenStep(2, 5, false)).toBe(false);
    expect(canOpenStep(2, 5, true)).toBe(true);
  });
});

describe('ad details', () => {
  it('needs the required fields and no price error', () => {
    expect(detailsValid(valid())).toBe(true);
    expect(detailsValid({ ...valid(), title: ' ' })).toBe(false);
    expect(detailsValid({ ...valid(), currencyId: null })).toBe(false);
    expect(detailsValid({ ...valid(), description: 'x'.repeat(151) })).toBe(false);
    expect(detailsValid({ ...valid(), description: 'x'.repeat(150) })).toBe(true);
    expect(detailsValid({ ...valid(), price: '-1' })).toBe(false);
  });
  it('checks the price bounds', () => {
    expect(priceError('1000000000')).toBeNull();
    expect(priceError('1000000001')).toBe('max');
    expect(priceError('-0.5')).toBe('negative');
    expect(priceError('')).toBeNull();
  });
  it('needs a company and an http(s) website for Company ads', () => {
    expect(detailsValid({ ...valid(), type: 2 })).toBe(false);
    expect(detailsValid({ ...valid(), type: 2, companyId: 3, externalWebsite: 'www.x.com' })).toBe(false);
    expect(detailsValid({ ...valid(), type: 2, companyId: 3, externalWebsite: 'https://x.com' })).toBe(true);
  });
});

describe('seller info', () => {
  it('validates email and the optional phone', () => {
    expect(sellerErrors(valid())).toEqual({});
    expect(sellerErrors({ ...valid(), email: 'nope' })).toEqual({ email: 'errors.emailFormat' });
    expect(sellerErrors({ ...valid(), phone: '12345' })).toEqual({ phone: 'errors.phoneFormat' });
    expect(isPhone('+1234567')).toBe(true);
    expect(isPhone('1234567890123456')).toBe(false);
  });
});

describe('publish check list', () => {
  it('lists every problem in the spec order', () => {
    expect(publishIssues(emptyForm(), 0)).toEqual([
      'issues.category',
      'issues.title',
      'issues.description',
      'issues.price',
      'issues.currency',
      'issues.location',
      'issues.email',
      'issues.photos',
    ]);
    expect(publishIssues(valid(), 1)).toEqual([]);
    expect(publishIssues({ ...valid(), type: 2, externalWebsite: 'ftp://x' }, 11)).toEqual(['issues.company', 'issues.websiteScheme', 'issues.photos']);
    expect(publishIssues({ ...valid(), description: 'y'.repeat(151), phone: 'abc' }, 1)).toEqual(['issues.descriptionMax', 'issues.phone']);
  });
});

describe('tags', () => {
  it('are trimmed and unique', () => {
    expect(addTag(['Red'], '  red ')).toEqual(['Red']);
    expect(addTag([], '   ')).toEqual([]);
    expect(addTag(['a'], ' b  c ')).toEqual(['a', 'b c']);
    expect(normaliseTags([' x', 'X', 'y'])).toEqual(['x', 'y']);
  });
});

describe('prefill', () => {
  it('reads the query parameters', () => {
    const p = parsePrefill(new URLSearchParams('category=Vehicles&subCategory=Sedans&title=%20Car%20&description=' + 'd'.repeat(200) + '&tag=a,b&tag=a&isAiAd=true'));
    expect(p).toMatchObject({ category: 'Vehicles', subCategory: 'Sedans', title: 'Car', tags: ['a', 'b'], isAiAd: true });
    expect(p.description).toHaveLength(150);
    expect(resolvePrefillCategory(tree, p)).toEqual({ categoryId: 1, subcategoryId: 111 });
    expect(resolvePrefillCategory(tree, { category: 'jobs', subCategory: '' })).toEqual({ categoryId: 2, subcategoryId: null });
    expect(resolvePrefillCategory(tree, { category: 'nope', subCategory: 'Cars' })).toEqual({ categoryId: null, subcategoryId: null });
  });
});

describe('photos', () => {
  const img = (size = 10, type = 'image/png') => ({ type, size });
  it('accepts 1 to 10 images of at most 50 MB', () => {
    expect(acceptPhotos(0, [img(), img(10, 'text/plain')])).toEqual({ accepted: [img()], error: 'errors.imagesOnly' });
    expect(acceptPhotos(0, [img(PHOTO_MAX_BYTES + 1)]).error).toBe('errors.fileSize');
    const r = acceptPhotos(9, [img(), img()]);
    expect(r.accepted).toHaveLength(1);
    expect(r.error).toBe('errors.maxPhotos');
  });
  it('reorders', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});

describe('server answers', () => {
  it('maps field errors back to the form', () => {
    const m = mapServerErrors({ name: ['Ad title is required'], 'attachments.0': ['Only image files are allowed.'], currency_id: ['bad'] });
    expect(m).toEqual({ title: 'Ad title is required', photos: 'Only image files are allowed.', currencyId: 'bad' });
    expect(stepOfField('photos')).toBe(5);
    expect(stepOfField('email')).toBe(4);
  });
  it('builds the multipart body', () => {
    const fd = buildFormData({ ...valid(), tags: ['a', 'b'], hidePhone: true, type: 2, companyId: 4, externalWebsite: 'https://x.com' }, [new Blob(['x'], { type: 'image/png' })], 2);
    expect(fd.get('name')).toBe('A bike');
    expect(fd.getAll('tags[]')).toEqual(['a', 'b']);
    expect(fd.get('show_contact')).toBe('0');
    expect(fd.get('is_negotiable')).toBe('0');
    expect(fd.get('offerType')).toBe('toppage');
    expect(fd.get('purchase_button_text')).toBe('Buy Now');
    expect(fd.get('attachment[0]')).toBeInstanceOf(Blob);
  });
});
