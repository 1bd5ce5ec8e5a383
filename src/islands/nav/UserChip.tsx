import type { Translate } from '../../i18n/translator.ts';
import { signOut, type SessionUser } from '../../stores/session.ts';
import { onListKeyDown, useMenu } from './menu.ts';
import { Icon } from './icons.tsx';

export function displayName(user: SessionUser) {
  return `${user.name ?? ''} ${user.last_name ?? ''}`.trim() || user.user_name;
}

function Avatar({ user }: { user: SessionUser }) {
  return user.avatar ? (
    <img className="tb-avatar" src={user.avatar} alt="" width={32} height={32} />
  ) : (
    <span className="tb-avatar" aria-hidden="true">
      {displayName(user).charAt(0).toUpperCase()}
    </span>
  );
}

/** Avatar and name of the signed-in user, linking to the account page (the mobile drawer uses it as is). */
export function UserChip({ user, label, onClick }: { user: SessionUser; label: string; onClick?: () => void }) {
  return (
    <a className="tb-user" href="/user-account" data-requires-auth title={label} onClick={onClick}>
      <Avatar user={user} />
      <span className="tb-user-name">{displayName(user)}</span>
    </a>
  );
}

const ACCOUNT_LINKS = [
  { key: 'account', href: '/user-account' },
  { key: 'myAds', href: '/user-ads' },
  { key: 'favorites', href: '/favorites' },
  { key: 'orders', href: '/orders' },
] as const;

/** The desktop user chip: a menu with the account pages and Log out. */
export function UserMenu({ user, t }: { user: SessionUser; t: Translate }) {
  const { open, rootRef, triggerRef, toggle, setOpen, onBlur } = useMenu('user');
  return (
    <div className="tb-dd" ref={rootRef} onBlur={onBlur}>
      <button ref={triggerRef} type="button" className="tb-user" aria-haspopup="true" aria-expanded={open} aria-controls="tb-user-list" onClick={toggle}>
        <Avatar user={user} />
        <span className="tb-user-name">{displayName(user)}</span>
        <Icon name="down" size={16} />
      </button>
      <ul id="tb-user-list" className="tb-dd-list tb-dd-end" hidden={!open} aria-label={t('nav.account')} onKeyDown={onListKeyDown}>
        {ACCOUNT_LINKS.map((l) => (
          <li key={l.key}>
            <a className="tb-dd-item" href={l.href} onClick={() => setOpen(false)}>
              {t(`nav.${l.key}`)}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="tb-dd-item" onClick={() => void signOut()}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** Log out inside the mobile drawer. */
export function LogoutButton({ t }: { t: Translate }) {
  return (
    <button type="button" className="btn tb-logout" onClick={() => void signOut()}>
      {t('nav.logout')}
    </button>
  );
}
