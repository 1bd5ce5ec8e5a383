import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { canSend } from '../../lib/chat/rules.ts';
import type { Translate } from '../../i18n/translator.ts';
import { AdReference } from './MessageItem.tsx';

type Props = {
  t: Translate;
  /** Sends; resolves when stored, rejects with the text to show. `onProgress` reports an image's upload. */
  onSend: (input: { text: string; image: File | null }, onProgress: (pct: number) => void) => Promise<void>;
  /** The ad this conversation was opened about: shown above the field and sent with the next message. */
  adId?: number | null;
  onDropAd?: () => void;
  /** In the AI chat an image is sent as soon as it is chosen (spec 002 §4). */
  sendImageAtOnce?: boolean;
  disabled?: boolean;
  /** Why sending is not possible (blocked), shown instead of the field. */
  refusal?: string | null;
};

/**
 * The message field (spec 002 §5 'Chat send'): Enter sends, Shift+Enter starts a new line; text or an image is
 * required, otherwise 'Please write a message or attach an image to send' shows and Send stays disabled; only image
 * files are accepted, shown as a removable preview with the upload's progress while it goes.
 */
export function Composer({ t, onSend, adId = null, onDropAd, sendImageAtOnce = false, disabled = false, refusal = null }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const submit = async (input = { text, image }) => {
    if (sending || disabled) return;
    if (!canSend(input.text, input.image !== null)) return setHint(t('sendHint'));
    setSending(true);
    setHint(null);
    try {
      await onSend({ text: input.text.trim(), image: input.image }, setProgress);
      setText('');
      setImage(null);
      fieldRef.current?.focus();
    } catch (err) {
      setHint(err instanceof Error && err.message ? err.message : t('sendFailed'));
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const pick = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setHint(t('imageOnly'));
    setHint(null);
    if (sendImageAtOnce) void submit({ text: '', image: file });
    else setImage(file);
  };

  if (refusal) return <p className="chat-refusal">{refusal}</p>;

  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {adId !== null && (
        <div className="chat-draft-ad">
          <AdReference adId={adId} t={t} />
          {onDropAd && (
            <button type="button" className="chat-icon-btn" onClick={onDropAd} aria-label={t('removeAd')}>
              ×
            </button>
          )}
        </div>
      )}
      {preview && (
        <div className="chat-draft-image">
          <img src={preview} alt={t('draftImage')} />
          {progress !== null ? (
            <progress max={100} value={progress} aria-label={t('uploading', { pct: progress })} />
          ) : (
            <button type="button" className="chat-icon-btn" onClick={() => setImage(null)} aria-label={t('removeImage')} disabled={sending}>
              ×
            </button>
          )}
        </div>
      )}
      {hint && (
        <p className="chat-hint" role="alert" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="chat-composer-row">
        <input ref={fileRef} type="file" accept="image/*" hidden onChange={(e) => pick(e.target.files?.[0])} tabIndex={-1} aria-hidden="true" />
        <button type="button" className="chat-icon-btn" onClick={() => fileRef.current?.click()} aria-label={t('attachImage')} title={t('attachImage')} disabled={sending || disabled}>
          <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <rect x="3" y="3" width="18" height="18" rx="2" />
            <circle cx="8.5" cy="8.5" r="1.5" />
            <path d="M21 15l-5-5L5 21" />
          </svg>
        </button>
        <label className="visually-hidden" htmlFor={`${id}-text`}>
          {t('messageLabel')}
        </label>
        <textarea
          ref={fieldRef}
          id={`${id}-text`}
          rows={1}
          maxLength={2000}
          value={text}
          placeholder={t('placeholder')}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) setHint(null);
          }}
          onKeyDown={onKeyDown}
          disabled={disabled}
        />
        <button type="submit" className="chat-send" disabled={sending || disabled || !canSend(text, image !== null)} aria-label={sending ? t('sending') : t('send')} title={t('send')}>
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M22 2L11 13M22 2l-7 20-4-9-9-4 20-7z" />
          </svg>
        </button>
      </div>
    </form>
  );
}
