import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { HOTEL_RADIUS_DEFAULT_MILES } from '../../../common/hotels.ts';
import { $location, loadLocation } from '../../stores/location.ts';
import { locate } from '../location/geolocate.ts';

type Props = {
  /** The /hotels URL of the current filters without a point; the point is added to it. */
  base: string;
  labels: { near: string; nearMe: string; locating: string; failed: string };
};

/** Where a point's hotels are listed: the current filters, that point, nearest first. */
function nearbyHref(base: string, lat: number, lng: number, radius: number, place: string): string {
  const url = new URL(base, 'http://x');
  for (const key of ['lat', 'lng', 'radius', 'place', 'page', 'sort', 'city']) url.searchParams.delete(key);
  url.searchParams.set('lat', lat.toFixed(5));
  url.searchParams.set('lng', lng.toFixed(5));
  url.searchParams.set('radius', String(radius));
  if (place) url.searchParams.set('place', place);
  url.searchParams.set('sort', 'distance');
  return `${url.pathname}${url.search}`;
}

/**
 * Nearby search on the hotels list: hotels around the location the visitor chose with the location chip (spec 000
 * §2.7, same store and radius), or around the browser's position.
 */
export default function NearbyHotels({ base, labels }: Props) {
  const location = useStore($location);
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  useEffect(() => loadLocation(), []);
  const radius = location.radius > 0 ? location.radius : HOTEL_RADIUS_DEFAULT_MILES;

  const nearMe = () => {
    setState('locating');
    locate()
      .then(({ lat, lng }) => window.location.assign(nearbyHref(base, lat, lng, radius, '')))
      .catch(() => setState('failed'));
  };

  return (
    <div className="hn">
      {location.label && (
        <a className="btn hn-btn" href={nearbyHref(base, location.lat, location.lng, radius, location.label)}>
          {labels.near.replace('{{place}}', location.label)}
        </a>
      )}
      <button type="button" className="btn hn-btn" onClick={nearMe} disabled={state === 'locating'}>
        {state === 'locating' ? labels.locating : labels.nearMe}
      </button>
      {state === 'failed' && (
        <p className="hn-failed" role="alert">
          {labels.failed}
        </p>
      )}
    </div>
  );
}
