import { useUnreadMessages } from '../../stores/use-unread.ts';

/** The tab bar's count of unread messages, live (the chat dock island keeps the count). */
export default function UnreadBadge({ label }: { label: string }) {
  const unread = useUnreadMessages();
  if (unread <= 0) return null;
  return (
    <span className="tabbar-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{label.replace('{{count}}', String(unread))}</span>
    </span>
  );
}
