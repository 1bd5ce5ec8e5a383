import { useEffect, useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import type { Translate } from '../../i18n/translator.ts';
import { deleteDeliveryAddress, deliveryAddresses, type DeliveryAddress } from '../../lib/api/checkout.ts';
import { errorText } from '../../lib/error-text.ts';

type State = { status: 'loading' } | { status: 'ready'; list: DeliveryAddress[] } | { status: 'error' };

const coord = (v: string | number | null): number | null => (v === null || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null);

/** 'Choose Saved Address' (spec 002 §2.8): Select, Delete, Close, 'No saved addresses.'. Loaded each time it opens. */
export function SavedAddresses({ t, open, onClose, onSelect }: { t: Translate; open: boolean; onClose: () => void; onSelect: (a: { label: string; lat: number | null; lng: number | null }) => void }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [deleting, setDeleting] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let alive = true;
    deliveryAddresses().then(
      (res) => alive && setState({ status: 'ready', list: res.data }),
      () => alive && setState({ status: 'error' }),
    );
    return () => {
      alive = false;
      setState({ status: 'loading' });
      setError(null);
    };
  }, [open]);

  const remove = async (id: number) => {
    setDeleting(id);
    setError(null);
    try {
      await deleteDeliveryAddress(id);
      setState((s) => (s.status === 'ready' ? { status: 'ready', list: s.list.filter((a) => a.id !== id) } : s));
    } catch (err) {
      setError(errorText(err, t, t('errors.deleteAddress')));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('savedTitle')}
      onClose={onClose}
      closeLabel={t('close')}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      {state.status === 'loading' && <p role="status">{t('savedLoading')}</p>}
      {state.status === 'error' && (
        <p className="co-error" role="alert">
          {t('errors.fetchAddresses')}
        </p>
      )}
      {state.status === 'ready' && !state.list.length && <p>{t('noSaved')}</p>}
      {state.status === 'ready' && state.list.length > 0 && (
        <ul className="co-saved">
          {state.list.map((a) => (
            <li key={a.id}>
              <span className="co-saved-text">{a.address}</span>
              <span className="co-saved-actions">
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    onSelect({ label: a.address, lat: coord(a.latitude), lng: coord(a.longitude) });
                    onClose();
                  }}
                >
                  {t('select')}
                </button>
                <button type="button" className="btn" disabled={deleting === a.id} onClick={() => void remove(a.id)}>
                  {t('delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="co-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
