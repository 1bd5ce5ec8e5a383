import { useStore } from '@nanostores/react';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps, Translate } from '../../i18n/translator.ts';
import { cardImage, type AdAttachment } from '../../lib/ad-card.ts';
import { addToCart } from '../../lib/api/cart.ts';
import { getAd } from '../../lib/api/ads.ts';
import { cartCompareLimit, compareLimit, COMPARE_MIN, maxQuantity } from '../../lib/cart.ts';
import { formatPrice, percentOff } from '../../../common/price.ts';
import { $cartItems, $cartStatus, type CheckoutItem } from '../../stores/cart.ts';
import { startCart } from './start-cart.ts';
import { goToCheckout, loadCart } from './cart-sync.ts';
import { clearCompare, removeFromCompare } from '../../stores/compare.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { useSession } from '../../stores/use-session.ts';
import { toCheckoutItem } from './lines.ts';
import { errorText } from '../../lib/error-text.ts';
import { NoticeDialog, type Notice } from '../../components/NoticeDialog.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import './cart.css';
import './compare.css';

/** The fields of a shop item the table shows (the ads module's shape). */
type Product = {
  id: number;
  name: string;
  description: string | null;
  price: string;
  offer_price: string | null;
  currency_symbol: string | null;
  available_quantity: number | null;
  location: string | null;
  average_rating: string | number | null;
  created_at: string | null;
  shop_id: number | null;
  shop?: { id: number; name: string } | null;
  category: { id: number; name: string | null } | null;
  attachment: AdAttachment[];
};

type Loaded = { key: string; products: Product[]; failed: boolean };

const onResize = (cb: () => void) => {
  window.addEventListener('resize', cb);
  return () => window.removeEventListener('resize', cb);
};
const useWidth = () => useSyncExternalStore(onResize, () => window.innerWidth, () => 0);

/**
 * Compare Products (spec 002 §2.7): a table of the products in `ids`. From the cart (fromCart) the columns are cart
 * lines with Checkout; otherwise each has a quantity stepper, Add to Cart and Checkout. The number of columns follows
 * the window width (§9); the compare list is cleared when the screen is left (§4).
 */
export default function CompareProducts({ i18n, ids: initialIds, fromCart }: { i18n: I18nProps; ids: number[]; fromCart: boolean }) {
  const t = useT(i18n, 'cart');
  const session = useSession();
  const width = useWidth();
  const cart = useStore($cartItems);
  const cartStatus = useStore($cartStatus);
  const [ids, setIds] = useState(initialIds);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = initialIds.join(',');

  useEffect(() => {
    if (fromCart) startCart();
    const leave = () => {
      if (!fromCart) clearCompare();
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [fromCart]);

  useEffect(() => {
    if (!initialIds.length) return undefined;
    let alive = true;
    void Promise.allSettled(initialIds.map((id) => getAd(id))).then((results) => {
      if (!alive) return;
      const products = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.data] : []));
      setLoaded({ key, products, failed: products.length < results.length });
    });
    return () => {
      alive = false;
    };
  }, [initialIds, key]);

  const limit = fromCart ? cartCompareLimit(width) : compareLimit(width);
  const all = (loaded?.key === key ? loaded.products : []).filter((p) => ids.includes(p.id));
  const shown = all.slice(0, limit);

  const drop = (id: number) => {
    const next = ids.filter((x) => x !== id);
    setIds(next);
    removeFromCompare(id);
    const url = new URL(location.href);
    url.searchParams.set('ids', next.join(','));
    history.replaceState(history.state, '', url);
  };

  if (!ids.length) return <p className="cart-state">{t('compare.empty')}</p>;
  if (!loaded || loaded.key !== key) {
    return (
      <p className="cart-state" role="status">
        {t('compare.loading')}
      </p>
    );
  }
  if (!all.length) {
    return (
      <p className="cart-state" role="alert">
        {loaded.failed ? t('compare.loadError') : t('compare.empty')}
      </p>
    );
  }
  const waitingForCart = fromCart && session.isAuthenticated && cartStatus !== 'ready' && !cart.length;

  return (
    <div className="cmp">
      {all.length > shown.length && <p className="cmp-note">{t('compare.limit', { shown: shown.length, count: all.length, max: limit })}</p>}
      {shown.length < COMPARE_MIN && <p className="cmp-note">{t('compare.needTwo')}</p>}
      {loaded.failed && (
        <p className="cmp-note" role="alert">
          {t('compare.loadError')}
        </p>
      )}
      <div className="cmp-scroll" tabIndex={0} role="region" aria-label={t('compare.title')}>
        <table className="cmp-table" style={{ ['--cmp-cols' as string]: shown.length }}>
          <thead>
            <tr>
              <td />
              {shown.map((p) => (
                <th key={p.id} scope="col">
                  <ProductHead p={p} t={t} onRemove={() => drop(p.id)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row label={t('compare.price')} products={shown} cell={(p) => <PriceCell p={p} t={t} />} />
            <Row label={t('compare.description')} products={shown} cell={(p) => <p className="cmp-desc">{p.description || '—'}</p>} />
            <Row label={t('compare.category')} products={shown} cell={(p) => p.category?.name ?? '—'} />
            <Row label={t('compare.availableQuantity')} products={shown} cell={(p) => (p.available_quantity ?? '—').toString()} />
            <Row label={t('compare.location')} products={shown} cell={(p) => p.location || '—'} />
            <Row label={t('compare.rating')} products={shown} cell={(p) => <Rating value={p.average_rating} t={t} />} />
            <Row
              label={t('compare.shop')}
              products={shown}
              cell={(p) => (p.shop_id ? <a href={`/shop/${p.shop_id}`}>{p.shop?.name ?? t('compare.visitShop')}</a> : '—')}
            />
            <Row label={t('compare.listed')} products={shown} cell={(p) => (p.created_at ? new Date(p.created_at).toLocaleDateString(i18n.locale) : '—')} />
            <tr>
              <th scope="row">{t('compare.actions')}</th>
              {shown.map((p) => (
                <td key={p.id}>
                  {fromCart ? (
                    <CartActions t={t} line={cart.find((l) => l.ads_id === p.id) ?? null} waiting={waitingForCart} />
                  ) : (
                    <ShopActions p={p} t={t} />
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {fromCart && (
        <p>
          <a href="/cart">{t('compare.backToCart')}</a>
        </p>
      )}
    </div>
  );
}

function Row({ label, products, cell }: { label: string; products: Product[]; cell: (p: Product) => ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {products.map((p) => (
        <td key={p.id}>{cell(p)}</td>
      ))}
    </tr>
  );
}

function ProductHead({ p, t, onRemove }: { p: Product; t: Translate; onRemove: () => void }) {
  const image = cardImage({ attachment: p.attachment });
  return (
    <div className="cmp-head">
      {image ? <img src={image} alt="" width="120" height="120" loading="lazy" /> : <span className="cmp-noimg" aria-hidden="true" />}
      <a href={`/item/${p.id}`}>{p.name}</a>
      <button type="button" className="cmp-remove" onClick={onRemove} aria-label={t('compare.remove', { name: p.name })}>
        ×
      </button>
    </div>
  );
}

function PriceCell({ p, t }: { p: Product; t: Translate }) {
  const off = percentOff(p.price, p.offer_price);
  const symbol = p.currency_symbol ?? '$';
  return (
    <span className="cart-price">
      <strong>{formatPrice(p.offer_price ?? p.price, symbol)}</strong>
      {off !== null && (
        <>
          <s>{formatPrice(p.price, symbol)}</s>
          <span className="cart-off">{t('percentOff', { percent: off })}</span>
        </>
      )}
    </span>
  );
}

function Rating({ value, t }: { value: string | number | null; t: Translate }) {
  const n = Math.round(Number(value ?? 0) * 10) / 10;
  const full = Math.round(n);
  return (
    <span className="cmp-rating">
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(5 - full)}</span> {t('compare.ratingValue', { rating: n.toFixed(1) })}
    </span>
  );
}

const checkoutItemOf = (p: Product, quantity: number): CheckoutItem => ({
  ads_id: p.id,
  cart_id: null,
  quantity,
  variant: '',
  ad: {
    id: p.id,
    name: p.name,
    price: p.price,
    offer_price: p.offer_price,
    available_quantity: p.available_quantity,
    currency_symbol: p.currency_symbol,
    image: cardImage({ attachment: p.attachment }),
  },
});

function CartActions({ t, line, waiting }: { t: Translate; line: ReturnType<typeof $cartItems.get>[number] | null; waiting: boolean }) {
  if (waiting) return <span className="cart-stock">{t('loading')}</span>;
  if (!line) return <span className="cart-stock">{t('compare.notAvailable')}</span>;
  return (
    <div className="cmp-actions">
      <span className="cart-stock">
        {t('quantity')}: {line.quantity}
      </span>
      <button type="button" className="btn btn-primary" onClick={() => void goToCheckout([toCheckoutItem(line)])}>
        {t('compare.checkout')}
      </button>
    </div>
  );
}

function ShopActions({ p, t }: { p: Product; t: Translate }) {
  const session = useSession();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [added, setAdded] = useState(false);
  const soldOut = (p.available_quantity ?? 1) <= 0;
  const max = maxQuantity(p.available_quantity, 1);

  const add = async () => {
    // Adding needs sign-in; it is blocked at stock 0 and while a request is in flight (spec 002 §4 'Cart', §6).
    if (soldOut || busy) return;
    setBusy(true);
    try {
      await addToCart(p.id, quantity);
      void loadCart();
      setAdded(true);
    } catch (err) {
      setNotice({ kind: 'error', title: t('errorTitle'), text: errorText(err, t, t('errors.add')) });
    } finally {
      setBusy(false);
    }
  };

  if (soldOut) return <span className="cart-stock">{t('compare.outOfStock')}</span>;
  return (
    <div className="cmp-actions">
      <QuantityStepper
        value={quantity}
        max={max}
        label={t('quantityOf', { name: p.name })}
        decreaseLabel={t('decrease', { name: p.name })}
        increaseLabel={t('increase', { name: p.name })}
        onChange={setQuantity}
      />
      <button type="button" className="btn" disabled={busy} onClick={() => (session.isAuthenticated ? void add() : openAuthModal('login'))}>
        {busy ? t('compare.adding') : t('compare.addToCart')}
      </button>
      <button type="button" className="btn btn-primary"
        onClick={() => (session.isAuthenticated ? void goToCheckout([checkoutItemOf(p, quantity)]) : openAuthModal('login'))}
      >
        {t('compare.checkout')}
      </button>
      <NoticeDialog notice={notice} okLabel={t('ok')} onClose={() => setNotice(null)} />
      <Modal
        open={added}
        title={t('successTitle')}
        onClose={() => setAdded(false)}
        size="sm"
        closeLabel={t('continueShopping')}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setAdded(false)}>
              {t('continueShopping')}
            </button>
            <a className="btn btn-primary" href="/cart">
              {t('viewCart')}
            </a>
          </>
        }
      >
        <p>{t('added')}</p>
      </Modal>
    </div>
  );
}
