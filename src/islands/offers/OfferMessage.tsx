import { useState, type FormEvent } from 'react';
import { AWAITING_STATES, currentOfferState, type OfferAction, type OfferRole } from '../../../common/offer-states.ts';
import { formatPrice } from '../../../common/price.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import type { ChatMessage } from '../../lib/api/chat.ts';
import { counterOffer, moveOffer } from '../../lib/api/offers.ts';
import { errorText } from '../../lib/error-text.ts';
import { AmountField, checkAmount } from './AmountField.tsx';
import './offers.css';

type Props = {
  message: ChatMessage;
  viewerId: number;
  /** Carries the `offers` and `errors` namespaces. */
  i18n: I18nProps;
};

/**
 * The content of one offer message in the chat: the step it recorded and its amount, the offer's state now, when a
 * waiting offer expires, and the viewer's buttons (their side of `offer.actions`, computed by the server from the
 * graph). Buttons show on the message that put the current amount on the table (or recorded the acceptance or
 * reservation), so earlier steps read as history. After a move the server's new message arrives through the socket.
 */
export default function OfferMessage({ message, viewerId, i18n }: Props) {
  const t = useT(i18n, 'offers');
  const [busy, setBusy] = useState<OfferAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [countering, setCountering] = useState(false);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const offer = message.offer;
  if (!offer) return null;

  const role: OfferRole | null = viewerId === offer.buyer_id ? 'buyer' : viewerId === offer.seller_id ? 'seller' : null;
  // A waiting offer whose 48 hours ran out while the chat was open reads as expired without asking the server.
  const state = currentOfferState(offer.state, new Date(offer.expires_at), new Date());
  const event = message.offer_event ?? 'made';
  const recorded = typeof message.extra_info?.amount === 'string' ? message.extra_info.amount : offer.amount;
  const current =
    AWAITING_STATES.includes(state)
      ? (event === 'made' || event === 'countered') && message.sender_id === offer.made_by && recorded === offer.amount
      : (state === 'accepted' && event === 'accepted') || (state === 'reserved' && event === 'reserved');
  const actions = role && current && state === offer.state ? offer.actions[role] : [];
  // The member whose answer a waiting offer needs reads 'Waiting for your answer'.
  const awaited = state === 'countered' ? 'buyer' : 'seller';
  const stateText = AWAITING_STATES.includes(state) && role === awaited ? t('state.yourTurn') : t(`state.${state}`);
  const rules = { listedPrice: offer.listed_price, currency: offer.currency, ...(role ? { counter: { role, current: offer.amount } } : {}) };
  const checked = checkAmount(text, rules, t);
  const price = (amount: string) => formatPrice(amount, offer.currency);
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const run = async (action: OfferAction, call: () => Promise<unknown>) => {
    setBusy(action);
    setFailure(null);
    try {
      await call();
      setCountering(false);
      setText('');
      setTried(false);
    } catch (err) {
      setFailure(errorText(err, t, t('message.failed')));
    } finally {
      setBusy(null);
    }
  };

  const sendCounter = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (checked.error === undefined && !busy) void run('counter', () => counterOffer(offer.id, checked.amount));
  };

  return (
    <div className={`offer-msg offer-msg-${state}`}>
      <p className="offer-msg-event">{t(`event.${event}`)}</p>
      <p className="offer-msg-amount">{price(recorded)}</p>
      <p className="offer-msg-status">
        <span className={`offer-badge offer-badge-${state}`}>{stateText}</span>
        {recorded !== offer.amount && <span className="offer-msg-now">{t('message.now', { amount: price(offer.amount) })}</span>}
      </p>
      {offer.auto_declined && <p className="offer-msg-note">{t('message.autoDeclined')}</p>}
      {AWAITING_STATES.includes(state) && current && <p className="offer-msg-note">{t('message.expires', { time: time(offer.expires_at) })}</p>}

      {actions.length > 0 && !countering && (
        <div className="offer-msg-actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={`btn${action === 'accept' ? ' btn-primary' : ''}`}
              disabled={busy !== null}
              aria-busy={busy === action}
              onClick={() => (action === 'counter' ? setCountering(true) : void run(action, () => moveOffer(offer.id, action)))}
            >
              {t(`action.${action}`)}
            </button>
          ))}
        </div>
      )}
      {countering && (
        <form className="offer-form" onSubmit={sendCounter} noValidate>
          <AmountField label={t('message.counterAmount', { currency: offer.currency })} value={text} onChange={setText} error={tried ? checked.error : undefined} autoFocus />
          <div className="offer-form-actions">
            <button type="button" className="btn" onClick={() => setCountering(false)}>
              {t('message.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy !== null} aria-busy={busy === 'counter'}>
              {t('message.sendCounter')}
            </button>
          </div>
        </form>
      )}
      {failure && (
        <p className="offer-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
