import type { ReactNode } from 'react';

/** A labelled form field with an optional hint and error, ids `${id}-hint` / `${id}-err` for aria-describedby. */
export function Field({ id, label, required, hint, error, children }: { id: string; label: string; required?: boolean; hint?: ReactNode; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="field ca-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="ca-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="ca-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const describedBy = (id: string, hint: boolean, error: unknown) => [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
