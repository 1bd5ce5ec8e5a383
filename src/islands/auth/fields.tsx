import { Fragment, useId, useState, type ReactNode, type Ref } from 'react';

type BaseProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  name: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string | undefined;
  disabled?: boolean;
};

type TextFieldProps = BaseProps & {
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
};

function describedBy(...ids: Array<string | false | undefined>) {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** A labelled input with its hint and inline error (aria-invalid, aria-describedby). */
export function TextField({ label, value, onChange, error, hint, name, autoComplete, inputRef, placeholder, type = 'text', inputMode, maxLength, disabled }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="field auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint && hintId)}
        spellCheck={false}
        autoCapitalize={name === 'username' || type === 'email' ? 'off' : undefined}
      />
      {hint && !error && (
        <p className="auth-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type PasswordFieldProps = BaseProps & { showLabel: string; hideLabel: string };

/** A password input with a show/hide toggle. */
export function PasswordField({ label, value, onChange, error, hint, name, autoComplete, inputRef, showLabel, hideLabel, disabled }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field auth-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-password">
        <input
          id={id}
          ref={inputRef}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          disabled={disabled}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId, hint && hintId)}
          spellCheck={false}
          autoCapitalize="off"
        />
        <button
          type="button"
          className="auth-password-toggle"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={visible ? hideLabel : showLabel}
          title={visible ? hideLabel : showLabel}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {hint && !error && (
        <p className="auth-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The submit button of a view: disabled and busy while the call runs, so Enter cannot send twice. */
export function SubmitButton({ busy, label, busyLabel, disabled }: { busy: boolean; label: string; busyLabel: string; disabled?: boolean }) {
  return (
    <button type="submit" className="btn btn-primary auth-submit" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <span className="auth-spinner" aria-hidden="true" />}
      <span>{label}</span>
      {busy && <span className="visually-hidden">{busyLabel}</span>}
    </button>
  );
}

/** A status line above a form (code sent, server messages). */
export function Notice({ text, tone = 'info' }: { text: string | null | undefined; tone?: 'info' | 'error' }) {
  if (!text) return null;
  return (
    <p className={`auth-notice auth-notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}

/**
 * A translated sentence with embedded elements: "I agree to the <terms>Terms</terms> ..." where each tag is
 * rendered by the matching function, so every language keeps its own word order.
 */
export function richText(template: string, tags: Record<string, (text: string) => ReactNode>): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  let i = 0;
  for (let m = re.exec(template); m; m = re.exec(template)) {
    if (m.index > last) out.push(template.slice(last, m.index));
    const render = tags[m[1]!];
    out.push(<Fragment key={i++}>{render ? render(m[2]!) : m[2]}</Fragment>);
    last = re.lastIndex;
  }
  if (last < template.length) out.push(template.slice(last));
  return out;
}

/** A link to a page of the site that opens in a new tab (the register view's legal links). */
export function NewTabLink({ href, text, newTabLabel }: { href: string; text: string; newTabLabel: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12Z" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M3 3l18 18M10.6 5.1A11.6 11.6 0 0 1 12 5c7 0 11 7 11 7a19 19 0 0 1-3.2 4M6.6 6.6C3.2 8.6 1 12 1 12s4 7 11 7a10.6 10.6 0 0 0 5.4-1.5M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}
