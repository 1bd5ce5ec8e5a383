import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { feedsPage } from '../../lib/feed-lists.ts';
import { shortsHref } from '../../lib/feeds.ts';
import { FeedGrid } from './FeedGrid.tsx';

/** The seller profile's Feeds tab (spec 001 'Seller profile', §8): the member's feeds, each opening Shorts over them. */
export default function SellerFeeds({ i18n, sellerId, empty, failed }: { i18n: I18nProps; sellerId: number; empty: string; failed: string }) {
  const t = useT(i18n, 'feeds');
  const context = { kind: 'user', userId: sellerId } as const;
  return <FeedGrid t={t} load={(signal) => feedsPage(context, 1, null, { signal })} href={(feed) => shortsHref(feed.id, context)} empty={empty} failed={failed} />;
}
