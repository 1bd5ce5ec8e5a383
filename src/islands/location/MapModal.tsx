import { useId, useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { nearbyAds } from '../../lib/api/search.ts';
import { clampRadius, formatLatLng, RADIUS_MAX_MILES, RADIUS_MIN_MILES } from '../../lib/geo.ts';
import { $location, setLocation, type UserLocation } from '../../stores/location.ts';
import { failureKey, locate, placeName } from './geolocate.ts';
import { LocationPicker } from './LocationPicker.tsx';
import './location.css';

type Props = { i18n: I18nProps; open: boolean; onClose: () => void };

/** The catalogue of ads around a point; the location label names it in the heading. */
export function nearbyCatalogueHref(loc: UserLocation): string {
  const params = new URLSearchParams({
    lat: loc.lat.toFixed(6),
    lng: loc.lng.toFixed(6),
    radius: String(loc.radius),
    location: loc.label || formatLatLng(loc.lat, loc.lng),
  });
  return `/catalogue?${params.toString()}`;
}

/**
 * Map modal (spec 000 §2.7): the location picker, a distance slider (0 to 50 miles), Cancel and Apply. Apply saves
 * the location, then asks for nearby ads: found ones open the catalogue, none gives 'No ads near you!'.
 */
export function MapModal({ i18n, open, onClose }: Props) {
  const t = useT(i18n, 'location');
  const sliderId = useId();
  const [draft, setDraft] = useState<UserLocation>(() => $location.get());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [manualOpen, setManualOpen] = useState(false);

  const apply = async () => {
    let next: UserLocation = { ...draft, radius: clampRadius(draft.radius) };
    setBusy(true);
    setNotice(null);
    if (!next.label) {
      // Nothing picked yet: the device position, else the manual entry.
      try {
        const pos = await locate();
        next = { ...next, ...pos, label: await placeName(pos.lat, pos.lng) };
        setDraft(next);
      } catch (err) {
        setNotice({ kind: 'error', text: t(failureKey(err)) });
        setManualOpen(true);
        setBusy(false);
        return;
      }
    }
    setLocation(next);
    try {
      const res = await nearbyAds({ lat: next.lat, lng: next.lng, radius: next.radius });
      if (res.data.length > 0) {
        window.location.assign(nearbyCatalogueHref(next));
        return;
      }
      setNotice({ kind: 'info', text: t('noAds') });
    } catch {
      setNotice({ kind: 'error', text: t('nearbyError') });
    }
    setBusy(false);
  };

  const radiusText = t('miles', { count: draft.radius });

  return (
    <Modal
      open={open}
      title={t('title')}
      onClose={onClose}
      size="lg"
      closeLabel={t('close')}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void apply()} disabled={busy} aria-busy={busy}>
            {busy ? t('applying') : t('apply')}
          </button>
        </>
      }
    >
      <div className="mm">
        <LocationPicker
          t={t}
          value={draft}
          radiusMiles={draft.radius}
          onChange={(place) => {
            setDraft((d) => ({ ...d, ...place }));
            setNotice(null);
          }}
          manualOpen={manualOpen}
          onManualOpenChange={setManualOpen}
        />
        <div className="mm-distance">
          <div className="mm-distance-head">
            <label htmlFor={sliderId}>{t('distance')}</label>
            <output htmlFor={sliderId} aria-hidden="true">
              {radiusText}
            </output>
          </div>
          <input
            id={sliderId}
            className="mm-slider"
            type="range"
            min={RADIUS_MIN_MILES}
            max={RADIUS_MAX_MILES}
            step={1}
            value={draft.radius}
            aria-valuetext={radiusText}
            onChange={(e) => {
              setDraft((d) => ({ ...d, radius: clampRadius(e.target.value) }));
              setNotice(null);
            }}
          />
          <div className="mm-scale" aria-hidden="true">
            <span>{t('miles', { count: RADIUS_MIN_MILES })}</span>
            <span>{t('miles', { count: RADIUS_MAX_MILES })}</span>
          </div>
        </div>
        {notice && (
          <p className={`mm-notice mm-notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
      </div>
    </Modal>
  );
}
