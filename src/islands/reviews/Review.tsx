import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { canSendReview, createReview, type ReviewTarget } from '../../lib/api/reviews.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatPrice } from '../../../common/price.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { AlertDialog } from '../auth/AlertDialog.tsx';
import { NoImage } from '../orders/shared.tsx';
import type { AlertAction, AlertState } from '../auth/flow.ts';
import './review.css';

type Props = {
  i18n: I18nProps;
  /** null when the route's JSON is not a usable target. */
  target: ReviewTarget | null;
  /** A review of the seller's work (shop) rather than of the item's quality. */
  seller: boolean;
  /** The order-review variant shows the item as a card. */
  variant: 'rating' | 'order';
  /** Where the success dialog leads: Orders, or the page the rating screen was opened from. */
  returnTo?: string;
};

export const REVIEW_IMAGES_MAX = 5;
type Picked = { id: number; file: File; url: string };
let seq = 0;

/**
 * The rating screen (spec 002 §2.12): five stars, text, supporting images (drop or file button), the note against
 * insults; Send needs a rating and a non-blank text. Both the rating and the order-review routes really post.
 */
export default function Review({ i18n, target, seller, variant, returnTo = '/orders' }: Props) {
  const t = useT(i18n, 'reviews');
  const uid = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  });
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const add = (list: FileList | null) => {
    if (!list?.length) return;
    const files = [...list];
    const imagesOnly = files.filter((f) => f.type.startsWith('image/'));
    const room = REVIEW_IMAGES_MAX - latest.current.length;
    const taken = imagesOnly.slice(0, Math.max(0, room));
    setImageError(imagesOnly.length < files.length ? t('imagesOnly') : imagesOnly.length > taken.length ? t('imagesMax', { max: REVIEW_IMAGES_MAX }) : null);
    if (taken.length) setImages([...latest.current, ...taken.map((file) => ({ id: ++seq, file, url: URL.createObjectURL(file) }))]);
    if (fileRef.current) fileRef.current.value = '';
  };

  const remove = (id: number) => {
    const p = images.find((x) => x.id === id);
    if (p) URL.revokeObjectURL(p.url);
    setImages(images.filter((x) => x.id !== id));
  };

  const dismiss = useCallback((action?: AlertAction) => {
    setAlert((current) => {
      current?.onClose?.();
      return null;
    });
    action?.onSelect?.();
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!target || busy || !canSendReview(rating, comment)) return;
    setBusy(true);
    try {
      await createReview(target, rating, comment, images.map((p) => p.file));
      setAlert({ kind: 'success', title: t('successTitle'), message: t('successText'), onClose: () => window.location.assign(returnTo) });
    } catch (err) {
      setAlert({ kind: 'error', title: t('errorTitle'), message: errorText(err, t, t('unexpected')) });
      setBusy(false);
    }
  };

  if (!target) {
    return (
      <section className="rv container">
        <h1>{t('title')}</h1>
        <p className="rv-state" role="alert">
          {t('invalidTarget')}
        </p>
        <a className="btn" href="/orders">
          {t('toOrders')}
        </a>
      </section>
    );
  }

  const heading = seller ? t('sellerHeading') : t('itemHeading');
  return (
    <section className="rv container" aria-labelledby={`${uid}-title`}>
      <h1 id={`${uid}-title`}>{variant === 'order' ? t('orderTitle') : t('title')}</h1>
      <div className={`rv-target card${variant === 'order' ? ' is-order' : ''}`}>
        <div className="rv-target-img">{target.image ? <img src={target.image} alt="" width={72} height={72} /> : <NoImage kind={seller ? 'shop' : 'item'} />}</div>
        <div>
          <p className="rv-target-kind">{heading}</p>
          <p className="rv-target-name">{target.name || (seller ? t('theShop') : t('theItem'))}</p>
          {!seller && target.price !== null && <p className="rv-target-price">{formatPrice(target.price, '$')}</p>}
        </div>
      </div>

      <form className="rv-form card" onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className="rv-stars">
          <legend>{seller ? t('rateSeller') : t('rateItem')}</legend>
          <div className="rv-star-row">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={`rv-star${n <= rating ? ' is-on' : ''}`}>
                <input type="radio" name={`${uid}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} className="visually-hidden" />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('stars', { count: n })}</span>
              </label>
            ))}
          </div>
          <p className="rv-hint" aria-live="polite">
            {rating > 0 ? t('ratingChosen', { count: rating }) : t('ratingNone')}
          </p>
        </fieldset>

        <div className="field rv-field">
          <label htmlFor={`${uid}-comment`}>{t('commentLabel')}</label>
          <textarea id={`${uid}-comment`} rows={5} maxLength={2000} value={comment} placeholder={t('commentPlaceholder')} aria-describedby={`${uid}-note`} onChange={(e) => setComment(e.target.value)} />
          <p id={`${uid}-note`} className="rv-note">
            {t('noInsults')}
          </p>
        </div>

        <div
          className={`rv-drop${dragOver ? ' is-over' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragOver(false);
            add(e.dataTransfer.files);
          }}
        >
          <p className="rv-drop-text">{t('dropImages')}</p>
          <label htmlFor={`${uid}-files`} className="btn">
            {t('chooseImages')}
          </label>
          <input
            ref={fileRef}
            id={`${uid}-files`}
            className="rv-file"
            type="file"
            accept="image/*"
            multiple
            disabled={images.length >= REVIEW_IMAGES_MAX}
            onChange={(e) => add(e.target.files)}
          />
          <p className="rv-hint">{t('imagesHint', { max: REVIEW_IMAGES_MAX })}</p>
        </div>
        {imageError && (
          <p className="rv-error" role="alert">
            {imageError}
          </p>
        )}
        {images.length > 0 && (
          <ul className="rv-thumbs" aria-label={t('imagesLabel')}>
            {images.map((p, i) => (
              <li key={p.id}>
                <img src={p.url} alt={t('imageAlt', { n: i + 1, name: p.file.name })} />
                <button type="button" className="rv-remove" onClick={() => remove(p.id)} aria-label={t('removeImage', { n: i + 1 })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}

        <div className="rv-actions">
          <button type="submit" className="btn btn-primary" disabled={busy || !canSendReview(rating, comment)}>
            {busy ? t('sending') : t('send')}
          </button>
        </div>
      </form>
      <AlertDialog alert={alert} onDismiss={dismiss} okLabel={t('ok')} closeLabel={t('close')} />
    </section>
  );
}
