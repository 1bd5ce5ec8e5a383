import { useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { succeeded, upload, uploadError } from '../../lib/api/upload.ts';
import { acceptPhotos } from '../../lib/create-ad.ts';
import { errorText } from '../../lib/error-text.ts';
import type { components } from '../../../common/api/openapi.ts';

export type AdSuggestion = components['schemas']['AdSuggestion'];

type Props = {
  t: Translate;
  locale: string;
  /** The photo was understood: the form opens prefilled with it attached. */
  onSuggested: (suggestion: AdSuggestion, file: File) => void;
  /** Create the ad without the photo's help. */
  onSkip: () => void;
  onError: (message: string) => void;
};

/**
 * Create Ad With AI (spec 001 'Ad with AI', 'Image upload for AI ad'): the seller picks one photo (images only, with a
 * preview), it is uploaded with progress to image-to-ad, and the answer's category, subcategory, title and
 * description prefill the form with the photo attached. A failure shows the server's message or 'Unable to create AI
 * Ad for uploaded image.'.
 */
export function AiPhotoStep({ t, locale, onSuggested, onSkip, onError }: Props) {
  const inputId = useId();
  const progressId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (list: FileList | null) => {
    const { accepted, error } = acceptPhotos(0, [...(list ?? [])].slice(0, 1));
    setPickError(error ? t(error) : null);
    const chosen = accepted[0];
    if (!chosen) return;
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const send = async () => {
    if (!file || progress !== null) return;
    setProgress(0);
    const body = new FormData();
    body.append('file', file);
    body.append('lang', locale);
    const result = await upload('POST /ads/image-to-ad', {}, body, setProgress);
    setProgress(null);
    if (!succeeded(result)) {
      onError(errorText(uploadError(result), t, t('ai.failed')));
      return;
    }
    onSuggested(result.answer.data as AdSuggestion, file);
  };

  return (
    <section className="ca-ai" aria-labelledby={`${inputId}-h`}>
      <h2 id={`${inputId}-h`} className="ca-ai-h">
        {t('ai.title')}
      </h2>
      <p className="ca-ai-intro">{t('ai.intro')}</p>
      <div className="ca-ai-pick">
        {preview ? (
          <img className="ca-ai-preview" src={preview} alt={t('ai.previewAlt', { name: file?.name ?? '' })} />
        ) : (
          <div className="ca-ai-empty" aria-hidden="true">
            +
          </div>
        )}
        <input ref={inputRef} id={inputId} className="visually-hidden" type="file" accept="image/*" onChange={(e) => pick(e.currentTarget.files)} />
        <label htmlFor={inputId} className="btn">
          {file ? t('ai.change') : t('ai.choose')}
        </label>
        {pickError && (
          <p className="ca-error" role="alert">
            {pickError}
          </p>
        )}
      </div>
      {progress !== null && (
        <div className="ca-progress">
          <label htmlFor={progressId}>{t('ai.uploading', { pct: progress })}</label>
          <progress id={progressId} max={100} value={progress}>
            {progress}%
          </progress>
        </div>
      )}
      <div className="ca-actions ca-ai-actions">
        <button type="button" className="btn" onClick={onSkip} disabled={progress !== null}>
          {t('ai.skip')}
        </button>
        <button type="button" className="btn btn-primary" disabled={!file || progress !== null} aria-busy={progress !== null} onClick={() => void send()}>
          {progress !== null ? t('ai.working') : t('ai.create')}
        </button>
      </div>
    </section>
  );
}
