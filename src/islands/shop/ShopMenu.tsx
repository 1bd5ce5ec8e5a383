import { useEffect, useId, useRef, useState } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { complaintLabels } from '../../lib/contact-labels.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { useSession } from '../../stores/use-session.ts';
import type { Notice } from '../../components/NoticeDialog.tsx';
import { onDemand, prefetchOn } from '../nav/on-demand.ts';
import '../ads/ad-actions.css';

type Props = { i18n: I18nProps; shopId: number; reviewsHref: string };

/** The complaint dialog and the modal come with the first press of Complain (or a moment earlier on approach). */
const dialogs = onDemand(() => import('../ads/ContactDialogs.tsx').then((m) => ({ default: m })));
const prefetch = prefetchOn(dialogs.load);

/**
 * The shop page's More menu (spec 002 §2.4): Shop information, Shop reviews and Complain (the complaint dialog of
 * the ad pages with type 'shop'; visitors are asked to sign in first). Closes on an outside press or Escape.
 */
export default function ShopMenu({ i18n, shopId, reviewsHref }: Props) {
  const t = useT(i18n, 'shop');
  const session = useSession();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [complainOpen, setComplainOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wanted = complainOpen || notice !== null;
  const { part: ui } = dialogs.use(wanted);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const complain = () => {
    setOpen(false);
    if (!session.isAuthenticated) {
      openAuthModal('login');
      return;
    }
    setComplainOpen(true);
  };

  return (
    <div className="shop-menu" ref={rootRef}>
      <button type="button" ref={buttonRef} className="btn" aria-label={t('shop.moreLabel')} aria-expanded={open} aria-controls={`${id}-menu`} onClick={() => setOpen((v) => !v)} {...prefetch}>
        {t('shop.more')}
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul className="shop-menu-list" id={`${id}-menu`} hidden={!open}>
        <li>
          <a href={`/shop-information/${shopId}`}>{t('shop.information')}</a>
        </li>
        <li>
          <a href={reviewsHref}>{t('shop.reviews')}</a>
        </li>
        <li>
          <button type="button" onClick={complain}>
            {t('shop.complain')}
          </button>
        </li>
      </ul>

      {ui && (
        <>
          <ui.ComplaintDialog
            open={complainOpen}
            onClose={() => setComplainOpen(false)}
            onNotice={setNotice}
            formClass="ad-form"
            contentId={shopId}
            type="shop"
            locale={i18n.locale}
            labels={complaintLabels(t, 'shop.')}
          />
          <ui.NoticeDialog notice={notice} onClose={() => setNotice(null)} closeLabel={t('shop.close')} okLabel={t('shop.ok')} />
        </>
      )}
    </div>
  );
}
