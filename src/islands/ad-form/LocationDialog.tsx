import { useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import type { Translate } from '../../i18n/translator.ts';
import { DEFAULT_MAP, type AdForm } from '../../lib/create-ad.ts';
import { LocationPicker, type PickedPlace } from '../location/LocationPicker.tsx';

type Props = {
  t: Translate;
  /** The location namespace, for the picker itself. */
  tl: Translate;
  open: boolean;
  form: Pick<AdForm, 'location' | 'lat' | 'lng'>;
  onClose: () => void;
  onUse: (place: PickedPlace) => void;
};

const startOf = (form: Props['form']): PickedPlace =>
  form.lat !== null && form.lng !== null ? { label: form.location, lat: form.lat, lng: form.lng } : { label: '', ...DEFAULT_MAP };

/**
 * The ad location on a map (spec 001 'location with map picker'): each opening starts at the ad's point, else at the
 * default map point. Render it outside any <form>: the picker has a form of its own (manual entry).
 */
export function LocationDialog({ t, tl, open, form, onClose, onUse }: Props) {
  const [draft, setDraft] = useState<PickedPlace>(() => startOf(form));
  const [manualOpen, setManualOpen] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(startOf(form));
      setManualOpen(false);
    }
  }
  return (
    <Modal
      open={open}
      title={t('map.title')}
      onClose={onClose}
      size="lg"
      closeLabel={t('close')}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('map.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={!draft.label} onClick={() => onUse(draft)}>
            {t('map.use')}
          </button>
        </>
      }
    >
      {open && <LocationPicker t={tl} value={draft} radiusMiles={0} onChange={setDraft} manualOpen={manualOpen} onManualOpenChange={setManualOpen} />}
    </Modal>
  );
}
