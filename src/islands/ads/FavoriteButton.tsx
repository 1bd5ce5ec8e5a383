import { useEffect, useRef, useState } from 'react';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { toggleFavoriteAd } from '../../lib/api/ads.ts';
import { isFavoriteAd } from '../../lib/api/ads.ts';
import './favorite.css';
import { useSession } from '../../stores/use-session.ts';

type Props = {
  adId: number;
  isFavorite: boolean;
  labels: { add: string; remove: string };
  /** 'card' floats on the card photo; 'inline' is a button in the details actions (shown to visitors, asks to sign in). */
  variant?: 'card' | 'inline';
};

/** Favorites of every heart on the page, so the card and the details heart of one ad agree. */
const shared = new Map<number, boolean>();

/**
 * The favorite heart (spec 001 'Ad card'): only signed-in users see it on cards. The toggle is optimistic and
 * reverts when POST /seller/ads/like/create fails. It renders nothing on the server and for visitors.
 */
export default function FavoriteButton({ adId, isFavorite, labels, variant = 'card' }: Props) {
  // Not restored while rendering on the server and hydrating: visitors' HTML has no heart.
  const session = useSession();
  const [on, setOn] = useState(() => shared.get(adId) ?? isFavorite);
  const [busy, setBusy] = useState(false);
  const [pop, setPop] = useState(false);

  // A list re-fetched with the viewer's token brings their real state: follow a changed prop.
  const seen = useRef(isFavorite);
  useEffect(() => {
    if (seen.current === isFavorite) return;
    seen.current = isFavorite;
    shared.set(adId, isFavorite);
    setOn(isFavorite);
  }, [adId, isFavorite]);

  // The details page is the same cached HTML for everyone: a signed-in viewer's heart asks for their own state.
  const signedIn = session.isAuthenticated;
  useEffect(() => {
    if (!signedIn || variant !== 'inline' || shared.has(adId)) return undefined;
    const ctrl = new AbortController();
    isFavoriteAd(adId, ctrl.signal).then(
      (value) => {
        shared.set(adId, value);
        setOn(value);
      },
      () => undefined,
    );
    return () => ctrl.abort();
  }, [signedIn, variant, adId]);

  if (!session.restored || (!session.isAuthenticated && variant === 'card')) return null;

  const toggle = async (e: React.MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (!session.isAuthenticated) {
      openAuthModal('login');
      return;
    }
    if (busy) return;
    const next = !on;
    setOn(next);
    shared.set(adId, next);
    setBusy(true);
    if (next) {
      setPop(true);
      window.setTimeout(() => setPop(false), 500);
    }
    try {
      const confirmed = (await toggleFavoriteAd(adId)).data.is_favorite === 1;
      setOn(confirmed);
      shared.set(adId, confirmed);
    } catch {
      setOn(!next);
      shared.set(adId, !next);
    } finally {
      setBusy(false);
    }
  };

  const label = on ? labels.remove : labels.add;
  return (
    <button
      type="button"
      className={`fav-btn fav-${variant}${on ? ' is-on' : ''}${pop ? ' is-pop' : ''}`}
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.5h2C13.8 6.2 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {variant === 'inline' && <span>{label}</span>}
    </button>
  );
}
