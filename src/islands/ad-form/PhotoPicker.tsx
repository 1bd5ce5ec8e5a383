import { useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { acceptPhotos, moveItem, PHOTOS_MAX } from '../../lib/create-ad.ts';

export type Photo = { id: number; file: File; url: string };

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
  return files.map((file) => ({ id: ++seq, file, url: URL.createObjectURL(file) }));
}

export function revokePhotos(photos: Photo[]) {
  for (const p of photos) URL.revokeObjectURL(p.url);
}

/**
 * Step 5 (spec 001 'Validation rules', Photos): 1 to 10 images, each at most 50 MB; thumbnails with reorder
 * (← → buttons and drag and drop) and remove. Object URLs are revoked on remove.
 */
export function PhotoPicker({ t, photos, onChange, error, onError }: Props) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const latest = useRef(photos);
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
    URL.revokeObjectURL(p.url);
    onChange(photos.filter((_, i) => i !== index));
    onError(null);
    setStatus(t('photos.removed', { n: index + 1 }));
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length) return;
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
            <img src={p.url} alt={t('photos.alt', { n: i + 1, name: p.file.name })} />
            {i === 0 && <span className="ca-cover">{t('photos.cover')}</span>}
            <div className="ca-thumb-actions">
              <button type="button" className="ca-icon-btn" onClick={() => move(i, i - 1)} disabled={i === 0} aria-label={t('photos.left', { n: i + 1 })}>
                ←
              </button>
              <button type="button" className="ca-icon-btn" onClick={() => remove(i)} aria-label={t('photos.remove', { n: i + 1 })}>
                ×
              </button>
              <button
                type="button"
                className="ca-icon-btn"
                onClick={() => move(i, i + 1)}
                disabled={i === photos.length - 1}
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
