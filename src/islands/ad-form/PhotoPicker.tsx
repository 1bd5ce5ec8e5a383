import { useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { acceptPhotos, canMovePhoto, moveItem, PHOTOS_MAX, type BodyPhoto } from '../../lib/create-ad.ts';
import './ad-form.css';

/** A stored photo of the ad being edited (existingId, server URL) or a new file (object URL). */
export type Photo = { id: number; url: string } & ({ existingId: number; file: null } | { existingId: null; file: File });

type Props = {
  t: Translate;
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  error: string | null;
  onError: (message: string | null) => void;
};

let seq = 0;

/** Creates previews for files; callers revoke them with `revokePhotos` when photos leave. */
export function toPhotos(files: File[]): Photo[] {
  return files.map((file) => ({ id: ++seq, existingId: null, file, url: URL.createObjectURL(file) }));
}

export function storedPhoto(existingId: number, url: string): Photo {
  return { id: ++seq, existingId, file: null, url };
}

/** Frees the previews of new files (stored photos have server URLs). */
export function revokePhotos(photos: Photo[]) {
  for (const p of photos) if (p.file) URL.revokeObjectURL(p.url);
}

/**
 * Photos of Create Ad step 5 and Edit Ad (spec 001 'Validation rules', Photos): 1 to 10 images, each at most 50 MB;
 * thumbnails with reorder (← → buttons and drag and drop) and remove. Object URLs are revoked on remove. On edit,
 * stored photos stay ahead of new ones (canMovePhoto).
 */
export function PhotoPicker({ t, photos, onChange, error, onError }: Props) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const latest = useRef(photos);
  const hasStored = photos.some((p) => p.existingId !== null);
  useEffect(() => {
    latest.current = photos;
  });

  const add = (list: FileList | null) => {
    if (!list || !list.length) return;
    const { accepted, error: err } = acceptPhotos(latest.current.length, [...list]);
    onError(err ? t(err) : null);
    if (accepted.length) onChange([...latest.current, ...toPhotos(accepted)]);
    if (inputRef.current) inputRef.current.value = '';
  };

  const remove = (index: number) => {
    const p = photos[index];
    if (!p) return;
    revokePhotos([p]);
    onChange(photos.filter((_, i) => i !== index));
    onError(null);
    setStatus(t('photos.removed', { n: index + 1 }));
  };

  const move = (from: number, to: number) => {
    if (!canMovePhoto(photos, from, to)) return;
    onChange(moveItem(photos, from, to));
    setStatus(t('photos.moved', { from: from + 1, to: to + 1 }));
  };

  return (
    <div className="ca-photos">
      <div
        className="ca-drop"
        onDragOver={(e) => {
          if (dragIndex === null) e.preventDefault();
        }}
        onDrop={(e) => {
          if (dragIndex !== null) return;
          e.preventDefault();
          add(e.dataTransfer.files);
        }}
      >
        <label htmlFor={inputId} className="btn">
          {t('photos.add')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="ca-file"
          type="file"
          accept="image/*"
          multiple
          aria-describedby={error ? errorId : undefined}
          disabled={photos.length >= PHOTOS_MAX}
          onChange={(e) => add(e.target.files)}
        />
        <p className="ca-hint">{t('photos.hint', { max: PHOTOS_MAX })}</p>
        <p className="ca-hint" aria-live="polite">
          {t('photos.count', { count: photos.length, max: PHOTOS_MAX })}
        </p>
      </div>
      {error && (
        <p id={errorId} className="ca-error" role="alert">
          {error}
        </p>
      )}
      <ol className="ca-thumbs" aria-label={t('photos.listLabel')}>
        {photos.map((p, i) => (
          <li
            key={p.id}
            className={`ca-thumb${dragIndex === i ? ' is-dragging' : ''}`}
            draggable
            onDragStart={(e) => {
              setDragIndex(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(i));
            }}
            onDragOver={(e) => {
              if (dragIndex !== null) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragIndex !== null) move(dragIndex, i);
              setDragIndex(null);
            }}
            onDragEnd={() => setDragIndex(null)}
          >
            <img src={p.url} alt={p.file ? t('photos.alt', { n: i + 1, name: p.file.name }) : t('photos.altStored', { n: i + 1 })} />
            {i === 0 && <span className="ca-cover">{t('photos.cover')}</span>}
            {p.existingId === null && hasStored && <span className="ca-new">{t('photos.new')}</span>}
            <div className="ca-thumb-actions">
              <button type="button" className="ca-icon-btn" onClick={() => move(i, i - 1)} disabled={!canMovePhoto(photos, i, i - 1)} aria-label={t('photos.left', { n: i + 1 })}>
                ←
              </button>
              <button type="button" className="ca-icon-btn" onClick={() => remove(i)} aria-label={t('photos.remove', { n: i + 1 })}>
                ×
              </button>
              <button
                type="button"
                className="ca-icon-btn"
                onClick={() => move(i, i + 1)}
                disabled={!canMovePhoto(photos, i, i + 1)}
                aria-label={t('photos.right', { n: i + 1 })}
              >
                →
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

/** The photos as the request body wants them: stored ones by id, new ones as files. */
export const bodyPhotos = (photos: Photo[]): BodyPhoto[] => photos.map((p) => (p.file ? { file: p.file } : { existingId: p.existingId }));
