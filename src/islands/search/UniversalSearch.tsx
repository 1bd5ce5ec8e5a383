import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { fullResultsHref, searchAds, searchAll, SEARCH_MODES, type SearchMode } from '../../lib/api/search.ts';
import type { HistoryKind } from '../../lib/search-history.ts';
import { $searchHistory, clearSearches, forgetSearch, loadSearchHistory, rememberSearch } from '../../stores/search-history.ts';
import { $openMenu, closeMenus } from '../../stores/ui.ts';
import { buildShopSuggestions, buildSuggestions, MAX_SUGGESTIONS, type Suggestion } from './suggestions.ts';
import './search.css';

export type UniversalSearchProps = { i18n: I18nProps; variant: 'main' | 'shop' };

/** The name this dropdown holds in the shared $openMenu store (one dropdown open at a time). */
const MENU = 'search';
const DEBOUNCE_MS = { main: 250, shop: 500 } as const;

type Result = { key: string; status: 'ok' | 'error'; items: Suggestion[] };

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
 * products only, with its own history and texts.
 */
export function UniversalSearch({ i18n, variant }: UniversalSearchProps) {
  const t = useT(i18n, 'search');
  const shop = variant === 'shop';
  const kind: HistoryKind = shop ? 'shop' : 'universal';
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const history = useStore($searchHistory[kind]);
  const open = useStore($openMenu) === MENU;

  // The first render matches the server's (empty); the URL's query shows up right after hydration.
  const fromUrl = useSyncExternalStore(noSubscribe, () => JSON.stringify(urlSearch(variant)), serverUrlSearch);
  const initial = fromUrl ? (JSON.parse(fromUrl) as { text: string; mode: SearchMode }) : { text: '', mode: 'all' as SearchMode };
  const [typed, setTyped] = useState<string | null>(null);
  const [chosenMode, setChosenMode] = useState<SearchMode | null>(null);
  const text = typed ?? initial.text;
  const mode = shop ? 'all' : (chosenMode ?? initial.mode);
  const query = text.trim();
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
          const res = await searchAds({ type: 'shopAd', name: query, page: 1 }, { signal: controller.signal });
          items = buildShopSuggestions(res.data, t('unknownLocation'));
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

  const openMenu = useCallback(() => $openMenu.set(MENU), []);
  const close = useCallback(() => {
    if ($openMenu.get() === MENU) closeMenus();
  }, []);

  // A press outside closes the dropdown.
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, close]);

  const go = (href: string) => window.location.assign(href);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (activeOption) {
      document.getElementById(activeOption.id)?.click();
      return;
    }
    if (!query) {
      inputRef.current?.focus();
      return;
    }
    rememberSearch(kind, query);
    close();
    go(allHref);
  };

  const move = (delta: number) => {
    openMenu();
    if (!options.length) return;
    const next = activeIndex < 0 ? (delta > 0 ? 0 : options.length - 1) : (activeIndex + delta + options.length) % options.length;
    setActive({ key: listKey, index: next });
    document.getElementById(options[next]!.id)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(-1);
        break;
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          e.stopPropagation();
          setActive({ key: '', index: -1 });
          close();
        } else if (text) {
          e.preventDefault();
          setTyped('');
        }
        break;
      case 'Delete':
        if (activeOption?.historyEntry !== undefined) {
          e.preventDefault();
          forgetSearch(kind, activeOption.historyEntry);
        }
        break;
      default:
    }
  };

  const onBlur = (e: FocusEvent) => {
    const next = e.relatedTarget;
    if (next instanceof Node && rootRef.current && !rootRef.current.contains(next)) close();
  };

  const placeholder = shop ? t('placeholderShop') : t('placeholder');
  const label = shop ? t('labelShop') : t('label');

  let statusText = '';
  if (expanded && query) {
    if (status === 'loading') statusText = t('loading');
    else if (status === 'error') statusText = shop ? t('errorShop') : t('error');
    else if (!suggestions.length) statusText = shop ? t('noResultsShop') : t('noResults');
  }
  const announce = expanded && status === 'ok' && suggestions.length ? t('available', { count: suggestions.length }) : '';

  return (
    <div className={`us us-${variant}`} ref={rootRef} onBlur={onBlur}>
      <form className="us-form" role="search" aria-label={label} onSubmit={submit}>
        {!shop && (
          <select
            className="us-mode"
            aria-label={t('mode.label')}
            value={mode}
            onChange={(e) => {
              setChosenMode(e.target.value as SearchMode);
              setActive({ key: '', index: -1 });
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
            aria-controls={listId}
            aria-activedescendant={activeOption?.id}
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
                    <CloseIcon />
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

function ClockIcon() {
  return (
    <svg className="us-glyph" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}
