import { useStore } from '@nanostores/react';
import { useEffect, useImperativeHandle, useLayoutEffect, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { fullResultsHref, searchAll, type SearchMode } from '../../lib/api/search.ts';
import { searchShopItems } from '../../lib/api/shop.ts';
import { SHOP_SUGGESTIONS } from '../../lib/shop.ts';
import type { HistoryKind } from '../../lib/search-history.ts';
import { $searchHistory, clearSearches, forgetSearch, loadSearchHistory, rememberSearch } from '../../stores/search-history.ts';
import { buildShopSuggestions, buildSuggestions, MAX_SUGGESTIONS, type Suggestion } from './suggestions.ts';

export { rememberSearch };

const DEBOUNCE_MS = { main: 250, shop: 500 } as const;

type Result = { key: string; status: 'ok' | 'error'; items: Suggestion[] };

/** What the search box mirrors on its input and live region. */
export type PopupState = { expanded: boolean; activeId: string | undefined; announce: string };

/** What the search box asks of the popup: keys it handles, and Enter on a highlighted option. */
export type PopupHandle = {
  /** True when the popup handled the key. */
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => boolean;
  /** Follows the highlighted option, if any; true when it did. */
  chooseActive: () => boolean;
  resetActive: () => void;
};

export type SearchPopupProps = {
  t: Translate;
  /** The box's useId: option ids derive from it. */
  id: string;
  listId: string;
  variant: 'main' | 'shop';
  mode: SearchMode;
  query: string;
  open: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  openMenu: () => void;
  close: () => void;
  onState: (state: PopupState) => void;
  handle: RefObject<PopupHandle | null>;
  /** The box's own close icon, for the remove buttons of recent searches. */
  closeIcon: ReactNode;
};

/**
 * The dropdown of the top bar search (spec 000 §2.5, 002 §2.1), loaded on the first focus or press of the box
 * (UniversalSearch.tsx keeps the form and input): recent searches on an empty box, debounced live suggestions with
 * stale requests aborted, "See all results", and the listbox keys (arrows, Escape, Delete on a recent search).
 */
export default function SearchPopup({ t, id, listId, variant, mode, query, open, inputRef, openMenu, close, onState, handle, closeIcon }: SearchPopupProps) {
  const shop = variant === 'shop';
  const kind: HistoryKind = shop ? 'shop' : 'universal';
  const history = useStore($searchHistory[kind]);
  const key = `${mode}|${query}`;

  const [result, setResult] = useState<Result>({ key: '', status: 'ok', items: [] });
  const [active, setActive] = useState<{ key: string; index: number }>({ key: '', index: -1 });

  useEffect(() => loadSearchHistory(kind), [kind]);

  // Live suggestions while the dropdown is open: debounced, and every newer keystroke aborts the request before it.
  useEffect(() => {
    if (!query || !open) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        let items: Suggestion[];
        if (shop) {
          const res = await searchShopItems({ type: 'shopAd', name: query, page: 1, per_page: SHOP_SUGGESTIONS }, { signal: controller.signal });
          items = buildShopSuggestions(res.items, t('unknownLocation'));
        } else {
          const res = await searchAll({ query, type: mode, page: 1 }, { signal: controller.signal });
          items = buildSuggestions(res.data);
        }
        setResult({ key, status: 'ok', items: items.slice(0, MAX_SUGGESTIONS) });
      } catch {
        if (!controller.signal.aborted) setResult({ key, status: 'error', items: [] });
      }
    }, DEBOUNCE_MS[variant]);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, mode, key, shop, variant, t, open]);

  const status: 'idle' | 'loading' | 'error' | 'ok' = !query ? 'idle' : result.key === key ? result.status : 'loading';
  const suggestions = status === 'ok' ? result.items : [];
  const showHistory = !query && history.length > 0;
  const expanded = open && (showHistory || Boolean(query));

  // Options in the listbox, in order: recent searches, or suggestions followed by "See all results".
  type Option = { id: string; href: string; onChoose: () => void; historyEntry?: string };
  const allHref = fullResultsHref(shop ? 'shop' : mode, query);
  const options: Option[] = showHistory
    ? history.map((entry, i) => ({
        id: `${id}-h${i}`,
        href: fullResultsHref(shop ? 'shop' : mode, entry),
        onChoose: () => rememberSearch(kind, entry),
        historyEntry: entry,
      }))
    : query && status === 'ok'
      ? [
          ...suggestions.map((s, i) => ({ id: `${id}-s${i}`, href: s.href, onChoose: () => rememberSearch(kind, query) })),
          { id: `${id}-all`, href: allHref, onChoose: () => rememberSearch(kind, query) },
        ]
      : [];
  const listKey = showHistory ? `history|${history.join('\u0000')}` : `${key}|${status}|${result.items.length}`;
  const activeIndex = expanded && active.key === listKey && active.index < options.length ? active.index : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const announce = expanded && status === 'ok' && suggestions.length ? t('available', { count: suggestions.length }) : '';

  // Before paint, so the input's aria-expanded and the popup's visibility change together.
  useLayoutEffect(() => onState({ expanded, activeId: activeOption?.id, announce }), [expanded, activeOption?.id, announce, onState]);

  const move = (delta: number) => {
    openMenu();
    if (!options.length) return;
    const next = activeIndex < 0 ? (delta > 0 ? 0 : options.length - 1) : (activeIndex + delta + options.length) % options.length;
    setActive({ key: listKey, index: next });
    document.getElementById(options[next]!.id)?.scrollIntoView({ block: 'nearest' });
  };

  useImperativeHandle(handle, () => ({
    onKeyDown: (e) => {
      switch (e.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          e.preventDefault();
          move(e.key === 'ArrowDown' ? 1 : -1);
          return true;
        case 'Escape':
          if (!expanded) return false;
          e.preventDefault();
          e.stopPropagation();
          setActive({ key: '', index: -1 });
          close();
          return true;
        case 'Delete':
          if (activeOption?.historyEntry === undefined) return false;
          e.preventDefault();
          forgetSearch(kind, activeOption.historyEntry);
          return true;
        default:
          return false;
      }
    },
    chooseActive: () => {
      if (!activeOption) return false;
      document.getElementById(activeOption.id)?.click();
      return true;
    },
    resetActive: () => setActive({ key: '', index: -1 }),
  }));

  let statusText = '';
  if (expanded && query) {
    if (status === 'loading') statusText = t('loading');
    else if (status === 'error') statusText = shop ? t('errorShop') : t('error');
    else if (!suggestions.length) statusText = shop ? t('noResultsShop') : t('noResults');
  }

  return (
    <div className="us-popup" hidden={!expanded}>
      {showHistory && (
        <div className="us-head">
          <span id={`${id}-recent`}>{t('recent')}</span>
          <button
            type="button"
            className="us-link-btn"
            onClick={() => {
              clearSearches(kind);
              inputRef.current?.focus();
            }}
          >
            {t('clearAll')}
          </button>
        </div>
      )}
      {statusText && (
        <p className={`us-status${status === 'error' ? ' us-error' : ''}`} role={status === 'error' ? 'alert' : 'status'}>
          {status === 'loading' && <span className="us-spinner" aria-hidden="true" />}
          {statusText}
        </p>
      )}
      <ul className="us-list" id={listId} role="listbox" aria-label={showHistory ? t('recent') : t('suggestions')}>
        {showHistory &&
          history.map((entry, i) => {
            const option = options[i]!;
            return (
              <li key={entry} className="us-row" role="presentation">
                <a
                  id={option.id}
                  className="us-option"
                  role="option"
                  aria-selected={activeIndex === i}
                  tabIndex={-1}
                  href={option.href}
                  onClick={option.onChoose}
                  onPointerMove={() => activeIndex !== i && setActive({ key: listKey, index: i })}
                >
                  <ClockIcon />
                  <span className="us-option-text">{entry}</span>
                </a>
                <button
                  type="button"
                  className="us-icon-btn us-remove"
                  tabIndex={-1}
                  aria-label={t('remove', { query: entry })}
                  onClick={() => {
                    forgetSearch(kind, entry);
                    inputRef.current?.focus();
                  }}
                >
                  {closeIcon}
                </button>
              </li>
            );
          })}
        {!showHistory &&
          query &&
          status === 'ok' &&
          suggestions.map((s, i) => (
            <li key={s.id} className="us-row" role="presentation">
              <a
                id={options[i]!.id}
                className="us-option"
                role="option"
                aria-selected={activeIndex === i}
                tabIndex={-1}
                href={s.href}
                onClick={options[i]!.onChoose}
                onPointerMove={() => activeIndex !== i && setActive({ key: listKey, index: i })}
              >
                <SuggestionIcon suggestion={s} />
                <span className="us-option-text">
                  <span className="us-option-label">
                    <Highlight text={s.label} query={query} />
                  </span>
                  {s.detail && <span className="us-option-detail">{s.detail}</span>}
                </span>
                {!shop && <span className="us-kind">{t(`kind.${s.kind}`)}</span>}
              </a>
            </li>
          ))}
        {!showHistory && query && status === 'ok' && (
          <li className="us-row us-all-row" role="presentation">
            <a
              id={`${id}-all`}
              className="us-option us-all"
              role="option"
              aria-selected={activeIndex === suggestions.length}
              tabIndex={-1}
              href={allHref}
              onClick={() => rememberSearch(kind, query)}
              onPointerMove={() => activeIndex !== suggestions.length && setActive({ key: listKey, index: suggestions.length })}
            >
              {shop ? t('viewAll') : t('seeAll')}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}

/** The matched part of a suggestion in bold (first occurrence, any letter case). */
function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  const at = query ? text.toLocaleLowerCase().indexOf(query.toLocaleLowerCase()) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  );
}

function SuggestionIcon({ suggestion }: { suggestion: Suggestion }) {
  if (suggestion.kind === 'user') {
    return suggestion.avatar ? (
      <img className="us-avatar" src={suggestion.avatar} alt="" width={28} height={28} loading="lazy" decoding="async" />
    ) : (
      <span className="us-avatar us-avatar-empty" aria-hidden="true">
        {suggestion.label.slice(0, 1).toLocaleUpperCase()}
      </span>
    );
  }
  const paths: Record<Suggestion['kind'], string> = {
    ad: 'M3 7l9-4 9 4-9 4-9-4zm0 5l9 4 9-4M3 17l9 4 9-4',
    product: 'M6 7h12l-1 13H7L6 7zm3 0a3 3 0 016 0',
    place: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
    tag: 'M3 12V4h8l10 10-8 8L3 12zm5-4.5a1 1 0 100 2 1 1 0 000-2z',
    user: '',
  };
  return (
    <svg className="us-glyph" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d={paths[suggestion.kind]} />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg className="us-glyph" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}
