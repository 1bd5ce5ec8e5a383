import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { succeeded, upload, uploadError } from '../../lib/api/upload.ts';
import { errorText } from '../../lib/error-text.ts';
import { DEFAULT_MAP } from '../../lib/create-ad.ts';
import { FEED_VIDEO_EXTENSIONS, isAcceptedMediaName, isVideoUrl, MEDIA_MAX_BYTES } from '../../../common/media.ts';
import { FEED_CAPTION_MAX_CHARS, FEED_FILES_MAX } from '../../../common/feeds.ts';
import { NoticeDialog, type Notice } from '../../components/NoticeDialog.tsx';
import { LocationDialog } from '../ad-form/LocationDialog.tsx';
import type { PickedPlace } from '../location/LocationPicker.tsx';
import { locate, placeName } from '../location/geolocate.ts';
import './feeds.css';

type Picked = { id: number; file: File; url: string; video: boolean };
/** The file picker offers what the upload takes (checked again on pick, and by content on the server). */
const ACCEPT = ['image/*', 'video/*', ...FEED_VIDEO_EXTENSIONS.map((e) => `.${e}`)].join(',');
let seq = 0;

/** Where Add Feed goes when done: back where the user came from, else My Feeds. */
function leave() {
  if (history.length > 1 && document.referrer.startsWith(location.origin)) history.back();
  else location.assign('/user-feeds');
}

/**
 * Add Feed (spec 001 'Add Feed', §5 'Add Feed' and 'Media upload'): photos or videos with previews, each checked
 * before sending (50 MB, image and video types, the spec's texts); the location starts at the device position, else
 * the default map point, and can be changed on the map; a caption. All three are required ('Missing Data'). The
 * upload shows its progress; 'Adding...' while busy; 'Feed Created' then back.
 */
export default function AddFeed({ i18n, locationI18n }: { i18n: I18nProps; locationI18n: I18nProps }) {
  const t = useT(i18n, 'feeds');
  const tl = useT(locationI18n, 'location');
  const id = useId();
  const [files, setFiles] = useState<Picked[]>([]);
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [locating, setLocating] = useState(true);
  const [mapOpen, setMapOpen] = useState(false);
  const [caption, setCaption] = useState('');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  useEffect(() => () => latest.current.forEach((f) => URL.revokeObjectURL(f.url)), []);

  // The device position, else the default point, each named by the nearest place.
  useEffect(() => {
    let live = true;
    locate()
      .catch(() => DEFAULT_MAP)
      .then(async (p) => {
        const label = await placeName(p.lat, p.lng);
        if (live) setPlace((old) => old ?? { label, ...p });
      })
      .finally(() => live && setLocating(false));
    return () => {
      live = false;
    };
  }, []);

  const add = (list: FileList | null) => {
    if (!list?.length) return;
    const accepted: Picked[] = [];
    const problems: string[] = [];
    for (const file of list) {
      if (!isAcceptedMediaName(file.name, FEED_VIDEO_EXTENSIONS)) problems.push(t('add.unsupported', { file: file.name }));
      else if (file.size > MEDIA_MAX_BYTES) problems.push(t('add.tooLarge', { file: file.name }));
      else if (files.length + accepted.length >= FEED_FILES_MAX) problems.push(t('add.tooMany', { max: FEED_FILES_MAX }));
      else accepted.push({ id: ++seq, file, url: URL.createObjectURL(file), video: isVideoUrl(file.name) });
    }
    if (problems.length) setNotice({ kind: 'error', title: t('add.fileErrorTitle'), text: [...new Set(problems)].join(' ') });
    if (accepted.length) setFiles((old) => [...old, ...accepted]);
    if (input.current) input.current.value = '';
  };

  const remove = (p: Picked) => {
    URL.revokeObjectURL(p.url);
    setFiles((old) => old.filter((x) => x.id !== p.id));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!files.length || !place || !caption.trim()) {
      setNotice({ kind: 'error', title: t('add.missingTitle'), text: t('add.missing') });
      return;
    }
    const body = new FormData();
    body.set('location', place.label);
    body.set('lat', String(place.lat));
    body.set('lon', String(place.lng));
    body.set('signature', caption.trim());
    for (const f of files) body.append('file[]', f.file);
    setBusy(true);
    setProgress(0);
    const result = await upload('POST /seller/create-feed', {}, body, setProgress);
    setBusy(false);
    setProgress(null);
    if (succeeded(result)) {
      setDone(true);
      setNotice({ kind: 'success', title: t('add.createdTitle'), text: t('add.created') });
    } else {
      // 'Failed to Create Feed' with the server's reason (size, type, upload caps) in the reader's words, else the general text.
      setNotice({ kind: 'error', title: t('add.failedTitle'), text: errorText(uploadError(result), t, t('add.failed')) });
    }
  };

  return (
    <>
    <form className="af card" onSubmit={submit} noValidate aria-busy={busy}>
      <fieldset className="af-field">
        <legend>{t('add.media')}</legend>
        <input ref={input} id={`${id}-file`} className="visually-hidden" type="file" accept={ACCEPT} multiple onChange={(e) => add(e.target.files)} disabled={busy} aria-describedby={`${id}-hint`} />
        <label htmlFor={`${id}-file`} className="af-drop">
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3M12 4v12M7 9l5-5 5 5" />
          </svg>
          <span>{t('add.choose')}</span>
        </label>
        <p id={`${id}-hint`} className="af-hint">
          {t('add.hint')}
        </p>
        {files.length > 0 && (
          <ul className="af-previews">
            {files.map((f) => (
              <li key={f.id}>
                {f.video ? <video src={f.url} muted playsInline preload="metadata" aria-label={f.file.name} /> : <img src={f.url} alt={f.file.name} />}
                <button type="button" className="af-remove" onClick={() => remove(f)} disabled={busy} aria-label={t('add.remove', { name: f.file.name })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className="af-field">
        <span className="af-label" id={`${id}-loc`}>
          {t('add.location')}
        </span>
        <div className="af-place">
          <p aria-labelledby={`${id}-loc`} role={locating ? 'status' : undefined}>
            {place ? place.label : locating ? t('add.locating') : t('add.noLocation')}
          </p>
          <button type="button" className="btn" onClick={() => setMapOpen(true)} disabled={busy}>
            {place ? t('add.changeLocation') : t('add.pickLocation')}
          </button>
        </div>
      </div>

      <div className="af-field">
        <label className="af-label" htmlFor={`${id}-caption`}>
          {t('add.caption')}
        </label>
        <textarea id={`${id}-caption`} rows={4} maxLength={FEED_CAPTION_MAX_CHARS} value={caption} placeholder={t('add.captionPlaceholder')} onChange={(e) => setCaption(e.target.value)} disabled={busy} />
      </div>

      {progress !== null && (
        <div className="af-progress">
          <progress max={100} value={progress} aria-labelledby={`${id}-progress`} />
          <span id={`${id}-progress`}>{t('add.progress', { pct: progress })}</span>
        </div>
      )}

      <div className="af-actions">
        <button type="button" className="btn" onClick={leave} disabled={busy}>
          {t('add.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('add.adding') : t('add.submit')}
        </button>
      </div>
    </form>
      <LocationDialog
        t={t}
        tl={tl}
        open={mapOpen}
        form={{ location: place?.label ?? '', lat: place?.lat ?? null, lng: place?.lng ?? null }}
        onClose={() => setMapOpen(false)}
        onUse={(p) => {
          setPlace(p);
          setMapOpen(false);
        }}
      />
      <NoticeDialog
        notice={notice}
        okLabel={t('add.ok')}
        closeLabel={t('close')}
        onClose={() => {
          setNotice(null);
          if (done) leave();
        }}
      />
    </>
  );
}
