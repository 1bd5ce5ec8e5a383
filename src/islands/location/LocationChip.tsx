import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { $location, loadLocation } from '../../stores/location.ts';
import { $openMenu, closeMenus } from '../../stores/ui.ts';
import { onDemand, prefetchOn } from '../nav/on-demand.ts';

/**
 * The map modal (and, inside it, Leaflet) loads only when the visitor first reaches for it; unlike React.lazy, a
 * failed download leaves the top bar in place and the next press retries.
 */
const modal = onDemand(() => import('./MapModal.tsx').then((m) => ({ default: m.MapModal })));
const prefetch = prefetchOn(modal.load);

/** The name the open modal holds in the shared $openMenu store, so no dropdown stays open under it. */
const MENU = 'location';

/** Location chip of the top bar (spec 000 §2.5): the chosen place and radius; opens the map modal. */
export function LocationChip({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'location');
  const location = useStore($location);
  // Open while the shared store names it, like the other top bar menus.
  const open = useStore($openMenu) === MENU;
  // Each opening mounts a fresh modal, so an earlier, cancelled draft never shows up again.
  const [session, setSession] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { part: MapModal, failed } = modal.use(open);

  useEffect(() => loadLocation(), []);

  const label = location.label || t('default');
  const radius = t('miles', { count: location.radius });

  const show = () => {
    $openMenu.set(MENU);
    setSession((n) => n + 1);
  };
  const hide = () => {
    if ($openMenu.get() === MENU) closeMenus();
    buttonRef.current?.focus();
  };
  // The modal's code did not arrive: close again, so the next press retries.
  useEffect(() => {
    if (failed && $openMenu.get() === MENU) closeMenus();
  }, [failed]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="lc"
        aria-haspopup="dialog"
        aria-label={t('chip', { location: label, radius })}
        title={`${label} · ${radius}`}
        onClick={show}
        {...prefetch}
      >
        <svg className="lc-pin" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z" />
          <circle cx="12" cy="10" r="2.5" />
        </svg>
        <span className="lc-text" aria-hidden="true">
          {/* The space keeps the two words apart in the visible text the accessible name must contain. */}
          <span className="lc-label">{label}</span>{' '}
          <span className="lc-radius">{radius}</span>
        </span>
      </button>
      {session > 0 && MapModal && createPortal(<MapModal key={session} i18n={i18n} open={open} onClose={hide} />, document.body)}
    </>
  );
}
