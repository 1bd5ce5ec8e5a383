import { useEffect, useRef, useState } from 'react';
import { AWAITING_STATES, currentOfferState } from '../../../common/offer-states.ts';
import { formatPrice } from '../../../common/price.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import type { ChatMessage } from '../../lib/api/chat.ts';
import { adOffers, type AdOffers } from '../../lib/api/offers.ts';
import { errorText } from '../../lib/error-text.ts';
import { adPreview } from '../chat/MessageItem.tsx';
import { loadMakeOfferDialog, type MakeOfferDialogComponent } from './load-dialog.ts';
import './offers.css';

type Props = {
  /** The ad the chat is about now (rules.ts chatAdId). */
  adId: number;
  /** The other member of the chat: only their ad can be offered on from here. */
  peerId: number;
  /** Changes when a step of an offer on this ad arrives, so the action follows the negotiation. */
  offerSeq: number;
  /** The offer message the server stored, for the thread to show at once. */
  onMade: (message: ChatMessage) => void;
  /** Carries the `offers` and `errors` namespaces. */
  i18n: I18nProps;
};

/**
 * 'Make an offer' above the composer of a chat about the other member's negotiable ad (issue 12: from the ad page
 * or the chat). It shows only while the ad is listed (the offers call answers 404 otherwise), takes offers and is
 * promised to no one; while the buyer's offer waits, a line says so instead, and after 3 offers, that none are left.
 * The dialog is the ad page's, loaded on first use; its offer message lands in this chat.
 */
export default function ChatOffer({ adId, peerId, offerSeq, onMade, i18n }: Props) {
  const t = useT(i18n, 'offers');
  const [view, setView] = useState<AdOffers | null>(null);
  const [Dialog, setDialog] = useState<MakeOfferDialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const focusNote = useRef(false);

  useEffect(() => {
    let alive = true;
    void adPreview(adId)
      .then(async (ad) => {
        // The seller's own ad, a fixed price or an ad gone: nothing to offer, and no offers call.
        if (ad === 'missing' || ad.ownerId !== peerId || !ad.negotiable) return null;
        return (await adOffers(adId)).data;
      })
      .catch(() => null)
      .then((next) => alive && setView(next));
    return () => {
      alive = false;
    };
  }, [adId, peerId, offerSeq]);

  // After an offer is sent the button gives way to the waiting line once the offers are read again (the new message
  // changes offerSeq); focus goes to that line rather than to the page. Declined at once, the button stays focused.
  useEffect(() => {
    if (!focusNote.current) return;
    focusNote.current = false;
    noteRef.current?.focus();
  }, [view]);

  if (!view || view.ad_id !== adId || !view.is_negotiable || view.promised) return null;

  const now = new Date();
  const waiting = view.offers.find((o) => AWAITING_STATES.includes(currentOfferState(o.state, new Date(o.expires_at), now)));
  const price = (amount: string) => formatPrice(amount, view.currency);

  const start = () => {
    setFailure(null);
    loadMakeOfferDialog().then(
      (m) => {
        setDialog(() => m.default);
        setOpen(true);
      },
      (err: unknown) => setFailure(errorText(err, t, t('message.failed'))),
    );
  };

  const made = (message: ChatMessage) => {
    setOpen(false);
    focusNote.current = true;
    onMade(message);
  };

  let note: string | null = null;
  if (waiting) note = waiting.state === 'countered' ? t('chat.countered', { amount: price(waiting.amount) }) : t('chat.waiting', { amount: price(waiting.amount) });
  else if (view.offers_left === 0) note = t('ad.noneLeft');

  return (
    <div className="offer-chat">
      {note !== null ? (
        <p className="offer-chat-note" ref={noteRef} tabIndex={-1}>
          {note}
        </p>
      ) : (
        <>
          <button type="button" className="btn btn-primary offer-chat-button" onClick={start} disabled={!view.can_offer} onPointerEnter={() => void loadMakeOfferDialog().catch(() => undefined)}>
            {t('make.button')}
          </button>
          <span className="offer-chat-note">{t('make.listed', { price: price(view.price) })}</span>
        </>
      )}
      {failure && (
        <p className="offer-error" role="alert">
          {failure}
        </p>
      )}
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} onMade={made} adId={adId} price={view.price} currency={view.currency} t={t} />}
    </div>
  );
}
