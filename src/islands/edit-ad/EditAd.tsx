import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { getAd } from '../../lib/api/ads.ts';
import { fetchCategoryTree, type CategoryNode } from '../../lib/categories.ts';
import { categoryName } from '../../lib/category-name.ts';
import { buildFormData, formFromAd, mapServerErrors, publishIssues, type AdForm, type StoredAd } from '../../lib/create-ad.ts';
import { categoryPath, isPaidOption, offerTypeForOption, updateRedirect } from '../../lib/my-ads.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { formatPrice } from '../../../common/price.ts';
import { $user } from '../../stores/session.ts';
import { useOnSignIn } from '../../stores/use-session.ts';
import { succeeded, upload, uploadError } from '../../lib/api/upload.ts';
import { useAdReference, useLocationPick, useMyCompanies, type CompaniesState, type PromotionOption } from '../ad-form/data.ts';
import { DetailsFields } from '../ad-form/DetailsFields.tsx';
import { IssuesDialog } from '../ad-form/IssuesDialog.tsx';
import { LocationDialog } from '../ad-form/LocationDialog.tsx';
import { bodyPhotos, PhotoPicker, revokePhotos, storedPhoto, type Photo } from '../ad-form/PhotoPicker.tsx';
import { optionName, PromotionOptions } from '../ad-form/PromotionOptions.tsx';
import { SellerFields } from '../ad-form/SellerFields.tsx';
import { AlertDialog } from '../auth/AlertDialog.tsx';
import type { AlertAction, AlertState } from '../auth/flow.ts';
import type { PickedPlace } from '../location/LocationPicker.tsx';
import './edit-ad.css';

type Props = { i18n: I18nProps; adId: number };

type Attachment = { id: number; attachment: string; variants?: string[] | null };
type ChainItem = { id: number; name: string | null; parent_id: number | null };
type EditableAd = StoredAd & {
  id: number;
  attachment: Attachment[];
  is_sponsored: number;
  company: { id: number; name: string | null } | null;
  category: { id: number; chain?: ChainItem[] } | null;
};
type LoadState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; ad: EditableAd };

const smallest = (a: Attachment) => a.variants?.find((v) => typeof v === 'string' && v !== '') ?? a.attachment;
const LEVEL_KEYS = ['edit.category', 'edit.subcategory', 'edit.subsubcategory'];

/** Edit Ad (spec 001 'Edit Ad', 'Edit ad' state, §5 validation): everything on one page, type fixed. */
export default function EditAd({ i18n, adId }: Props) {
  const t = useT(i18n, 'createAd');
  const tl = useT(i18n, 'location');
  const [reload, setReload] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; state: LoadState } | null>(null);
  const load: LoadState = loaded?.key === `${adId}|${reload}` ? loaded.state : { kind: 'loading' };
  const [tree, setTree] = useState<CategoryNode[]>([]);
  const [path, setPath] = useState<number[]>([]);
  const [form, setForm] = useState<AdForm | null>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [optionId, setOptionId] = useState(1);
  const [issues, setIssues] = useState<string[] | null>(null);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { currencies, options, optionsError } = useAdReference();
  const myCompanies = useMyCompanies(form?.type === 2);
  const locationPick = useLocationPick(currencies, (values) => setForm((prev) => (prev ? { ...prev, ...values } : prev)));

  // Reload when the user signs in on this page (the page is guarded by the sign-in dialog).
  useOnSignIn(() => setReload((n) => n + 1));

  useEffect(() => {
    const ctrl = new AbortController();
    const key = `${adId}|${reload}`;
    getAd(adId, { signal: ctrl.signal })
      .then((res) => {
        const ad = res.data;
        const chain = categoryPath(ad.category?.chain ?? null, ad.category_id);
        setLoaded({ key, state: { kind: 'ok', ad } });
        setPath(chain);
        const next = formFromAd(ad, chain);
        // Seller email from the account when the ad has none, as in the create flow.
        setForm(next.email ? next : { ...next, email: $user.get()?.email ?? '' });
        setPhotos((ad.attachment ?? []).map((a) => storedPhoto(a.id, smallest(a))));
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setLoaded({ key, state: { kind: 'error', message: errorText(err, t, t('edit.unexpected')) } });
      });
    return () => ctrl.abort();
  }, [adId, reload, t]);

  useEffect(() => {
    const ctrl = new AbortController();
    void fetchCategoryTree({ locale: i18n.locale, signal: ctrl.signal }).then((r) => r.ok && setTree(r.categories));
    return () => ctrl.abort();
  }, [i18n.locale]);

  // Free the previews of new photos when leaving the page.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  });
  useEffect(() => () => revokePhotos(photosRef.current), []);

  const levels = useMemo(() => {
    const out: { options: CategoryNode[]; value: number | null }[] = [];
    let list = tree;
    for (let depth = 0; depth < 3 && list.length; depth++) {
      const value = path[depth] ?? null;
      out.push({ options: list, value });
      list = list.find((c) => c.id === value)?.children ?? [];
    }
    return out;
  }, [tree, path]);

  const set = useCallback(<K extends keyof AdForm>(key: K, value: AdForm[K]) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setServerErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }, []);

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
          <span className="ea-spinner" aria-hidden="true" /> {t('edit.loading')}
        </p>
      </section>
    );
  }
  if (load.kind === 'error') {
    return (
      <section className="ea container" aria-labelledby="ea-title">
        <div className="ea-state ea-error" role="alert">
          <h1 id="ea-title">{t('edit.loadError')}</h1>
          <p>{load.message}</p>
          <div className="ea-row">
            <button type="button" className="btn" onClick={() => setReload((n) => n + 1)}>
              {t('edit.retry')}
            </button>
            <a className="btn" href="/user-ads">
              {t('edit.back')}
            </a>
          </div>
        </div>
      </section>
    );
  }

  const ad = load.ad;
  // The category comes from the selects: the root is the category, the deepest chosen node the subcategory.
  const f: AdForm = { ...form!, categoryId: path[0] ?? null, subcategoryId: path.length > 1 ? (path[path.length - 1] ?? null) : null };
  // The ad's company stays selectable even when the company list does not carry it (e.g. it could not be loaded).
  const companies: CompaniesState =
    myCompanies.status === 'ready' && ad.company && !myCompanies.items.some((c) => c.id === ad.company!.id)
      ? { status: 'ready', items: [{ id: ad.company.id, name: ad.company.name ?? `#${ad.company.id}` }, ...myCompanies.items] }
      : myCompanies;
  const chosenOption = options?.find((o) => o.id === optionId) ?? null;

  const chooseLevel = (depth: number, value: string) => {
    setPath((p) => (value === '' ? p.slice(0, depth) : [...p.slice(0, depth), Number(value)]));
  };

  const applyLocation = (place: PickedPlace) => {
    locationPick.pick(place);
    setServerErrors((e) => ({ ...e, location: undefined }));
    setMapOpen(false);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setShowErrors(true);
    const found = publishIssues(f, photos.length);
    if (found.length) {
      setIssues(found);
      return;
    }
    if (chosenOption && isPaidOption(chosenOption)) {
      setAlert({
        kind: 'question',
        title: t('edit.paidConfirmTitle'),
        message: t('edit.paidConfirmText', { price: formatPrice(chosenOption.price, '$'), option: optionName(chosenOption, i18n.locale) }),
        actions: [{ label: t('payment.cancel') }, { label: t('edit.pay'), primary: true, onSelect: () => void save(chosenOption) }],
      });
      return;
    }
    void save(null);
  };

  const save = async (paid: PromotionOption | null) => {
    setSaving(true);
    setProgress(0);
    const level = paid && offerTypeForOption(paid.id) ? paid.id - 1 : 0;
    const route = level > 0 ? 'POST /seller/ads/update-ads-with-promotion/{id}' : 'POST /seller/ads/update/{id}';
    const result = await upload(route, { id: ad.id }, buildFormData(f, bodyPhotos(photos), level, 'update'), setProgress);
    if (!succeeded(result)) {
      setSaving(false);
      setProgress(null);
      const failure = uploadError(result);
      const mapped = mapServerErrors(fieldErrorTexts(failure, t));
      setServerErrors(mapped);
      if (mapped.photos) setPhotoError(mapped.photos);
      setAlert({ kind: 'error', title: t('edit.updateFailed'), message: errorText(failure, t, t('edit.unexpected')) });
      return;
    }
    setProgress(100);
    const target = updateRedirect(result.answer);
    setAlert({
      kind: 'success',
      title: t(target !== '/user-ads' ? 'edit.updatedPay' : 'edit.updated'),
      onClose: () => window.location.assign(target),
    });
  };

  return (
    <section className="ea container" aria-labelledby="ea-title">
      <nav className="ea-back">
        <a href="/user-ads">← {t('edit.back')}</a>
      </nav>
      <h1 id="ea-title">{t('edit.title')}</h1>

      <form className="ea-form" onSubmit={onSubmit} noValidate>
        <fieldset className="ea-card card">
          <legend>{t('edit.categorySection')}</legend>
          <div className="ea-grid">
            {levels.map((level, depth) => (
              <div className="field ca-field" key={depth}>
                <label htmlFor={`ea-cat-${depth}`}>{t(LEVEL_KEYS[depth]!)}</label>
                <select id={`ea-cat-${depth}`} value={level.value ?? ''} onChange={(e) => chooseLevel(depth, e.target.value)} required={depth === 0}>
                  <option value="">{depth === 0 ? t('edit.choose') : t('edit.none')}</option>
                  {level.options.map((c) => (
                    <option key={c.id} value={c.id}>
                      {categoryName(c)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            {levels.length === 0 && <p>{t('edit.loading')}</p>}
          </div>
        </fieldset>

        <fieldset className="ea-card card">
          <legend>{t('edit.details')}</legend>
          <DetailsFields
            t={t}
            mode="edit"
            form={f}
            set={set}
            currencies={currencies}
            onCurrencyPicked={locationPick.onCurrencyPicked}
            companies={companies}
            onOpenMap={() => setMapOpen(true)}
            serverErrors={serverErrors}
            showErrors={showErrors}
          />
        </fieldset>

        <fieldset className="ea-card card">
          <legend>{t('steps.seller')}</legend>
          <SellerFields t={t} form={f} set={set} serverErrors={serverErrors} showErrors />
        </fieldset>

        <fieldset className="ea-card card">
          <legend>{t('steps.photos')}</legend>
          <PhotoPicker t={t} photos={photos} onChange={setPhotos} error={photoError} onError={setPhotoError} />
        </fieldset>

        <fieldset className="ea-card card">
          <legend>{t('edit.promotion')}</legend>
          <PromotionOptions
            t={t}
            locale={i18n.locale}
            options={options}
            error={optionsError}
            value={optionId}
            onPick={(o) => setOptionId(o.id)}
            currentLevel={Number(ad.is_sponsored) || 0}
          />
        </fieldset>

        <div className="ea-submit">
          {progress !== null && (
            <div className="ea-progress">
              <progress max={100} value={progress} aria-label={t('edit.uploading', { percent: progress })} />
              <span aria-live="polite">{t('edit.uploading', { percent: progress })}</span>
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t('edit.saving') : t('edit.save')}
          </button>
        </div>
      </form>

      <LocationDialog t={t} tl={tl} open={mapOpen} form={f} onClose={() => setMapOpen(false)} onUse={applyLocation} />
      <IssuesDialog t={t} title={t('edit.validationTitle')} issues={issues} onClose={() => setIssues(null)} />
      <AlertDialog alert={alert} onDismiss={dismissAlert} okLabel={t('ok')} closeLabel={t('close')} />
    </section>
  );
}
