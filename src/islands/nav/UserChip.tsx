import type { SessionUser } from '../../stores/session.ts';

function displayName(user: SessionUser) {
  return `${user.name ?? ''} ${user.last_name ?? ''}`.trim() || user.user_name;
}

/** Avatar and name of the signed-in user, linking to the account page. */
export function UserChip({ user, label, onClick }: { user: SessionUser; label: string; onClick?: () => void }) {
  const name = displayName(user);
  return (
    <a className="tb-user" href="/user-account" data-requires-auth title={label} onClick={onClick}>
      {user.avatar ? (
        <img className="tb-avatar" src={user.avatar} alt="" width={32} height={32} />
      ) : (
        <span className="tb-avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="tb-user-name">{name}</span>
    </a>
  );
}
