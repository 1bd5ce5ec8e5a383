import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { ApiCallError } from '../../lib/api/client.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { loadCart } from '../../stores/cart.ts';
import { $compare, startCompare, toggleCompare, type CompareAd } from '../../stores/compare.ts';
import { $session, loadSession } from '../../stores/session.ts';
import FavoriteButton from '../ads/FavoriteButton.tsx';
import { onDemand, prefetchOn } from '../nav/on-demand.ts';
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
const modal = onDemand(() => import('../../components/ui/Modal.tsx').then((m) => ({ default: m.Modal })));
const cartApi = onDemand(() => import('../../lib/api/cart.ts').then((m) => ({ default: m.addToCart })));
const prefetchParts = prefetchOn(() => Promise.all([modal.load(), cartApi.load()]));
const noSubscribe = () => () => undefined;

type Outcome = { kind: 'added' } | { kind: 'error'; text: string };

/**
 * The item's actions (spec 002 §2.1 ItemDetails, §4 Cart, §8): Add to Cart (visitors get the sign-in dialog; blocked
 * at stock 0 and while a request is in flight; then 'Item has been added to your cart.' with 'View Cart' and
 * 'Continue Shopping', or the 'Error!' dialog), the compare toggle (refused when the list is full) and the heart.
 */
export default function ItemActions({ i18n, compareAd, soldOut, isFavorite }: Props) {
  const t = useT(i18n, 'shop');
  const compared = useStore($compare).some((e) => e.id === compareAd.id);
  // The compare state lives in this tab's storage: the server and the hydrating render say 'not compared'.
  const mounted = useSyncExternalStore(noSubscribe, () => true, () => false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [note, setNote] = useState('');
  const { part: Modal } = modal.use(outcome !== null);

  useEffect(() => {
    loadSession();
    startCompare();
  }, []);

  const add = async () => {
    if (soldOut || inFlight.current) return;
    if (!$session.get().isAuthenticated) {
      openAuthModal('login');
      return;
    }
    inFlight.current = true;
    setBusy(true);
    void modal.load().catch(() => undefined);
    try {
      const addToCart = await cartApi.load();
      await addToCart(compareAd.id);
      void loadCart();
      setOutcome({ kind: 'added' });
    } catch (err) {
      setOutcome({ kind: 'error', text: err instanceof ApiCallError && err.body.message && err.httpStatus !== 0 ? err.body.message : t('item.addFailed') });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const compare = () => {
    const result = toggleCompare(compareAd);
    setNote(result === 'full' ? t('item.compareFull') : '');
  };

  const inCompare = mounted && compared;
  return (
    <div className="item-actions">
      <button type="button" className="btn btn-primary item-add" onClick={add} disabled={soldOut || busy} aria-busy={busy} {...prefetchParts}>
        {soldOut ? t('item.soldOut') : busy ? t('item.adding') : t('item.addToCart')}
      </button>
      <div className="item-actions-row">
        <button type="button" className={`btn item-compare${inCompare ? ' is-on' : ''}`} aria-pressed={inCompare} onClick={compare}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M7 4v16M17 4v16M3 8h8M13 16h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {inCompare ? t('item.inCompare') : t('item.compare')}
        </button>
        <FavoriteButton adId={compareAd.id} isFavorite={isFavorite} variant="inline" labels={{ add: t('card.addFavorite'), remove: t('card.removeFavorite') }} />
      </div>
      <p className="item-note" role="status" aria-live="polite">
        {note}
      </p>

      {Modal && (
        <Modal
          open={outcome !== null}
          title={outcome?.kind === 'error' ? t('item.errorTitle') : t('item.addedTitle')}
          onClose={() => setOutcome(null)}
          size="sm"
          closeLabel={t('item.close')}
          actions={
            outcome?.kind === 'added' ? (
              <>
                <button type="button" className="btn" onClick={() => setOutcome(null)}>
                  {t('item.continue')}
                </button>
                <a className="btn btn-primary" href="/cart">
                  {t('item.viewCart')}
                </a>
              </>
            ) : (
              <button type="button" className="btn btn-primary" onClick={() => setOutcome(null)}>
                {t('item.ok')}
              </button>
            )
          }
        >
          <p className={outcome?.kind === 'error' ? 'item-error' : undefined} role={outcome?.kind === 'error' ? 'alert' : 'status'}>
            {outcome?.kind === 'error' ? outcome.text : t('item.added')}
          </p>
        </Modal>
      )}
    </div>
  );
}
