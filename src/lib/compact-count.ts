/** A count abbreviated with K and M: 999, 1.2K, 12K, 3.4M (one decimal under 10, none above; never rounded up to the next unit). Blog views, likes and comments (spec 001 §9, 002 §9). */
export function compactCount(n: number): string {
  const v = Math.max(0, Math.floor(n));
  const unit = (d: number, s: string) => {
    const x = v / d;
    const text = x < 10 ? (Math.floor(x * 10) / 10).toFixed(1).replace(/\.0$/, '') : String(Math.floor(x));
    return `${text}${s}`;
  };
  if (v >= 1_000_000) return unit(1_000_000, 'M');
  if (v >= 1_000) return unit(1_000, 'K');
  return String(v);
}
