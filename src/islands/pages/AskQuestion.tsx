import { useState, type FormEvent } from 'react';
import { askQuestion } from '../../lib/api/contact.ts';
import { errorText } from '../../lib/error-text.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import './ask-question.css';

/** The server's limit for a support question (the Contact Us message's). */
const QUESTION_MAX = 5000;

/**
 * The Support page's 'Ask a question' (spec 001 'Support page'; §5: the message is required): a dialog whose question
 * is stored and mailed to the support inbox as the signed-in member (POST /support/question).
 */
export default function AskQuestion({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'pages');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const close = () => {
    setOpen(false);
    setError(null);
    if (sent) {
      setSent(false);
      setMessage('');
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const text = message.trim();
    if (!text) return setError(t('support.askRequired'));
    if (text.length > QUESTION_MAX) return setError(t('support.askTooLong', { max: QUESTION_MAX }));
    setBusy(true);
    setError(null);
    try {
      await askQuestion(text);
      setSent(true);
    } catch (err) {
      setError(errorText(err, t, t('support.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {t('support.ask')}
      </button>
      <Modal
        open={open}
        title={sent ? t('support.sentTitle') : t('support.askTitle')}
        onClose={close}
        closeLabel={t('support.close')}
        actions={
          sent ? (
            <button type="button" className="btn btn-primary" onClick={close}>
              {t('support.close')}
            </button>
          ) : (
            <>
              <button type="button" className="btn" onClick={close}>
                {t('support.cancel')}
              </button>
              <button type="submit" form="ask-question-form" className="btn btn-primary" disabled={busy}>
                {busy ? t('support.sending') : t('support.send')}
              </button>
            </>
          )
        }
      >
        {sent ? (
          <p className="aq-sent" role="status">
            {t('support.sent')}
          </p>
        ) : (
          <form id="ask-question-form" className="aq-form" onSubmit={onSubmit} noValidate>
            <p id="aq-intro" className="aq-intro">
              {t('support.askIntro')}
            </p>
            <label htmlFor="aq-message">
              {t('support.askLabel')}
              <span aria-hidden="true"> *</span>
            </label>
            <textarea
              id="aq-message"
              rows={6}
              maxLength={QUESTION_MAX}
              required
              value={message}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'aq-intro aq-error' : 'aq-intro'}
              onChange={(e) => setMessage(e.target.value)}
            />
            {error && (
              <p id="aq-error" className="aq-error" role="alert">
                {error}
              </p>
            )}
          </form>
        )}
      </Modal>
    </>
  );
}
