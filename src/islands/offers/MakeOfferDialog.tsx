import { useState, type FormEvent } from 'react';
import { formatPrice } from '../../../common/price.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import type { Translate } from '../../i18n/translator.ts';
import type { ChatMessage } from '../../lib/api/chat.ts';
import { makeOffer } from '../../lib/api/offers.ts';
import { errorText } from '../../lib/error-text.ts';
import { AmountField, checkAmount } from './AmountField.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The offer message the server stored (its offer says whether it waits or was declined at once). */
  onMade: (message: ChatMessage) => void;
  adId: number;
  /** The listed price and the symbol of the ad's currency. */
  price: string;
  currency: string;
  /** Carries the `offers` and `errors` namespaces. */
  t: Translate;
};

/** 'Make an offer': an amount in the ad's currency, more than 0 and not above the listed price, checked before sending. */
export default function MakeOfferDialog({ open, onClose, onMade, adId, price, currency, t }: Props) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checked = checkAmount(text, { listedPrice: price, currency }, t);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setFailure(null);
    if (checked.error !== undefined || sending) return;
    setSending(true);
    try {
      const message = (await makeOffer(adId, checked.amount)).data;
      setText('');
      setTried(false);
      onMade(message);
    } catch (err) {
      setFailure(errorText(err, t, t('message.failed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} title={t('make.title')} onClose={onClose} size="sm" closeLabel={t('message.cancel')}>
      <form className="offer-form" onSubmit={send} noValidate>
        <p className="offer-listed">{t('make.listed', { price: formatPrice(price, currency) })}</p>
        <AmountField label={t('make.amount', { currency })} value={text} onChange={setText} error={tried ? checked.error : undefined} autoFocus />
        <p className="offer-hint">{t('make.hint')}</p>
        {failure && (
          <p className="offer-error" role="alert">
            {failure}
          </p>
        )}
        <div className="offer-form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('make.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
            {sending ? t('make.sending') : t('make.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
