import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatPrice } from '../../../common/price.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import type { ChatMessage } from '../../lib/api/chat.ts';
import { adOffers, setOfferFloor, type AdOffers } from '../../lib/api/offers.ts';
import { errorText } from '../../lib/error-text.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { useSession } from '../../stores/use-session.ts';
import { AmountField, checkAmount } from './AmountField.tsx';
import { loadMakeOfferDialog as loadDialog, type MakeOfferDialogComponent } from './load-dialog.ts';
import './offers.css';

type Props = {
  /** Carries the `offers` and `errors` namespaces. */
  i18n: I18nProps;
  adId: number;
  sellerId: number | null;
  /** The listed price and the symbol of the ad's currency. */
  price: string;
  currency: string;
};

/**
 * Offers on a negotiable ad's page: 'Make an offer' for signed-in members other than the seller (visitors get the
 * sign-in dialog), the buyer's waiting offer and accepted price ('Your price'), whether the ad is promised; for the
 * seller, how many offers came and the lowest offer they consider.
 */
export default function AdOffer({ i18n, adId, sellerId, price, currency }: Props) {
  const t = useT(i18n, 'offers');
  const session = useSession();
  const me = session.user;
  const own = !!me && me.id === sellerId;
  const [view, setView] = useState<AdOffers | null>(null);
  const [failed, setFailed] = useState(false);
  const [dialog, setDialog] = useState<MakeOfferDialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const signedIn = session.isAuthenticated;

  const reload = useCallback(
    () =>
      adOffers(adId).then(
        (res) => {
          setView(res.data);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [adId],
  );

  useEffect(() => {
    if (signedIn) void reload();
  }, [signedIn, reload]);

  const start = () => {
    if (!signedIn) {
      openAuthModal('login');
      return;
    }
    void loadDialog().then(
      (m) => {
        setDialog(() => m.default);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };

  const made = (message: ChatMessage) => {
    setOpen(false);
    const amount = formatPrice(message.offer?.amount, currency);
    setNotice(message.offer?.auto_declined ? t('make.autoDeclined', { amount }) : t('make.sent', { amount }));
    void reload();
  };

  if (!session.restored) return null;
  if (own) return view ? <SellerPanel t={t} view={view} adId={adId} onSaved={setView} /> : null;

  const shown = signedIn ? view : null;
  const mine = shown?.offers ?? [];
  const waiting = mine.find((o) => ['open', 'countered', 'last_offer'].includes(o.state));
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const Dialog = dialog;

  return (
    <div className="offer-ad">
      {shown?.my_price ? (
        <div className="offer-ad-price" role="status">
          <strong>{t('ad.yourPrice', { price: formatPrice(shown.my_price, currency) })}</strong>
          <span>{shown.promised === 'sold' ? t('ad.soldToYou') : shown.promised === 'reserved' ? t('ad.reservedForYou') : t('ad.yourPriceNote')}</span>
        </div>
      ) : shown?.promised ? (
        <p className="offer-ad-note">
          <span className={`offer-badge offer-badge-${shown.promised}`}>{t(`ad.promised_${shown.promised}`)}</span>
        </p>
      ) : waiting ? (
        <p className="offer-ad-note">{t('ad.waiting', { amount: formatPrice(waiting.amount, currency), time: time(waiting.expires_at) })}</p>
      ) : (
        <>
          <button type="button" className="btn btn-primary offer-ad-button" onClick={start} disabled={!!shown && !shown.can_offer} onPointerEnter={() => void loadDialog().catch(() => undefined)}>
            {t('make.button')}
          </button>
          {shown && shown.offers_left === 0 && <p className="offer-ad-note">{t('ad.noneLeft')}</p>}
          {shown && shown.offers_left > 0 && shown.offers_left < 3 && <p className="offer-ad-note">{t('ad.offersLeft', { count: shown.offers_left })}</p>}
        </>
      )}
      {notice && (
        <p className="offer-ad-notice" role="status">
          {notice}
        </p>
      )}
      {failed && <p className="offer-error">{t('ad.loadFailed')}</p>}
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} onMade={made} adId={adId} price={price} currency={currency} t={t} />}
    </div>
  );
}

/** The seller's side: how many offers came, whether the ad is promised, and the lowest offer they consider. */
function SellerPanel({ t, view, adId, onSaved }: { t: ReturnType<typeof useT>; view: AdOffers; adId: number; onSaved: (v: AdOffers) => void }) {
  const [text, setText] = useState(view.floor ?? '');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const checked: { amount: string | null; error?: undefined } | { error: string } = text.trim() === '' ? { amount: null } : checkAmount(text, { listedPrice: view.price, currency: view.currency }, t);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setResult(null);
    if (checked.error !== undefined || saving) return;
    setSaving(true);
    try {
      const saved = (await setOfferFloor(adId, checked.amount)).data;
      onSaved({ ...view, floor: saved.floor });
      setText(saved.floor ?? '');
      setTried(false);
      setResult({ ok: true, text: t('ad.floorSaved') });
    } catch (err) {
      setResult({ ok: false, text: errorText(err, t, t('message.failed')) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="offer-ad offer-seller card" aria-labelledby="offer-seller-title">
      <h2 id="offer-seller-title">{t('ad.sellerTitle')}</h2>
      <p className="offer-ad-note">{view.offers.length > 0 ? t('ad.sellerCount', { count: view.offers.length }) : t('ad.sellerNone')}</p>
      {view.promised && <span className={`offer-badge offer-badge-${view.promised}`}>{t(`ad.promised_${view.promised}`)}</span>}
      <form className="offer-form" onSubmit={save} noValidate>
        <AmountField label={t('ad.floor', { currency: view.currency })} value={text} onChange={setText} error={tried ? checked.error : undefined} />
        <p className="offer-hint">{t('ad.floorHint')}</p>
        <div className="offer-form-actions">
          <button type="submit" className="btn" disabled={saving} aria-busy={saving}>
            {t('ad.floorSave')}
          </button>
        </div>
        {result && (
          <p className={result.ok ? 'offer-ad-notice' : 'offer-error'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </p>
        )}
      </form>
    </section>
  );
}
