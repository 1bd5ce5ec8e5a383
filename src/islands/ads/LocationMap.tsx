import { useEffect, useRef, useState } from 'react';
import './location-map.css';

type Props = { lat: number; lng: number; title: string; labels: { loading: string; failed: string } };

/**
 * The location map of the ad details page. The island hydrates client:visible and Leaflet is imported only once its
 * box is (nearly) in view, so neither costs the page's initial JavaScript.
 */
export default function LocationMap({ lat, lng, title, labels }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'ready' | 'failed'>('idle');

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      import('./ad-map.ts')
        .then(({ showAdMap }) => {
          if (cancelled) return;
          cleanup = showAdMap(el, lat, lng, title);
          setState('ready');
        })
        .catch(() => !cancelled && setState('failed'));
    };
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => {
      cancelled = true;
      io.disconnect();
      cleanup?.();
    };
  }, [lat, lng, title]);

  return (
    <div className="ad-map-wrap">
      <div className="ad-map" ref={box} role="region" aria-label={title} />
      {state !== 'ready' && (
        <p className="ad-map-status" role="status">
          {state === 'failed' ? labels.failed : labels.loading}
        </p>
      )}
    </div>
  );
}
