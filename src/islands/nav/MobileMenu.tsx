import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import CategoryTree from '../../components/CategoryTree.tsx';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { sectionOn } from '../../lib/sections.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { signOut, type Session } from '../../stores/session.ts';
import { closeMenus } from '../../stores/ui.ts';
import { useCategoryTree } from './category-tree.ts';
import { Icon } from './icons.tsx';
import { chooseLanguage } from './language.ts';
import { INFO_LINKS, SHORTCUTS, accountLinks, isActive } from './links.ts';
import { LoadFailed, Loading } from './MenuStates.tsx';
import { Avatar, displayName } from './UserChip.tsx';
import { Flag } from '../../components/Flag.tsx';

type Props = {
  open: boolean;
  t: Translate;
  locale: Locale;
  shop: boolean;
  path: string;
  session: Session;
  /** Focus goes back here on close. */
  returnFocus: () => void;
};

/**
 * The mobile slide-in menu (spec 000 §2.5): a modal <dialog>, so focus is trapped inside and Escape closes it.
 * Sign-in, or the user with their pages and Log out; shortcuts, categories (loaded when that section is first opened),
 * language and information links.
 * Its code loads with the first open (TopBar.tsx), so pages do not pay for it up front.
 */
export default function MobileMenu({ open, t, locale, shop, path, session, returnFocus }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [catsOpen, setCatsOpen] = useState(false);
  const tree = useCategoryTree(shop, open && catsOpen);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocus();
    }
  }, [open, returnFocus]);

  const close = () => closeMenus();

  return (
    <dialog
      ref={ref}
      id="tb-drawer"
      className="tb-drawer"
      aria-label={t('nav.menu')}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => {
        if (e.target === ref.current) close();
      }}
    >
      {open && (
        <div className="tb-drawer-panel">
          <div className="tb-drawer-head">
            <a className="tb-logo" href="/" onClick={close}>
              <span className="tb-logo-mark" aria-hidden="true">
                RM
              </span>
              <span>{t('brand')}</span>
            </a>
            <button type="button" className="tb-icon-btn" aria-label={t('nav.closeMenu')} onClick={close}>
              <Icon name="close" />
            </button>
          </div>

          <div className="tb-drawer-section tb-drawer-account">
            {session.isAuthenticated && session.user ? (
              <>
                <p className="tb-drawer-user">
                  <Avatar user={session.user} />
                  <span className="tb-user-name">{displayName(session.user)}</span>
                </p>
                <ul className="tb-drawer-list" aria-label={t('nav.account')}>
                  {accountLinks(session.user).map((l) => (
                    <li key={l.key}>
                      <a href={l.href} aria-current={isActive(l, path) ? 'page' : undefined} onClick={close}>
                        {t(`nav.${l.key}`)}
                      </a>
                    </li>
                  ))}
                </ul>
                <button type="button" className="btn tb-logout" onClick={() => void signOut()}>
                  {t('nav.logout')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn"
                onClick={() => {
                  close();
                  openAuthModal('login');
                }}
              >
                <Icon name="user" size={20} />
                {t('nav.login')}
              </button>
            )}
            <a className="btn btn-primary" href="/add-listing" data-requires-auth onClick={close}>
              <Icon name="plus" size={20} />
              {t('nav.addListing')}
            </a>
          </div>

          <nav className="tb-drawer-section" aria-label={t('nav.sections')}>
            <ul className="tb-drawer-list">
              <li>
                <a href="/" aria-current={path === '/' ? 'page' : undefined} onClick={close}>
                  {t('nav.home')}
                </a>
              </li>
              {SHORTCUTS.map((l) => (
                <li key={l.key}>
                  <a href={l.href} aria-current={isActive(l, path) ? 'page' : undefined} onClick={close}>
                    {t(`nav.${l.key}`)}
                  </a>
                </li>
              ))}
              {sectionOn('messages') && (
                <li>
                  <a href="/messages" data-requires-auth onClick={close}>
                    {t('nav.messages')}
                  </a>
                </li>
              )}
            </ul>
          </nav>

          <details className="tb-drawer-section tb-drawer-fold" onToggle={(e) => setCatsOpen(e.currentTarget.open)}>
            <summary>{shop ? t('categories.allShop') : t('categories.all')}</summary>
            {tree.status === 'loading' && <Loading t={t} />}
            {tree.status === 'error' && <LoadFailed t={t} retry={tree.retry} />}
            {tree.status === 'ready' && tree.categories.length === 0 && <p>{t('categories.empty')}</p>}
            {tree.status === 'ready' && tree.categories.length > 0 && (
              <CategoryTree
                categories={tree.categories}
                shop={shop}
                showCounts={false}
                label={shop ? t('categories.allShop') : t('categories.all')}
                labels={{
                  viewAll: (category) => (shop ? t('categories.shopItems', { category }) : t('categories.viewAll', { category })),
                  count: (count) => t('categories.count', { count }),
                }}
                onNavigate={close}
              />
            )}
          </details>

          <details className="tb-drawer-section tb-drawer-fold">
            <summary>{t('nav.language')}</summary>
            <ul className="tb-drawer-list">
              {LOCALES.map((l) => (
                <li key={l.code}>
                  <button type="button" lang={l.code} aria-current={l.code === locale ? 'true' : undefined} onClick={() => {
                      if (l.code !== locale) chooseLanguage(l.code);
                    }}>
                    <Flag locale={l.code} />
                    {l.label}
                  </button>
                </li>
              ))}
            </ul>
          </details>

          <details className="tb-drawer-section tb-drawer-fold">
            <summary>{t('nav.more')}</summary>
            <ul className="tb-drawer-list">
              {INFO_LINKS.map((l) => (
                <li key={l.key}>
                  <a href={l.href} aria-current={isActive(l, path) ? 'page' : undefined} onClick={close}>
                    {t(`info.${l.key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </div>
      )}
    </dialog>
  );
}
