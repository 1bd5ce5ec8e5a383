import { useEffect, useId, useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { LOCALES } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translator.ts';
import { deleteTopic, saveTopic, type TopicNames } from '../../lib/api/admin.ts';
import { complaintTopics } from '../../lib/api/contact.ts';
import { errorText } from '../../lib/error-text.ts';
import { FormActions, LocalizedNames, type Notice } from './shared.tsx';

type Topic = { id: number; name: string; translations: Record<string, string> };
/** What the form edits: the English name (required, shown where a language is blank) and the other languages. */
type Draft = { id: number | null; names: Record<string, string> };

const OTHER_LOCALES = LOCALES.filter((l) => l.code !== 'en');

const draftOf = (topic: Topic | null): Draft => ({
  id: topic?.id ?? null,
  names: Object.fromEntries(LOCALES.map((l) => [l.code, l.code === 'en' ? (topic?.name ?? '') : (topic?.translations[l.code] ?? '')])),
});

const bodyOf = (draft: Draft): TopicNames => ({
  name: draft.names.en!.trim(),
  translations: Object.fromEntries(OTHER_LOCALES.map((l) => [l.code, draft.names[l.code]!.trim()])),
});

/**
 * The complaint topics (decision 176), the list the Complain and Report dialogs offer: add one, rename it in every
 * language, or delete one no complaint uses (a used one is refused with the reason: rename it instead). Opened from
 * the complaints queue; `onChanged` reloads what shows topics there.
 */
export function Topics({ open, t, onClose, onChanged, onNotice }: { open: boolean; t: Translate; onClose: () => void; onChanged: () => void; onNotice: (n: Notice) => void }) {
  const [topics, setTopics] = useState<Topic[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const formId = useId();

  useEffect(() => {
    if (!open) return;
    let live = true;
    // English names plus every translation: the form edits all of them.
    complaintTopics('en').then(
      (res) => live && setTopics(res.data),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, reload]);

  const edit = (topic: Topic | null) => {
    setDraft(draftOf(topic));
    setError('');
  };

  const save = async () => {
    if (!draft) return;
    if (!draft.names.en!.trim()) {
      setError(t('topics.nameRequired'));
      return;
    }
    setBusy(true);
    try {
      const saved = await saveTopic(draft.id, bodyOf(draft));
      onNotice({ kind: 'success', text: t(draft.id === null ? 'topics.added' : 'topics.saved', { name: saved.name }) });
      setDraft(null);
      setReload((n) => n + 1);
      onChanged();
    } catch (err) {
      setError(errorText(err, t, t('errors.decide')));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (topic: Topic) => {
    setBusy(true);
    setError('');
    try {
      await deleteTopic(topic.id);
      setConfirming(null);
      onNotice({ kind: 'success', text: t('topics.deleted', { name: topic.name }) });
      setReload((n) => n + 1);
      onChanged();
    } catch (err) {
      setError(errorText(err, t, t('errors.decide')));
    } finally {
      setBusy(false);
    }
  };

  const editing = draft !== null;
  return (
    <Modal
      open={open}
      title={editing ? t(draft.id === null ? 'topics.addTitle' : 'topics.editTitle') : t('topics.title')}
      onClose={() => {
        if (busy) return;
        if (editing) setDraft(null);
        else onClose();
      }}
      size="md"
      closeLabel={t('close')}
      actions={
        editing ? (
          <FormActions form={formId} saveLabel={t('topics.save')} busy={busy} t={t} onCancel={() => setDraft(null)} />
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => edit(null)}>
            {t('topics.add')}
          </button>
        )
      }
    >
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {editing ? (
        <form
          id={formId}
          className="adm-topic-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <p className="adm-hint">{t('topics.hint')}</p>
          <LocalizedNames
            names={draft.names}
            requiredText={t('topics.required')}
            onChange={(names) => {
              setDraft({ ...draft, names });
              if (error) setError('');
            }}
          />
        </form>
      ) : loadFailed ? (
        <div className="adm-note adm-failed" role="alert">
          <p>{t('errors.load')}</p>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setLoadFailed(false);
              setReload((n) => n + 1);
            }}
          >
            {t('retry')}
          </button>
        </div>
      ) : topics === null ? (
        <p className="adm-note" role="status">
          {t('loading')}
        </p>
      ) : topics.length === 0 ? (
        <p className="adm-note">{t('topics.none')}</p>
      ) : (
        <ul className="adm-topics">
          {topics.map((topic) => (
            <li key={topic.id}>
              <span>{topic.name}</span>
              <button type="button" className="btn" disabled={busy} aria-label={t('topics.editNamed', { name: topic.name })} onClick={() => edit(topic)}>
                {t('topics.edit')}
              </button>
              {confirming === topic.id ? (
                <>
                  <button type="button" className="btn adm-danger-solid" disabled={busy} onClick={() => void remove(topic)}>
                    {t('topics.deleteNamed', { name: topic.name })}
                  </button>
                  <button type="button" className="btn" disabled={busy} onClick={() => setConfirming(null)}>
                    {t('cancel')}
                  </button>
                </>
              ) : (
                <button type="button" className="btn adm-danger" disabled={busy} aria-label={t('topics.deleteNamed', { name: topic.name })} onClick={() => setConfirming(topic.id)}>
                  {t('topics.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
