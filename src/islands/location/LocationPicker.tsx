import type { Translate } from '../../i18n/translator.ts';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { autocompletePlaces, PLACE_QUERY_MIN, type PlacePrediction } from '../../lib/api/places.ts';
import { DEFAULT_ZOOM, formatLatLng, milesToMeters } from '../../lib/geo.ts';
import { failureKey, locate, placeName } from './geolocate.ts';
import type { MapController } from './leaflet-map.ts';

export type PickedPlace = { label: string; lat: number; lng: number };

type Props = {
  t: Translate;
  value: PickedPlace;
  radiusMiles: number;
  onChange: (place: PickedPlace) => void;
  /** The manual entry 'Please enter your city or location:', shown when geolocation fails (here or on Apply). */
  manualOpen: boolean;
  onManualOpenChange: (open: boolean) => void;
};

const DEBOUNCE_MS = 250;

type Located = PlacePrediction & { lat: number; lng: number };
type Predictions = { key: string; status: 'ok' | 'error'; items: Located[] };
const located = (p: PlacePrediction): p is Located => p.lat !== null && p.lng !== null;

/**
 * Location picker (spec 000 §2.7): a place search with suggestions, "Use current location", and a Leaflet map with a
 * draggable marker. When geolocation is unavailable it offers the manual entry 'Please enter your city or location:'.
 */
export function LocationPicker({ t, value, radiusMiles, onChange, manualOpen, onManualOpenChange: setManualOpen }: Props) {
  const id = useId();
  const listId = `${id}-places`;

  // ---- Place search (combobox) ----
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [predictions, setPredictions] = useState<Predictions>({ key: '', status: 'ok', items: [] });
  const [active, setActive] = useState<{ key: string; index: number }>({ key: '', index: -1 });
  const query = text.trim();
  const searchable = [...query].length >= PLACE_QUERY_MIN;

  useEffect(() => {
    if (!searchable) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await autocompletePlaces(query, { limit: 5, signal: controller.signal });
        setPredictions({ key: query, status: 'ok', items: res.data.predictions.filter(located) });
      } catch {
        if (!controller.signal.aborted) setPredictions({ key: query, status: 'error', items: [] });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchable]);

  const placesStatus = !searchable ? 'idle' : predictions.key === query ? predictions.status : 'loading';
  const items = placesStatus === 'ok' ? predictions.items : [];
  const expanded = listOpen && searchable;
  const activeIndex = expanded && active.key === query && active.index < items.length ? active.index : -1;

  // ---- Map ----
  const mapEl = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapController | null>(null);
  const [mapStatus, setMapStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const pickSeq = useRef(0);
  const latest = useRef({ value, radiusMiles, onChange, title: t('marker') });
  useEffect(() => {
    latest.current = { value, radiusMiles, onChange, title: t('marker') };
  });

  /** A point from the map or the device: shown at once with its coordinates, then named by reverse geocoding. */
  const pickPoint = (lat: number, lng: number, centre: boolean) => {
    const seq = ++pickSeq.current;
    mapRef.current?.setPoint(lat, lng, centre);
    latest.current.onChange({ label: formatLatLng(lat, lng), lat, lng });
    void placeName(lat, lng).then((label) => {
      if (seq === pickSeq.current) latest.current.onChange({ label, lat, lng });
    });
  };
  const pickRef = useRef(pickPoint);
  useEffect(() => {
    pickRef.current = pickPoint;
  });

  useEffect(() => {
    let cancelled = false;
    let controller: MapController | null = null;
    import('./leaflet-map.ts')
      .then(({ createMap }) => {
        if (cancelled || !mapEl.current) return;
        const { value: start, radiusMiles: radius, title } = latest.current;
        controller = createMap(mapEl.current, {
          lat: start.lat,
          lng: start.lng,
          zoom: DEFAULT_ZOOM,
          radiusMeters: milesToMeters(radius),
          markerTitle: title,
          onPick: (lat, lng) => pickRef.current(lat, lng, false),
        });
        mapRef.current = controller;
        setMapStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setMapStatus('error');
      });
    return () => {
      cancelled = true;
      controller?.destroy();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    mapRef.current?.setRadius(milesToMeters(radiusMiles));
  }, [radiusMiles]);

  // A point chosen outside the picker (Apply falling back to the device position) moves the marker too.
  useEffect(() => {
    mapRef.current?.setPoint(value.lat, value.lng, false);
  }, [value.lat, value.lng]);

  const choose = (p: Located) => {
    pickSeq.current++;
    setText(p.description);
    setListOpen(false);
    mapRef.current?.setPoint(p.lat, p.lng, true);
    onChange({ label: p.name, lat: p.lat, lng: p.lng });
  };

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setListOpen(true);
      if (!items.length) return;
      const delta = e.key === 'ArrowDown' ? 1 : -1;
      const next = activeIndex < 0 ? (delta > 0 ? 0 : items.length - 1) : (activeIndex + delta + items.length) % items.length;
      setActive({ key: query, index: next });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const pick = items[activeIndex] ?? (items.length === 1 ? items[0] : undefined);
      if (pick) choose(pick);
    } else if (e.key === 'Escape' && expanded) {
      // Closes the list only, not the modal.
      e.preventDefault();
      e.stopPropagation();
      setListOpen(false);
    }
  };

  // ---- Current location and manual entry ----
  const [geo, setGeo] = useState<{ status: 'idle' | 'locating' | 'error'; message?: string }>({ status: 'idle' });
  const [manualText, setManualText] = useState('');
  const [manualState, setManualState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const manualRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (manualOpen) manualRef.current?.focus();
  }, [manualOpen]);

  const locateMe = () => {
    setGeo({ status: 'locating' });
    locate().then(
      (pos) => {
        setGeo({ status: 'idle' });
        setManualOpen(false);
        pickPoint(pos.lat, pos.lng, true);
      },
      (err: unknown) => {
        setGeo({ status: 'error', message: t(failureKey(err)) });
        setManualOpen(true);
      },
    );
  };

  const submitManual = async (e: FormEvent) => {
    e.preventDefault();
    const entry = manualText.trim();
    if (!entry) return; // blank input is ignored
    setManualState({ busy: true });
    try {
      const res = entry.length >= PLACE_QUERY_MIN ? await autocompletePlaces(entry, { limit: 1 }) : null;
      const hit = res?.data.predictions.find(located);
      if (!hit) {
        setManualState({ busy: false, error: t('manualNotFound') });
        return;
      }
      setManualState({ busy: false });
      setManualOpen(false);
      setManualText('');
      setGeo({ status: 'idle' });
      choose(hit);
    } catch {
      setManualState({ busy: false, error: t('placesError') });
    }
  };

  let placesMessage = '';
  if (expanded && placesStatus === 'loading') placesMessage = t('searching');
  else if (expanded && placesStatus === 'error') placesMessage = t('placesError');
  else if (expanded && placesStatus === 'ok' && !items.length) placesMessage = t('noPlaces');

  return (
    <div className="lp">
      <div className="lp-search">
        <label className="lp-label" htmlFor={`${id}-q`}>
          {t('searchLabel')}
        </label>
        <div className="lp-search-row">
          <div className="lp-combo">
            <input
              id={`${id}-q`}
              className="lp-input"
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded && items.length > 0}
              aria-controls={listId}
              aria-activedescendant={activeIndex >= 0 ? `${id}-p${activeIndex}` : undefined}
              autoComplete="off"
              placeholder={t('searchPlaceholder')}
              value={text}
              maxLength={100}
              onChange={(e) => {
                setText(e.target.value);
                setListOpen(true);
              }}
              onFocus={() => setListOpen(true)}
              onBlur={() => setListOpen(false)}
              onKeyDown={onSearchKey}
            />
            <ul className="lp-list" id={listId} role="listbox" aria-label={t('searchLabel')} hidden={!expanded || !items.length}>
              {items.map((p, i) => (
                <li
                  key={`${p.type ?? 'city'}-${p.id}`}
                  id={`${id}-p${i}`}
                  className="lp-option"
                  role="option"
                  aria-selected={i === activeIndex}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => choose(p)}
                >
                  <span className="lp-option-name">{p.name}</span>
                  <span className="lp-option-detail">{p.description}</span>
                </li>
              ))}
            </ul>
            {placesMessage && (
              <p className="lp-hint" role="status">
                {placesMessage}
              </p>
            )}
          </div>
          <button type="button" className="btn lp-current" onClick={locateMe} disabled={geo.status === 'locating'} aria-busy={geo.status === 'locating'}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <circle cx="12" cy="12" r="7" />
              <circle cx="12" cy="12" r="2.5" fill="currentColor" />
              <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
            </svg>
            {geo.status === 'locating' ? t('locating') : t('useCurrent')}
          </button>
        </div>
        {geo.status === 'error' && (
          <p className="lp-error" role="alert">
            {geo.message}
          </p>
        )}
      </div>

      {manualOpen && (
        <form className="lp-manual" onSubmit={submitManual}>
          <label className="lp-label" htmlFor={`${id}-manual`}>
            {t('manualPrompt')}
          </label>
          <div className="lp-search-row">
            <input
              ref={manualRef}
              id={`${id}-manual`}
              className="lp-input"
              type="text"
              autoComplete="address-level2"
              value={manualText}
              maxLength={100}
              aria-invalid={manualState.error ? true : undefined}
              aria-describedby={manualState.error ? `${id}-manual-error` : undefined}
              onChange={(e) => {
                setManualText(e.target.value);
                setManualState({ busy: false });
              }}
            />
            <button type="submit" className="btn" disabled={manualState.busy}>
              {t('manualSubmit')}
            </button>
          </div>
          {manualState.error && (
            <p className="lp-error" id={`${id}-manual-error`} role="alert">
              {manualState.error}
            </p>
          )}
        </form>
      )}

      <div className="lp-map-wrap">
        <div ref={mapEl} className="lp-map" role="region" aria-label={t('map')} />
        {mapStatus !== 'ready' && (
          <p className={`lp-map-status${mapStatus === 'error' ? ' lp-error' : ''}`} role="status">
            {mapStatus === 'loading' ? t('mapLoading') : t('mapError')}
          </p>
        )}
      </div>

      <div className="lp-selected">
        <p className="lp-selected-text" aria-live="polite">
          {value.label && <strong>{t('selected', { label: value.label })}</strong>}
          <span>{t('coordinates', { coordinates: formatLatLng(value.lat, value.lng) })}</span>
        </p>
        {mapStatus === 'ready' && (
          <button
            type="button"
            className="btn lp-centre"
            onClick={() => {
              const c = mapRef.current?.centre();
              if (c) pickPoint(c.lat, c.lng, false);
            }}
          >
            {t('pinCentre')}
          </button>
        )}
      </div>
    </div>
  );
}
