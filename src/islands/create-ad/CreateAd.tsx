import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { ApiCallError, apiCall, TOKEN_KEY, type ApiFailure } from '../../lib/api/client.ts';
import { reversePlace } from '../../lib/api/places.ts';
import {
  buildFormData,
  canOpenStep,
  DEFAULT_MAP,
  detailsValid,
  emptyForm,
  mapServerErrors,
  pathTo,
  PHOTOS_MAX,
  PHOTOS_MIN,
  publishIssues,
  resolvePrefillCategory,
  sellerErrors,
  stepOfField,
  type AdForm,
  type Prefill,
  type Step,
} from '../../lib/create-ad.ts';
import { formatPrice } from '../../lib/price.ts';
import { $session, loadSession } from '../../stores/session.ts';
import { AlertDialog } from '../auth/AlertDialog.tsx';
import type { AlertState } from '../auth/flow.ts';
import { LocationPicker, type PickedPlace } from '../location/LocationPicker.tsx';
import { DetailsStep, type CompaniesState, type Currency } from './DetailsStep.tsx';
import { PhotoPicker, revokePhotos, type Photo } from './PhotoPicker.tsx';
import './create-ad.css';

export type CategoryItem = { id: number; name: string; label: string; slug: string; icon: string | null; children: CategoryItem[] };

type PromotionOption = { id: number; name: string; description: string; price: string; translations?: { name?: Record<string, string>; description?: Record<string, string> } };

type Props = { i18n: I18nProps; categories: CategoryItem[] | null; prefill: Prefill };

type Answer = { status?: string; message?: string; data?: unknown; sessionId?: string | null; url?: string | null; errors?: Record<string, string[]> };

/** Initial state from the query-parameter prefill (spec 001 route table: category, subCategory, title, description, tag, isAiAd). */
function initialState(tree: CategoryItem[], prefill: Prefill) {
  const form: AdForm = { ...emptyForm(), title: prefill.title, description: prefill.description, tags: prefill.tags };
  const { categoryId, subcategoryId } = resolvePrefillCategory(tree, prefill);
  let subPath: number[] = [];
  let step: Step = 1;
  if (categoryId !== null) {
    form.categoryId = categoryId;
    const cat = tree.find((c) => c.id === categoryId);
    if (subcategoryId !== null) {
      subPath = pathTo(tree, subcategoryId)
        .slice(1)
        .map((n) => n.id);
      form.subcategoryId = subcategoryId;
      const leaf = pathTo(tree, subcategoryId).at(-1);
      step = leaf && leaf.children.length ? 2 : 3;
    } else step = cat && cat.children.length ? 2 : 3;
  }
  return { form, subPath, step };
}

/** XMLHttpRequest rather than fetch: only XHR reports upload progress. */
function upload(path: string, body: FormData, onProgress: (pct: number) => void): Promise<{ httpStatus: number; answer: Answer }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    let token: string | null = null;
    try {
      token = localStorage.getItem(TOKEN_KEY);
    } catch {
      /* storage blocked */
    }
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let answer: Answer = {};
      try {
        answer = JSON.parse(xhr.responseText) as Answer;
      } catch {
        /* not JSON */
      }
      resolve({ httpStatus: xhr.status, answer });
    };
    xhr.onerror = () => resolve({ httpStatus: 0, answer: {} });
    xhr.send(body);
  });
}

/** Create Ad (spec 001 'Create Ad'): the six-step accordion, the Review modal, 'Issues Found', publish with progress. */
export default function CreateAd({ i18n, categories, prefill }: Props) {
  const t = useT(i18n, 'createAd');
  const tl = useT(i18n, 'location');
  const uid = useId();
  const tree = useMemo(() => categories ?? [], [categories]);
  const init = useMemo(() => initialState(tree, prefill), [tree, prefill]);
  const [form, setForm] = useState<AdForm>(init.form);
  const [subPath, setSubPath] = useState<number[]>(init.subPath);
  const [current, setCurrent] = useState<Step>(init.step);
  const [open, setOpen] = useState<Step | null>(init.step);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [showDetailErrors, setShowDetailErrors] = useState(false);
  const [showSellerErrors, setShowSellerErrors] = useState(false);
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  const [companies, setCompanies] = useState<CompaniesState>({ status: 'loading' });
  const [options, setOptions] = useState<PromotionOption[] | null>(null);
  const [optionsError, setOptionsError] = useState(false);
  const [optionId, setOptionId] = useState<number | null>(null);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [issues, setIssues] = useState<string[] | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [draftPlace, setDraftPlace] = useState<PickedPlace>({ label: '', ...DEFAULT_MAP });
  const [manualOpen, setManualOpen] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [progress, setProgress] = useState(0);
  const publishingRef = useRef(false);
  const currencyTouched = useRef(false);
  const session = useStore($session);

  const set = useCallback(<K extends keyof AdForm>(key: K, value: AdForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }, []);

  useEffect(() => loadSession(), []);

  // Seller information prefilled from the signed-in user.
  useEffect(() => {
    const user = session.user;
    if (!user) return;
    setForm((f) => ({ ...f, email: f.email || user.email || '', phone: f.phone || user.phone || '' }));
  }, [session.user]);

  // Reference data: currencies, promotion options, the user's companies.
  useEffect(() => {
    apiCall<{ data: Currency[] }>('/currencies', { auth: false })
      .then((res) => {
        const list = res.data.data ?? [];
        setCurrencies(list);
        // USD until the location tells otherwise.
        setForm((f) => (f.currencyId === null ? { ...f, currencyId: list.find((c) => c.code === 'USD')?.id ?? list[0]?.id ?? null } : f));
      })
      .catch(() => setCurrencies([]));
    apiCall<PromotionOption[]>('/promotion-options', { auth: false })
      .then((res) => setOptions(Array.isArray(res.data) ? res.data : []))
      .catch(() => setOptionsError(true));
  }, []);

  useEffect(() => {
    if (form.type !== 2 || companies.status !== 'loading') return;
    apiCall<unknown>('/company/my-companies')
      .then((res) => {
        const d = res.data as { data?: unknown } | unknown[];
        const raw = (Array.isArray(d) ? d : Array.isArray(d?.data) ? d.data : []) as { id: number; name?: string; company_name?: string }[];
        setCompanies({ status: 'ready', items: raw.map((c) => ({ id: c.id, name: c.name ?? c.company_name ?? `#${c.id}` })) });
      })
      .catch((err: unknown) => {
        if (err instanceof ApiCallError && err.httpStatus === 404) setCompanies({ status: 'ready', items: [] });
        else setCompanies({ status: 'error' });
      });
  }, [form.type, companies.status]);

  // Currency guessed from the location's country (unless the user chose one).
  useEffect(() => {
    if (form.lat === null || form.lng === null || currencyTouched.current) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const place = await reversePlace(form.lat as number, form.lng as number, { signal: controller.signal });
        const iso = place.data.result?.country_iso2;
        if (!iso) return;
        const res = await apiCall<{ currency: { id: number | null; code: string } }>('/countries/currency', { query: { country: iso }, signal: controller.signal, auth: false });
        const cur = res.data.currency;
        const id = cur.id ?? currencies.find((c) => c.code === cur.code)?.id ?? null;
        if (id !== null && !currencyTouched.current) setForm((f) => ({ ...f, currencyId: id }));
      } catch {
        /* keep the current currency */
      }
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [form.lat, form.lng, currencies]);

  // Revoke previews when leaving the page.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  });
  useEffect(() => () => revokePhotos(photosRef.current), []);

  const category = tree.find((c) => c.id === form.categoryId) ?? null;
  const hasSub = !!category && category.children.length > 0;
  const chain = form.categoryId === null ? [] : pathTo(tree, form.subcategoryId ?? form.categoryId);
  const categoryText = chain.map((n) => n.label || n.name).join(' › ');
  const currency = currencies.find((c) => c.id === form.currencyId) ?? null;
  const optionName = (o: PromotionOption) => o.translations?.name?.[i18n.locale] ?? o.name;
  const optionDesc = (o: PromotionOption) => o.translations?.description?.[i18n.locale] ?? o.description;
  const chosenOption = options?.find((o) => o.id === optionId) ?? null;
  const level = chosenOption ? chosenOption.id - 1 : 0;

  const goTo = (step: Step) => {
    setCurrent(step);
    setOpen(step);
  };
  const advance = (step: Step) => {
    setCurrent((c) => (c > step ? c : step));
    setOpen(step);
  };

  const pickCategory = (c: CategoryItem) => {
    setForm((f) => ({ ...f, categoryId: c.id, subcategoryId: null }));
    setSubPath([]);
    goTo(c.children.length ? 2 : 3);
  };

  const pickSub = (depth: number, node: CategoryItem) => {
    const next = [...subPath.slice(0, depth), node.id];
    setSubPath(next);
    setForm((f) => ({ ...f, subcategoryId: node.id }));
    if (!node.children.length) goTo(3);
    else setCurrent(2);
  };

  const continueDetails = () => {
    if (!detailsValid(form)) {
      setShowDetailErrors(true);
      setAlert({ kind: 'error', title: t('alerts.title'), message: t('alerts.details') });
      return;
    }
    advance(4);
  };
  const continueSeller = () => {
    if (Object.keys(sellerErrors(form)).length) {
      setShowSellerErrors(true);
      setAlert({ kind: 'error', title: t('alerts.title'), message: t('alerts.seller') });
      return;
    }
    advance(5);
  };
  const continuePhotos = () => {
    if (photos.length < PHOTOS_MIN || photos.length > PHOTOS_MAX) {
      setAlert({ kind: 'error', title: t('alerts.title'), message: t('alerts.photos') });
      return;
    }
    advance(6);
  };
  const continuePayment = () => {
    if (!chosenOption) {
      setAlert({ kind: 'error', title: t('alerts.title'), message: t('alerts.payment') });
      return;
    }
    setReviewOpen(true);
  };

  const chooseOption = (o: PromotionOption) => {
    if (o.id - 1 === 0) {
      setOptionId(o.id);
      return;
    }
    setAlert({
      kind: 'question',
      title: t('payment.confirmTitle'),
      message: t('payment.confirmText', { name: optionName(o), price: `$${o.price}` }),
      actions: [
        { label: t('payment.cancel') },
        { label: t('payment.confirm'), primary: true, onSelect: () => setOptionId(o.id) },
      ],
    });
  };

  const resetAll = () => {
    revokePhotos(photos);
    setPhotos([]);
    setForm(emptyForm());
    setSubPath([]);
    setOptionId(null);
    setCurrent(1);
    setOpen(1);
  };

  const publish = async () => {
    if (publishingRef.current) return; // double-publish guard
    const found = publishIssues(form, photos.length);
    if (found.length) {
      setIssues(found);
      return;
    }
    publishingRef.current = true;
    setPublishing(true);
    setProgress(0);
    const paid = level > 0;
    const { httpStatus, answer } = await upload(
      paid ? '/seller/ads/create-ads-with-promotion' : '/seller/ads/create',
      buildFormData(form, photos.map((p) => p.file), level),
      setProgress,
    );
    const ok = httpStatus >= 200 && httpStatus < 300 && answer.status === 'success';
    if (!ok) {
      publishingRef.current = false;
      setPublishing(false);
      const mapped = mapServerErrors((answer as ApiFailure).errors);
      setServerErrors(mapped);
      const first = Object.keys(mapped)[0] as keyof AdForm | 'photos' | undefined;
      if (mapped.photos) setPhotoError(mapped.photos);
      setReviewOpen(false);
      if (first) setOpen(stepOfField(first));
      setAlert({ kind: 'error', title: t('alerts.failed'), message: answer.message || (httpStatus === 0 ? t('alerts.network') : t('alerts.unknown')) });
      return;
    }
    if (paid) {
      if (answer.sessionId && answer.url) {
        window.location.href = answer.url;
        return;
      }
      publishingRef.current = false;
      setPublishing(false);
      setReviewOpen(false);
      setAlert({ kind: 'error', title: t('alerts.failedPayment'), message: t('alerts.noSession'), onClose: () => window.location.assign('/user-ads') });
      return;
    }
    setReviewOpen(false);
    resetAll();
    window.location.assign('/user-ads');
  };

  const sellerErr = showSellerErrors ? sellerErrors(form) : {};

  const section = (step: Step, title: string, summary: string, body: ReactNode) => {
    if (step === 2 && !hasSub) return null;
    const allowed = canOpenStep(step, current, hasSub);
    const expanded = open === step;
    const panelId = `${uid}-p${step}`;
    const headId = `${uid}-h${step}`;
    return (
      <section className={`ca-step${expanded ? ' is-open' : ''}${step < current ? ' is-done' : ''}`} key={step}>
        <h2 className="ca-step-h">
          <button
            type="button"
            id={headId}
            className="ca-step-btn"
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-disabled={!allowed || undefined}
            onClick={() => {
              if (!allowed) return;
              setOpen(expanded ? null : step);
            }}
          >
            <span className="ca-step-num" aria-hidden="true">
              {step}
            </span>
            <span className="ca-step-title">{title}</span>
            {summary && !expanded && <span className="ca-step-sum">{summary}</span>}
          </button>
        </h2>
        <div id={panelId} role="region" aria-labelledby={headId} className="ca-step-body" hidden={!expanded}>
          {expanded && body}
        </div>
      </section>
    );
  };

  const tile = (node: CategoryItem, selected: boolean, onPick: () => void, icon = false) => (
    <li key={node.id}>
      <button type="button" className={`ca-tile${selected ? ' is-selected' : ''}`} aria-pressed={selected} onClick={onPick}>
        {icon && (node.icon ? <img src={node.icon} alt="" width={36} height={36} loading="lazy" /> : <span className="ca-tile-blank" aria-hidden="true" />)}
        <span>{node.label || node.name}</span>
        {node.children.length > 0 && <span className="ca-tile-more" aria-hidden="true">›</span>}
      </button>
    </li>
  );

  // Subcategory levels: level 2 under the category, level 3 under a chosen level-2 node.
  const levels: { depth: number; nodes: CategoryItem[] }[] = [];
  if (category) {
    levels.push({ depth: 0, nodes: category.children });
    const second = category.children.find((n) => n.id === subPath[0]);
    if (second && second.children.length) levels.push({ depth: 1, nodes: second.children });
  }

  const photoSummary = photos.length ? t('photos.count', { count: photos.length, max: PHOTOS_MAX }) : '';

  const reviewRows: [string, string][] = [
    [t('details.category'), categoryText],
    [t('details.type'), form.type === 2 ? t('details.company') : t('details.personal')],
    [t('details.price'), form.price ? `${formatPrice(form.price, currency?.symbol)}${form.negotiable ? ` (${t('review.negotiable')})` : ''}` : '—'],
    [t('details.currency'), currency ? `${currency.code} (${currency.symbol})` : '—'],
    [t('details.location'), form.location || '—'],
    [t('details.title'), form.title || '—'],
    [t('details.description'), form.description || '—'],
    [t('details.additional'), form.additionalDetails || '—'],
    [t('details.specifications'), form.productSpecifications || '—'],
    [t('details.detailed'), form.detailedDescription || '—'],
    [t('details.tags'), form.tags.join(', ') || '—'],
    ...(form.type === 2
      ? ([
          [t('details.companyLabel'), companies.status === 'ready' ? (companies.items.find((c) => c.id === form.companyId)?.name ?? '—') : '—'],
          [t('details.website'), form.externalWebsite || '—'],
        ] as [string, string][])
      : []),
    [t('seller.email'), form.email || '—'],
    [t('seller.phone'), form.phone ? `${form.phone}${form.hidePhone ? ` (${t('review.hidden')})` : ''}` : '—'],
    [t('payment.title'), chosenOption ? `${optionName(chosenOption)} — $${chosenOption.price}` : '—'],
  ];

  return (
    <div className="ca">
      {prefill.isAiAd && <p className="ca-ai">{t('aiNotice')}</p>}
      {categories === null && (
        <p className="ca-error" role="alert">
          {t('categoriesError')}
        </p>
      )}

      {section(
        1,
        t('steps.category'),
        category ? category.label || category.name : '',
        <ul className="ca-tiles ca-tiles-top">{tree.map((c) => tile(c, c.id === form.categoryId, () => pickCategory(c), true))}</ul>,
      )}

      {section(
        2,
        t('steps.subcategory'),
        chain.length > 1 ? chain.slice(1).map((n) => n.label || n.name).join(' › ') : '',
        <div>
          {levels.map(({ depth, nodes }) => (
            <div key={depth} className="ca-level">
              {depth > 0 && <h3 className="ca-level-h">{t('subLevel')}</h3>}
              <ul className="ca-tiles">{nodes.map((n) => tile(n, subPath[depth] === n.id, () => pickSub(depth, n)))}</ul>
            </div>
          ))}
        </div>,
      )}

      {section(
        3,
        t('steps.details'),
        form.title,
        <>
          <DetailsStep
            t={t}
            form={form}
            set={set}
            categoryText={categoryText}
            currencies={currencies}
            onCurrencyPicked={() => {
              currencyTouched.current = true;
            }}
            companies={companies}
            onOpenMap={() => {
              setDraftPlace(form.lat !== null && form.lng !== null ? { label: form.location, lat: form.lat, lng: form.lng } : { label: '', ...DEFAULT_MAP });
              setMapOpen(true);
            }}
            serverErrors={serverErrors}
            showErrors={showDetailErrors}
          />
          <div className="ca-actions">
            <button type="button" className={`btn btn-primary${detailsValid(form) ? '' : ' is-blocked'}`} aria-disabled={!detailsValid(form) || undefined} onClick={continueDetails}>
              {t('continue')}
            </button>
          </div>
        </>,
      )}

      {section(
        4,
        t('steps.seller'),
        form.email,
        <>
          <div className="ca-grid">
            <div className="field ca-field">
              <label htmlFor={`${uid}-email`}>
                {t('seller.email')} <span aria-hidden="true">*</span>
              </label>
              <input
                id={`${uid}-email`}
                type="email"
                autoComplete="email"
                value={form.email}
                aria-invalid={sellerErr.email ? true : undefined}
                aria-describedby={sellerErr.email || serverErrors.email ? `${uid}-email-err` : undefined}
                onChange={(e) => set('email', e.target.value)}
              />
              {(sellerErr.email || serverErrors.email) && (
                <p id={`${uid}-email-err`} className="ca-error" role="alert">
                  {sellerErr.email ? t(sellerErr.email) : serverErrors.email}
                </p>
              )}
            </div>
            <div className="field ca-field">
              <label htmlFor={`${uid}-phone`}>{t('seller.phone')}</label>
              <input
                id={`${uid}-phone`}
                type="tel"
                autoComplete="tel"
                placeholder="+37360000000"
                value={form.phone}
                aria-invalid={sellerErr.phone ? true : undefined}
                aria-describedby={`${uid}-phone-hint${sellerErr.phone || serverErrors.phone ? ` ${uid}-phone-err` : ''}`}
                onChange={(e) => set('phone', e.target.value)}
              />
              <p id={`${uid}-phone-hint`} className="ca-hint">
                {t('seller.phoneHint')}
              </p>
              {(sellerErr.phone || serverErrors.phone) && (
                <p id={`${uid}-phone-err`} className="ca-error" role="alert">
                  {sellerErr.phone ? t(sellerErr.phone) : serverErrors.phone}
                </p>
              )}
            </div>
            <div className="ca-full">
              <label className="ca-check">
                <input type="checkbox" checked={form.hidePhone} onChange={(e) => set('hidePhone', e.target.checked)} /> {t('seller.hidePhone')}
              </label>
            </div>
          </div>
          <div className="ca-actions">
            <button type="button" className="btn btn-primary" onClick={continueSeller}>
              {t('continue')}
            </button>
          </div>
        </>,
      )}

      {section(
        5,
        t('steps.photos'),
        photoSummary,
        <>
          <PhotoPicker t={t} photos={photos} onChange={setPhotos} error={photoError} onError={setPhotoError} />
          <div className="ca-actions">
            <button type="button" className="btn btn-primary" onClick={continuePhotos}>
              {t('continue')}
            </button>
          </div>
        </>,
      )}

      {section(
        6,
        t('steps.payment'),
        chosenOption ? optionName(chosenOption) : '',
        <>
          {optionsError && (
            <p className="ca-error" role="alert">
              {t('payment.loadError')}
            </p>
          )}
          {options === null && !optionsError && <p className="ca-hint">{t('payment.loading')}</p>}
          <fieldset className="ca-options">
            <legend className="visually-hidden">{t('steps.payment')}</legend>
            {(options ?? []).map((o) => (
              <label key={o.id} className={`ca-option${optionId === o.id ? ' is-selected' : ''}`}>
                <input type="radio" name={`${uid}-opt`} checked={optionId === o.id} onChange={() => chooseOption(o)} />
                <span className="ca-option-text">
                  <strong>{optionName(o)}</strong>
                  <span>{optionDesc(o)}</span>
                </span>
                <span className="ca-option-price">{Number(o.price) > 0 ? `$${o.price}` : t('payment.free')}</span>
              </label>
            ))}
          </fieldset>
          <div className="ca-actions">
            <button type="button" className="btn btn-primary" onClick={continuePayment}>
              {t('review.open')}
            </button>
          </div>
        </>,
      )}

      <Modal
        open={mapOpen}
        title={t('map.title')}
        onClose={() => setMapOpen(false)}
        size="lg"
        closeLabel={t('close')}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setMapOpen(false)}>
              {t('map.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!draftPlace.label}
              onClick={() => {
                setForm((f) => ({ ...f, location: draftPlace.label, lat: draftPlace.lat, lng: draftPlace.lng }));
                setServerErrors((e) => ({ ...e, location: undefined }));
                setMapOpen(false);
              }}
            >
              {t('map.use')}
            </button>
          </>
        }
      >
        {mapOpen && (
          <LocationPicker
            t={tl}
            value={draftPlace}
            radiusMiles={0}
            onChange={(p) => setDraftPlace(p)}
            manualOpen={manualOpen}
            onManualOpenChange={setManualOpen}
          />
        )}
      </Modal>

      <Modal
        open={reviewOpen}
        title={t('review.title')}
        onClose={() => {
          if (!publishingRef.current) setReviewOpen(false);
        }}
        size="lg"
        closeLabel={t('close')}
        actions={
          <>
            <button type="button" className="btn" disabled={publishing} onClick={() => setReviewOpen(false)}>
              {t('review.edit')}
            </button>
            <button type="button" className="btn btn-primary" disabled={publishing} aria-busy={publishing} onClick={() => void publish()}>
              {publishing ? t('review.publishing') : t('review.publish')}
            </button>
          </>
        }
      >
        <dl className="ca-review">
          {reviewRows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {photos.length > 0 && (
          <ul className="ca-review-photos" aria-label={t('steps.photos')}>
            {photos.map((p, i) => (
              <li key={p.id}>
                <img src={p.url} alt={t('photos.alt', { n: i + 1, name: p.file.name })} />
              </li>
            ))}
          </ul>
        )}
        {publishing && (
          <div className="ca-progress">
            <label htmlFor={`${uid}-prog`}>{t('review.uploading', { pct: progress })}</label>
            <progress id={`${uid}-prog`} max={100} value={progress}>
              {progress}%
            </progress>
          </div>
        )}
      </Modal>

      <Modal
        open={issues !== null}
        title={t('issues.heading')}
        onClose={() => setIssues(null)}
        size="sm"
        closeLabel={t('close')}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setIssues(null)}>
            {t('ok')}
          </button>
        }
      >
        <ul className="ca-issues" role="alert">
          {(issues ?? []).map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ul>
      </Modal>

      <AlertDialog
        alert={alert}
        okLabel={t('ok')}
        closeLabel={t('close')}
        onDismiss={(action) => {
          const a = alert;
          setAlert(null);
          action?.onSelect?.();
          a?.onClose?.();
        }}
      />
    </div>
  );
}
