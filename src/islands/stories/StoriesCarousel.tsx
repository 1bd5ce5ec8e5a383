import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { activeStories, type StoryGroup } from '../../lib/api/stories.ts';
import { SLIDES_PER_VIEW, slidesPerView } from '../../lib/stories.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { useOnSignIn, useSession } from '../../stores/use-session.ts';
import { Avatar } from './Avatar.tsx';
import './stories.css';

// The viewer and the upload modal load when first opened: the home board ships only the rings.
const StoryViewer = lazy(() => import('./StoryViewer.tsx'));
const StoryUpload = lazy(() => import('./StoryUpload.tsx'));

const onResize = (change: () => void) => {
  addEventListener('resize', change);
  return () => removeEventListener('resize', change);
};

/**
 * The stories carousel of the home board (spec 001 'Home board'), for signed-in members only: 'Add story' first, then
 * one ring per member with active stories (the caller's own group first, as the server orders them), orange while a
 * story of the group is unviewed, grey once all are. Slides per view follow the browser's width by the spec's table
 * (SLIDES_PER_VIEW in lib/stories.ts, handed to stories.css as --spv); the row scrolls sideways, by swipe or the arrow
 * buttons.
 */
export default function StoriesCarousel({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'stories');
  const session = useSession();
  const me = session.user;
  const [groups, setGroups] = useState<StoryGroup[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [reload, setReload] = useState(0);
  const [notice, setNotice] = useState('');
  const rowRef = useRef<HTMLUListElement>(null);
  // The server renders nothing here (no session there), so its value only has to be a valid one: the narrowest.
  const perView = useSyncExternalStore(onResize, () => slidesPerView(innerWidth), () => SLIDES_PER_VIEW[0]![1]);

  useEffect(() => {
    if (!me) return;
    let live = true;
    activeStories().then(
      (res) => live && (setGroups(res.data), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [me, reload]);
  useOnSignIn(() => setReload((n) => n + 1));

  // The arrows say whether there is more to either side: disabled at the start, at the end, or when all rings fit.
  const [edges, setEdges] = useState({ start: true, end: true });
  const measureEdges = useCallback(() => {
    const row = rowRef.current;
    if (row) setEdges({ start: row.scrollLeft <= 1, end: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1 });
  }, []);
  useEffect(measureEdges, [groups, perView, me, session.restored, measureEdges]);

  const onViewed = useCallback((storyId: number, totalViews: number) => {
    setGroups((gs) => gs?.map((g) => ({ ...g, story_lists: g.story_lists.map((s) => (s.id === storyId ? { ...s, isViewed: true, totalViews } : s)) })) ?? gs);
  }, []);
  const onChanged = useCallback((message: string) => {
    setNotice(message);
    setReload((n) => n + 1);
  }, []);

  if (!session.restored || !me) return null;

  const scroll = (dir: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: dir * row.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <section className="sc card" aria-labelledby="sc-title" style={{ '--spv': perView } as CSSProperties}>
      <h2 id="sc-title" className="visually-hidden">
        {t('title')}
      </h2>
      <div className="sc-frame">
        <button type="button" className="sc-arrow sc-arrow-prev" onClick={() => scroll(-1)} disabled={edges.start} aria-label={t('carousel.previous')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" /></svg>
        </button>
        <ul className="sc-row" ref={rowRef} onScroll={measureEdges}>
          <li className="sc-slide">
            <button type="button" className="sc-ring sc-add" onClick={() => setUploading(true)}>
              <span className="sc-circle">
                <Avatar name={me.name ?? ''} src={me.avatar ?? null} size={56} />
                <span className="sc-plus" aria-hidden="true">+</span>
              </span>
              <span className="sc-name">{t('add')}</span>
            </button>
          </li>
          {(groups ?? []).map((g, i) => {
            const unviewed = g.story_lists.some((s) => !s.isViewed);
            const label = g.userId === me.id ? t('carousel.yours') : g.name;
            return (
              <li className="sc-slide" key={g.userId}>
                <button
                  type="button"
                  className={`sc-ring ${unviewed ? 'is-unviewed' : 'is-viewed'}`}
                  onClick={() => setOpen(i)}
                  aria-label={t(unviewed ? 'carousel.openUnviewed' : 'carousel.open', { name: label, count: g.story_lists.length })}
                >
                  <span className="sc-circle">
                    <Avatar name={g.name} src={g.avatar} size={56} />
                  </span>
                  <span className="sc-name" aria-hidden="true">
                    {label}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className="sc-arrow sc-arrow-next" onClick={() => scroll(1)} disabled={edges.end} aria-label={t('carousel.next')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" /></svg>
        </button>
      </div>
      {failed && (
        <p className="sc-note" role="status">
          {t('errors.fetch')}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      <Suspense fallback={null}>
        {open !== null && groups && (
          <StoryViewer t={t} groups={groups} startGroup={open} meId={me.id} onClose={() => setOpen(null)} onViewed={onViewed} onChanged={onChanged} />
        )}
        {uploading && <StoryUpload t={t} open onClose={() => setUploading(false)} onUploaded={() => setReload((n) => n + 1)} />}
      </Suspense>
    </section>
  );
}
