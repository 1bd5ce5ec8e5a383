import { Modal } from '../../components/ui/Modal.tsx';
import type { Translate } from '../../i18n/translator.ts';
import { PRICE_MAX } from '../../lib/create-ad.ts';
import './ad-form.css';

type Props = { t: Translate; title: string; issues: string[] | null; onClose: () => void };

/** The final check list (spec 001 §5): 'Issues Found' on create, 'Validation Issues' on edit. */
export function IssuesDialog({ t, title, issues, onClose }: Props) {
  return (
    <Modal
      open={issues !== null}
      title={title}
      onClose={onClose}
      size="sm"
      closeLabel={t('close')}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('ok')}
        </button>
      }
    >
      <ul className="ca-issues" role="alert">
        {(issues ?? []).map((k) => (
          <li key={k}>{t(k, { max: PRICE_MAX.toLocaleString('en-US') })}</li>
        ))}
      </ul>
    </Modal>
  );
}
