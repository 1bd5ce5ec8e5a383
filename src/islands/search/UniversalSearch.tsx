import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { fullResultsHref, SEARCH_MODES, type SearchMode } from '../../lib/api/search.ts';
import type { HistoryKind } from '../../lib/search-history.ts';
import { $openMenu, closeMenus } from '../../stores/ui.ts';
import { onDemand } from '../nav/on-demand.ts';
import type { PopupHandle, PopupState } from './SearchPopup.tsx';

export type UniversalSearchProps = { i18n: I18nProps; variant: 'main' | 'shop' };

/** The name this dropdown holds in the shared $openMenu store (one dropdown open at a time). */
const MENU = 'search';

/** The dropdown and the search history come with the first open; pointing at or focusing the box fetches them. */
const popup = onDemand(() => import('./SearchPopup.tsx').then((m) => ({ default: m })));
const prefetch = () => void popup.load().catch(() => undefined);
const CLOSED: PopupState = { expanded: false, activeId: undefined, announce: '' };

/** What the current page's URL says was searched, so the catalogue pages show their query in the bar. */
function urlSearch(variant: 'main' | 'shop'): { text: string; mode: SearchMode } {
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  if (variant === 'shop') return { text: pathname === '/shop-catalogue' ? (params.get('name') ?? '') : '', mode: 'all' };
  if (pathname === '/users') return { text: params.get('query') ?? '', mode: 'users' };
  if (pathname !== '/catalogue') return { text: '', mode: 'all' };
  if (params.get('query')) return { text: params.get('query') ?? '', mode: 'all' };
  if (params.get('tags')) return { text: params.get('tags') ?? '', mode: 'tags' };
  if (params.get('location') && !params.get('lat')) return { text: params.get('location') ?? '', mode: 'places' };
  return { text: params.get('name') ?? '', mode: 'all' };
}
const noSubscribe = () => () => {};
const serverUrlSearch = () => '';

/**
 * The top bar search (spec 000 §2.5, 002 §2.1): an ARIA 1.2 combobox with recent searches (focus on an empty box),
 * debounced live suggestions with stale requests aborted, and "See all results". The `shop` variant searches
 * products only, with its own history and texts. This keeps the form and the input; the dropdown, its keys and the
 * history are SearchPopup.tsx, fetched on the first open (issue 4 budget).
 */
export function UniversalSearch({ i18n, variant }: UniversalSearchProps) {
  const t = useT(i18n, 'search');
  const shop = variant === 'shop';
  const kind: HistoryKind = shop ? 'shop' : 'universal';
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const handle = useRef<PopupHandle>(null);

  const open = useStore($openMenu) === MENU;
  const { part, failed } = popup.use(open);
  const [{ expanded, activeId, announce }, setPopupState] = useState<PopupState>(CLOSED);
  const onPopupState = useCallback(
    (next: PopupState) =>
      setPopupState((prev) => (prev.expanded === next.expanded && prev.activeId === next.activeId && prev.announce === next.announce ? prev : next)),
    [],
  );

  // The first render matches the server's (empty); the URL's query shows up right after hydration.
  const fromUrl = useSyncExternalStore(noSubscribe, () => JSON.stringify(urlSearch(variant)), serverUrlSearch);
  const initial = fromUrl ? (JSON.parse(fromUrl) as { text: string; mode: SearchMode }) : { text: '', mode: 'all' as SearchMode };
  const [typed, setTyped] = useState<string | null>(null);
  const [chosenMode, setChosenMode] = useState<SearchMode | null>(null);
  const text = typed ?? initial.text;
  const mode = shop ? 'all' : (chosenMode ?? initial.mode);
  const query = text.trim();
  const allHref = fullResultsHref(shop ? 'shop' : mode, query);

  const openMenu = useCallback(() => $openMenu.set(MENU), []);
  const close = useCallback(() => {
    if ($openMenu.get() === MENU) closeMenus();
  }, []);

  // The popup's code did not arrive: close, so the next focus or keystroke fetches it again.
  useEffect(() => {
    if (failed) close();
  }, [failed, close]);

  // A press outside closes the dropdown.
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, close]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (handle.current?.chooseActive()) return;
    if (!query) {
      inputRef.current?.focus();
      return;
    }
    close();
    // The history is part of the popup's code; should it fail to load, the search still goes ahead.
    void popup
      .load()
      .then((p) => p.rememberSearch(kind, query))
      .catch(() => undefined)
      .then(() => window.location.assign(allHref));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (handle.current?.onKeyDown(e)) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      // The popup is still loading: open, it takes the keys once there.
      e.preventDefault();
      openMenu();
    } else if (e.key === 'Escape' && text) {
      e.preventDefault();
      setTyped('');
    }
  };

  const onBlur = (e: FocusEvent) => {
    const next = e.relatedTarget;
    if (next instanceof Node && rootRef.current && !rootRef.current.contains(next)) close();
  };

  const placeholder = shop ? t('placeholderShop') : t('placeholder');
  const label = shop ? t('labelShop') : t('label');
  const Popup = part?.default;

  return (
    <div className={`us us-${variant}`} ref={rootRef} onBlur={onBlur} onPointerEnter={prefetch} onPointerDown={prefetch}>
      <form className="us-form" role="search" aria-label={label} onSubmit={submit}>
        {!shop && (
          <select
            className="us-mode"
            aria-label={t('mode.label')}
            value={mode}
            onChange={(e) => {
              setChosenMode(e.target.value as SearchMode);
              handle.current?.resetActive();
            }}
          >
            {SEARCH_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`mode.${m}`)}
              </option>
            ))}
          </select>
        )}
        <div className="us-field">
          <SearchIcon />
          <input
            ref={inputRef}
            className="us-input"
            type="search"
            role="combobox"
            aria-label={label}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={Popup ? listId : undefined}
            aria-activedescendant={activeId}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={100}
            placeholder={placeholder}
            value={text}
            onChange={(e) => {
              setTyped(e.target.value);
              openMenu();
            }}
            onFocus={openMenu}
            onClick={openMenu}
            onKeyDown={onKeyDown}
          />
          {text && (
            <button
              type="button"
              className="us-icon-btn"
              aria-label={t('clear')}
              onClick={() => {
                setTyped('');
                inputRef.current?.focus();
              }}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <button type="submit" className="us-submit" aria-label={t('submit')}>
          <SearchIcon />
        </button>
      </form>

      <div className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </div>

      {Popup && (
        <Popup
          t={t}
          id={id}
          listId={listId}
          variant={variant}
          mode={mode}
          query={query}
          open={open}
          inputRef={inputRef}
          openMenu={openMenu}
          close={close}
          onState={onPopupState}
          handle={handle}
          closeIcon={<CloseIcon />}
        />
      )}
    </div>
  );
}

function SearchIcon() {
  return (
    <svg className="us-glyph" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
