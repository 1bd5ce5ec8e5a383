import { useEffect, useRef, useState } from 'react';
import type { HotelPin } from './hotels-map.ts';

type Props = { pins: HotelPin[]; title: string; labels: { loading: string; failed: string; open: string } };

/**
 * The map of the hotels on the page. The island hydrates client:visible and Leaflet is imported only once its box is
 * (nearly) in view, like the ad details map.
 */
export default function HotelsMap({ pins, title, labels }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'ready' | 'failed'>('idle');

  useEffect(() => {
    const el = box.current;
    if (!el || !pins.length) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        import('./hotels-map.ts')
          .then(({ showHotelsMap }) => {
            if (cancelled) return;
            cleanup = showHotelsMap(el, pins, labels.open);
            setState('ready');
          })
          .catch(() => !cancelled && setState('failed'));
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => {
      cancelled = true;
      io.disconnect();
      cleanup?.();
    };
  }, [pins, labels.open]);

  return (
    <div className="hm-wrap">
      <div className="hm-map" ref={box} role="region" aria-label={title} />
      {state !== 'ready' && (
        <p className="hm-status" role="status">
          {state === 'failed' ? labels.failed : labels.loading}
        </p>
      )}
    </div>
  );
}
