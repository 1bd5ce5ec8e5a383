import type { Translate } from '../../i18n/translator.ts';
import type { Feed } from '../../lib/api/feeds.ts';
import { feedPicture, isVideo } from '../../lib/feeds.ts';
import { compactCount } from '../../lib/compact-count.ts';
import { HeartIcon } from './shared.tsx';
import './feeds.css';

/**
 * A feed in a grid (the home board's Feeds tab, the seller profile, My Feeds): its picture, a video mark, the
 * author and the heart count. `href` opens it (Shorts or the feed viewer); `select` replaces the link with a
 * checkbox in My Feeds' edit mode.
 */
type Select = { checked: boolean; onToggle: () => void };

export function FeedCard({ feed, t, href, select }: { feed: Feed; t: Translate; href: string; select?: Select }) {
  const picture = feedPicture(feed);
  const first = feed.attachments[0];
  const name = feed.user?.name ?? '';
  const body = (
    <>
      <span className="fg-media">
        {picture ? <img src={picture} alt="" loading="lazy" decoding="async" width={270} height={480} /> : <span className="fg-none">{t('shorts.noMedia')}</span>}
        {first && isVideo(first) && (
          <span className="fg-badge">
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
            {t('grid.videoBadge')}
          </span>
        )}
        <span className="fg-likes">
          <HeartIcon on={feed.is_favorite === 1} size={14} />
          <span aria-hidden="true">{compactCount(feed.total_like)}</span>
          <span className="visually-hidden">{t('feed.likes', { count: feed.total_like })}</span>
        </span>
      </span>
      <span className="fg-caption">{feed.comment || name}</span>
    </>
  );
  return (
    <li className={`fg-card${select?.checked ? ' is-selected' : ''}`}>
      {select ? (
        <label className="fg-select">
          <input type="checkbox" checked={select.checked} onChange={select.onToggle} aria-label={t('mine.select', { name: feed.comment || t('mine.untitled') })} />
          {body}
        </label>
      ) : (
        <a href={href}>
          {body}
        </a>
      )}
    </li>
  );
}
