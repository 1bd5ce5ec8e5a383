import { useStore } from '@nanostores/react';
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '../../i18n/locales.ts';
import { $dock, $unreadMessages } from '../../stores/chat.ts';
import { onDemand } from '../nav/on-demand.ts';
import { startChatSync } from './chat-sync.ts';

const chatDock = onDemand(() => import('./ChatDock.tsx'));
const noSubscribe = () => () => {};

/**
 * What a signed-in member's pages add to the top bar, loaded only for members: the live chat connection (so the
 * unread badges move on any page, decision 99), the tab bar's unread count (the tab bar is static HTML and leaves a
 * slot for it), and the docked Messages panel once it is opened.
 */
export default function MemberChat({ userId, locale, unreadLabel }: { userId: number; locale: Locale; unreadLabel: (count: number) => string }) {
  const unread = useStore($unreadMessages);
  const dockOpen = useStore($dock).open;
  const { part: ChatDock } = chatDock.use(dockOpen);
  const tabSlot = useSyncExternalStore(noSubscribe, () => document.querySelector('[data-unread-slot]'), () => null);

  useEffect(() => startChatSync(userId), [userId]);

  return (
    <>
      {ChatDock && <ChatDock locale={locale} />}
      {tabSlot &&
        unread > 0 &&
        createPortal(
          <span className="tabbar-badge">
            <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
            <span className="visually-hidden">{unreadLabel(unread)}</span>
          </span>,
          tabSlot,
        )}
    </>
  );
}
