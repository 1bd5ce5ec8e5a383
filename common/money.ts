/**
 * THE money rules of the site and the origin (decision 53). Amounts travel as decimal strings (the database's
 * numeric(12,2) as text, the API's JSON) and are counted as integer cents. A decimal is turned into cents on its
 * digits, never through a binary float, rounding half away from zero at the third decimal: '19.995' is 2000 cents,
 * '-0.005' is -1, and the number 0.1 + 0.2 (0.30000000000000004) is 30. Cents beyond Number.MAX_SAFE_INTEGER are
 * refused rather than silently wrong.
 */
export type Amount = string | number | null | undefined;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** Beyond this many places of exponent no amount is a safe integer of cents (or every one rounds to 0). */
const MAX_EXPONENT = 20;

/** Cents of a decimal amount, or null when it is empty, not a number, or too large to count exactly. */
export function parseCents(value: Amount): number | null {
  if (value === null || value === undefined) return null;
  // A number's shortest text (String(19.995) is '19.995'), so the rounding below sees the digits the writer meant.
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = DECIMAL.exec(text);
  if (!m || (!m[2] && !m[3])) return null;
  const exponent = Number(m[4] ?? 0);
  if (Math.abs(exponent) > MAX_EXPONENT) return exponent < 0 ? 0 : null;
  const digits = `${m[2] ?? ''}${m[3] ?? ''}`;
  // Where the point falls after moving it two places right (to cents).
  const point = (m[2] ?? '').length + exponent + 2;
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const rest = point <= 0 ? `${'0'.repeat(-point)}${digits}` : digits.slice(point);
  const cents = Number(whole) + ((rest[0] ?? '0') >= '5' ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] === '-' && cents !== 0 ? -cents : cents;
}

/** Cents of an amount for display: empty or invalid counts as 0. */
export function toCents(value: Amount): number {
  return parseCents(value) ?? 0;
}

/** Cents of an amount that must be one (a database value, a validated field); anything else is a programming error. */
export function requireCents(value: Amount): number {
  const cents = parseCents(value);
  if (cents === null) throw new RangeError(`Not an amount: ${String(value)}`);
  return cents;
}

const safe = (cents: number): number => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${cents} cents`);
  return cents;
};

/** A line's cents: unit × quantity, exact or refused. */
export function multiplyCents(unitCents: number, quantity: number): number {
  return safe(unitCents * quantity);
}

/** The sum of cents, exact or refused. */
export function sumCents(values: readonly number[]): number {
  return safe(values.reduce((sum, c) => sum + c, 0));
}

/** Cents as the API's decimal string with 2 places: 1250 → '12.50', -5 → '-0.05'. */
export function formatCents(cents: number): string {
  const abs = Math.abs(safe(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
