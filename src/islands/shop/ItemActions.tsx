import { useEffect, useRef, useState } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { errorText } from '../../lib/error-text.ts';
import { compareListStored, COMPARE_CHANGED } from '../../lib/compare-signal.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { loadCart } from '../cart/start-cart.ts';
import type { CompareAd } from '../../stores/compare.ts';
import { useSession } from '../../stores/use-session.ts';
import FavoriteButton from '../ads/FavoriteButton.tsx';
import { onDemand, prefetchOn } from '../nav/on-demand.ts';
import type { CartOutcome } from './CartResultDialog.tsx';
import './item-actions.css';

type Props = {
  i18n: I18nProps;
  compareAd: CompareAd;
  /** Stock 0 (the page decides with stockState): Add to Cart is blocked. */
  soldOut: boolean;
  isFavorite: boolean;
};

/**
 * The cart call and the result dialogs' modal come with the first press of Add to Cart (or on approach), not with
 * the page: the item page's budget is 90 KB of JavaScript.
 */
const resultDialog = onDemand(() => import('./CartResultDialog.tsx'));
const cartApi = onDemand(() => import('../../lib/api/cart.ts').then((m) => ({ default: m.addToCart })));
const prefetchParts = prefetchOn(() => Promise.all([resultDialog.load(), cartApi.load()]));
/** The compare store comes when this tab has a compare list, or with the first press of Compare (or on approach). */
const compareStore = onDemand(() => import('../../stores/compare.ts').then((m) => ({ default: m })));
const prefetchCompare = prefetchOn(compareStore.load);


/**
 * The item's actions (spec 002 §2.1 ItemDetails, §4 Cart, §8): Add to Cart (visitors get the sign-in dialog; blocked
 * at stock 0 and while a request is in flight; then 'Item has been added to your cart.' with 'View Cart' and
 * 'Continue Shopping', or the 'Error!' dialog), the compare toggle (refused when the list is full) and the heart.
 */
export default function ItemActions({ i18n, compareAd, soldOut, isFavorite }: Props) {
  const t = useT(i18n, 'shop');
  const session = useSession();
  // The compare state lives in this tab's storage: the server and the hydrating render say 'not compared'.
  const [compared, setCompared] = useState(false);
  const [listed, setListed] = useState(false);
  const { part: store } = compareStore.use(listed);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [outcome, setOutcome] = useState<CartOutcome | null>(null);
  const [note, setNote] = useState('');
  const { part: ResultDialog } = resultDialog.use(outcome !== null);

  useEffect(() => {
    const check = () => setListed((was) => was || compareListStored());
    check();
    window.addEventListener(COMPARE_CHANGED, check);
    return () => window.removeEventListener(COMPARE_CHANGED, check);
  }, []);

  useEffect(() => {
    if (!store) return undefined;
    store.startCompare();
    return store.$compare.subscribe((list) => setCompared(list.some((e) => e.id === compareAd.id)));
  }, [store, compareAd.id]);

  const add = async () => {
    if (soldOut || inFlight.current) return;
    if (!session.isAuthenticated) {
      openAuthModal('login');
      return;
    }
    inFlight.current = true;
    setBusy(true);
    void resultDialog.load().catch(() => undefined);
    try {
      const addToCart = await cartApi.load();
      await addToCart(compareAd.id);
      void loadCart();
      setOutcome({ kind: 'added' });
    } catch (err) {
      setOutcome({ kind: 'error', text: errorText(err, t, t('item.addFailed')) });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const compare = () =>
    void compareStore.load().then(
      (loaded) => {
        setListed(true);
        const result = loaded.toggleCompare(compareAd);
        setNote(result === 'full' ? t('item.compareFull') : '');
      },
      () => undefined,
    );

    return (
    <div className="item-actions">
      <button type="button" className="btn btn-primary item-add" onClick={add} disabled={soldOut || busy} aria-busy={busy} {...prefetchParts}>
        {soldOut ? t('item.soldOut') : busy ? t('item.adding') : t('item.addToCart')}
      </button>
      <div className="item-actions-row">
        <button type="button" className={`btn item-compare${compared ? ' is-on' : ''}`} aria-pressed={compared} onClick={compare} {...prefetchCompare}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M7 4v16M17 4v16M3 8h8M13 16h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {compared ? t('item.inCompare') : t('item.compare')}
        </button>
        <FavoriteButton adId={compareAd.id} isFavorite={isFavorite} variant="inline" labels={{ add: t('card.addFavorite'), remove: t('card.removeFavorite') }} />
      </div>
      <p className="item-note" role="status" aria-live="polite">
        {note}
      </p>

      {ResultDialog && <ResultDialog t={t} outcome={outcome} onClose={() => setOutcome(null)} />}
    </div>
  );
}
