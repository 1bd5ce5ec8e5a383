import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { sectionOn } from '../../lib/sections.ts';
import { $cartCount } from '../../stores/cart.ts';
import { $dock, $unreadMessages } from '../../stores/chat.ts';
import { docked } from '../../lib/chat/entry.ts';
import { $openMenu, closeMenus, toggleMenu } from '../../stores/ui.ts';
import { LocationChip } from '../location/LocationChip.tsx';
import { UniversalSearch } from '../search/UniversalSearch.tsx';
import { LanguageMenu, MoreMenu } from './Dropdowns.tsx';
import { Icon } from './icons.tsx';
import { syncLanguageCookie } from './language.ts';
import { SHORTCUTS, isActive } from './links.ts';
import MegaMenu from './MegaMenu.tsx';
import { onDemand, prefetchOn } from './on-demand.ts';
import { installRequiresAuth } from './requires-auth.ts';
import { UserMenu } from './UserChip.tsx';
import { useSession } from '../../stores/use-session.ts';

export type TopBarProps = { i18n: I18nProps; shop?: boolean; path: string };

/** Scrolled distance after which scrolling down hides the bar (spec 000 §9). */
const HIDE_AFTER_PX = 100;

/** The slide-in menu's code comes with the first open of the burger; touching or focusing it already fetches it. */
const drawer = onDemand(() => import('./MobileMenu.tsx'));
const prefetchDrawer = prefetchOn(drawer.load);
/** A member's live chat (connection, tab bar count, docked panel) comes only for members. */
const memberChat = onDemand(() => import('../chat/MemberChat.tsx'));

/**
 * The top navigation (spec 000 §2.5): on desktops (1024 px and wider) logo, location, search, messages, cart,
 * language, More, user and '+ Add Listing', with a second row holding the category mega menu and the section
 * shortcuts; below 1024 px a compact bar (logo, search toggle, cart, menu button) and a slide-in menu.
 */
export default function TopBar({ i18n, shop = false, path }: TopBarProps) {
  const t = useT(i18n, 'common');
  const session = useSession();
  const cartCount = useStore($cartCount);
  // Pages render signed out (the session lives in the browser): the count shows once the member is known, so the
  // hydrating render matches the server's HTML.
  const liveUnread = useStore($unreadMessages);
  const openMenu = useStore($openMenu);
  const [hidden, setHidden] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const findRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const user = session.isAuthenticated ? session.user : null;
  const unread = user ? liveUnread : 0;
  const drawerOpen = openMenu === 'drawer';
  const { part: MobileMenu, failed: drawerFailed } = drawer.use(drawerOpen);
  const userId = user?.id ?? null;
  const { part: MemberChat } = memberChat.use(userId !== null && sectionOn('messages'));

  useEffect(() => {
    syncLanguageCookie();
    return installRequiresAuth();
  }, []);

  // Hide while scrolling down past 100 px; show again on scrolling up or near the top.
  useEffect(() => {
    let last = window.scrollY;
    let queued = false;
    const onScroll = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        const y = window.scrollY;
        if (y <= HIDE_AFTER_PX) setHidden(false);
        else if (y > last + 4) setHidden(true);
        else if (y < last - 4) setHidden(false);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The menu's code did not arrive: close it again, so the next press of the burger retries.
  useEffect(() => {
    if (drawerFailed) closeMenus();
  }, [drawerFailed]);

  useEffect(() => {
    if (searchOpen) findRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [searchOpen]);

  const focusBurger = useCallback(() => burgerRef.current?.focus(), []);
  const cartLabel = cartCount > 0 ? t('nav.cartWithCount', { count: cartCount }) : t('nav.cart');
  // An open menu or search keeps the bar in view.
  const isHidden = hidden && !openMenu && !searchOpen;

  return (
    <header className="tb" data-hidden={isHidden ? '' : undefined} data-search={searchOpen ? '' : undefined} onFocus={() => setHidden(false)}>
      <div className="tb-row tb-main">
        <a className="tb-logo" href="/">
          <span className="tb-logo-mark" aria-hidden="true">
            RM
          </span>
          <span className="tb-logo-text tb-collapse">{t('brand')}</span>
        </a>

        <div className="tb-find" id="tb-find" ref={findRef}>
          <div className="tb-loc">
            <LocationChip i18n={i18n} />
          </div>
          <div className="tb-search">
            <UniversalSearch i18n={i18n} variant={shop ? 'shop' : 'main'} />
          </div>
        </div>

        <div className="tb-actions">
          <button
            type="button"
            className="tb-icon-btn tb-mobile"
            aria-expanded={searchOpen}
            aria-controls="tb-find"
            aria-label={searchOpen ? t('nav.closeSearch') : t('nav.openSearch')}
            onClick={() => setSearchOpen((v) => !v)}
          >
            <Icon name={searchOpen ? 'close' : 'search'} />
          </button>
          {sectionOn('messages') && (
            <a
              className={`tb-icon-btn${user ? '' : ' tb-desktop'}`}
              href="/messages"
              data-requires-auth
              aria-label={unread > 0 ? t('nav.messagesWithCount', { count: unread }) : t('nav.messages')}
              title={t('nav.messages')}
              onClick={(e) => {
                // Wide screens open the docked panel instead of leaving the page (spec 000 §2.5).
                if (!user || !docked() || e.metaKey || e.ctrlKey || e.shiftKey) return;
                e.preventDefault();
                $dock.set({ open: true, chatId: null, adId: null, assistant: false });
              }}
            >
              <Icon name="chat" />
              {unread > 0 && (
                <span className="tb-badge" aria-hidden="true">
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
            </a>
          )}
          <a className="tb-icon-btn tb-cart" href="/cart" data-requires-auth aria-label={cartLabel} title={t('nav.cart')}>
            <Icon name="cart" />
            {cartCount > 0 && (
              <span className="tb-badge" aria-hidden="true">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </a>
          <div className="tb-desktop">
            <LanguageMenu t={t} locale={i18n.locale} />
          </div>
          <div className="tb-desktop">
            <MoreMenu t={t} path={path} />
          </div>
          <div className="tb-desktop">
            {user ? (
              <UserMenu user={user} t={t} />
            ) : (
              <button type="button" className="tb-btn tb-login" onClick={() => openAuthModal('login')}>
                <Icon name="user" size={20} />
                <span>{t('nav.login')}</span>
              </button>
            )}
          </div>
          <a className="btn btn-primary tb-add tb-desktop" href="/add-listing" data-requires-auth>
            <Icon name="plus" size={20} />
            <span>{t('nav.addListing')}</span>
          </a>
          <button
            ref={burgerRef}
            type="button"
            className="tb-icon-btn tb-mobile"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls="tb-drawer"
            aria-label={t('nav.openMenu')}
            {...prefetchDrawer}
            onClick={() => toggleMenu('drawer')}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>

      <div className="tb-row tb-sub tb-desktop">
        <MegaMenu t={t} shop={shop} />
        <nav className="tb-shortcuts" aria-label={t('nav.sections')}>
          <ul>
            {SHORTCUTS.map((l) => (
              <li key={l.key}>
                <a href={l.href} aria-current={isActive(l, path) ? 'page' : undefined}>
                  {t(`nav.${l.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {MemberChat && userId !== null && <MemberChat userId={userId} locale={i18n.locale} unreadLabel={(count) => t('nav.messagesWithCount', { count })} />}
      {MobileMenu && <MobileMenu open={drawerOpen} t={t} locale={i18n.locale} shop={shop} path={path} session={session} returnFocus={focusBurger} />}
    </header>
  );
}
