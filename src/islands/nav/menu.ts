import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import { $openMenu, closeMenus, toggleMenu } from '../../stores/ui.ts';

/**
 * One named dropdown of the shared $openMenu store (only one open at a time, spec 000 §2.5). While open, a press
 * outside its root or Escape closes it (Escape returns focus to the trigger), and so does tabbing out of it.
 */
export function useMenu<R extends HTMLElement = HTMLDivElement>(name: string) {
  const open = useStore($openMenu) === name;
  const rootRef = useRef<R>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) closeMenus();
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      closeMenus();
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const setOpen = useCallback(
    (value: boolean) => {
      if (value) $openMenu.set(name);
      else if ($openMenu.get() === name) closeMenus();
    },
    [name],
  );
  const toggle = useCallback(() => toggleMenu(name), [name]);
  const onBlur = useCallback(
    (e: FocusEvent) => {
      const next = e.relatedTarget;
      if (next instanceof Node && rootRef.current && !rootRef.current.contains(next)) setOpen(false);
    },
    [setOpen],
  );
  return { open, rootRef, triggerRef, setOpen, toggle, onBlur };
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Arrow keys, Home and End move focus among the links and buttons of the list that has the handler. */
export function onListKeyDown(e: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(`:scope > li > ${FOCUSABLE.split(', ').join(', :scope > li > ')}`));
  if (!items.length) return;
  e.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : e.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
  items[next]?.focus();
}

/** Focuses the first link or button inside an element (after it has rendered). */
export function focusFirst(el: Element | null | undefined) {
  el?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

const mediaStore = (query: string) => ({
  subscribe: (cb: () => void) => {
    const mq = matchMedia(query);
    mq.addEventListener('change', cb);
    return () => mq.removeEventListener('change', cb);
  },
  get: () => matchMedia(query).matches,
});
const HOVER_QUERY = '(hover: hover) and (pointer: fine) and (min-width: 1025px)';
const hoverStore = typeof window === 'undefined' ? null : mediaStore(HOVER_QUERY);

/** Hover opens menus on hover-capable desktops wider than 1024 px; elsewhere clicks toggle (spec 000 §2.6). */
export function useHoverCapable(): boolean {
  return useSyncExternalStore(hoverStore?.subscribe ?? (() => () => {}), hoverStore?.get ?? (() => false), () => false);
}
