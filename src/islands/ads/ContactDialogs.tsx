import { useEffect, useId, useState, type FormEvent } from 'react';
import { complaintTopics, fileComplaint } from '../../lib/api/contact.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import type { ComplaintLabels } from '../../lib/contact-labels.ts';
import type { Notice } from '../../components/NoticeDialog.tsx';

/** The ad page loads these dialogs on demand, together with the dialog for their notices. */
export { NoticeDialog } from '../../components/NoticeDialog.tsx';
type Topic = { id: number; name: string };

type Common = {
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
  /** The form's class, so each page keeps its own spacing. */
  formClass: string;
};

let topicsRequest: Promise<Topic[]> | null = null;
function loadTopics(locale: string): Promise<Topic[]> {
  topicsRequest ??= complaintTopics(locale).then((res) => res.data);
  topicsRequest.catch(() => {
    topicsRequest = null;
  });
  return topicsRequest;
}

/** The complaint dialog (spec 001): a topic from question-topic-list and a message, both required. */
export function ComplaintDialog({
  open,
  onClose,
  onNotice,
  formClass,
  contentId,
  type,
  locale,
  labels,
}: Common & { contentId: number; type: 'ads' | 'user' | 'shop' | 'feed'; locale: string; labels: ComplaintLabels }) {
  const id = useId();
  const [topics, setTopics] = useState<Topic[] | null>(null);
  const [topicId, setTopicId] = useState('');
  const [complaint, setComplaint] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open || topics) return;
    let live = true;
    loadTopics(locale)
      .then((list) => live && setTopics(list))
      .catch(() => {
        if (!live) return;
        setTopics([]);
        onNotice({ kind: 'error', title: labels.errorTitle, text: labels.topicsFailed });
      });
    return () => {
      live = false;
    };
  }, [open, topics, locale, labels, onNotice]);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (!topicId || !complaint.trim()) {
      onNotice({ kind: 'error', title: labels.incompleteTitle, text: labels.incomplete });
      return;
    }
    setSending(true);
    try {
      await fileComplaint({ topic_id: Number(topicId), complain: complaint.trim(), content_id: contentId, type });
      setComplaint('');
      setTopicId('');
      onClose();
      onNotice({ kind: 'success', title: labels.sentTitle, text: labels.sent });
    } catch (err) {
      onNotice({ kind: 'error', title: labels.errorTitle, text: labels.failure(err) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} title={labels.title} onClose={onClose} size="sm" closeLabel={labels.close}>
      <form className={formClass} onSubmit={send} noValidate>
        <label htmlFor={`${id}-topic`}>{labels.topic}</label>
        <select id={`${id}-topic`} value={topicId} onChange={(e) => setTopicId(e.target.value)} aria-busy={topics === null}>
          <option value="">{labels.chooseTopic}</option>
          {(topics ?? []).map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-text`}>{labels.message}</label>
        <textarea id={`${id}-text`} rows={5} maxLength={2000} value={complaint} onChange={(e) => setComplaint(e.target.value)} />
        <div className={`${formClass}-actions`}>
          <button type="button" className="btn" onClick={onClose}>
            {labels.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {labels.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
