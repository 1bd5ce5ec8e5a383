import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { revealPhone, sellerProfile, toggleFavoriteSeller } from '../../lib/api/sellers.ts';
import { sectionOn } from '../../lib/sections.ts';
import { errorText } from '../../lib/error-text.ts';
import { complaintLabels } from '../../lib/contact-labels.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { useSession } from '../../stores/use-session.ts';
import { ComplaintDialog } from '../ads/ContactDialogs.tsx';
import { NoticeDialog, type Notice } from '../../components/NoticeDialog.tsx';
import './account.css';

type Props = { i18n: I18nProps; sellerId: number; isFavourite: boolean; hasPhone: boolean };

/**
 * The seller profile's actions (spec 001 'Seller profile'): Show Number and Message (both sign-in first; Message once the messages section exists), the More
 * menu (Seller information, Complain, Add to / Remove from favorites) and the complaint dialog of type user.
 */
export default function SellerActions({ i18n, sellerId, isFavourite, hasPhone }: Props) {
  const t = useT(i18n, 'account');
  const session = useSession();
  const own = session.user?.id === sellerId;

  const [phone, setPhone] = useState<string | null>(null);
  const [phoneBusy, setPhoneBusy] = useState(false);
  const [fav, setFav] = useState(isFavourite);
  const [favBusy, setFavBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const [messageBusy, setMessageBusy] = useState(false);
  const [complainOpen, setComplainOpen] = useState(false);

  // The server rendered is_favourite without the viewer's token; ask again once signed in.
  useEffect(() => {
    if (!session.isAuthenticated) return;
    let live = true;
    sellerProfile(sellerId)
      .then((res) => {
        if (live) setFav(Number(res.data?.is_favourite) === 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [session.isAuthenticated, sellerId]);

  useEffect(() => {
    if (!menuOpen) return;
    const onDown = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const id = window.setTimeout(() => setNotice(null), 2000);
    return () => window.clearTimeout(id);
  }, [notice]);

  const signedIn = () => {
    if (session.isAuthenticated) return true;
    openAuthModal('login');
    return false;
  };

  const showNumber = async () => {
    if (!signedIn() || phoneBusy) return;
    setPhoneBusy(true);
    try {
      setPhone((await revealPhone(sellerId)) ?? '');
    } catch (err) {
      setNotice({ kind: 'error', title: t('seller.errorTitle'), text: errorText(err, t, t('seller.loadFailed')) });
    } finally {
      setPhoneBusy(false);
    }
  };

  const toggleFavorite = async () => {
    setMenuOpen(false);
    if (!signedIn() || favBusy) return;
    const next = !fav;
    setFav(next);
    setFavBusy(true);
    try {
      const res = await toggleFavoriteSeller(sellerId);
      const confirmed = Number(res.data?.is_favourite) === 1;
      setFav(confirmed);
      const done = confirmed ? t('seller.added') : t('seller.removed');
      setNotice({ kind: 'success', title: done, text: done });
    } catch (err) {
      setFav(!next);
      setNotice({ kind: 'error', title: t('seller.failed'), text: errorText(err, t, t('seller.errorOccurred')) });
    } finally {
      setFavBusy(false);
    }
  };

  /** 'Message' opens the chat with the seller (the dock on wide screens, else Messages). */
  const openMessage = async () => {
    if (!signedIn() || messageBusy) return;
    setMessageBusy(true);
    try {
      await (await import('../chat/open-chat.ts')).messageMember(sellerId);
    } catch (err) {
      setNotice({ kind: 'error', title: t('seller.errorTitle'), text: errorText(err, t, t('seller.messageFailed')) });
    } finally {
      setMessageBusy(false);
    }
  };

  const openComplain = () => {
    setMenuOpen(false);
    if (signedIn()) setComplainOpen(true);
  };

  const onMenuKey = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    items[(at + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
  };

  return (
    <div className="seller-actions">
      {own ? (
        <p className="acc-note">{t('seller.own')}</p>
      ) : (
        <>
          {hasPhone &&
            (phone === null ? (
              <button type="button" className="btn btn-primary" onClick={showNumber} disabled={phoneBusy} aria-busy={phoneBusy}>
                {t('seller.showNumber')}
              </button>
            ) : phone ? (
              <a className="btn btn-primary" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            ) : (
              <p className="acc-note">{t('seller.noPhone')}</p>
            ))}
          {sectionOn('messages') && (
            <button type="button" className="btn" onClick={openMessage} disabled={messageBusy} aria-busy={messageBusy}>
              {t('seller.message')}
            </button>
          )}
        </>
      )}
      <div className="seller-more" ref={menuRef}>
        <button
          ref={menuButton}
          type="button"
          className="btn"
          aria-haspopup="menu"
          aria-label={t('seller.moreMenu')}
          aria-expanded={menuOpen}
          aria-controls="seller-more-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {t('seller.more')} <span aria-hidden="true">▾</span>
        </button>
        {menuOpen && (
          <div id="seller-more-menu" role="menu" aria-label={t('seller.moreMenu')} className="seller-menu card" onKeyDown={onMenuKey}>
            <a role="menuitem" href={`/seller-information/${sellerId}`}>
              {t('seller.information')}
            </a>
            {!own && (
              <button type="button" role="menuitem" onClick={openComplain}>
                {t('seller.complain')}
              </button>
            )}
            {!own && (
              <button type="button" role="menuitem" onClick={toggleFavorite} disabled={favBusy}>
                {fav ? t('seller.removeFavorite') : t('seller.addFavorite')}
              </button>
            )}
          </div>
        )}
      </div>

      <ComplaintDialog
        open={complainOpen}
        onClose={() => setComplainOpen(false)}
        onNotice={setNotice}
        formClass="acc-form"
        contentId={sellerId}
        type="user"
        locale={i18n.locale}
        labels={complaintLabels(t, 'seller.', 'complaintSentTitle')}
      />

      <NoticeDialog notice={notice} onClose={() => setNotice(null)} closeLabel={t('seller.close')} okLabel={t('seller.ok')} />
    </div>
  );
}
