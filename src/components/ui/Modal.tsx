import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Footer buttons; rendered after the body. */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
};

/**
 * Accessible modal on the native <dialog>: focus is trapped and restored by the browser, Escape and a click
 * on the backdrop close it.
 */
export function Modal({ open, title, onClose, children, actions, size = 'md', closeLabel = 'Close' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal modal-${size}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="modal-panel">
          <header className="modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="modal-close" onClick={onClose} aria-label={closeLabel}>
              ×
            </button>
          </header>
          <div className="modal-body">{children}</div>
          {actions && <footer className="modal-actions">{actions}</footer>}
        </div>
      )}
    </dialog>
  );
}
