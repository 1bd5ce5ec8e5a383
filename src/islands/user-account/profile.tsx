import type { SessionUser } from '../../stores/session.ts';

export const fullName = (user: Pick<SessionUser, 'name' | 'last_name' | 'user_name'>) => `${user.name} ${user.last_name}`.trim() || user.user_name;

/** The member's photo, or the initial of their name. */
export function ProfileAvatar({ user, size, src }: { user: SessionUser; size: number; src?: string | null }) {
  const photo = src ?? user.avatar;
  return photo ? (
    <img className="ua-avatar" src={photo} alt="" width={size} height={size} />
  ) : (
    <span className="ua-avatar ua-initial" style={{ width: size, height: size }} aria-hidden="true">
      {fullName(user).charAt(0).toUpperCase()}
    </span>
  );
}
