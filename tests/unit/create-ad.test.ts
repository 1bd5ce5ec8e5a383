import { describe, expect, it } from 'vitest';
import { AD_TAG_MAX_LENGTH, AD_TAGS_MAX } from '../../common/ad-limits.ts';
import {
  acceptPhotos,
  addTag,
  buildFormData,
  canMovePhoto,
  canOpenStep,
  detailsValid,
  emptyForm,
  formFromAd,
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
  type StoredAd,
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
    expect(publishIssues({ ...valid(), type: 2, externalWebsite: 'ftp://x' }, 11)).toEqual(['issues.company', 'issues.websiteScheme', 'alerts.photos']);
    expect(publishIssues({ ...valid(), description: 'y'.repeat(151), phone: 'abc' }, 1)).toEqual(['issues.descriptionMax', 'issues.phone']);
  });
  it('names what is wrong with a price that is there', () => {
    expect(publishIssues({ ...valid(), price: '-5' }, 1)).toEqual(['errors.priceNegative']);
    expect(publishIssues({ ...valid(), price: '1000000001' }, 1)).toEqual(['errors.priceMax']);
    expect(publishIssues({ ...valid(), price: ' ' }, 1)).toEqual(['issues.price']);
  });
  it('needs a map point, not just a location text', () => {
    expect(publishIssues({ ...valid(), lat: null, lng: null }, 1)).toEqual(['issues.location']);
  });
});

describe('tags', () => {
  it('are trimmed and unique', () => {
    expect(addTag(['Red'], '  red ')).toEqual(['Red']);
    expect(addTag([], '   ')).toEqual([]);
    expect(addTag(['a'], ' b  c ')).toEqual(['a', 'b c']);
    expect(normaliseTags([' x', 'X', 'y'])).toEqual(['x', 'y']);
  });
  it('are cut to the length the server accepts', () => {
    expect(addTag([], 'é'.repeat(45))).toEqual(['é'.repeat(AD_TAG_MAX_LENGTH)]);
  });
  it('stop at the count the server accepts', () => {
    const full = Array.from({ length: AD_TAGS_MAX }, (_, i) => `t${i}`);
    expect(addTag(full.slice(1), 'new')).toHaveLength(AD_TAGS_MAX);
    expect(addTag(full, 'one more')).toEqual(full);
    expect(normaliseTags([...full, 'extra'])).toEqual(full);
  });
});

describe('prefill', () => {
  it('reads the query parameters', () => {
    const p = parsePrefill(new URLSearchParams('category=Vehicles&subCategory=Sedans&title=%20Car%20&description=' + 'd'.repeat(200) + '&tag=a,b&tag=a'));
    expect(p).toEqual({ category: 'Vehicles', subCategory: 'Sedans', title: 'Car', description: 'd'.repeat(150), tags: ['a', 'b'], isAiAd: false, companyId: null });
    expect(parsePrefill(new URLSearchParams('isAiAd=1')).isAiAd).toBe(true);
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
  it('keeps stored photos ahead of new ones on edit', () => {
    const list = [{ existingId: 5 }, { existingId: 6 }, { existingId: null }, { existingId: null }];
    expect(canMovePhoto(list, 0, 1)).toBe(true);
    expect(canMovePhoto(list, 2, 3)).toBe(true);
    expect(canMovePhoto(list, 1, 2)).toBe(false);
    expect(canMovePhoto(list, 3, 4)).toBe(false);
    expect(canMovePhoto(list, 0, 0)).toBe(false);
  });
});

describe('server answers', () => {
  it('maps field errors back to the form', () => {
    const m = mapServerErrors({ name: 'Ad title is required', 'attachments.0': 'Only image files are allowed.', currency_id: 'bad' });
    expect(m).toEqual({ title: 'Ad title is required', photos: 'Only image files are allowed.', currencyId: 'bad' });
    expect(stepOfField('photos')).toBe(5);
    expect(stepOfField('email')).toBe(4);
  });
  it('builds the multipart body', () => {
    const fd = buildFormData({ ...valid(), tags: ['a', 'b'], hidePhone: true, type: 2, companyId: 4, externalWebsite: 'https://x.com' }, [{ file: new Blob(['x'], { type: 'image/png' }) }], 2);
    expect(fd.get('name')).toBe('A bike');
    expect(fd.getAll('tags[]')).toEqual(['a', 'b']);
    expect(fd.get('show_contact')).toBe('0');
    expect(fd.get('is_negotiable')).toBe('0');
    expect(fd.get('offerType')).toBe('toppage');
    expect(fd.get('purchase_button_text')).toBe('Buy Now');
    expect(fd.get('attachment[0]')).toBeInstanceOf(Blob);
  });
});

describe('edit', () => {
  const stored: StoredAd = {
    category_id: 111,
    type: 2,
    name: 'Car',
    description: 'Fast',
    additional_details: null,
    product_specifications: 'V8',
    detailed_description: null,
    price: '1500.00',
    offer_price: null,
    currency_id: 3,
    is_negotiable: 1,
    condition: 'used',
    location: 'Paris',
    lat: '48.856600',
    lon: 2.3522,
    tags: ['red', 'Red', 'fast'],
    show_contact: 0,
    contact_email: null,
    contact_phone: '+33123456789',
    company_id: 9,
    external_website: 'https://x.fr',
    purchase_button_text: null,
  };
  it('fills the form from the stored ad', () => {
    const f = formFromAd(stored, [1, 11, 111]);
    expect(f).toMatchObject({
      categoryId: 1,
      subcategoryId: 111,
      type: 2,
      price: '1500',
      offerPrice: '',
      currencyId: 3,
      negotiable: true,
      condition: 'used',
      lat: 48.8566,
      lng: 2.3522,
      title: 'Car',
      additionalDetails: '',
      productSpecifications: 'V8',
      tags: ['red', 'fast'],
      email: '',
      hidePhone: true,
      companyId: 9,
      purchaseButtonText: 'Buy Now',
    });
    expect(formFromAd({ ...stored, condition: 'broken' }, [111]).condition).toBe('');
    expect(formFromAd(stored, [111])).toMatchObject({ categoryId: 111, subcategoryId: null });
  });
  it('builds the update body: clearable fields sent empty, kept photos by id, no type, promotion only when paid', () => {
    const f = { ...formFromAd(stored, [1, 11, 111]), email: 'a@b.co', tags: [], additionalDetails: '', offerPrice: '900', companyId: 4 };
    const fd = buildFormData(f, [{ existingId: 7 }, { existingId: 5 }, { file: new Blob(['x'], { type: 'image/png' }) }], 0, 'update');
    expect(fd.get('type')).toBeNull();
    expect(fd.get('additional_details')).toBe('');
    expect(fd.get('tags')).toBe('');
    expect(fd.getAll('existing_attachments[]')).toEqual(['7', '5']);
    expect(fd.get('attachment[0]')).toBeInstanceOf(Blob);
    expect(fd.get('offer_price')).toBe('900');
    expect(fd.get('condition')).toBe('used');
    expect(fd.get('is_sponsored')).toBeNull();
    expect(fd.get('company_id')).toBe('4');
    expect(fd.get('lat')).toBe('48.8566');
    const paid = buildFormData(f, [], 1, 'update');
    expect(paid.get('is_sponsored')).toBe('1');
    expect(paid.get('offerType')).toBe('urgent');
  });
});
