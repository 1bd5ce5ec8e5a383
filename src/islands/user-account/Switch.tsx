/** An on/off switch (a button with role switch): the label names it, `checked` is announced as on or off. */
export function Switch({ id, label, checked, disabled, onChange, describedBy }: { id: string; label: string; checked: boolean; disabled?: boolean; onChange: (next: boolean) => void; describedBy?: string }) {
  return (
    <div className="ua-switch-row">
      <span id={`${id}-label`} className="ua-switch-label">
        {label}
      </span>
      <button
        type="button"
        id={id}
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        className="ua-switch"
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="ua-switch-knob" aria-hidden="true" />
      </button>
    </div>
  );
}
