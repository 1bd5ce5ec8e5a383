import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { apiCall, ApiCallError, TOKEN_KEY } from '../../lib/api/client.ts';
import { fetchCategoryTree, type CategoryNode } from '../../lib/categories.ts';
import { categoryName } from '../../lib/category-name.ts';
import { formatPrice } from '../../lib/price.ts';
import {
  addTag,
  categoryPath,
  checkNewPhotos,
  editIssues,
  isEmail,
  isPaidOption,
  MAX_PHOTOS,
  MAX_PRICE,
  moveItem,
  offerTypeForOption,
  optionLabel,
  isPhone,
  priceError,
  SHORT_DESCRIPTION_MAX,
  updateRedirect,
  type PromotionOption,
} from '../../lib/my-ads.ts';
import { $user } from '../../stores/session.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { AlertDialog } from '../auth/AlertDialog.tsx';
import type { AlertAction, AlertState } from '../auth/flow.ts';
import './edit-ad.css';

type Props = { i18n: I18nProps; adId: number };

type Attachment = { id: number; attachment: string; variants?: string[] | null };
type ChainItem = { id: number; name: string | null; parent_id: number | null };
type EditableAd = {
  id: number;
  category_id: number;
  type: number;
  name: string;
  description: string;
  additional_details: string | null;
  product_specifications: string | null;
  detailed_description: string | null;
  price: string;
  offer_price: string | null;
  currency_id: number | null;
  is_negotiable: number;
  condition: string | null;
  location: string | null;
  lat: number | null;
  lon: number | null;
  tags: string[];
  attachment: Attachment[];
  is_sponsored: number;
  show_contact: number;
  contact_email: string | null;
  contact_phone: string | null;
  company_id: number | null;
  company: { id: number; name: string | null } | null;
  external_website: string | null;
  purchase_button_text: string | null;
  category: { id: number; chain?: ChainItem[] } | null;
};
type LoadState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; ad: EditableAd };
type Currency = { id: number; code: string; symbol: string; name: string };
type Photo = { key: string; kind: 'existing'; id: number; src: string } | { key: string; kind: 'new'; file: File; src: string };

type Form = {
  name: string;
  description: string;
  additionalDetails: string;
  specifications: string;
  detailedDescription: string;
  price: string;
  offerPrice: string;
  currencyId: string;
  negotiable: boolean;
  condition: string;
  location: string;
  lat: string;
  lon: string;
  externalWebsite: string;
  purchaseText: string;
  email: string;
  phone: string;
  showContact: boolean;
};

type UpdateAnswer = { status?: string; message?: string; sessionId?: string | null; url?: string | null; errors?: Record<string, string[]> };

const smallest = (a: Attachment) => a.variants?.find((v) => typeof v === 'string' && v !== '') ?? a.attachment;

function formFromAd(ad: EditableAd): Form {
  return {
    name: ad.name ?? '',
    description: ad.description ?? '',
    additionalDetails: ad.additional_details ?? '',
    specifications: ad.product_specifications ?? '',
    detailedDescription: ad.detailed_description ?? '',
    price: ad.price != null ? String(Number(ad.price)) : '',
    offerPrice: ad.offer_price != null ? String(Number(ad.offer_price)) : '',
    currencyId: ad.currency_id != null ? String(ad.currency_id) : '',
    negotiable: Number(ad.is_negotiable) === 1,
    condition: ad.condition ?? '',
    location: ad.location ?? '',
    lat: ad.lat != null ? String(ad.lat) : '',
    lon: ad.lon != null ? String(ad.lon) : '',
    externalWebsite: ad.external_website ?? '',
    purchaseText: ad.purchase_button_text ?? 'Buy Now',
    email: ad.contact_email ?? '',
    phone: ad.contact_phone ?? '',
    showContact: Number(ad.show_contact) === 1,
  };
}

/** multipart POST with upload progress (fetch has none); the bearer token comes from localStorage 'authToken'. */
function sendWithProgress(url: string, body: FormData, onProgress: (percent: number) => void): Promise<{ ok: boolean; answer: UpdateAnswer }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    let token: string | null = null;
    try {
      token = localStorage.getItem(TOKEN_KEY);
    } catch {
      token = null;
    }
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let answer: UpdateAnswer = {};
      try {
        answer = JSON.parse(xhr.responseText) as UpdateAnswer;
      } catch {
        answer = {};
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300 && answer.status === 'success', answer });
    };
    xhr.onerror = () => resolve({ ok: false, answer: {} });
    xhr.onabort = () => resolve({ ok: false, answer: {} });
    xhr.send(body);
  });
}

/** Edit Ad (spec 001 'Edit Ad', 'Edit ad' state, §5 validation): everything on one page, type fixed. */
export default function EditAd({ i18n, adId }: Props) {
  const t = useT(i18n, 'myAds');
  const [reload, setReload] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; state: LoadState } | null>(null);
  const load: LoadState = loaded?.key === `${adId}|${reload}` ? loaded.state : { kind: 'loading' };
  const [tree, setTree] = useState<CategoryNode[]>([]);
  const [path, setPath] = useState<number[]>([]);
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  const [options, setOptions] = useState<PromotionOption[]>([]);
  const [form, setForm] = useState<Form | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [tagInput, setTagInput] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoError, setPhotoError] = useState('');
  const [option, setOption] = useState(1);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const newKey = useRef(0);

  // Reload when the user signs in on this page (the page is guarded by the sign-in dialog).
  useEffect(() => {
    let first = true;
    return $user.subscribe((u) => {
      if (first) {
        first = false;
        return;
      }
      if (u) setReload((n) => n + 1);
    });
  }, []);

  useEffect(() => {
    const ctrl = new AbortController();
    const key = `${adId}|${reload}`;
    apiCall<EditableAd>(`/seller/ads/single/${adId}`, { signal: ctrl.signal })
      .then((res) => {
        const ad = res.data;
        setLoaded({ key, state: { kind: 'ok', ad } });
        setForm(formFromAd(ad));
        setTags(Array.isArray(ad.tags) ? ad.tags.map(String) : []);
        setPhotos((ad.attachment ?? []).map((a) => ({ key: `e${a.id}`, kind: 'existing' as const, id: a.id, src: smallest(a) })));
        setPath(categoryPath(ad.category?.chain ?? null, ad.category_id));
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setLoaded({ key, state: { kind: 'error', message: err instanceof ApiCallError && err.body.message ? err.body.message : t('unexpected') } });
      });
    return () => ctrl.abort();
  }, [adId, reload, t]);

  useEffect(() => {
    const ctrl = new AbortController();
    void fetchCategoryTree({ locale: i18n.locale, signal: ctrl.signal }).then((r) => r.ok && setTree(r.categories));
    apiCall<{ data: Currency[] }>('/currencies', { auth: false, signal: ctrl.signal })
      .then((r) => setCurrencies(Array.isArray(r.data?.data) ? r.data.data : []))
      .catch(() => undefined);
    apiCall<PromotionOption[]>('/promotion-options', { auth: false, signal: ctrl.signal })
      .then((r) => setOptions(Array.isArray(r.data) ? [...r.data].sort((a, b) => a.id - b.id) : []))
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [i18n.locale]);

  // Free object URLs of new photos when they go away.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const live = new Set(photos.filter((p) => p.kind === 'new').map((p) => p.src));
    for (const u of urls.current) if (!live.has(u)) URL.revokeObjectURL(u);
    urls.current = live;
  }, [photos]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const levels = useMemo(() => {
    const out: { options: CategoryNode[]; value: number | null }[] = [];
    let list = tree;
    for (let depth = 0; depth < 3 && list.length; depth++) {
      const value = path[depth] ?? null;
      out.push({ options: list, value });
      const node = list.find((c) => c.id === value);
      list = node?.children ?? [];
    }
    return out;
  }, [tree, path]);

  const dismissAlert = useCallback((action?: AlertAction) => {
    setAlert((current) => {
      current?.onClose?.();
      return null;
    });
    action?.onSelect?.();
  }, []);

  if (load.kind === 'loading' || (load.kind === 'ok' && !form)) {
    return (
      <section className="ea container">
        <p className="ea-state" role="status">
          <span className="ea-spinner" aria-hidden="true" /> {t('edit_.loading')}
        </p>
      </section>
    );
  }
  if (load.kind === 'error') {
    return (
      <section className="ea container" aria-labelledby="ea-title">
        <div className="ea-state ea-error" role="alert">
          <h1 id="ea-title">{t('edit_.loadError')}</h1>
          <p>{load.message}</p>
          <div className="ea-row">
            <button type="button" className="btn" onClick={() => setReload((n) => n + 1)}>
              {t('retry')}
            </button>
            <a className="btn" href="/user-ads">
              {t('edit_.back')}
            </a>
          </div>
        </div>
      </section>
    );
  }

  const ad = load.ad;
  const f = form!;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((prev) => (prev ? { ...prev, [key]: value } : prev));
  const leafId = path.length ? path[path.length - 1]! : null;
  const isCompany = Number(ad.type) === 2;
  const pErr = priceError(f.price);
  const emailErr = f.email.trim() !== '' && !isEmail(f.email);
  const phoneErr = f.phone.trim() !== '' && !isPhone(f.phone);
  const descTooLong = f.description.length > SHORT_DESCRIPTION_MAX;
  const chosenOption = options.find((o) => o.id === option) ?? null;
  const levelNames = ['edit_.category', 'edit_.subcategory', 'edit_.subsubcategory'];

  const chooseLevel = (depth: number, value: string) => {
    const id = Number(value);
    setPath((p) => (value === '' ? p.slice(0, depth) : [...p.slice(0, depth), id]));
  };

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (!files.length) return;
    const problem = checkNewPhotos(files, photos.length);
    if (problem) {
      setPhotoError(t(`edit_.errors.${problem}`));
      return;
    }
    setPhotoError('');
    setPhotos((list) => [...list, ...files.map((file) => ({ key: `n${++newKey.current}`, kind: 'new' as const, file, src: URL.createObjectURL(file) }))]);
  };

  /** Existing photos keep their order among themselves and new ones follow (the server's existing_attachments[] rule). */
  const canMove = (from: number, to: number) => to >= 0 && to < photos.length && photos[from]!.kind === photos[to]!.kind;
  const move = (from: number, to: number) => {
    if (canMove(from, to)) setPhotos((list) => moveItem(list, from, to));
  };

  const onTagKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    setTags((list) => addTag(list, tagInput));
    setTagInput('');
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const issues = editIssues({
      categoryId: leafId,
      type: Number(ad.type),
      name: f.name,
      description: f.description,
      price: f.price,
      currencyId: f.currencyId,
      location: f.location,
      companyId: ad.company_id ? String(ad.company_id) : '',
      externalWebsite: f.externalWebsite,
      email: f.email,
      phone: f.phone,
      photoCount: photos.length,
    });
    if (issues.length) {
      setAlert({ kind: 'error', title: t('edit_.validationTitle'), message: issues.map((k) => `• ${t(`edit_.issues.${k}`)}`).join('\n') });
      return;
    }
    if (chosenOption && isPaidOption(chosenOption)) {
      const label = optionLabel(chosenOption, i18n.locale).name;
      setAlert({
        kind: 'question',
        title: t('edit_.paidConfirmTitle'),
        message: t('edit_.paidConfirmText', { price: formatPrice(chosenOption.price, '$'), option: label }),
        actions: [{ label: t('cancel') }, { label: t('boostPay'), primary: true, onSelect: () => void save(chosenOption) }],
      });
      return;
    }
    void save(null);
  };

  const save = async (paid: PromotionOption | null) => {
    setSaving(true);
    setProgress(0);
    const body = new FormData();
    body.append('category_id', String(path[0] ?? leafId ?? ''));
    body.append('subcategory_id', String(leafId ?? ''));
    body.append('name', f.name.trim());
    body.append('description', f.description.trim());
    body.append('additional_details', f.additionalDetails);
    body.append('product_specifications', f.specifications);
    body.append('detailed_description', f.detailedDescription);
    body.append('price', f.price.trim());
    if (f.offerPrice.trim()) body.append('offer_price', f.offerPrice.trim());
    body.append('currency_id', f.currencyId);
    body.append('is_negotiable', f.negotiable ? '1' : '0');
    if (f.condition) body.append('condition', f.condition);
    body.append('location', f.location.trim());
    if (f.lat) body.append('lat', f.lat);
    if (f.lon) body.append('lon', f.lon);
    for (const tag of tags) body.append('tags[]', tag);
    if (tags.length === 0) body.append('tags', '');
    body.append('email', f.email.trim());
    body.append('phone', f.phone.trim());
    body.append('show_contact', f.showContact ? '1' : '0');
    if (isCompany) {
      if (ad.company_id) body.append('company_id', String(ad.company_id));
      body.append('external_website', f.externalWebsite.trim());
      body.append('purchase_button_text', f.purchaseText.trim() || 'Buy Now');
    }
    for (const p of photos) if (p.kind === 'existing') body.append('existing_attachments[]', String(p.id));
    for (const p of photos) if (p.kind === 'new') body.append('attachment[]', p.file, p.file.name);
    const offerType = paid ? offerTypeForOption(paid.id) : null;
    if (paid && offerType) {
      body.append('is_sponsored', String(paid.id - 1));
      body.append('offerType', offerType);
    }
    const url = paid && offerType ? `/api/v1/seller/ads/update-ads-with-promotion/${ad.id}` : `/api/v1/seller/ads/update/${ad.id}`;
    const { ok, answer } = await sendWithProgress(url, body, setProgress);
    if (!ok) {
      setSaving(false);
      setProgress(null);
      const fieldMessage = answer.errors ? Object.values(answer.errors).flat()[0] : undefined;
      setAlert({ kind: 'error', title: t('edit_.updateFailed'), message: answer.message || fieldMessage || t('unexpected') });
      return;
    }
    setProgress(100);
    const target = updateRedirect(answer);
    const toCheckout = target !== '/user-ads';
    setAlert({
      kind: 'success',
      title: t(toCheckout ? 'edit_.updatedPay' : 'edit_.updated'),
      onClose: () => window.location.assign(target),
    });
  };

  const photoLabel = (i: number) => t('edit_.photo', { n: i + 1 });

  return (
    <section className="ea container" aria-labelledby="ea-title">
      <nav className="ea-back">
        <a href="/user-ads">← {t('edit_.back')}</a>
      </nav>
      <h1 id="ea-title">{t('edit_.title')}</h1>

      <form className="ea-form" onSubmit={onSubmit} noValidate>
        <fieldset className="ea-card card">
          <legend>{t('edit_.categorySection')}</legend>
          <div className="ea-grid">
            {levels.map((level, depth) => (
              <div className="field" key={depth}>
                <label htmlFor={`ea-cat-${depth}`}>{t(levelNames[depth]!)}</label>
                <select id={`ea-cat-${depth}`} value={level.value ?? ''} onChange={(e) => chooseLevel(depth, e.target.value)} required={depth === 0}>
                  <option value="">{depth === 0 ? t('edit_.choose') : t('edit_.none')}</option>
                  {level.options.map((c) => (
                    <option key={c.id} value={c.id}>
                      {categoryName(c)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            {levels.length === 0 && <p>{t('edit_.loading')}</p>}
          </div>
        </fieldset>

        <fieldset className="ea-card card">
          <legend>{t('edit_.details')}</legend>
          <div className="field">
            <span id="ea-type-label">{t('edit_.type')}</span>
            <p className="ea-readonly" aria-labelledby="ea-type-label" aria-describedby="ea-type-hint">
              {t(isCompany ? 'edit_.typeCompany' : 'edit_.typePersonal')}
            </p>
            <small id="ea-type-hint" className="ea-hint">
              {t('edit_.typeFixed')}
            </small>
          </div>
          <div className="field">
            <label htmlFor="ea-name">{t('edit_.name')} *</label>
            <input id="ea-name" value={f.name} maxLength={255} placeholder={t('edit_.namePlaceholder')} onChange={(e) => set('name', e.target.value)} required />
          </div>
          <div className="field">
            <label htmlFor="ea-desc">{t('edit_.description')} *</label>
            <textarea
              id="ea-desc"
              rows={3}
              value={f.description}
              onChange={(e) => set('description', e.target.value)}
              aria-invalid={descTooLong}
              aria-describedby="ea-desc-count"
              required
            />
            <small id="ea-desc-count" className={descTooLong ? 'field-error' : 'ea-hint'}>
              {t('edit_.charCount', { count: f.description.length, max: SHORT_DESCRIPTION_MAX })}
              {descTooLong ? ` — ${t('edit_.issues.descriptionTooLong')}` : ''}
            </small>
          </div>
          <div className="field">
            <label htmlFor="ea-more">{t('edit_.additionalDetails')}</label>
            <textarea id="ea-more" rows={3} value={f.additionalDetails} onChange={(e) => set('additionalDetails', e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="ea-spec">{t('edit_.specifications')}</label>
            <textarea id="ea-spec" rows={3} value={f.specifications} onChange={(e) => set('specifications', e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="ea-detail">{t('edit_.detailedDescription')}</label>
            <textarea id="ea-detail" rows={5} value={f.detailedDescription} onChange={(e) => set('detailedDescription', e.target.value)} />
          </div>
          <div className="ea-grid">
            <div className="field">
              <label htmlFor="ea-price">{t('edit_.price')} *</label>
              <input
                id="ea-price"
                type="number"
                inputMode="decimal"
                min={0}
                max={MAX_PRICE}
                step="0.01"
                value={f.price}
                onChange={(e) => set('price', e.target.value)}
                aria-invalid={pErr !== null}
                aria-describedby={pErr ? 'ea-price-err' : undefined}
                required
              />
              {pErr && (
                <small id="ea-price-err" className="field-error">
                  {t(`edit_.errors.${pErr}`, { max: MAX_PRICE.toLocaleString(i18n.locale) })}
                </small>
              )}
            </div>
            <div className="field">
              <label htmlFor="ea-offer">{t('edit_.offerPrice')}</label>
              <input id="ea-offer" type="number" inputMode="decimal" min={0} step="0.01" value={f.offerPrice} onChange={(e) => set('offerPrice', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="ea-currency">{t('edit_.currency')} *</label>
              <select id="ea-currency" value={f.currencyId} onChange={(e) => set('currencyId', e.target.value)} required>
                <option value="">{t('edit_.choose')}</option>
                {currencies.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.code} ({c.symbol})
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="ea-condition">{t('edit_.condition')}</label>
              <select id="ea-condition" value={f.condition} onChange={(e) => set('condition', e.target.value)}>
                <option value="">{t('edit_.none')}</option>
                <option value="new">{t('edit_.conditionNew')}</option>
                <option value="likeNew">{t('edit_.conditionLikeNew')}</option>
                <option value="used">{t('edit_.conditionUsed')}</option>
              </select>
            </div>
          </div>
          <label className="ea-check">
            <input type="checkbox" checked={f.negotiable} onChange={(e) => set('negotiable', e.target.checked)} />
            <span>{t('edit_.negotiable')}</span>
          </label>
          <div className="field">
            <label htmlFor="ea-location">{t('edit_.location')} *</label>
            <input id="ea-location" value={f.location} autoComplete="address-level2" onChange={(e) => set('location', e.target.value)} required />
          </div>
          <div className="field">
            <label htmlFor="ea-tag">{t('edit_.tags')}</label>
            <input id="ea-tag" value={tagInput} onChange={(e) => setTagInput(e.target.value)} onKeyDown={onTagKey} aria-describedby="ea-tag-hint" maxLength={40} />
            <small id="ea-tag-hint" className="ea-hint">
              {t('edit_.tagsHint')}
            </small>
            {tags.length > 0 && (
              <ul className="ea-tags">
                {tags.map((tag) => (
                  <li key={tag}>
                    <button type="button" className="ea-tag" onClick={() => setTags((list) => list.filter((x) => x !== tag))} aria-label={t('edit_.removeTag', { tag })}>
                      {tag} <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {isCompany && (
            <>
              <div className="field">
                <span id="ea-company-label">{t('edit_.company')}</span>
                <p className="ea-readonly" aria-labelledby="ea-company-label">
                  {ad.company?.name ?? (ad.company_id ? `#${ad.company_id}` : '—')}
                </p>
              </div>
              <div className="field">
                <label htmlFor="ea-website">{t('edit_.website')} *</label>
                <input id="ea-website" type="url" inputMode="url" value={f.externalWebsite} placeholder="https://" onChange={(e) => set('externalWebsite', e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor="ea-buy">{t('edit_.purchaseText')}</label>
                <input id="ea-buy" value={f.purchaseText} maxLength={40} onChange={(e) => set('purchaseText', e.target.value)} />
              </div>
            </>
          )}
        </fieldset>

        <fieldset className="ea-card card">
          <legend>{t('edit_.sellerInfo')}</legend>
          <div className="ea-grid">
            <div className="field">
              <label htmlFor="ea-email">{t('edit_.email')}</label>
              <input
                id="ea-email"
                type="email"
                autoComplete="email"
                value={f.email}
                onChange={(e) => set('email', e.target.value)}
                aria-invalid={emailErr}
                aria-describedby={emailErr ? 'ea-email-err' : undefined}
              />
              {emailErr && (
                <small id="ea-email-err" className="field-error">
                  {t('edit_.errors.emailFormat')}
                </small>
              )}
            </div>
            <div className="field">
              <label htmlFor="ea-phone">{t('edit_.phone')}</label>
              <input
                id="ea-phone"
                type="tel"
                autoComplete="tel"
                value={f.phone}
                onChange={(e) => set('phone', e.target.value)}
                aria-invalid={phoneErr}
                aria-describedby={phoneErr ? 'ea-phone-err' : undefined}
              />
              {phoneErr && (
                <small id="ea-phone-err" className="field-error">
                  {t('edit_.errors.phoneFormat')}
                </small>
              )}
            </div>
          </div>
          <label className="ea-check">
            <input type="checkbox" checked={f.showContact} onChange={(e) => set('showContact', e.target.checked)} />
            <span>{t('edit_.showContact')}</span>
          </label>
        </fieldset>

        <fieldset className="ea-card card">
          <legend>{t('edit_.photos')}</legend>
          <p id="ea-photos-hint" className="ea-hint">
            {t('edit_.photosHint')} ({photos.length}/{MAX_PHOTOS})
          </p>
          <ol className="ea-photos">
            {photos.map((p, i) => (
              <li key={p.key} className="ea-photo">
                <img src={p.src} alt={photoLabel(i)} width={140} height={105} />
                {p.kind === 'new' && <span className="ea-new">{t('edit_.newPhoto')}</span>}
                <div className="ea-photo-tools">
                  <button type="button" className="ea-icon" disabled={!canMove(i, i - 1)} onClick={() => move(i, i - 1)} aria-label={t('edit_.moveUp', { n: i + 1 })}>
                    ←
                  </button>
                  <button type="button" className="ea-icon" disabled={!canMove(i, i + 1)} onClick={() => move(i, i + 1)} aria-label={t('edit_.moveDown', { n: i + 1 })}>
                    →
                  </button>
                  <button
                    type="button"
                    className="ea-icon ea-remove"
                    onClick={() => setPhotos((list) => list.filter((x) => x.key !== p.key))}
                    aria-label={t('edit_.removePhoto', { n: i + 1 })}
                  >
                    ×
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <input ref={fileRef} id="ea-files" className="visually-hidden" type="file" accept="image/*" multiple onChange={onFiles} tabIndex={-1} />
          <button type="button" className="btn" onClick={() => fileRef.current?.click()} disabled={photos.length >= MAX_PHOTOS} aria-describedby="ea-photos-hint">
            + {t('edit_.addPhotos')}
          </button>
          {photoError && (
            <p className="field-error" role="alert">
              {photoError}
            </p>
          )}
        </fieldset>

        <fieldset className="ea-card card">
          <legend>{t('edit_.promotion')}</legend>
          <div className="ea-options">
            {(options.length ? options : [{ id: 1, name: t('edit_.regular'), description: '', price: '0' }]).map((o) => {
              const level = o.id - 1;
              const disabled = level > 0 && Number(ad.is_sponsored) >= level;
              const label = optionLabel(o, i18n.locale);
              return (
                <label key={o.id} className={`ea-option${option === o.id ? ' is-chosen' : ''}${disabled ? ' is-disabled' : ''}`}>
                  <input type="radio" name="ea-option" value={o.id} checked={option === o.id} disabled={disabled} onChange={() => setOption(o.id)} />
                  <span className="ea-option-text">
                    <strong>{label.name}</strong>
                    {label.description && <small>{label.description}</small>}
                    {disabled && <small>{t('edit_.alreadyPromoted')}</small>}
                  </span>
                  <span className="ea-option-price">{Number(o.price) > 0 ? formatPrice(o.price, '$') : t('edit_.free')}</span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="ea-submit">
          {progress !== null && (
            <div className="ea-progress">
              <progress max={100} value={progress} aria-label={t('edit_.uploading', { percent: progress })} />
              <span aria-live="polite">{t('edit_.uploading', { percent: progress })}</span>
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t('edit_.saving') : t('edit_.save')}
          </button>
        </div>
      </form>

      <AlertDialog alert={alert} onDismiss={dismissAlert} okLabel={t('ok')} closeLabel={t('close')} />
    </section>
  );
}
