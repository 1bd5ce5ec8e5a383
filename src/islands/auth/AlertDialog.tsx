import { useEffect, useId, useRef } from 'react';
import type { AlertAction, AlertState } from './flow.ts';
import '../../components/ui/modal.css';

/** Success dialogs close themselves after this long (spec 000 §4.1). */
export const SUCCESS_AUTO_CLOSE_MS = 1500;

type Props = {
  alert: AlertState | null;
  /** Called once when the dialog closes, with the chosen action if a button was pressed. */
  onDismiss: (action?: AlertAction) => void;
  okLabel: string;
  closeLabel: string;
};

/**
 * The titled success, error, info and question dialogs of spec 000 §8. A native <dialog> shown modally on top of
 * the auth modal (the browser keeps both in the top layer, the newest on top), styled like the shared Modal; its
 * own element so it can be an alertdialog with a description and put the focus on its main button.
 */
export function AlertDialog({ alert, onDismiss, okLabel, closeLabel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const open = alert !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      primaryRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, alert]);

  useEffect(() => {
    if (alert?.kind !== 'success') return;
    const timer = window.setTimeout(() => onDismiss(), SUCCESS_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [alert, onDismiss]);

  const actions: AlertAction[] = alert?.actions?.length ? alert.actions : [{ label: okLabel, primary: true }];
  const primaryIndex = Math.max(0, actions.findIndex((a) => a.primary));

  return (
    <dialog
      ref={ref}
      className={`modal modal-sm auth-alert auth-alert-${alert?.kind ?? 'info'}`}
      role={alert?.kind === 'error' || alert?.kind === 'question' ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={alert?.message ? messageId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onDismiss();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onDismiss();
      }}
    >
      {alert && (
        <div className="modal-panel">
          <header className="modal-header">
            <h2 id={titleId} className="auth-alert-title">
              <AlertIcon kind={alert.kind} />
              <span>{alert.title}</span>
            </h2>
            <button type="button" className="modal-close" onClick={() => onDismiss()} aria-label={closeLabel}>
              ×
            </button>
          </header>
          {alert.message && (
            <div className="modal-body">
              <p id={messageId} className="auth-alert-message">
                {alert.message}
              </p>
            </div>
          )}
          <footer className="modal-actions">
            {actions.map((action, i) => (
              <button
                key={action.label}
                ref={i === primaryIndex ? primaryRef : undefined}
                type="button"
                className={`btn${i === primaryIndex ? ' btn-primary' : ''}`}
                onClick={() => onDismiss(action)}
              >
                {action.label}
              </button>
            ))}
          </footer>
        </div>
      )}
    </dialog>
  );
}

function AlertIcon({ kind }: { kind: AlertState['kind'] }) {
  const paths: Record<AlertState['kind'], string> = {
    success: 'M5 12.5l4.5 4.5L19 7.5',
    error: 'M12 7v6m0 4h.01',
    info: 'M12 11v6m0-10h.01',
    question: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 1-1 1.7v.5m0 3.5h.01',
  };
  return (
    <svg className="auth-alert-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.14" />
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
