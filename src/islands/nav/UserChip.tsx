import type { Translate } from '../../i18n/translator.ts';
import type { SessionUser } from '../../stores/session.ts';
import { dropdownItems, prefetchItems } from './Dropdowns.tsx';
import { onListKeyDown, useMenu } from './menu.ts';
import { Icon } from './icons.tsx';

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
  const { open, rootRef, triggerRef, toggle, setOpen, onBlur } = useMenu('user');
  const items = dropdownItems.use(open).part;
  return (
    <div className="tb-dd" ref={rootRef} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className="tb-user"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="tb-user-list"
        {...prefetchItems}
        onClick={toggle}
      >
        <Avatar user={user} />
        <span className="tb-user-name">{displayName(user)}</span>
        <Icon name="down" size={16} />
      </button>
      <ul id="tb-user-list" className="tb-dd-list tb-dd-end" hidden={!open || !items} aria-label={t('nav.account')} onKeyDown={onListKeyDown}>
        {items && <items.UserItems t={t} close={() => setOpen(false)} />}
      </ul>
    </div>
  );
}
