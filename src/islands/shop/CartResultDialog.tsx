import type { Translate } from '../../i18n/translator.ts';
import { NoticeDialog } from '../../components/NoticeDialog.tsx';

export type CartOutcome = { kind: 'added' } | { kind: 'error'; text: string };

/** The answer to Add to Cart (spec 002 §4): 'View Cart' and 'Continue Shopping', or the 'Error!' dialog. */
export default function CartResultDialog({ t, outcome, onClose }: { t: Translate; outcome: CartOutcome | null; onClose: () => void }) {
  return (
    <NoticeDialog
      notice={outcome === null ? null : outcome.kind === 'error' ? { kind: 'error', title: t('item.errorTitle'), text: outcome.text } : { kind: 'success', title: t('item.addedTitle'), text: t('item.added') }}
      onClose={onClose}
      okLabel={t('item.ok')}
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
        ) : undefined
      }
    />
  );
}
