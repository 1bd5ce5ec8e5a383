import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps, Translate } from '../../i18n/translator.ts';
import { cardImage } from '../../lib/ad-card.ts';
import { destroyCartLines, type CartItem } from '../../lib/api/cart.ts';
import { cartCompareLimit, COMPARE_MIN, linePrice, matchesSearch, maxQuantity, orderTotals, totalQuantity } from '../../lib/cart.ts';
import { formatPrice, percentOff } from '../../../common/price.ts';
import { $cartItems, $cartStatus } from '../../stores/cart.ts';
import { startCart } from './start-cart.ts';
import { dropLines, flushCart, flushCartOnExit, goToCheckout, loadCart, setLocalQuantity } from './cart-sync.ts';
import { useSession } from '../../stores/use-session.ts';
import { toCheckoutItem } from './lines.ts';
import { errorText } from '../../lib/error-text.ts';
import { NoticeDialog, type Notice } from '../../components/NoticeDialog.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import './cart.css';

const onResize = (cb: () => void) => {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
};
/** The window width, for the cart compare limit (0 on the server: the smallest limit). */
const useWidth = () => useSyncExternalStore(onResize, () => window.innerWidth, () => 0);

const isSoldOut = (i: CartItem) => i.ads.available_quantity !== null && i.ads.available_quantity <= 0;

/** The Cart screen (spec 002 §2.6, §4 'Cart', §5). */
export default function Cart({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'cart');
  const session = useSession();
  const items = useStore($cartItems);
  const status = useStore($cartStatus);
  const width = useWidth();
  const searchId = useId();
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [query, setQuery] = useState('');
  const [removeTarget, setRemoveTarget] = useState<CartItem | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    startCart();
    // Quantity changes go to the server as one batch when the cart is left (spec 002 §4 'Cart'): a closing or
    // navigating page sends it with keepalive; coming back re-reads the cart.
    const onHide = () => flushCartOnExit();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushCartOnExit();
      else void loadCart();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const visible = items.filter((i) => matchesSearch(i.ads?.name, query));
  const chosen = items.filter((i) => selected.has(i.id));
  // Sold-out lines stay in the cart (the shop may restock) but are not handed to checkout.
  const orderable = items.filter((i) => !isSoldOut(i));
  const compareMax = cartCompareLimit(width);
  const canCompare = chosen.length >= COMPARE_MIN && chosen.length <= compareMax;
  const totals = orderTotals(
    items.map((i) => ({ price: i.ads.price, offer_price: i.ads.offer_price, quantity: i.quantity })),
    0,
  );
  const symbol = items[0]?.ads.currency_symbol ?? '$';

  const toggleEditing = () => {
    // Toggling edit mode clears the selection (spec 002 §4).
    setSelected(new Set());
    setEditing(!editing);
  };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  const remove = async (ids: number[]) => {
    setBusy(true);
    try {
      await destroyCartLines(ids);
      dropLines(ids);
      setSelected(new Set());
      setNotice({ kind: 'success', title: t('successTitle'), text: t('deleted') });
    } catch (err) {
      setNotice({ kind: 'error', title: t('errorTitle'), text: errorText(err, t, t('errors.delete')) });
    } finally {
      setBusy(false);
    }
  };

  /** Leaves the cart through its own buttons: the collected quantity changes go first, as one batch. */
  const leave = async (go: () => Promise<void>) => {
    try {
      await go();
    } catch (err) {
      setNotice({ kind: 'error', title: t('errorTitle'), text: errorText(err, t, t('errors.update')) });
    }
  };
  const compare = () =>
    leave(async () => {
      await flushCart();
      location.assign(`/cart/compare?ids=${chosen.map((i) => i.ads_id).join(',')}&fromCart=1`);
    });

  if (!session.isAuthenticated) {
    return <p className="cart-state">{t('signIn')}</p>;
  }
  if (status === 'error' && !items.length) {
    return (
      <div className="cart-state" role="alert">
        <p>{t('errors.fetch')}</p>
        <button type="button" className="btn" onClick={() => void loadCart()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if ((status === 'idle' || status === 'loading') && !items.length) {
    return (
      <p className="cart-state" role="status">
        {t('loading')}
      </p>
    );
  }
  if (!items.length) {
    return (
      <div className="cart-state">
        <p>{t('empty')}</p>
        <a className="btn btn-primary" href="/ecommerce">
          {t('continueShopping')}
        </a>
      </div>
    );
  }

  return (
    <div className="cart">
      <div className="cart-toolbar">
        <label className="visually-hidden" htmlFor={searchId}>
          {t('searchLabel')}
        </label>
        <input id={searchId} className="cart-search" type="search" placeholder={t('searchPlaceholder')} value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="button" className="btn" aria-pressed={editing} onClick={toggleEditing}>
          {editing ? t('cancel') : t('edit')}
        </button>
      </div>

      {editing && (
        <div className="cart-editbar" role="toolbar" aria-label={t('edit')}>
          <span className="cart-selected" aria-live="polite">
            {t('selected', { count: chosen.length })}
          </span>
          <button type="button" className="btn" disabled={!canCompare} onClick={() => void compare()} aria-describedby={`${searchId}-cmp`}>
            {t('compareSelected')}
          </button>
          <button type="button" className="btn" disabled={!chosen.length || busy} onClick={() => void remove(chosen.map((i) => i.id))}>
            {t('delete')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!chosen.some((i) => !isSoldOut(i))}
            onClick={() => void leave(() => goToCheckout(chosen.filter((i) => !isSoldOut(i)).map(toCheckoutItem)))}
          >
            {t('checkout')}
          </button>
          <span className="cart-hint" id={`${searchId}-cmp`}>
            {t('compareHint', { max: compareMax })}
          </span>
        </div>
      )}

      <div className="cart-body">
        <ul className="cart-list">
          {visible.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              t={t}
              editing={editing}
              checked={selected.has(item.id)}
              onToggle={() => toggle(item.id)}
              onQuantity={(q) => setLocalQuantity(item.id, q)}
              onBelowMin={() => setRemoveTarget(item)}
            />
          ))}
          {!visible.length && <li className="cart-state">{t('noMatch')}</li>}
        </ul>

        <aside className="cart-summary card" aria-label={t('title')}>
          <p className="cart-summary-row">
            <span>{t('subtotal', { count: totalQuantity(items) })}</span>
            <strong>{formatPrice(totals.subtotal, symbol)}</strong>
          </p>
          <button type="button" className="btn btn-primary" disabled={!orderable.length} onClick={() => void leave(() => goToCheckout(orderable.map(toCheckoutItem)))}>
            {t('checkoutAll')}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => setConfirmAll(true)}>
            {t('deleteAll')}
          </button>
        </aside>
      </div>

      <Modal
        open={removeTarget !== null}
        title={t('removeTitle')}
        onClose={() => setRemoveTarget(null)}
        size="sm"
        closeLabel={t('cancel')}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setRemoveTarget(null)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => {
                const target = removeTarget;
                setRemoveTarget(null);
                if (target) void remove([target.id]);
              }}
            >
              {t('removeYes')}
            </button>
          </>
        }
      >
        <p>{t('removeText')}</p>
      </Modal>

      <Modal
        open={confirmAll}
        title={t('deleteAllTitle')}
        onClose={() => setConfirmAll(false)}
        size="sm"
        closeLabel={t('cancel')}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setConfirmAll(false)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setConfirmAll(false);
                void remove(items.map((i) => i.id));
              }}
            >
              {t('deleteAllYes')}
            </button>
          </>
        }
      >
        <p>{t('deleteAllText')}</p>
      </Modal>

      <NoticeDialog notice={notice} okLabel={t('ok')} onClose={() => setNotice(null)} />
    </div>
  );
}

type LineProps = {
  item: CartItem;
  t: Translate;
  editing: boolean;
  checked: boolean;
  onToggle: () => void;
  onQuantity: (q: number) => void;
  onBelowMin: () => void;
};

function CartLine({ item, t, editing, checked, onToggle, onQuantity, onBelowMin }: LineProps) {
  const ad = item.ads;
  const image = cardImage({ attachment: ad.attachment });
  const symbol = ad.currency_symbol ?? '$';
  const off = percentOff(ad.price, ad.offer_price);
  const unit = ad.offer_price ?? ad.price;
  const max = maxQuantity(ad.available_quantity);
  const soldOut = isSoldOut(item);
  return (
    <li className="cart-line card" data-selected={checked ? '1' : undefined}>
      {editing && (
        <input type="checkbox" className="cart-check" checked={checked} onChange={onToggle} aria-label={t('select', { name: ad.name })} />
      )}
      <a className="cart-thumb" href={`/item/${ad.id}`} tabIndex={-1} aria-hidden="true">
        {image ? <img src={image} alt="" width="96" height="96" loading="lazy" /> : <span className="cart-noimg" />}
      </a>
      <div className="cart-info">
        <a className="cart-name" href={`/item/${ad.id}`}>
          {ad.name}
        </a>
        {item.shop && <span className="cart-shop">{t('soldBy', { shop: item.shop.name })}</span>}
        <span className="cart-price">
          <strong>{formatPrice(unit, symbol)}</strong>
          {off !== null && (
            <>
              <s>{formatPrice(ad.price, symbol)}</s>
              <span className="cart-off">{t('percentOff', { percent: off })}</span>
            </>
          )}
        </span>
        {ad.available_quantity !== null && (
          <span className="cart-stock" data-out={soldOut ? '1' : undefined}>
            {soldOut ? t('compare.outOfStock') : t('available', { count: ad.available_quantity })}
          </span>
        )}
      </div>
      <div className="cart-qty">
        <QuantityStepper
          value={item.quantity}
          max={max}
          label={t('quantityOf', { name: ad.name })}
          decreaseLabel={t('decrease', { name: ad.name })}
          increaseLabel={t('increase', { name: ad.name })}
          onChange={onQuantity}
          onBelowMin={onBelowMin}
        />
        <span className="cart-line-total">
          <span className="visually-hidden">{t('lineTotal')}: </span>
          {formatPrice(linePrice(ad, item.quantity), symbol)}
        </span>
      </div>
    </li>
  );
}
