import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PageMeta } from '../../lib/api/client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import {
  categoryOptions,
  emptyProduct,
  productBody,
  productErrors,
  productForm,
  retireProduct,
  shopCategories,
  shopProducts,
  type ProductForm,
  type ShopProduct,
} from '../../lib/api/workspace.ts';
import { formatPrice } from '../../../common/price.ts';
import type { CategoryNode } from '../../lib/categories.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps, Translate } from '../../i18n/translator.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { AlertDialog } from '../auth/AlertDialog.tsx';
import type { AlertAction, AlertState } from '../auth/flow.ts';
import { describedBy, Field } from '../../components/Field.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { PhotoPicker, revokePhotos, storedPhoto, type Photo } from '../ad-form/PhotoPicker.tsx';
import { succeeded, upload, uploadError } from '../../lib/api/upload.ts';
import { NoImage } from '../orders/shared.tsx';
import { ResultsState } from '../../components/ResultsState.tsx';
import { useMyShops, WorkspaceHeader } from './shared.tsx';
import { useSignInReload } from '../../stores/use-session.ts';
import '../ad-form/ad-form.css';
import './workspace.css';

type Props = { i18n: I18nProps; shopId: number };
type ListState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; rows: ShopProduct[]; meta: PageMeta | null };
const isActive = (p: ShopProduct) => Number(p.status ?? 1) === 1;
/** The short description of ads, which shop products are (server/modules/workspace). */
const DESCRIPTION_MAX = 150;

/** The owner's products of one shop: list, create and edit (photos with upload progress), retire with confirmation. */
export default function Products({ i18n, shopId }: Props) {
  const t = useT(i18n, 'workspace');
  const { shops } = useMyShops();
  const shop = shops?.find((s) => s.id === shopId) ?? null;
  const signIns = useSignInReload();
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; state: ListState } | null>(null);
  const [editing, setEditing] = useState<ShopProduct | 'new' | null>(null);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [live, setLive] = useState('');
  const [busy, setBusy] = useState(false);
  const key = `${page}|${reload}|${signIns}`;
  const list: ListState = loaded?.key === key ? loaded.state : { kind: 'loading' };

  useEffect(() => {
    const ctrl = new AbortController();
    shopProducts(shopId, page, ctrl.signal)
      .then((res) => {
        setLoaded({ key, state: { kind: 'ok', rows: Array.isArray(res.data) ? res.data : [], meta: res.meta ?? null } });
        if (res.meta && page > res.meta.last_page) setPage(res.meta.last_page);
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setLoaded({ key, state: { kind: 'error', message: errorText(err, t, t('loadFailed')) } });
      });
    return () => ctrl.abort();
  }, [key, page, shopId, t]);

  const dismiss = useCallback((action?: AlertAction) => {
    setAlert((current) => {
      current?.onClose?.();
      return null;
    });
    action?.onSelect?.();
  }, []);

  const askRetire = (p: ShopProduct) =>
    setAlert({
      kind: 'question',
      title: t('products.retireTitle'),
      message: t('products.retireText', { name: p.name }),
      actions: [{ label: t('cancel') }, { label: t('products.retireConfirm'), primary: true, onSelect: () => void doRetire(p) }],
    });

  const doRetire = async (p: ShopProduct) => {
    setBusy(true);
    try {
      await retireProduct(p.id);
      setLive(t('products.retired', { name: p.name }));
      setReload((n) => n + 1);
    } catch (err) {
      setAlert({ kind: 'error', title: t('errorTitle'), message: errorText(err, t, t('unexpected')) });
    } finally {
      setBusy(false);
    }
  };

  const rows = list.kind === 'ok' ? list.rows : [];
  const meta = list.kind === 'ok' ? list.meta : null;
  const price = (p: ShopProduct) => (
    <span className="ws-price">
      {p.offer_price !== null && p.offer_price !== undefined && p.offer_price !== '' ? (
        <>
          <strong>{formatPrice(p.offer_price, p.currency_symbol)}</strong> <s>{formatPrice(p.price, p.currency_symbol)}</s>
        </>
      ) : (
        <strong>{formatPrice(p.price, p.currency_symbol)}</strong>
      )}
    </span>
  );
  const status = (p: ShopProduct) => <span className={`ws-status ${isActive(p) ? 'is-active' : 'is-retired'}`}>{t(isActive(p) ? 'products.active' : 'products.retiredBadge')}</span>;
  const actions = (p: ShopProduct) =>
    isActive(p) ? (
      <div className="ws-actions" role="group" aria-label={t('actionsFor', { name: p.name })}>
        <button type="button" className="btn ws-btn" onClick={() => setEditing(p)}>
          {t('products.edit')}
        </button>
        <button type="button" className="btn ws-btn ws-danger" disabled={busy} onClick={() => askRetire(p)}>
          {t('products.retire')}
        </button>
      </div>
    ) : null;
  const thumb = (p: ShopProduct) => {
    const a = p.attachment?.[0];
    const src = a ? (a.variants?.find((v) => !!v) ?? a.attachment ?? null) : null;
    return <span className="ws-thumb">{src ? <img src={src} alt="" width={64} height={64} loading="lazy" /> : <NoImage />}</span>;
  };

  return (
    <section className="ws container">
      <WorkspaceHeader t={t} shopId={shopId} shop={shop} section="products" />
      <div className="ws-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          + {t('products.add')}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {live}
      </p>
      <ResultsState
        look="panel"
        loading={list.kind === 'loading'}
        busy={list.kind === 'loading'}
        error={list.kind === 'error' ? { text: list.message, onRetry: () => setReload((n) => n + 1) } : null}
        empty={list.kind === 'ok' && rows.length === 0 ? { title: t('products.empty') } : null}
        texts={{ loading: t('loading'), retry: t('retry') }}
        pages={meta && { page, last: meta.last_page, texts: { label: t('pagination'), previous: t('prev'), next: t('next'), page: (p) => t('page', { page: p }) }, onPage: setPage }}
      >
        {rows.length > 0 && (
          <>
            <table className="ws-table">
              <caption className="visually-hidden">{t('products.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('products.col.image')}</th>
                  <th scope="col">{t('products.col.name')}</th>
                  <th scope="col">{t('products.col.price')}</th>
                  <th scope="col">{t('products.col.stock')}</th>
                  <th scope="col">{t('products.col.status')}</th>
                  <th scope="col">{t('products.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td>{thumb(p)}</td>
                    <td>
                      <a className="ws-name" href={`/item/${p.id}`}>
                        {p.name}
                      </a>
                      {p.brand && <span className="ws-muted ws-block">{p.brand}</span>}
                    </td>
                    <td>{price(p)}</td>
                    <td>{Number(p.available_quantity ?? 0)}</td>
                    <td>{status(p)}</td>
                    <td>{actions(p)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="ws-cards">
              {rows.map((p) => (
                <li key={p.id} className="card ws-card">
                  <div className="ws-card-top">
                    {thumb(p)}
                    <div className="ws-card-info">
                      <a className="ws-name" href={`/item/${p.id}`}>
                        {p.name}
                      </a>
                      {price(p)}
                      <span className="ws-muted">
                        {t('products.stock', { count: Number(p.available_quantity ?? 0) })} · {status(p)}
                      </span>
                    </div>
                  </div>
                  {actions(p)}
                </li>
              ))}
            </ul>
          </>
        )}
      </ResultsState>
      {editing !== null && (
        <ProductEditor
          t={t}
          shopId={shopId}
          product={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(name, created) => {
            setEditing(null);
            setLive(t(created ? 'products.created' : 'products.saved', { name }));
            setAlert({ kind: 'success', title: t(created ? 'products.created' : 'products.saved', { name }) });
            setReload((n) => n + 1);
          }}
        />
      )}
      <AlertDialog alert={alert} onDismiss={dismiss} okLabel={t('ok')} closeLabel={t('close')} />
    </section>
  );
}

type EditorProps = { t: Translate; shopId: number; product: ShopProduct | null; onClose: () => void; onSaved: (name: string, created: boolean) => void };
type FieldKey = keyof ProductForm | 'photos';

/** Create or edit one product; photos go up with the form in one request, with progress. */
function ProductEditor({ t, shopId, product, onClose, onSaved }: EditorProps) {
  const uid = useId();
  const formId = `${uid}-form`;
  const [form, setForm] = useState<ProductForm>(() => (product ? productForm(product) : emptyProduct()));
  const [photos, setPhotos] = useState<Photo[]>(() => (product?.attachment ?? []).map((a) => storedPhoto(a.id, a.variants?.find((v) => !!v) ?? a.attachment ?? '')));
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [categories, setCategories] = useState<CategoryNode[] | 'error' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    shopCategories().then(setCategories, () => setCategories('error'));
  }, []);
  // Free the previews of new files when the editor closes.
  const latestPhotos = useRef(photos);
  useEffect(() => {
    latestPhotos.current = photos;
  });
  useEffect(() => () => revokePhotos(latestPhotos.current), []);

  const set = (k: keyof ProductForm, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => (e[k] ? { ...e, [k]: undefined } : e));
  };
  const err = (k: FieldKey) => {
    const v = errors[k];
    return v ? (v.startsWith('errors.') ? t(v) : v) : undefined;
  };
  const id = (k: FieldKey) => `${uid}-${k}`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (progress !== null) return;
    const found = productErrors(form, photos.length);
    setErrors(found);
    setServerError(null);
    const first = (['photos', 'name', 'description', 'brand', 'price', 'offer_price', 'available_quantity', 'category_id'] as FieldKey[]).find((k) => found[k]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setProgress(0);
    const body = productBody(form, photos.map((p) => (p.file ? { file: p.file } : { existingId: p.existingId! })), product !== null);
    const res = await (product ? upload('POST /seller/shop/products/{id}/update', { id: product.id }, body, setProgress) : upload('POST /seller/shop/{shopId}/products', { shopId }, body, setProgress));
    setProgress(null);
    if (succeeded(res)) {
      onSaved(form.name.trim(), product === null);
      return;
    }
    const failure = uploadError(res);
    const fieldErrors: Partial<Record<FieldKey, string>> = {};
    for (const [k, text] of Object.entries(fieldErrorTexts(failure, t))) {
      const field = (k.startsWith('photos') || k.startsWith('attachment') ? 'photos' : k) as FieldKey;
      if (field in { ...emptyProduct(), photos: 1 }) fieldErrors[field] ??= text;
    }
    setErrors(fieldErrors);
    setServerError(errorText(failure, t, t('unexpected')));
  };

  const input = (k: keyof ProductForm, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <Field id={id(k)} label={label} required={k !== 'offer_price'} hint={hint} error={err(k)}>
      <input
        id={id(k)}
        value={form[k]}
        aria-invalid={errors[k] ? true : undefined}
        aria-describedby={describedBy(id(k), !!hint, errors[k])}
        onChange={(e) => set(k, e.target.value)}
        {...props}
      />
    </Field>
  );

  return (
    <Modal
      open
      size="lg"
      title={product ? t('products.editTitle') : t('products.addTitle')}
      onClose={() => progress === null && onClose()}
      closeLabel={t('close')}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={progress !== null}>
            {t('cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={progress !== null}>
            {progress !== null ? t('products.saving') : t('products.save')}
          </button>
        </>
      }
    >
      <form id={formId} className="ws-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="ca-grid">
          <div className="ca-full" id={id('photos')} tabIndex={-1}>
            <p className="ca-label-strong">{t('products.photos')}</p>
            <PhotoPicker
              t={t}
              photos={photos}
              onChange={(p) => {
                setPhotos(p);
                setErrors((e) => ({ ...e, photos: undefined }));
              }}
              error={photoError ?? err('photos') ?? null}
              onError={setPhotoError}
            />
          </div>
          {input('name', t('products.fields.name'), { type: 'text', maxLength: 255 })}
          {input('brand', t('products.fields.brand'), { type: 'text', maxLength: 100 })}
          <div className="ca-full">
            <Field
              id={id('description')}
              label={t('products.fields.description')}
              required
              hint={t('products.descriptionHint', { count: [...form.description].length, max: DESCRIPTION_MAX })}
              error={err('description')}
            >
              <textarea
                id={id('description')}
                rows={3}
                maxLength={DESCRIPTION_MAX}
                value={form.description}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={describedBy(id('description'), true, errors.description)}
                onChange={(e) => set('description', e.target.value)}
              />
            </Field>
          </div>
          {input('price', t('products.fields.price'), { type: 'text', inputMode: 'decimal' })}
          {input('offer_price', t('products.fields.offerPrice'), { type: 'text', inputMode: 'decimal' }, t('products.offerHint'))}
          {input('available_quantity', t('products.fields.stock'), { type: 'number', min: 0, step: 1, inputMode: 'numeric' })}
          <SelectField
            id={id('category_id')}
            label={t('products.fields.category')}
            required
            error={err('category_id')}
            value={form.category_id}
            options={Array.isArray(categories) ? categoryOptions(categories).map((o) => ({ value: o.id, label: `${'\u00a0\u00a0'.repeat(o.depth)}${o.label}` })) : categories}
            texts={{ choose: t('products.chooseCategory'), loading: t('loading'), failed: t('loadFailed') }}
            onChange={(v) => set('category_id', v)}
          />
        </div>
        {progress !== null && (
          <div className="ca-progress">
            <label htmlFor={`${uid}-prog`}>{t('products.uploading', { pct: progress })}</label>
            <progress id={`${uid}-prog`} max={100} value={progress}>
              {progress}%
            </progress>
          </div>
        )}
        {serverError && (
          <p className="ca-error ws-server-error" role="alert">
            {serverError}
          </p>
        )}
      </form>
    </Modal>
  );
}
