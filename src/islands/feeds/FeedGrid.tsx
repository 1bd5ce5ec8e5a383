import { useEffect, useState } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import type { Feed, FeedsPage } from '../../lib/feed-lists.ts';
import { FeedCard } from './FeedCard.tsx';
import './feeds.css';

type Props = {
  t: Translate;
  /** Loads the feeds to show (called again on Retry). */
  load: (signal: AbortSignal) => Promise<FeedsPage>;
  href: (feed: Feed) => string;
  /** The texts of the empty list and of a failed load, in the caller's words. */
  empty: string;
  failed: string;
  /** Shown under the grid once loaded (the home board's 'View More Feeds'). */
  footer?: (page: FeedsPage) => React.ReactNode;
  /** Cards shown at most (the home board loads one more to know where 'View More Feeds' starts). */
  limit?: number;
};

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; page: FeedsPage };

/** A grid of feed cards with its loading, empty and error states (the home board's Feeds tab, the seller profile). */
export function FeedGrid({ t, load, href, empty, failed, footer, limit }: Props) {
  const [attempt, setAttempt] = useState(0);
  // The answer of the latest attempt; an older one reads as loading.
  const [loaded, setLoaded] = useState<{ attempt: number; state: State } | null>(null);
  const state: State = loaded?.attempt === attempt ? loaded.state : { status: 'loading' };
  useEffect(() => {
    const ctrl = new AbortController();
    load(ctrl.signal).then(
      (page) => setLoaded({ attempt, state: { status: 'ready', page } }),
      () => !ctrl.signal.aborted && setLoaded({ attempt, state: { status: 'error' } }),
    );
    return () => ctrl.abort();
    // `load` is rebuilt on each render of the caller; a new attempt or a remount loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    <div aria-busy={state.status === 'loading'}>
      {state.status === 'loading' && (
        <p className="fg-note" role="status">
          {t('grid.loading')}
        </p>
      )}
      {state.status === 'error' && (
        <div className="fg-note" role="alert">
          <p>{failed}</p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('shorts.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.page.feeds.length === 0 && <p className="fg-note">{empty}</p>}
      {state.status === 'ready' && state.page.feeds.length > 0 && (
        <>
          <ul className="fg-grid">
            {state.page.feeds.slice(0, limit).map((feed) => (
              <FeedCard key={feed.id} feed={feed} t={t} href={href(feed)} />
            ))}
          </ul>
          {footer?.(state.page)}
        </>
      )}
    </div>
  );
}
