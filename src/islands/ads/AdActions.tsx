import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { trackAdView } from '../../lib/api/ads.ts';
import { revealPhone } from '../../lib/api/sellers.ts';
import { errorText } from '../../lib/error-text.ts';
import { sectionOn } from '../../lib/sections.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import FavoriteButton from './FavoriteButton.tsx';
import type { Notice } from '../../components/NoticeDialog.tsx';
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

/**
 * The message, complaint and notice dialogs: nobody needs them before pressing a button, so their code (the
 * modal's and their words') loads then, or a moment earlier when the pointer or focus reaches one of the buttons.
 * A failed download is forgotten, so the next press tries again.
 */
type DialogParts = typeof import('./ContactDialogs.tsx') & typeof import('../../lib/contact-labels.ts');
let dialogsRequest: Promise<DialogParts> | undefined;
const loadDialogs = () =>
  (dialogsRequest ??= Promise.all([import('./ContactDialogs.tsx'), import('../../lib/contact-labels.ts')]).then(
    ([dialogs, labels]) => ({ ...dialogs, ...labels }),
    (err: unknown) => {
      dialogsRequest = undefined;
      throw err;
    },
  ));
type Dialogs = Awaited<ReturnType<typeof loadDialogs>>;
const prefetch = () => void loadDialogs().catch(() => undefined);
const prefetchDialogs = { onPointerEnter: prefetch, onFocus: prefetch, onPointerDown: prefetch };

let viewTracked = false;

/** Records one view of the ad per page view (POST /seller/ads/track-stats); failures are ignored. */
function trackView(adId: number) {
  if (viewTracked) return;
  viewTracked = true;
  trackAdView(adId).catch(() => undefined);
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

  const [complainOpen, setComplainOpen] = useState(false);
  const [ui, setUi] = useState<Dialogs | null>(null);
  /** Shows a dialog once its code is here; if the download fails nothing opens. */
  const withDialogs = (show: () => void) =>
    void loadDialogs().then(
      (loaded) => {
        setUi(loaded);
        show();
      },
      () => undefined,
    );

  useEffect(() => {
    trackView(adId);
  }, [adId]);

  const signedIn = () => {
    if (session.isAuthenticated) return true;
    openAuthModal('login');
    return false;
  };

  const showNumber = async () => {
    if (!signedIn() || sellerId === null || phoneBusy) return;
    setPhoneBusy(true);
    try {
      setPhone((await revealPhone(sellerId, adId)) ?? '');
    } catch (err) {
      withDialogs(() => setNotice({ kind: 'error', title: t('actions.errorTitle'), text: errorText(err, t, t('actions.phoneFailed')) }));
    } finally {
      setPhoneBusy(false);
    }
  };

  /** 'Message seller' opens the chat with the seller about this ad (the dock on wide screens, else Messages); opening it twice finds the same chat. */
  const openMessage = () => {
    if (!signedIn() || sellerId === null) return;
    import('../chat/open-chat.ts')
      .then((m) => m.messageMember(sellerId, adId))
      .catch((err: unknown) => withDialogs(() => setNotice({ kind: 'error', title: t('actions.errorTitle'), text: errorText(err, t, t('actions.messageFailed')) })));
  };

  const openComplain = () => {
    if (signedIn()) withDialogs(() => setComplainOpen(true));
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
      {!own && sellerId !== null && sectionOn('messages') && (
        <button type="button" className="btn" onClick={openMessage}>
          {t('actions.message')}
        </button>
      )}
      <FavoriteButton adId={adId} isFavorite={isFavorite} variant="inline" labels={{ add: t('card.addFavorite'), remove: t('card.removeFavorite') }} />
      {!own && (
        <button type="button" className="btn ad-actions-complain" {...prefetchDialogs} onClick={openComplain}>
          {t('actions.complain')}
        </button>
      )}
      {own && <p className="ad-actions-note">{t('actions.ownAd')}</p>}

      {ui && (
        <>
          <ui.ComplaintDialog
            open={complainOpen}
            onClose={() => setComplainOpen(false)}
            onNotice={setNotice}
            formClass="ad-form"
            contentId={adId}
            type="ads"
            locale={i18n.locale}
            labels={ui.complaintLabels(t, 'actions.')}
          />

          <ui.NoticeDialog notice={notice} onClose={() => setNotice(null)} closeLabel={t('actions.close')} okLabel={t('actions.ok')} />
        </>
      )}
    </div>
  );
}
