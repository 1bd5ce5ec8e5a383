import { useSyncExternalStore } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { feedsPage } from '../../lib/feed-lists.ts';
import { homeFeedsPageSize, shortsHref } from '../../lib/feeds.ts';
import { FeedGrid } from './FeedGrid.tsx';

const onResize = (change: () => void) => {
  addEventListener('resize', change);
  return () => removeEventListener('resize', change);
};

/**
 * The home board's Feeds tab (spec 001 'Home board', §9): the newest feeds, 6, 8 or 12 by screen width, each opening
 * Shorts at it; 'View More Feeds' with the number beyond the page opens Shorts at the first feed not shown. The width
 * is the browser's, so the server renders the loading state.
 */
export default function HomeFeeds({ i18n, empty }: { i18n: I18nProps; empty: string }) {
  const t = useT(i18n, 'feeds');
  const size = useSyncExternalStore(onResize, () => homeFeedsPageSize(innerWidth), () => null);
  if (size === null)
    return (
      <p className="fg-note" role="status">
        {t('grid.loading')}
      </p>
    );
  return (
    <FeedGrid
      key={size}
      t={t}
      // One more than shown, to know where 'View More Feeds' starts.
      load={(signal) => feedsPage({ kind: 'all' }, 1, null, { signal }, size + 1)}
      href={(feed) => shortsHref(feed.id, undefined, true)}
      empty={empty}
      failed={t('grid.loadFailed')}
      limit={size}
      footer={(page) => {
        const next = page.feeds[size];
        return next ? (
          <p className="fg-more">
            <a className="btn btn-primary" href={shortsHref(next.id, undefined, true)}>
              {t('grid.viewMore', { count: page.total - size })}
            </a>
          </p>
        ) : null;
      }}
    />
  );
}
