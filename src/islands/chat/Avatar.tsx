/** A member's picture, or their initial on a coloured disc; the AI agent's own mark; an online dot when online. */
export function Avatar({ name, src = null, online = false, assistant = false }: { name: string; src?: string | null; online?: boolean; assistant?: boolean }) {
  return (
    <span className={`chat-avatar${assistant ? ' chat-avatar-ai' : ''}`} aria-hidden="true">
      {src ? <img src={src} alt="" width="40" height="40" loading="lazy" /> : <span>{assistant ? 'AI' : (name.trim()[0] ?? '?').toUpperCase()}</span>}
      {online && <span className="chat-online-dot" />}
    </span>
  );
}
