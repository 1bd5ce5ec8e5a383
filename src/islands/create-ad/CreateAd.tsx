import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import {
  buildFormData,
  canOpenStep,
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
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { formatPrice } from '../../../common/price.ts';
import { useSession } from '../../stores/use-session.ts';
import { succeeded, upload, uploadError } from '../../lib/api/upload.ts';
import { useAdReference, useLocationPick, useMyCompanies, type PromotionOption } from '../ad-form/data.ts';
import { DetailsFields } from '../ad-form/DetailsFields.tsx';
import { IssuesDialog } from '../ad-form/IssuesDialog.tsx';
import { LocationDialog } from '../ad-form/LocationDialog.tsx';
import { bodyPhotos, PhotoPicker, revokePhotos, toPhotos, type Photo } from '../ad-form/PhotoPicker.tsx';
import { AiPhotoStep, type AdSuggestion } from './AiPhotoStep.tsx';
import { optionName, PromotionOptions } from '../ad-form/PromotionOptions.tsx';
import { SellerFields } from '../ad-form/SellerFields.tsx';
import { AlertDialog } from '../auth/AlertDialog.tsx';
import type { AlertState } from '../auth/flow.ts';
import type { PickedPlace } from '../location/LocationPicker.tsx';
import './create-ad.css';

export type CategoryItem = { id: number; name: string; label: string; slug: string; icon: string | null; children: CategoryItem[] };

type Props = { i18n: I18nProps; categories: CategoryItem[] | null; prefill: Prefill };

/** Initial state from the query-parameter prefill (spec 001 route table: category, subCategory, title, description, tag; and company_id). */
function initialState(tree: CategoryItem[], prefill: Prefill) {
  const form: AdForm = { ...emptyForm(), title: prefill.title, description: prefill.description, tags: prefill.tags };
  if (prefill.companyId !== null) Object.assign(form, { type: 2, companyId: prefill.companyId });
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
  const { currencies, options, optionsError } = useAdReference();
  const companies = useMyCompanies(form.type === 2);
  const [optionId, setOptionId] = useState<number | null>(null);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [issues, setIssues] = useState<string[] | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [progress, setProgress] = useState(0);
  const publishingRef = useRef(false);
  const session = useSession();
  // Create Ad With AI: the photo comes first, unless the link already names a category.
  const [aiStep, setAiStep] = useState(prefill.isAiAd && init.form.categoryId === null);
  const [aiFilled, setAiFilled] = useState(false);

  const set = useCallback(<K extends keyof AdForm>(key: K, value: AdForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }, []);

  // Seller information prefilled from the signed-in user.
  useEffect(() => {
    const user = session.user;
    if (!user) return;
    setForm((f) => ({ ...f, email: f.email || user.email || '', phone: f.phone || user.phone || '' }));
  }, [session.user]);

  // USD until the location tells otherwise.
  useEffect(() => {
    setForm((f) => (f.currencyId === null ? { ...f, currencyId: currencies.find((c) => c.code === 'USD')?.id ?? currencies[0]?.id ?? null } : f));
  }, [currencies]);

  const locationPick = useLocationPick(currencies, (values) => setForm((f) => ({ ...f, ...values })));
  const applyLocation = (place: PickedPlace) => {
    locationPick.pick(place);
    setServerErrors((e) => ({ ...e, location: undefined }));
    setMapOpen(false);
  };

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
      message: t('payment.confirmText', { name: optionName(o, i18n.locale), price: `$${o.price}` }),
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
    const result = await upload(paid ? 'POST /seller/ads/create-ads-with-promotion' : 'POST /seller/ads/create', {}, buildFormData(form, bodyPhotos(photos), level), setProgress);
    const { answer } = result;
    if (!succeeded(result)) {
      publishingRef.current = false;
      setPublishing(false);
      const failure = uploadError(result);
      const mapped = mapServerErrors(fieldErrorTexts(failure, t));
      setServerErrors(mapped);
      const first = Object.keys(mapped)[0] as keyof AdForm | 'photos' | undefined;
      if (mapped.photos) setPhotoError(mapped.photos);
      setReviewOpen(false);
      if (first) setOpen(stepOfField(first));
      setAlert({ kind: 'error', title: t('alerts.failed'), message: errorText(failure, t, t('alerts.unknown')) });
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

  const applySuggestion = (s: AdSuggestion, file: File) => {
    const chosen = s.subcategory ?? s.category;
    const path = pathTo(tree, chosen.id);
    const top = path[0];
    setForm((f) => ({
      ...f,
      categoryId: top ? top.id : null,
      subcategoryId: path.length > 1 ? chosen.id : null,
      title: s.title,
      description: [...s.description].slice(0, 150).join(''),
    }));
    setSubPath(path.slice(1).map((n) => n.id));
    revokePhotos(photos);
    setPhotos(toPhotos([file]));
    setAiStep(false);
    setAiFilled(true);
    const leaf = path.at(-1);
    goTo(top && (!leaf || leaf.children.length === 0) ? 3 : top ? 2 : 1);
  };

  if (aiStep) {
    return (
      <div className="ca">
        <AiPhotoStep
          t={t}
          locale={i18n.locale}
          onSuggested={applySuggestion}
          onSkip={() => setAiStep(false)}
          onError={(message) => setAlert({ kind: 'error', title: t('alerts.title'), message })}
        />
        <AlertDialog alert={alert} okLabel={t('ok')} closeLabel={t('close')} onDismiss={() => setAlert(null)} />
      </div>
    );
  }

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
    [t('payment.title'), chosenOption ? `${optionName(chosenOption, i18n.locale)} — $${chosenOption.price}` : '—'],
  ];

  return (
    <div className="ca">
      {aiFilled && <p className="ca-ai-note">{t('ai.filled')}</p>}
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
          <DetailsFields
            t={t}
            mode="create"
            form={form}
            set={set}
            categoryText={categoryText}
            currencies={currencies}
            onCurrencyPicked={locationPick.onCurrencyPicked}
            companies={companies}
            onOpenMap={() => setMapOpen(true)}
            serverErrors={serverErrors}
            showErrors={showDetailErrors}
          />
          <div className="ca-actions">
            <button type="button" className="btn btn-primary" aria-disabled={!detailsValid(form) || undefined} onClick={continueDetails}>
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
          <SellerFields t={t} form={form} set={set} serverErrors={serverErrors} showErrors={showSellerErrors} />
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
        chosenOption ? optionName(chosenOption, i18n.locale) : '',
        <>
          <PromotionOptions t={t} locale={i18n.locale} options={options} error={optionsError} value={optionId} onPick={chooseOption} />
          <div className="ca-actions">
            <button type="button" className="btn btn-primary" onClick={continuePayment}>
              {t('review.open')}
            </button>
          </div>
        </>,
      )}

      <LocationDialog t={t} tl={tl} open={mapOpen} form={form} onClose={() => setMapOpen(false)} onUse={applyLocation} />

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
                <img src={p.url} alt={t('photos.alt', { n: i + 1, name: p.file?.name ?? '' })} />
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

      <IssuesDialog t={t} title={t('issues.heading')} issues={issues} onClose={() => setIssues(null)} />

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
