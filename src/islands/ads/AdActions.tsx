import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { apiCall, ApiCallError } from '../../lib/api/client.ts';
import { $session, loadSession } from '../../stores/session.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import FavoriteButton from './FavoriteButton.tsx';
import './ad-actions.css';
import { useSession } from '../../stores/use-session.ts';

type Props = {
  i18n: I18nProps;
  adId: number;
  sellerId: number | null;
  isFavorite: boolean;
  /** show_contact 0: the seller hid the phone. */
  phoneHidden: boolean;
};

type Notice = { title: string; text: string; kind: 'success' | 'error' };
type Topic = { id: number; name: string };

let viewTracked = false;

/** Records one view of the ad per page view (POST /seller/ads/track-stats); failures are ignored. */
function trackView(adId: number) {
  if (viewTracked) return;
  viewTracked = true;
  apiCall('/seller/ads/track-stats', { body: { ad_id: adId, type: 'view' } }).catch(() => undefined);
}

/**
 * The ad's actions (issue 4 'Ad details'): Show Number and Message the seller (both ask visitors to sign in first),
 * the favorite heart, and Complain with the question topics. Also fires the view tracking once.
 */
export default function AdActions({ i18n, adId, sellerId, isFavorite, phoneHidden }: Props) {
  const t = useT(i18n, 'ads');
  const session = useSession();
  const me = session.user;
  const own = !!me && sellerId !== null && me.id === sellerId;

  const [phone, setPhone] = useState<string | null>(null);
  const [phoneBusy, setPhoneBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const [messageOpen, setMessageOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);

  const [complainOpen, setComplainOpen] = useState(false);
  const [topics, setTopics] = useState<Topic[] | null>(null);
  const [topicId, setTopicId] = useState('');
  const [complaint, setComplaint] = useState('');
  const [complaining, setComplaining] = useState(false);

  useEffect(() => {
    loadSession();
    trackView(adId);
  }, [adId]);

  const signedIn = () => {
    if ($session.get().isAuthenticated) return true;
    openAuthModal('login');
    return false;
  };

  const showNumber = async () => {
    if (!signedIn() || sellerId === null || phoneBusy) return;
    setPhoneBusy(true);
    try {
      const res = await apiCall<{ user?: { phone?: string | null } }>(`/seller/profile/${sellerId}`);
      setPhone(res.data?.user?.phone?.trim() || '');
    } catch {
      setNotice({ kind: 'error', title: t('actions.errorTitle'), text: t('actions.phoneFailed') });
    } finally {
      setPhoneBusy(false);
    }
  };

  const openMessage = () => {
    if (signedIn()) setMessageOpen(true);
  };

  const sendMessage = async (e: React.FormEvent) => {
    e.preventDefault();
    const content = message.trim();
    if (!content || sending || !me || sellerId === null) return;
    setSending(true);
    try {
      await apiCall('/send-message', {
        body: { chat_id: '', sender_id: me.id, receiver_id: sellerId, message_type: 'text', content, ad_id: adId },
      });
      setMessageOpen(false);
      setMessage('');
      setNotice({ kind: 'success', title: t('actions.messageSentTitle'), text: t('actions.messageSent') });
    } catch {
      setNotice({ kind: 'error', title: t('actions.errorTitle'), text: t('actions.messageFailed') });
    } finally {
      setSending(false);
    }
  };

  const openComplain = async () => {
    if (!signedIn()) return;
    setComplainOpen(true);
    if (topics) return;
    try {
      const res = await apiCall<Topic[] | { data?: Topic[] }>('/question-topic-list', { query: { lang: i18n.locale } });
      const list = Array.isArray(res.data) ? res.data : Array.isArray(res.data?.data) ? res.data.data : [];
      setTopics(list);
    } catch {
      setTopics([]);
      setNotice({ kind: 'error', title: t('actions.errorTitle'), text: t('actions.topicsFailed') });
    }
  };

  const sendComplaint = async (e: React.FormEvent) => {
    e.preventDefault();
    if (complaining) return;
    if (!topicId || !complaint.trim()) {
      setNotice({ kind: 'error', title: t('actions.incompleteTitle'), text: t('actions.incomplete') });
      return;
    }
    setComplaining(true);
    try {
      await apiCall('/complaint/create', { body: { topic_id: Number(topicId), complain: complaint.trim(), content_id: adId, type: 'ads' } });
      setComplainOpen(false);
      setComplaint('');
      setTopicId('');
      setNotice({ kind: 'success', title: t('actions.complainTitle'), text: t('actions.complaintSent') });
    } catch (err) {
      const text = err instanceof ApiCallError && err.body.message ? err.body.message : t('actions.complaintFailed');
      setNotice({ kind: 'error', title: t('actions.errorTitle'), text });
    } finally {
      setComplaining(false);
    }
  };

  return (
    <div className="ad-actions">
      {!own && !phoneHidden && sellerId !== null && (
        phone === null ? (
          <button type="button" className="btn btn-primary" onClick={showNumber} disabled={phoneBusy} aria-busy={phoneBusy}>
            {t('actions.showNumber')}
          </button>
        ) : phone ? (
          <a className="btn btn-primary" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        ) : (
          <p className="ad-actions-note">{t('actions.noPhone')}</p>
        )
      )}
      {!own && sellerId !== null && (
        <button type="button" className="btn" onClick={openMessage}>
          {t('actions.message')}
        </button>
      )}
      <FavoriteButton adId={adId} isFavorite={isFavorite} variant="inline" labels={{ add: t('card.addFavorite'), remove: t('card.removeFavorite') }} />
      {!own && (
        <button type="button" className="btn ad-actions-complain" onClick={openComplain}>
          {t('actions.complain')}
        </button>
      )}
      {own && <p className="ad-actions-note">{t('actions.ownAd')}</p>}

      <Modal open={messageOpen} title={t('actions.messageTitle')} onClose={() => setMessageOpen(false)} size="sm" closeLabel={t('actions.close')}>
        <form className="ad-form" onSubmit={sendMessage}>
          <label className="visually-hidden" htmlFor="ad-message">
            {t('actions.messagePlaceholder')}
          </label>
          <textarea id="ad-message" rows={5} maxLength={2000} required value={message} placeholder={t('actions.messagePlaceholder')} onChange={(e) => setMessage(e.target.value)} />
          <div className="ad-form-actions">
            <button type="button" className="btn" onClick={() => setMessageOpen(false)}>
              {t('actions.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={sending || !message.trim()}>
              {sending ? t('actions.sending') : t('actions.send')}
            </button>
          </div>
        </form>
      </Modal>

      <Modal open={complainOpen} title={t('actions.complainTitle')} onClose={() => setComplainOpen(false)} size="sm" closeLabel={t('actions.close')}>
        <form className="ad-form" onSubmit={sendComplaint} noValidate>
          <label htmlFor="ad-complain-topic">{t('actions.topic')}</label>
          <select id="ad-complain-topic" value={topicId} onChange={(e) => setTopicId(e.target.value)} aria-busy={topics === null}>
            <option value="">{t('actions.chooseTopic')}</option>
            {(topics ?? []).map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.name}
              </option>
            ))}
          </select>
          <label htmlFor="ad-complain-text">{t('actions.complaintMessage')}</label>
          <textarea id="ad-complain-text" rows={5} maxLength={2000} value={complaint} onChange={(e) => setComplaint(e.target.value)} />
          <div className="ad-form-actions">
            <button type="button" className="btn" onClick={() => setComplainOpen(false)}>
              {t('actions.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={complaining}>
              {t('actions.submit')}
            </button>
          </div>
        </form>
      </Modal>

      <Modal
        open={notice !== null}
        title={notice?.title ?? ''}
        onClose={() => setNotice(null)}
        size="sm"
        closeLabel={t('actions.close')}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setNotice(null)}>
            {t('actions.ok')}
          </button>
        }
      >
        <p className={`ad-notice ad-notice-${notice?.kind ?? 'success'}`} role={notice?.kind === 'error' ? 'alert' : 'status'}>
          {notice?.text}
        </p>
      </Modal>
    </div>
  );
}
