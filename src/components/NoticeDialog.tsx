import type { ReactNode } from 'react';
import { Modal } from './ui/Modal.tsx';
import './notice-dialog.css';

/** A titled outcome to tell the user: success (announced as a status) or error (an alert). */
export type Notice = { kind: 'success' | 'error'; title: string; text: string };

type Props = {
  notice: Notice | null;
  onClose: () => void;
  okLabel: string;
  /** The × button's name; the OK label when not given. */
  closeLabel?: string;
  /** Buttons in place of OK. */
  actions?: ReactNode;
};

/** The small success and 'Error!' dialog of the screens (a title, one line, OK); closed by OK, ×, Escape or the backdrop. */
export function NoticeDialog({ notice, onClose, okLabel, closeLabel = okLabel, actions }: Props) {
  const kind = notice?.kind ?? 'success';
  return (
    <Modal
      open={notice !== null}
      title={notice?.title ?? ''}
      onClose={onClose}
      size="sm"
      closeLabel={closeLabel}
      actions={
        actions ?? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {okLabel}
          </button>
        )
      }
    >
      <p className={`notice-text notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
        {notice?.text}
      </p>
    </Modal>
  );
}
