/** A member's picture, or their initial on a tinted disc. Decorative: the name is always written next to it. */
export function Avatar({ name, src, size }: { name: string; src: string | null; size: number }) {
  return (
    <span className="st-avatar" style={{ width: size, height: size }} aria-hidden="true">
      {src ? <img src={src} alt="" width={size} height={size} loading="lazy" /> : <span>{(name.trim()[0] ?? '?').toUpperCase()}</span>}
    </span>
  );
}
