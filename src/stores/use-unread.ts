import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { $unreadMessages } from './chat.ts';

const noSubscribe = () => () => {};

/**
 * The unread count as a badge renders it: 0 on the server and while hydrating (pages render signed out), the live
 * count right after, so an island that hydrates after the chat list arrived matches its server HTML.
 */
export function useUnreadMessages(): number {
  const unread = useStore($unreadMessages);
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  return hydrated ? unread : 0;
}
