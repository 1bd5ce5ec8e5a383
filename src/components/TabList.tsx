import { useRef, type KeyboardEvent, type ReactNode } from 'react';

type Props<T extends string> = {
  tabs: readonly T[];
  current: T;
  onChoose: (tab: T) => void;
  label: string;
  /** Tab ids are `${idPrefix}-${tab}`; the panel they control has `panelId` (one panel for all, or one per tab). */
  idPrefix: string;
  panelId: string | ((tab: T) => string);
  className: string;
  tabClassName: string;
  children: (tab: T) => ReactNode;
};

/**
 * A row of tabs that switch one panel (WAI-ARIA tabs): only the current tab is in the Tab order; arrow keys move
 * between tabs (wrapping), Home and End go to the ends, and moving also chooses the tab.
 */
export function TabList<T extends string>({ tabs, current, onChoose, label, idPrefix, panelId, className, tabClassName, children }: Props<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    const n = tabs.length;
    const next = e.key === 'ArrowRight' ? (index + 1) % n : e.key === 'ArrowLeft' ? (index - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    onChoose(tabs[next]!);
    refs.current[next]?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab}`}
          aria-selected={tab === current}
          aria-controls={typeof panelId === 'string' ? panelId : panelId(tab)}
          tabIndex={tab === current ? 0 : -1}
          className={`${tabClassName}${tab === current ? ' is-current' : ''}`}
          onClick={() => onChoose(tab)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {children(tab)}
        </button>
      ))}
    </div>
  );
}
