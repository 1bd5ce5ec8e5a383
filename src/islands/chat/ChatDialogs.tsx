import { useEffect, useId, useState, type FormEvent } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { blockedUsers, reportMessage, unblockUser, type BlockedUser, type ChatMessage } from '../../lib/api/chat.ts';
import { complaintTopics } from '../../lib/api/contact.ts';
import { errorText } from '../../lib/error-text.ts';
import type { Translate } from '../../i18n/translator.ts';

/**
 * The audio and video call buttons' modal (spec 002 §2.14): calls need the mobile app. The app is not in the stores
 * yet, so the store buttons say so instead of leading nowhere (docs/decisions.md).
 */
export function CallsModal({ open, onClose, t }: { open: boolean; onClose: () => void; t: Translate }) {
  return (
    <Modal
      open={open}
      title={t('calls.title')}
      onClose={onClose}
      size="sm"
      closeLabel={t('close')}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          {t('calls.later')}
        </button>
      }
    >
      <p>{t('calls.text')}</p>
      <ul className="chat-features">
        <li>{t('calls.feature1')}</li>
        <li>{t('calls.feature2')}</li>
        <li>{t('calls.feature3')}</li>
      </ul>
      <div className="chat-stores">
        <button type="button" className="btn" disabled aria-describedby="chat-stores-note">
          {t('calls.appStore')}
        </button>
        <button type="button" className="btn" disabled aria-describedby="chat-stores-note">
          {t('calls.googlePlay')}
        </button>
      </div>
      <p className="chat-muted" id="chat-stores-note">
        {t('calls.notYet')}
      </p>
    </Modal>
  );
}

/** The Blacklist (spec 002 §2.14): blocked members with the date, each with Unblock. */
export function BlacklistModal({ open, onClose, t, locale }: { open: boolean; onClose: () => void; t: Translate; locale: string }) {
  return (
    <Modal open={open} title={t('blacklist.title')} onClose={onClose} size="sm" closeLabel={t('close')}>
      {open && <BlockedList t={t} locale={locale} />}
    </Modal>
  );
}

/** Mounted each time the Blacklist opens, so it always shows the list as it is now. */
function BlockedList({ t, locale }: { t: Translate; locale: string }) {
  const [list, setList] = useState<BlockedUser[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    let alive = true;
    blockedUsers().then(
      ({ data }) => alive && setList(data),
      (err: unknown) => alive && setError(errorText(err, t)),
    );
    return () => {
      alive = false;
    };
  }, [t]);

  const unblock = async (user: BlockedUser) => {
    setBusy(user.id);
    try {
      await unblockUser(user.id);
      setList((l) => (l ?? []).filter((u) => u.id !== user.id));
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      {list === null && !error && <p className="chat-muted">{t('loading')}</p>}
      {list?.length === 0 && <p className="chat-muted">{t('blacklist.empty')}</p>}
      {list && list.length > 0 && (
        <ul className="chat-blocked">
          {list.map((u) => (
            <li key={u.id}>
              <span>
                <strong>{u.name}</strong>
                <small>{t('blacklist.since', { date: new Date(u.date).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }) })}</small>
              </span>
              <button type="button" className="btn" onClick={() => unblock(u)} disabled={busy === u.id} aria-label={t('blacklist.unblockName', { name: u.name })}>
                {t('blacklist.unblock')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A yes-or-cancel question before deleting a chat or blocking a member. */
export function ConfirmDialog({ open, title, text, confirm, onConfirm, onClose, t }: { open: boolean; title: string; text: string; confirm: string; onConfirm: () => Promise<void>; onClose: () => void; t: Translate }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
      close();
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      size="sm"
      closeLabel={t('close')}
      actions={
        <>
          <button type="button" className="btn" onClick={close}>
            {t('cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={run} disabled={busy}>
            {confirm}
          </button>
        </>
      }
    >
      <p>{text}</p>
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}

/** The full-size image of a message; closes by its button, a click outside or Escape (the dialog does those). */
export function Lightbox({ url, onClose, t }: { url: string | null; onClose: () => void; t: Translate }) {
  return (
    <Modal open={url !== null} title={t('lightbox')} onClose={onClose} size="lg" closeLabel={t('close')}>
      {url && <img className="chat-lightbox-img" src={url} alt={t('imageAlt')} />}
    </Modal>
  );
}

type Topic = { id: number; name: string };

/** Reporting another member's message: a topic and what is wrong, to the moderators' complaints queue. */
export function ReportDialog({ message, onClose, onDone, t, locale }: { message: ChatMessage | null; onClose: () => void; onDone: () => void; t: Translate; locale: string }) {
  return (
    <Modal open={message !== null} title={t('reportTitle')} onClose={onClose} size="sm" closeLabel={t('close')}>
      {message && <ReportForm key={message.id} message={message} onClose={onClose} onDone={onDone} t={t} locale={locale} />}
    </Modal>
  );
}

function ReportForm({ message, onClose, onDone, t, locale }: { message: ChatMessage; onClose: () => void; onDone: () => void; t: Translate; locale: string }) {
  const id = useId();
  const [topics, setTopics] = useState<Topic[]>([]);
  const [topic, setTopic] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    complaintTopics(locale).then(
      ({ data }) => {
        setTopics(data);
        setTopic((current) => current || String(data[0]?.id ?? ''));
      },
      (err: unknown) => setError(errorText(err, t)),
    );
  }, [locale, t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!topic || !text.trim()) return;
    setBusy(true);
    try {
      await reportMessage(message.id, Number(topic), text.trim());
      onDone();
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="chat-report" onSubmit={submit}>
      <select aria-label={t('reportReason')} value={topic} onChange={(e) => setTopic(e.target.value)} required>
        {topics.map((tp) => (
          <option key={tp.id} value={tp.id}>
            {tp.name}
          </option>
        ))}
      </select>
      <label htmlFor={id}>{t('reportReason')}</label>
      <textarea id={id} rows={4} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} required />
      {error && (
        <p className="chat-error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-report-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy || !topic || !text.trim()}>
          {t('reportSend')}
        </button>
      </div>
    </form>
  );
}
