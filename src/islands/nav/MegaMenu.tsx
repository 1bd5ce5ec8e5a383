import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { Icon } from './icons.tsx';
import { focusFirst, useHoverCapable, useMenu } from './menu.ts';
import { onDemand, prefetchOn } from './on-demand.ts';

type Props = { t: Translate; shop: boolean };

const CLOSE_DELAY_MS = 100;

/** The panel's code comes with the first open; heading for the trigger already fetches it. */
const panel = onDemand(() => import('./MegaPanel.tsx'));
const prefetch = prefetchOn(panel.load);

/**
 * The category mega menu (spec 000 §2.6): the 'All Categories' trigger, its open state and the panel box; the
 * columns live in MegaPanel.tsx. Hover opens it on hover-capable desktops (100 ms close delay), clicks toggle
 * elsewhere. The shop variant uses the shop tree and links to the shop catalogue.
 */
export default function MegaMenu({ t, shop }: Props) {
  const { open, rootRef, triggerRef, setOpen, toggle, onBlur } = useMenu('categories');
  const hover = useHoverCapable();
  const { part: Panel, failed } = panel.use(open);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Set by ArrowDown on the trigger: the panel focuses the first category once the tree has rendered. */
  const focusColumnRef = useRef(false);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const close = useCallback(() => setOpen(false), [setOpen]);
  // The panel's code did not arrive: close again, so the next open retries.
  useEffect(() => {
    if (failed) close();
  }, [failed, close]);

  const onEnter = () => {
    if (!hover) return;
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const onLeave = () => {
    if (!hover) return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(close, CLOSE_DELAY_MS);
  };

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    const firstColumn = panelRef.current?.querySelector('[data-col="1"]');
    if (open && firstColumn) focusFirst(firstColumn);
    else {
      focusColumnRef.current = true;
      setOpen(true);
    }
  };

  return (
    <div className="mm" ref={rootRef} onMouseEnter={onEnter} onMouseLeave={onLeave} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className="tb-btn mm-trigger"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="mm-panel"
        {...prefetch}
        onClick={(e) => {
          window.clearTimeout(closeTimer.current);
          // With hover, the pointer has already opened the menu: a mouse click keeps it open (keyboard clicks toggle).
          if (hover && e.detail > 0) setOpen(true);
          else if (open) close();
          else toggle();
        }}
        onKeyDown={onTriggerKey}
      >
        <Icon name="grid" size={18} />
        <span>{shop ? t('categories.allShop') : t('categories.all')}</span>
        <Icon name="down" size={16} />
      </button>
      <div id="mm-panel" ref={panelRef} className="mm-panel" hidden={!open}>
        {Panel ? (
          <Panel t={t} shop={shop} open={open} hover={hover} close={close} panelRef={panelRef} focusColumnRef={focusColumnRef} />
        ) : (
          open && (
            <p className="mm-state" role="status">
              {t('categories.loading')}
            </p>
          )
        )}
      </div>
    </div>
  );
}
