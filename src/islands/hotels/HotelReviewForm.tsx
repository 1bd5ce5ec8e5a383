import { useState, type FormEvent } from 'react';
import { HOTEL_REVIEW_MAX_CHARS, HOTEL_REVIEW_MIN_CHARS } from '../../../common/hotels.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { reviewHotel } from '../../lib/api/hotels.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { useSession } from '../../stores/use-session.ts';

type Props = { i18n: I18nProps; hotelId: number };

/**
 * Write a review (decision 136): visitors get a button that opens the sign-in dialog; members a star rating and a
 * text. The saved review shows here at once (the list above is the page's cached HTML and catches up within a minute).
 */
export default function HotelReviewForm({ i18n, hotelId }: Props) {
  const t = useT(i18n, 'hotels');
  const session = useSession();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  if (!session.isAuthenticated) {
    return (
      <button type="button" className="btn btn-primary" onClick={() => openAuthModal('login')}>
        {t('reviews.signIn')}
      </button>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (rating < 1) {
      setFields({ rating: t('reviews.ratingRequired') });
      return;
    }
    setState('sending');
    setError(null);
    setFields({});
    try {
      await reviewHotel(hotelId, { rating, comment: comment.trim() });
      setState('saved');
    } catch (err) {
      setFields(fieldErrorTexts(err, t));
      setError(errorText(err, t, t('reviews.failed')));
      setState('idle');
    }
  };

  if (state === 'saved') {
    return (
      <p className="hr-saved" role="status">
        {t('reviews.saved')}
      </p>
    );
  }

  return (
    <form className="hr-form" onSubmit={submit} noValidate>
      <h3>{t('reviews.write')}</h3>
      <fieldset className="hr-stars" aria-describedby={fields.rating ? 'hr-rating-error' : undefined}>
        <legend>{t('reviews.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= rating ? 'is-on' : undefined}>
            <input className="visually-hidden" type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.star', { count: n })}</span>
          </label>
        ))}
      </fieldset>
      {fields.rating && (
        <p id="hr-rating-error" className="field-error">
          {fields.rating}
        </p>
      )}
      <div className="field">
        <label htmlFor="hr-comment">{t('reviews.comment')}</label>
        <textarea
          id="hr-comment"
          rows={4}
          minLength={HOTEL_REVIEW_MIN_CHARS}
          maxLength={HOTEL_REVIEW_MAX_CHARS}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby="hr-comment-hint"
          aria-invalid={fields.comment ? true : undefined}
        />
        <p id="hr-comment-hint" className="hr-hint">
          {t('reviews.commentHint')}
        </p>
        {fields.comment && <p className="field-error">{fields.comment}</p>}
      </div>
      <p className="hr-hint">{t('reviews.once')}</p>
      {error && !Object.keys(fields).length && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={state === 'sending'}>
        {state === 'sending' ? t('reviews.sending') : t('reviews.submit')}
      </button>
    </form>
  );
}
