/** Pure rules of the one-time code (spec 000 §2.3, §4.3, §5, §9). */

export const OTP_LENGTH = 6;
/** Resend is disabled this long after every send. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** A row of empty boxes. */
export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * What one box keeps of its raw value: a single digit, the last one typed (typing into a filled box replaces
 * its digit), or '' when no digit is in it.
 */
export function sanitizeDigit(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits ? digits[digits.length - 1]! : '';
}

/** A paste takes the first 6 digits of the text, whatever else it holds; missing places stay empty. */
export function pasteDigits(text: string): string[] {
  const digits = text.replace(/\D/g, '').slice(0, OTP_LENGTH).split('');
  return emptyOtp().map((_, i) => digits[i] ?? '');
}

/**
 * The boxes after box `index` received `raw`, and which box gets the focus next.
 * One character is the usual case (auto-advance on a digit, stay on a non-digit); several digits at once
 * come from the browser's one-time-code autofill or a keyboard that types fast, and fill the boxes from `index`.
 */
export function applyInput(current: readonly string[], index: number, raw: string): { digits: string[]; focus: number } {
  const digits = normalize(current);
  const old = digits[index] ?? '';
  let typed = raw.replace(/\D/g, '');
  if (old && typed.length > 1) {
    // The box held `old` and the caret was after it or before it: the rest is what was typed.
    if (typed.startsWith(old)) typed = typed.slice(1);
    else if (typed.endsWith(old)) typed = typed.slice(0, -1);
  }
  if (typed.length <= 1) {
    digits[index] = typed;
    return { digits, focus: typed ? Math.min(index + 1, OTP_LENGTH - 1) : index };
  }
  if (typed.length >= OTP_LENGTH) return { digits: pasteDigits(typed), focus: OTP_LENGTH - 1 };
  let at = index;
  for (const d of typed) {
    if (at >= OTP_LENGTH) break;
    digits[at++] = d;
  }
  return { digits, focus: Math.min(at, OTP_LENGTH - 1) };
}

/** Backspace in box `index`: clears it, or when it is empty clears and focuses the previous box. */
export function applyBackspace(current: readonly string[], index: number): { digits: string[]; focus: number } {
  const digits = normalize(current);
  if (digits[index]) {
    digits[index] = '';
    return { digits, focus: index };
  }
  const prev = Math.max(0, index - 1);
  digits[prev] = '';
  return { digits, focus: prev };
}

export const otpValue = (digits: readonly string[]): string => normalize(digits).join('');

export const isOtpComplete = (digits: readonly string[]): boolean => /^\d{6}$/.test(otpValue(digits));

function normalize(current: readonly string[]): string[] {
  return emptyOtp().map((_, i) => sanitizeDigit(current[i] ?? ''));
}

/** Whole seconds left until `untilMs` (rounded up, never negative). */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/**
 * The countdown text of the resend button: '30s' (spec 'Resend in Ns'); a long wait from the server's rate limit
 * reads as minutes and seconds, '14:05'.
 */
export function formatCooldown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `${s}s`;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

