import type { ReactNode } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';

export type NoticeState = { tone: 'success' | 'error'; title: string; text: string } | null;

/** The success and 'Error!' dialogs of the cart and checkout (spec 002 §8): a title, a line and OK (or given actions). */
export function Notice({ notice, ok, onClose, actions }: { notice: NoticeState; ok: string; onClose: () => void; actions?: ReactNode }) {
  return (
    <Modal
      open={notice !== null}
      title={notice?.title ?? ''}
      onClose={onClose}
      size="sm"
      closeLabel={ok}
      actions={
        actions ?? (
          <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
            {ok}
          </button>
        )
      }
    >
      <p className={`notice-text notice-${notice?.tone ?? 'success'}`} role={notice?.tone === 'error' ? 'alert' : undefined}>
        {notice?.text}
      </p>
    </Modal>
  );
}
