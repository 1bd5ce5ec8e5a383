import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { HOTEL_AMENITIES, HOTEL_PHOTOS_MAX, HOTEL_TEXT_MAX, type HotelAmenity, type HotelStatus } from '../../../common/hotels.ts';
import { referenceData, type ReferenceData } from '../../lib/api/admin.ts';
import { adminHotel, saveAdminHotel, type AdminHotel } from '../../lib/api/admin-hotels.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import type { Translate } from '../../i18n/translator.ts';
import { EditorLoad } from './shared.tsx';

type Currency = ReferenceData['currencies'][number];
type TextField = 'name' | 'description' | 'address' | 'city' | 'country' | 'country_code' | 'postal_code' | 'lat' | 'lon' | 'price_per_night' | 'check_in' | 'check_out' | 'phone' | 'email' | 'website';
type Values = Record<TextField, string> & { stars: string; currency_id: string };
/** Every field the server may name in a 422. */
type Field = keyof Values | 'amenities' | 'status' | 'photos' | 'remove_photo_ids' | 'photo_order';
type Errors = Partial<Record<Field, string>>;
type NewPhoto = { key: string; file: File; url: string };

const REQUIRED: readonly (keyof Values)[] = ['name', 'address', 'city', 'country', 'country_code', 'lat', 'lon', 'price_per_night', 'currency_id'];

function valuesOf(h: AdminHotel | null): Values {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    name: text(h?.name),
    description: text(h?.description),
    address: text(h?.address),
    city: text(h?.city),
    country: text(h?.country),
    country_code: text(h?.country_code),
    postal_code: text(h?.postal_code),
    lat: text(h?.lat),
    lon: text(h?.lon),
    stars: text(h?.stars ?? 0),
    price_per_night: text(h?.price_per_night),
    currency_id: text(h?.currency_id),
    check_in: text(h?.check_in),
    check_out: text(h?.check_out),
    phone: text(h?.phone),
    email: text(h?.email),
    website: text(h?.website),
  };
}

/**
 * The hotel editor (issue 16, decision 190), in place of the list: every field of a hotel with its label and the
 * server's word on each field, amenities by their translated names, the currency from the reference data, photos
 * to add (previewed, sent with upload progress), remove or show first. It only checks what is required before
 * sending; the server checks everything and lists each failing field.
 */
export function HotelEditor({ id, t, onClose }: { id: number | null; t: Translate; onClose: (saved: AdminHotel | null) => void }) {
  return (
    <EditorLoad
      load={(signal) => Promise.all([id === null ? null : adminHotel(id, { signal }), referenceData({ signal })])}
      failedText={t('hotels.errors.load')}
      backLabel={t('hotels.back')}
      t={t}
      onBack={() => onClose(null)}
    >
      {([hotel, reference]) => <HotelForm hotel={hotel} currencies={reference.currencies} t={t} onClose={onClose} />}
    </EditorLoad>
  );
}

function HotelForm({ hotel, currencies, t, onClose }: { hotel: AdminHotel | null; currencies: Currency[]; t: Translate; onClose: (saved: AdminHotel | null) => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(hotel));
  const [amenities, setAmenities] = useState<HotelAmenity[]>(hotel?.amenities ?? []);
  const [status, setStatus] = useState<HotelStatus>('listed');
  const [kept, setKept] = useState(hotel?.photos ?? []);
  const [reordered, setReordered] = useState(false);
  const [added, setAdded] = useState<NewPhoto[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const formId = useId();
  const idOf = (field: Field) => `${formId}-${field}`;

  // Each chosen file's preview address lives as long as the photo stays chosen.
  useEffect(() => () => added.forEach((p) => URL.revokeObjectURL(p.url)), [added]);

  const saving = progress !== null;
  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const removed = (hotel?.photos ?? []).filter((p) => !kept.some((k) => k.id === p.id));
  const photoCount = kept.length + added.length;

  const addPhotos = (files: FileList | null) => {
    if (!files) return;
    const room = HOTEL_PHOTOS_MAX - photoCount;
    const chosen = [...files].slice(0, Math.max(0, room)).map((file) => ({ key: `${file.name}-${file.size}-${Math.random()}`, file, url: URL.createObjectURL(file) }));
    setAdded((list) => [...list, ...chosen]);
    setErrors((e) => ({ ...e, photos: files.length > room ? t('hotels.errors.tooManyPhotos', { max: HOTEL_PHOTOS_MAX }) : undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    for (const field of REQUIRED) if (!values[field].trim()) found[field] = t('hotels.errors.required');
    setErrors(found);
    setFailure('');
    const first = REQUIRED.find((f) => found[f]);
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) body.set(k, v.trim());
    body.set('country_code', values.country_code.trim().toUpperCase());
    // An empty entry says "none": no entry at all would keep the stored amenities.
    if (amenities.length) for (const a of amenities) body.append('amenities[]', a);
    else body.append('amenities[]', '');
    if (!hotel) body.set('status', status);
    for (const p of removed) body.append('remove_photo_ids[]', String(p.id));
    if (reordered) for (const p of kept) body.append('photo_order[]', String(p.id));
    for (const p of added) body.append('photos[]', p.file, p.file.name);
    setProgress(0);
    try {
      onClose(await saveAdminHotel(hotel?.id ?? null, body, setProgress));
    } catch (err) {
      const fields = fieldErrorTexts(err, t) as Errors;
      setErrors(fields);
      setFailure(errorText(err, t, t('hotels.errors.save')));
      const firstBad = Object.keys(fields)[0] as Field | undefined;
      if (firstBad) document.getElementById(idOf(firstBad))?.focus();
    } finally {
      setProgress(null);
    }
  };

  const errorOf = (field: Field) =>
    errors[field] ? (
      <p className="field-error" id={`${idOf(field)}-error`}>
        {errors[field]}
      </p>
    ) : null;
  /** One text input with its label, hint and error. */
  const input = (field: TextField, opts: { type?: string; inputMode?: 'decimal' | 'tel' | 'email' | 'url'; hint?: string; max?: number; autoComplete?: string } = {}) => {
    const hintId = opts.hint ? `${idOf(field)}-hint` : '';
    const described = [hintId, errors[field] ? `${idOf(field)}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="htl-field">
        <label className="field" htmlFor={idOf(field)}>
          <span>
            {t(`hotels.fields.${field}`)}
            {REQUIRED.includes(field) ? <span className="htl-required"> ({t('hotels.required')})</span> : null}
          </span>
          <input
            id={idOf(field)}
            type={opts.type ?? 'text'}
            inputMode={opts.inputMode}
            autoComplete={opts.autoComplete ?? 'off'}
            maxLength={opts.max}
            value={values[field]}
            onChange={(e) => set(field, e.target.value)}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={described || undefined}
          />
        </label>
        {opts.hint && (
          <p className="adm-hint" id={hintId}>
            {opts.hint}
          </p>
        )}
        {errorOf(field)}
      </div>
    );
  };
  const section = (title: string, children: ReactNode) => (
    <fieldset className="htl-section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );

  return (
    <form className="htl-editor" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${formId}-title`}>
      <div className="htl-editor-head">
        <h2 id={`${formId}-title`}>{hotel ? t('hotels.editTitle', { name: hotel.name }) : t('hotels.newTitle')}</h2>
        <button type="button" className="btn" onClick={() => onClose(null)} disabled={saving}>
          {t('hotels.back')}
        </button>
      </div>

      <div className="htl-grid">
        {section(
          t('hotels.sections.about'),
          <>
            {input('name', { max: HOTEL_TEXT_MAX.name })}
            <div className="htl-field">
              <label className="field" htmlFor={idOf('description')}>
                <span>{t('hotels.fields.description')}</span>
                <textarea
                  id={idOf('description')}
                  rows={5}
                  maxLength={HOTEL_TEXT_MAX.description}
                  value={values.description}
                  onChange={(e) => set('description', e.target.value)}
                  aria-invalid={errors.description ? true : undefined}
                  aria-describedby={errors.description ? `${idOf('description')}-error` : undefined}
                />
              </label>
              {errorOf('description')}
            </div>
          </>,
        )}

        {section(
          t('hotels.sections.place'),
          <div className="htl-pairs">
            {input('address', { max: HOTEL_TEXT_MAX.address })}
            {input('city', { max: HOTEL_TEXT_MAX.city })}
            {input('postal_code', { max: HOTEL_TEXT_MAX.postal_code })}
            {input('country', { max: HOTEL_TEXT_MAX.country })}
            {input('country_code', { max: 2, hint: t('hotels.hints.country_code') })}
            <span className="htl-spacer" aria-hidden="true" />
            {input('lat', { inputMode: 'decimal', hint: t('hotels.hints.lat') })}
            {input('lon', { inputMode: 'decimal', hint: t('hotels.hints.lon') })}
          </div>,
        )}

        {section(
          t('hotels.sections.stay'),
          <div className="htl-pairs">
            <div className="htl-field">
              <label className="field" htmlFor={idOf('stars')}>
                <span>{t('hotels.fields.stars')}</span>
                <select id={idOf('stars')} value={values.stars} onChange={(e) => set('stars', e.target.value)} aria-invalid={errors.stars ? true : undefined} aria-describedby={errors.stars ? `${idOf('stars')}-error` : undefined}>
                  {[0, 1, 2, 3, 4, 5].map((n) => (
                    <option key={n} value={String(n)}>
                      {n ? t('hotels.starsCount', { count: n }) : t('hotels.noStars')}
                    </option>
                  ))}
                </select>
              </label>
              {errorOf('stars')}
            </div>
            {input('price_per_night', { inputMode: 'decimal', hint: t('hotels.hints.price_per_night') })}
            <div className="htl-field">
              <label className="field" htmlFor={idOf('currency_id')}>
                <span>
                  {t('hotels.fields.currency_id')}
                  <span className="htl-required"> ({t('hotels.required')})</span>
                </span>
                <select
                  id={idOf('currency_id')}
                  value={values.currency_id}
                  onChange={(e) => set('currency_id', e.target.value)}
                  aria-invalid={errors.currency_id ? true : undefined}
                  aria-describedby={errors.currency_id ? `${idOf('currency_id')}-error` : undefined}
                >
                  <option value="">{t('hotels.chooseCurrency')}</option>
                  {currencies.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {`${c.code} (${c.symbol}) ${c.name}`}
                    </option>
                  ))}
                </select>
              </label>
              {errorOf('currency_id')}
            </div>
            <span className="htl-spacer" aria-hidden="true" />
            {input('check_in', { type: 'time' })}
            {input('check_out', { type: 'time' })}
          </div>,
        )}

        {section(
          t('hotels.sections.contact'),
          <>
            {input('phone', { type: 'tel', inputMode: 'tel', max: HOTEL_TEXT_MAX.phone })}
            {input('email', { type: 'email', inputMode: 'email', max: HOTEL_TEXT_MAX.email })}
            {input('website', { type: 'url', inputMode: 'url', max: HOTEL_TEXT_MAX.website, hint: t('hotels.hints.website') })}
          </>,
        )}

        <fieldset className="htl-section" aria-describedby={errors.amenities ? `${idOf('amenities')}-error` : undefined}>
          <legend>{t('hotels.fields.amenities')}</legend>
          <div className="htl-amenities" id={idOf('amenities')} tabIndex={-1}>
            {HOTEL_AMENITIES.map((a) => (
              <label key={a} className="adm-check">
                <input
                  type="checkbox"
                  checked={amenities.includes(a)}
                  onChange={(e) => setAmenities((list) => (e.target.checked ? [...list, a] : list.filter((x) => x !== a)))}
                />
                {t(`hotels:amenities.${a}`)}
              </label>
            ))}
          </div>
          {errorOf('amenities')}
        </fieldset>

        <fieldset className="htl-section htl-photos-section">
          <legend>{t('hotels.fields.photos')}</legend>
          <p className="adm-hint" id={`${idOf('photos')}-hint`}>
            {t('hotels.hints.photos', { max: HOTEL_PHOTOS_MAX })}
          </p>
          {(kept.length > 0 || added.length > 0) && (
            <ul className="htl-photos">
              {kept.map((p, i) => (
                <li key={p.id} className="htl-photo">
                  <img src={p.variants[0] ?? p.attachment} alt={t('hotels.photoAlt', { n: i + 1 })} width={160} height={110} loading="lazy" />
                  {i === 0 && <span className="adm-badge">{t('hotels.cover')}</span>}
                  <div className="htl-photo-actions">
                    {i > 0 && (
                      <button
                        type="button"
                        className="btn"
                        onClick={() => {
                          setKept((list) => [p, ...list.filter((x) => x.id !== p.id)]);
                          setReordered(true);
                        }}
                        aria-label={t('hotels.makeCoverNamed', { n: i + 1 })}
                      >
                        {t('hotels.makeCover')}
                      </button>
                    )}
                    <button type="button" className="btn adm-danger" onClick={() => setKept((list) => list.filter((x) => x.id !== p.id))} aria-label={t('hotels.removePhotoNamed', { n: i + 1 })}>
                      {t('hotels.removePhoto')}
                    </button>
                  </div>
                </li>
              ))}
              {added.map((p, i) => (
                <li key={p.key} className="htl-photo is-new">
                  <img src={p.url} alt={t('hotels.newPhotoAlt', { name: p.file.name })} width={160} height={110} />
                  <span className="adm-badge is-pending">{t('hotels.newPhoto')}</span>
                  <div className="htl-photo-actions">
                    <button type="button" className="btn adm-danger" onClick={() => setAdded((list) => list.filter((x) => x.key !== p.key))} aria-label={t('hotels.removePhotoNamed', { n: kept.length + i + 1 })}>
                      {t('hotels.removePhoto')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {removed.length > 0 && (
            <p className="adm-hint" role="status">
              {t('hotels.photosRemoved', { count: removed.length })}{' '}
              <button
                type="button"
                className="htl-link"
                onClick={() => {
                  setKept(hotel?.photos ?? []);
                  setReordered(false);
                }}
              >
                {t('hotels.undoRemove')}
              </button>
            </p>
          )}
          <label className="field" htmlFor={idOf('photos')}>
            <span>{t('hotels.addPhotos')}</span>
            <input
              id={idOf('photos')}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              disabled={photoCount >= HOTEL_PHOTOS_MAX}
              aria-describedby={`${idOf('photos')}-hint${errors.photos ? ` ${idOf('photos')}-error` : ''}`}
              aria-invalid={errors.photos ? true : undefined}
              onChange={(e) => {
                addPhotos(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
          {errorOf('photos')}
          {errorOf('remove_photo_ids')}
          {errorOf('photo_order')}
        </fieldset>

        {!hotel && (
          <fieldset className="htl-section">
            <legend>{t('hotels.fields.status')}</legend>
            {(['listed', 'hidden'] as const).map((s) => (
              <label key={s} className="adm-check">
                <input type="radio" name={`${formId}-status`} value={s} checked={status === s} onChange={() => setStatus(s)} />
                {t(`hotels.createAs.${s}`)}
              </label>
            ))}
            {errorOf('status')}
          </fieldset>
        )}
      </div>

      {failure && (
        <p className="adm-notice is-error" role="alert">
          {failure}
        </p>
      )}
      <div className="htl-submit">
        {saving && (
          <label className="htl-progress">
            <span>{added.length ? t('hotels.uploading', { pct: progress }) : t('hotels.saving')}</span>
            <progress max={100} value={progress ?? 0} />
          </label>
        )}
        <button type="button" className="btn" onClick={() => onClose(null)} disabled={saving}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t(hotel ? 'hotels.save' : 'hotels.create')}
        </button>
      </div>
    </form>
  );
}
