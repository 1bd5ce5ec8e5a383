import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { $chats, $chatsStatus } from '../../stores/chat.ts';
import { useSession } from '../../stores/use-session.ts';
import { startChatSync } from './chat-sync.ts';
import { AssistantChatWindow, UserChatWindow } from './ChatWindow.tsx';
import { ContactList, type Selection } from './ContactList.tsx';
import './chat.css';

export type MessengerProps = {
  i18n: I18nProps;
  /** The Messages page, or the docked panel of wide screens. */
  variant: 'page' | 'dock';
  /** The chat to open (the route's chatId, or the one 'Message seller' made), maybe about an ad; or the AI chat. */
  chatId?: number | null;
  adId?: number | null;
  assistant?: boolean;
  onClose?: () => void;
};

const initialSelection = (chatId: number | null, assistant: boolean): Selection => (assistant ? { kind: 'assistant' } : chatId !== null ? { kind: 'user', chatId } : null);

/**
 * Messages (spec 002 §2.14): the contact list and the chat window side by side where there is room; on a phone
 * the list, and the chosen chat as a full screen with a way back. The same component is the page and the dock.
 */
export default function Messenger({ i18n, variant, chatId = null, adId = null, assistant = false, onClose }: MessengerProps) {
  const t = useT(i18n, 'chat');
  const session = useSession();
  const chats = useStore($chats);
  const listStatus = useStore($chatsStatus);
  const [selected, setSelected] = useState<Selection>(() => initialSelection(chatId, assistant));
  const [draftAd, setDraftAd] = useState<number | null>(adId);
  const me = session.user?.id ?? null;

  useEffect(() => {
    if (me !== null) startChatSync(me);
  }, [me]);

  const select = (next: Selection) => {
    setSelected(next);
    setDraftAd(null);
    if (variant === 'page') {
      const path = next === null ? '/messages' : next.kind === 'assistant' ? '/ai-chat' : `/messages/${next.chatId}`;
      history.replaceState(history.state, '', path);
    }
  };

  if (!session.restored || me === null) return <div className={`chat chat-as-${variant}`} aria-busy="true" />;

  const chat = selected?.kind === 'user' ? chats.find((c) => c.chat_id === selected.chatId) : undefined;
  const missing = selected?.kind === 'user' && !chat && listStatus === 'ready';
  const windowOpen = selected?.kind === 'assistant' || chat !== undefined;
  const back = () => select(null);

  return (
    <div className={`chat chat-as-${variant}`} data-window={windowOpen ? '' : undefined}>
      <ContactList t={t} locale={i18n.locale} selected={selected} onSelect={select} />
      <div className="chat-main">
        {selected?.kind === 'assistant' && <AssistantChatWindow t={t} locale={i18n.locale} onClose={onClose} onBack={back} showHistory={assistant && variant === 'page'} />}
        {chat && <UserChatWindow key={chat.chat_id} chat={chat} me={me} adId={draftAd} onDropAd={() => setDraftAd(null)} t={t} i18n={i18n} locale={i18n.locale} onClose={onClose} onBack={back} />}
        {!windowOpen && (
          <div className="chat-welcome">
            {onClose && (
              <button type="button" className="chat-icon-btn chat-welcome-close" onClick={onClose} aria-label={t('close')} title={t('close')}>
                ×
              </button>
            )}
            <h2>{t('welcomeTitle')}</h2>
            <p>{missing ? t('noConversations') : t('welcomeText')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
