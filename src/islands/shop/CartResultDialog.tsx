import type { Translate } from '../../i18n/translator.ts';
import { Modal } from '../../components/ui/Modal.tsx';

export type CartOutcome = { kind: 'added' } | { kind: 'error'; text: string };

/** The answer to Add to Cart (spec 002 §4): 'View Cart' and 'Continue Shopping', or the 'Error!' dialog. */
export default function CartResultDialog({ t, outcome, onClose }: { t: Translate; outcome: CartOutcome | null; onClose: () => void }) {
  return (
    <Modal
      open={outcome !== null}
      title={outcome?.kind === 'error' ? t('item.errorTitle') : t('item.addedTitle')}
      onClose={onClose}
      size="sm"
      closeLabel={t('item.close')}
      actions={
        outcome?.kind === 'added' ? (
          <>
            <button type="button" className="btn" onClick={onClose}>
              {t('item.continue')}
            </button>
            <a className="btn btn-primary" href="/cart">
              {t('item.viewCart')}
            </a>
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('item.ok')}
          </button>
        )
      }
    >
      <p className={outcome?.kind === 'error' ? 'item-error' : undefined} role={outcome?.kind === 'error' ? 'alert' : 'status'}>
        {outcome?.kind === 'error' ? outcome.text : t('item.added')}
      </p>
    </Modal>
  );
}
