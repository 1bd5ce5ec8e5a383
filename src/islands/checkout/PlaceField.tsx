import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { autocompletePlaces, PLACE_QUERY_MIN, type PlacePrediction } from '../../lib/api/places.ts';
import { failureKey, locate, placeName } from '../location/geolocate.ts';

export type Place = { label: string; lat: number | null; lng: number | null };

type Located = PlacePrediction & { lat: number; lng: number };
const located = (p: PlacePrediction): p is Located => p.lat !== null && p.lng !== null;
const DEBOUNCE_MS = 250;

/**
 * The checkout's location picker without a map (spec 002 §2.8): the place search and "Use current location" of the
 * location picker (src/islands/location), with its texts, giving a named point.
 */
export function PlaceField({ t, label, value, onChange, describedBy }: { t: Translate; label: string; value: Place; onChange: (p: Place) => void; describedBy?: string }) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<{ key: string; status: 'ok' | 'error'; items: Located[] }>({ key: '', status: 'ok', items: [] });
  const [active, setActive] = useState(-1);
  const [geo, setGeo] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const query = text.trim();
  const searchable = [...query].length >= PLACE_QUERY_MIN;

  useEffect(() => {
    if (!searchable) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      autocompletePlaces(query, { limit: 5, signal: controller.signal }).then(
        (res) => setResults({ key: query, status: 'ok', items: res.data.predictions.filter(located) }),
        () => {
          if (!controller.signal.aborted) setResults({ key: query, status: 'error', items: [] });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchable]);

  const status = !searchable ? 'idle' : results.key === query ? results.status : 'loading';
  const items = status === 'ok' ? results.items : [];
  const expanded = open && searchable;
  const activeIndex = expanded && active < items.length ? active : -1;

  const choose = (p: Located) => {
    setText('');
    setOpen(false);
    setActive(-1);
    onChange({ label: p.description || p.name, lat: p.lat, lng: p.lng });
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && items.length) {
      e.preventDefault();
      setOpen(true);
      const delta = e.key === 'ArrowDown' ? 1 : -1;
      setActive(activeIndex < 0 ? (delta > 0 ? 0 : items.length - 1) : (activeIndex + delta + items.length) % items.length);
    } else if (e.key === 'Enter' && expanded) {
      e.preventDefault();
      const pick = items[activeIndex] ?? (items.length === 1 ? items[0] : undefined);
      if (pick) choose(pick);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const useCurrent = () => {
    setGeo({ busy: true });
    locate().then(
      async (pos) => {
        const name = await placeName(pos.lat, pos.lng);
        setGeo({ busy: false });
        onChange({ label: name, lat: pos.lat, lng: pos.lng });
      },
      (err: unknown) => setGeo({ busy: false, error: t(`location:${failureKey(err)}`) }),
    );
  };

  let message = '';
  if (expanded && status === 'loading') message = t('location:searching');
  else if (expanded && status === 'error') message = t('location:placesError');
  else if (expanded && status === 'ok' && !items.length) message = t('location:noPlaces');

  return (
    <div className="co-place">
      <label className="co-label" htmlFor={`${id}-q`}>
        {label}
      </label>
      <p className="co-place-value" aria-live="polite" id={`${id}-value`}>
        {value.label || t('addressNone')}
      </p>
      <div className="co-place-row">
        <div className="co-combo">
          <input
            id={`${id}-q`}
            className="co-input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded && items.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? `${id}-o${activeIndex}` : undefined}
            aria-describedby={[`${id}-value`, describedBy].filter(Boolean).join(' ')}
            autoComplete="off"
            placeholder={t('location:searchPlaceholder')}
            value={text}
            maxLength={100}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKey}
          />
          <ul className="co-options" id={listId} role="listbox" aria-label={label} hidden={!expanded || !items.length}>
            {items.map((p, i) => (
              <li
                key={`${p.type ?? 'city'}-${p.id}`}
                id={`${id}-o${i}`}
                role="option"
                aria-selected={i === activeIndex}
                className="co-option"
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => choose(p)}
              >
                <strong>{p.name}</strong> <span>{p.description}</span>
              </li>
            ))}
          </ul>
          {message && (
            <p className="co-hint" role="status">
              {message}
            </p>
          )}
        </div>
        <button type="button" className="btn" onClick={useCurrent} disabled={geo.busy} aria-busy={geo.busy}>
          {geo.busy ? t('location:locating') : t('location:useCurrent')}
        </button>
      </div>
      {geo.error && (
        <p className="co-error" role="alert">
          {geo.error}
        </p>
      )}
    </div>
  );
}
