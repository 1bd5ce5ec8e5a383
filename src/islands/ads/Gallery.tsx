import { useEffect, useRef, useState } from 'react';
import './gallery.css';

export type GalleryImage = { src: string; thumb: string; full: string };

type Props = {
  images: GalleryImage[];
  alt: string;
  labels: { gallery: string; photo: string; previous: string; next: string };
};

const photoLabel = (template: string, n: number, total: number) => template.replace('{{n}}', String(n)).replace('{{total}}', String(total));

/**
 * The ad's photos (issue 4 'Ad details'): a CSS scroll-snap strip with thumbnails, previous/next buttons and the
 * arrow keys. Swiper would add about 40 KB gzip to a page whose budget is 90 KB, so the browser's own scrolling
 * does the swiping. The first photo is a plain eager <img> with fetchpriority="high" in the server HTML (the LCP
 * element); the others load lazily. Without JavaScript the strip still scrolls and snaps.
 */
export default function Gallery({ images, alt, labels }: Props) {
  const strip = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const total = images.length;

  useEffect(() => {
    const el = strip.current;
    if (!el || total < 2) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setIndex(Math.max(0, Math.min(total - 1, Math.round(el.scrollLeft / Math.max(1, el.clientWidth))))));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [total]);

  const goTo = (i: number) => {
    const el = strip.current;
    if (!el) return;
    const next = (i + total) % total;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: next * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    setIndex(next);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (total < 2) return;
    if (e.key === 'ArrowRight') goTo(index + 1);
    else if (e.key === 'ArrowLeft') goTo(index - 1);
    else if (e.key === 'Home') goTo(0);
    else if (e.key === 'End') goTo(total - 1);
    else return;
    e.preventDefault();
  };

  return (
    <section className="gal" aria-roledescription="carousel" aria-label={labels.gallery}>
      <div className="gal-stage">
        <ul className="gal-strip" ref={strip} tabIndex={0} onKeyDown={onKeyDown} aria-label={labels.gallery}>
          {images.map((img, i) => (
            <li key={img.src + i} className="gal-slide" aria-roledescription="slide" aria-label={photoLabel(labels.photo, i + 1, total)}>
              <a href={img.full} target="_blank" rel="noopener" tabIndex={-1}>
                <img
                  src={img.src}
                  alt={i === 0 ? alt : `${alt} – ${photoLabel(labels.photo, i + 1, total)}`}
                  width={800}
                  height={600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding={i === 0 ? 'sync' : 'async'}
                />
              </a>
            </li>
          ))}
        </ul>
        {total > 1 && (
          <>
            <button type="button" className="gal-nav gal-prev" aria-label={labels.previous} onClick={() => goTo(index - 1)}>
              ‹
            </button>
            <button type="button" className="gal-nav gal-next" aria-label={labels.next} onClick={() => goTo(index + 1)}>
              ›
            </button>
            <p className="gal-count" aria-live="polite">
              {index + 1} / {total}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="gal-thumbs">
          {images.map((img, i) => (
            <li key={img.thumb + i}>
              <button type="button" aria-label={photoLabel(labels.photo, i + 1, total)} aria-current={i === index || undefined} onClick={() => goTo(i)}>
                <img src={img.thumb} alt="" width={72} height={54} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
