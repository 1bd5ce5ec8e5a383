import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps, Translate } from '../../i18n/translator.ts';
import { cardImage } from '../../lib/ad-card.ts';
import { ApiCallError } from '../../lib/api/client.ts';
import { getAd } from '../../lib/api/ads.ts';
import { placeOrder, shippingMethods, type CheckoutRequest, type ShippingMethod } from '../../lib/api/checkout.ts';
import { CASH_ON_DELIVERY_ID, deliveryDate, linePrice, maxQuantity, orderTotals, PARCEL } from '../../lib/cart.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatPrice } from '../../../common/price.ts';
import { sectionOn } from '../../lib/sections.ts';
import type { CheckoutItem } from '../../stores/cart.ts';
import { startCart } from '../cart/start-cart.ts';
import { loadCart, readCheckoutItems, writeCheckoutItems } from '../cart/cart-sync.ts';
import { useSession } from '../../stores/use-session.ts';
import { NoticeDialog, type Notice } from '../../components/NoticeDialog.tsx';
import { QuantityStepper } from '../cart/QuantityStepper.tsx';
import { PlaceField, type Place } from './PlaceField.tsx';
import { SavedAddresses } from './SavedAddresses.tsx';
import '../cart/cart.css';
import './checkout.css';

/** The items handed over by the cart or compare screen; null until read from localStorage in the browser. */
const $items = atom<CheckoutItem[] | null>(null);

function setItems(items: CheckoutItem[]) {
  $items.set(items);
  writeCheckoutItems(items);
}

/** Re-reads the items' prices and stock (after a 409); items no longer sold leave the list, quantities are clamped. */
async function refreshItems() {
  const items = $items.get() ?? [];
  const answers = await Promise.allSettled(items.map((i) => getAd(i.ads_id)));
  const next: CheckoutItem[] = [];
  items.forEach((item, n) => {
    const answer = answers[n]!;
    if (answer.status === 'rejected') {
      if (answer.reason instanceof ApiCallError && answer.reason.httpStatus === 404) return;
      next.push(item);
      return;
    }
    const ad = answer.value.data;
    const available = ad.available_quantity;
    if (available !== null && available <= 0) return;
    next.push({
      ...item,
      quantity: Math.min(item.quantity, maxQuantity(available, 1)),
      ad: { ...item.ad, name: ad.name, price: ad.price, offer_price: ad.offer_price, available_quantity: available, image: cardImage({ attachment: ad.attachment ?? null }) ?? item.ad.image },
    });
  });
  setItems(next);
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Checkout (spec 002 §2.8, §4 'Checkout', §5, §9). */
export default function Checkout({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'checkout');
  const id = useId();
  const session = useSession();
  const user = session.user;
  const items = useStore($items);
  const [methods, setMethods] = useState<ShippingMethod[] | null>(null);
  const [shippingId, setShippingId] = useState<number | null>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const [street, setStreet] = useState('');
  const [city, setCity] = useState('');
  const [zip, setZip] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [savedOpen, setSavedOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [placed, setPlaced] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  useEffect(() => {
    startCart();
    $items.set(readCheckoutItems());
    let alive = true;
    shippingMethods(i18n.locale).then(
      (res) => alive && setMethods(res.data.filter((m) => m.status === undefined || Number(m.status) === 1)),
      () => {
        if (!alive) return;
        setMethods([]);
        setNotice({ kind: 'error', title: t('errorTitle'), text: t('errors.shipping') });
      },
    );
    return () => {
      alive = false;
    };
  }, [t, i18n.locale]);

  // The profile's own location is the first proposal for the delivery area, until the buyer picks one.
  const profilePlace: Place | null = user?.location ? { label: user.location, lat: user.lat, lng: user.lon } : null;
  const delivery = place ?? profilePlace ?? { label: '', lat: null, lng: null };

  const method = methods?.find((m) => m.id === shippingId) ?? null;
  const list = items ?? [];
  const totals = orderTotals(
    list.map((i) => ({ price: i.ad.price, offer_price: i.ad.offer_price, quantity: i.quantity })),
    method?.rates.rate ?? 0,
  );
  const symbol = list[0]?.ad.currency_symbol ?? '$';
  const fullName = [user?.name, user?.last_name].filter(Boolean).join(' ').trim();
  const contact = { fullName, email: user?.email ?? '', phone: user?.phone ?? '' };
  const fields = { street: street.trim(), city: city.trim(), zip: zip.trim() };
  // All seven fields non-empty and a shipping method chosen make the form complete (spec 002 §5).
  const complete =
    list.length > 0 && !!contact.fullName && !!contact.email && !!contact.phone && !!delivery.label.trim() && !!fields.street && !!fields.city && !!fields.zip && !!method;
  const cash = method?.id === CASH_ON_DELIVERY_ID;
  const when = method ? deliveryDate(new Date(), method.estimated_delivery_time).toLocaleDateString(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : null;

  const changeQuantity = (adsId: number, quantity: number) => setItems(list.map((i) => (i.ads_id === adsId ? { ...i, quantity } : i)));
  const removeItem = (adsId: number) => setItems(list.filter((i) => i.ads_id !== adsId));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({ street: true, city: true, zip: true });
    // Guard against double submit (spec 002 §4): one request at a time, whatever the button state says.
    if (!complete || !method || inFlight.current) return;
    const body: Omit<CheckoutRequest, 'idempotency_key'> = {
      shipping_id: method.id,
      total_amount: totals.total,
      delivery_address: delivery.label.trim(),
      street: fields.street,
      zip_code: fields.zip,
      city: fields.city,
      coupon_code: '',
      // No point on the map: the coordinates are left out (the server stores none).
      ...(delivery.lat !== null ? { lat: delivery.lat } : {}),
      ...(delivery.lng !== null ? { lon: delivery.lng } : {}),
      discount_amount: '0.00',
      ads: list.map((i) => ({ id: i.ads_id, quantity: i.quantity, variant: i.variant })),
    };
    // One key per attempt: the same order submitted again (a retry after a lost answer) reuses it, so the server
    // answers with the first order instead of placing a second one; any change to the order makes a new attempt.
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newKey() };
    inFlight.current = true;
    setBusy(true);
    try {
      const res = await placeOrder({ ...body, idempotency_key: attempt.current.key });
      attempt.current = null;
      setItems([]);
      void loadCart();
      if (res.data.checkout_url) {
        setRedirecting(true);
        location.assign(res.data.checkout_url);
        return;
      }
      setStreet('');
      setCity('');
      setZip('');
      setTouched({});
      setPlaced(true);
    } catch (err) {
      const known = err instanceof ApiCallError && err.httpStatus >= 400 && err.httpStatus < 500;
      if (known) attempt.current = null;
      setNotice({ kind: 'error', title: t('errorTitle'), text: errorText(err, t, t('errors.place')) });
      // Stock or the total changed on the server: show the items as they are now.
      if (err instanceof ApiCallError && err.httpStatus === 409) await refreshItems();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (items === null) {
    return <p className="cart-state" role="status" />;
  }
  if (!list.length && !placed) {
    return (
      <div className="cart-state">
        <p>{t('empty')}</p>
        <a className="btn" href="/cart">
          {t('backToCart')}
        </a>
        <NoticeDialog notice={notice} okLabel={t('ok')} onClose={() => setNotice(null)} />
      </div>
    );
  }

  const fieldError = (name: 'street' | 'city' | 'zip', label: string) => (touched[name] && !fields[name] ? t('required', { field: label }) : null);

  return (
    <form className="co" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <div className="co-main">
        <section className="co-section card" aria-labelledby={`${id}-items`}>
          <h2 id={`${id}-items`}>{t('items')}</h2>
          <ul className="co-items">
            {list.map((i) => (
              <CheckoutLine key={i.ads_id} item={i} t={t} onQuantity={(q) => changeQuantity(i.ads_id, q)} onRemove={() => removeItem(i.ads_id)} />
            ))}
          </ul>
        </section>

        <section className="co-section card" aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`}>{t('contact')}</h2>
          <div className="co-grid">
            <ReadOnly id={`${id}-name`} label={t('fullName')} value={contact.fullName} t={t} />
            <ReadOnly id={`${id}-email`} label={t('email')} value={contact.email} t={t} />
            <ReadOnly id={`${id}-phone`} label={t('phone')} value={contact.phone} t={t} />
          </div>
          {sectionOn('account') && (
            <a className="co-link" href="/edit-account">
              {t('updateProfile')}
            </a>
          )}
        </section>

        <section className="co-section card" aria-labelledby={`${id}-ship`}>
          <h2 id={`${id}-ship`}>{t('shipping')}</h2>
          <div className="field">
            <label htmlFor={`${id}-method`} className="visually-hidden">
              {t('shipping')}
            </label>
            <select id={`${id}-method`} required value={shippingId ?? ''} onChange={(e) => setShippingId(e.target.value ? Number(e.target.value) : null)} disabled={methods === null}>
              <option value="">{methods === null ? t('shippingLoading') : t('shippingPlaceholder')}</option>
              {(methods ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  {t('shippingOption', { name: m.name, rate: formatPrice(m.rates.rate, symbol) })}
                </option>
              ))}
            </select>
          </div>
          {method?.description && <p className="co-muted">{method.description}</p>}
        </section>

        <section className="co-section card" aria-labelledby={`${id}-addr`}>
          <div className="co-section-head">
            <h2 id={`${id}-addr`}>{t('address')}</h2>
            <button type="button" className="btn" onClick={() => setSavedOpen(true)}>
              {t('change')}
            </button>
          </div>
          <PlaceField t={t} label={t('addressLabel')} value={delivery} onChange={setPlace} />
          <div className="co-grid">
            <TextField id={`${id}-street`} label={t('street')} value={street} onChange={setStreet} onBlur={() => setTouched({ ...touched, street: true })} error={fieldError('street', t('street'))} autoComplete="address-line1" />
            <TextField id={`${id}-city`} label={t('city')} value={city} onChange={setCity} onBlur={() => setTouched({ ...touched, city: true })} error={fieldError('city', t('city'))} autoComplete="address-level2" />
            <TextField id={`${id}-zip`} label={t('zip')} value={zip} onChange={setZip} onBlur={() => setTouched({ ...touched, zip: true })} error={fieldError('zip', t('zip'))} autoComplete="postal-code" />
          </div>
        </section>

        <section className="co-section card" aria-labelledby={`${id}-parcel`}>
          <h2 id={`${id}-parcel`}>{t('parcel')}</h2>
          <ul className="co-parcel">
            <li>{t('parcelFrom', { city: PARCEL.from })}</li>
            <li>{t('parcelWeight', { weight: PARCEL.weightKg.toLocaleString(i18n.locale) })}</li>
            <li>{t('parcelSize', { size: PARCEL.size })}</li>
            <li>{t('parcelWithin', { count: PARCEL.shipWithinDays })}</li>
          </ul>
          <p className="co-date">{when ? t('deliveryDate', { date: when }) : t('deliveryDateHint')}</p>
        </section>
      </div>

      <aside className="co-summary card" aria-labelledby={`${id}-sum`}>
        <h2 id={`${id}-sum`}>{t('summary')}</h2>
        <dl>
          <div>
            <dt>{t('subtotal')}</dt>
            <dd>{formatPrice(totals.subtotal, symbol)}</dd>
          </div>
          <div>
            <dt>{t('delivery')}</dt>
            <dd>{method ? formatPrice(totals.delivery, symbol) : '—'}</dd>
          </div>
          <div className="co-amount">
            <dt>{t('amount')}</dt>
            <dd>{formatPrice(totals.total, symbol)}</dd>
          </div>
        </dl>
        <button type="submit" className="btn btn-primary co-submit" disabled={!complete || busy || redirecting} aria-describedby={complete ? undefined : `${id}-incomplete`}>
          {busy || redirecting ? t('processing') : method && !cash ? t('continue') : t('placeOrder')}
        </button>
        {!complete && (
          <p className="co-muted" id={`${id}-incomplete`}>
            {t('incomplete')}
          </p>
        )}
        {redirecting && <p role="status">{t('redirecting')}</p>}
      </aside>

      <SavedAddresses t={t} open={savedOpen} onClose={() => setSavedOpen(false)} onSelect={setPlace} />
      <NoticeDialog notice={notice} okLabel={t('ok')} onClose={() => setNotice(null)} />
      <NoticeDialog
        notice={placed ? { kind: 'success', title: t('orderPlaced'), text: t('orderPlacedText') } : null}
        okLabel={t('viewOrders')}
        onClose={() => location.assign('/orders')}
      />
    </form>
  );
}

function CheckoutLine({ item, t, onQuantity, onRemove }: { item: CheckoutItem; t: Translate; onQuantity: (q: number) => void; onRemove: () => void }) {
  const { ad } = item;
  const symbol = ad.currency_symbol ?? '$';
  return (
    <li className="co-item">
      {ad.image ? <img src={ad.image} alt="" width="64" height="64" loading="lazy" /> : <span className="cart-noimg co-noimg" />}
      <div className="co-item-info">
        <a href={`/item/${ad.id}`}>{ad.name}</a>
        <strong>{formatPrice(linePrice(ad, item.quantity), symbol)}</strong>
      </div>
      <QuantityStepper
        value={item.quantity}
        // Checkout quantities stop at the available quantity, 1 when unknown (spec 002 §5).
        max={maxQuantity(ad.available_quantity, 1)}
        label={t('quantityOf', { name: ad.name })}
        decreaseLabel={t('decrease', { name: ad.name })}
        increaseLabel={t('increase', { name: ad.name })}
        onChange={onQuantity}
      />
      <button type="button" className="co-remove" onClick={onRemove} aria-label={t('remove', { name: ad.name })}>
        ×
      </button>
    </li>
  );
}

function ReadOnly({ id, label, value, t }: { id: string; label: string; value: string; t: Translate }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" readOnly value={value} placeholder={t('notSet')} aria-invalid={value ? undefined : true} />
    </div>
  );
}

type TextFieldProps = { id: string; label: string; value: string; onChange: (v: string) => void; onBlur: () => void; error: string | null; autoComplete: string };

function TextField({ id, label, value, onChange, onBlur, error, autoComplete }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        required
        aria-required="true"
        value={value}
        maxLength={191}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
