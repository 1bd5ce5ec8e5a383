import { useRef, type KeyboardEvent } from 'react';
import { applyBackspace, applyInput, OTP_LENGTH, pasteDigits } from '../../lib/otp.ts';

type Props = {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** The visible label's id: the six boxes are one labelled group. */
  labelledBy: string;
  digitLabel: (n: number) => string;
  error?: string | undefined;
  errorId: string;
  disabled?: boolean;
  /** Receives the first box, so the view can focus it. */
  firstRef?: (el: HTMLInputElement | null) => void;
};

/**
 * Six single-digit boxes (spec 000 §2.3, §5): each keeps one digit, typing advances, Backspace on an empty box
 * goes back, arrows move, a paste anywhere takes the first 6 digits of the clipboard. The first box carries
 * autocomplete="one-time-code" so the browser can offer the code from the mail or SMS.
 */
export function OtpInput({ digits, onChange, labelledBy, digitLabel, error, errorId, disabled, firstRef }: Props) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const focusBox = (index: number) => {
    const el = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    if (el) {
      el.focus();
      el.select();
    }
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const next = applyBackspace(digits, index);
      onChange(next.digits);
      focusBox(next.focus);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      const next = [...digits];
      next[index] = '';
      onChange(next);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusBox(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusBox(index + 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusBox(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusBox(OTP_LENGTH - 1);
    }
  };

  return (
    <div className="auth-otp" role="group" aria-labelledby={labelledBy} aria-describedby={error ? errorId : undefined}>
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
            if (i === 0) firstRef?.(el);
          }}
          className="auth-otp-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          name={i === 0 ? 'otp' : `otp-${i + 1}`}
          value={digits[i] ?? ''}
          disabled={disabled}
          aria-label={digitLabel(i + 1)}
          aria-invalid={error ? true : undefined}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => {
            const next = applyInput(digits, i, e.target.value);
            onChange(next.digits);
            if (next.digits[i]) focusBox(next.focus);
          }}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => {
            const text = e.clipboardData.getData('text');
            if (!/\d/.test(text)) return;
            e.preventDefault();
            const next = pasteDigits(text);
            onChange(next);
            const firstEmpty = next.findIndex((d) => !d);
            focusBox(firstEmpty === -1 ? OTP_LENGTH - 1 : firstEmpty);
          }}
        />
      ))}
    </div>
  );
}
