import { Modal } from '../../components/ui/Modal.tsx';

export type Notice = { title: string; text: string; kind: 'success' | 'error' };

/** The success or error dialog of the seller screens; success dialogs close themselves (spec 001 §9: 1.5 to 2 s). */
export function NoticeModal({ notice, onClose, closeLabel, okLabel }: { notice: Notice | null; onClose: () => void; closeLabel: string; okLabel: string }) {
  return (
    <Modal
      open={notice !== null}
      title={notice?.title ?? ''}
      onClose={onClose}
      size="sm"
      closeLabel={closeLabel}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {okLabel}
        </button>
      }
    >
      <p className={`acc-notice acc-notice-${notice?.kind ?? 'success'}`} role={notice?.kind === 'error' ? 'alert' : 'status'}>
        {notice?.text}
      </p>
    </Modal>
  );
}
