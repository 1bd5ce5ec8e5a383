import { useState } from 'react';
import { clampQuantity } from '../../lib/cart.ts';

type Props = {
  value: number;
  max: number;
  /** Accessible names: the field and the two buttons. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (quantity: number) => void;
  /** Called instead of going below 1 (the cart's 'Remove Item?' dialog); without it − stops at 1. */
  onBelowMin?: () => void;
  disabled?: boolean;
};

/** − / number / + with the bounds 1..max (spec 002 §5); typing a number is clamped when the field is left. */
export function QuantityStepper({ value, max, label, decreaseLabel, increaseLabel, onChange, onBelowMin, disabled }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const n = Math.trunc(Number(draft));
    setDraft(null);
    if (!Number.isFinite(n) || draft.trim() === '') return;
    if (n < 1 && onBelowMin) onBelowMin();
    else onChange(clampQuantity(n, max));
  };
  return (
    <div className="qty" role="group" aria-label={label}>
      <button
        type="button"
        className="qty-btn"
        aria-label={decreaseLabel}
        disabled={disabled || (value <= 1 && !onBelowMin)}
        onClick={() => (value <= 1 ? onBelowMin?.() : onChange(value - 1))}
      >
        −
      </button>
      <input
        className="qty-input"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        aria-label={label}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button type="button" className="qty-btn" aria-label={increaseLabel} disabled={disabled || value >= max} onClick={() => onChange(Math.min(value + 1, max))}>
        +
      </button>
    </div>
  );
}
