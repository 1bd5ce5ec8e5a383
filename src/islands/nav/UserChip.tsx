import type { Translate } from '../../i18n/translator.ts';
import type { SessionUser } from '../../stores/session.ts';
import { NavDropdown } from './Dropdowns.tsx';

export function displayName(user: SessionUser) {
  return `${user.name ?? ''} ${user.last_name ?? ''}`.trim() || user.user_name;
}

/** The user's photo, or the initial of the name. */
export function Avatar({ user }: { user: SessionUser }) {
  return user.avatar ? (
    <img className="tb-avatar" src={user.avatar} alt="" width={32} height={32} />
  ) : (
    <span className="tb-avatar" aria-hidden="true">
      {displayName(user).charAt(0).toUpperCase()}
    </span>
  );
}

/** The desktop user chip: a menu with the account pages and Log out (the entries load on first open). */
export function UserMenu({ user, t }: { user: SessionUser; t: Translate }) {
  return (
    <NavDropdown
      name="user"
      triggerClass="tb-user"
      trigger={
        <>
          <Avatar user={user} />
          <span className="tb-user-name">{displayName(user)}</span>
        </>
      }
      listId="tb-user-list"
      listLabel={t('nav.account')}
    >
      {(items, close) => <items.UserItems t={t} close={close} />}
    </NavDropdown>
  );
}
