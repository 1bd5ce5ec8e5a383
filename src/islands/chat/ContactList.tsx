import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { blockUser, deleteChatForMe, type ChatListItem } from '../../lib/api/chat.ts';
import { matches } from '../../lib/chat/rules.ts';
import { sectionOn } from '../../lib/sections.ts';
import type { Translate } from '../../i18n/translator.ts';
import { $chats, $chatsError, $chatsStatus, $presence } from '../../stores/chat.ts';
import { Avatar } from './Avatar.tsx';
import { BlacklistModal, ConfirmDialog } from './ChatDialogs.tsx';
import { refreshChats } from './chat-sync.ts';

export type Selection = { kind: 'assistant' } | { kind: 'user'; chatId: number } | null;

type Props = {
  t: Translate;
  locale: string;
  selected: Selection;
  onSelect: (s: Selection) => void;
};

const NO_MESSAGES = 'No messages yet';
const ATTACHMENT = 'Attachment';

/** The server's fixed previews, and an offer step's, in the reader's language. */
function lastMessageText(chat: ChatListItem, t: Translate) {
  if (chat.last_offer) return t(`offerPreview.${chat.last_offer.event}`, { amount: chat.last_offer.amount_text });
  if (!chat.last_message || chat.last_message === NO_MESSAGES) return t('noMessages');
  return chat.last_message === ATTACHMENT ? t('attachment') : chat.last_message;
}

function timeOf(iso: string, locale: string) {
  const d = new Date(iso);
  const today = new Date().toDateString() === d.toDateString();
  return today ? d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) : d.toLocaleDateString(locale, { day: 'numeric', month: 'short' });
}

/**
 * The contact list (spec 002 §2.14): search 'Search conversations...', the pinned AI agent, every chat with avatar,
 * online dot, last message, time and unread counter, a menu per chat (Delete Chat, Block User) and the options menu
 * (Block List). 'No conversations found' when nothing matches.
 */
export function ContactList({ t, locale, selected, onSelect }: Props) {
  const chats = useStore($chats);
  const status = useStore($chatsStatus);
  const error = useStore($chatsError);
  const presence = useStore($presence);
  const [query, setQuery] = useState('');
  const [menu, setMenu] = useState<number | 'options' | null>(null);
  const [blacklist, setBlacklist] = useState(false);
  const [confirm, setConfirm] = useState<{ kind: 'delete' | 'block'; chat: ChatListItem } | null>(null);

  const shown = chats.filter((c) => matches(c.receiver.name, query));
  const assistantShown = sectionOn('assistant') && matches(t('assistantName'), query);

  const act = async () => {
    if (!confirm) return;
    const { kind, chat } = confirm;
    if (kind === 'delete') await deleteChatForMe(chat.chat_id);
    else await blockUser(chat.receiver.id);
    if (kind === 'delete') {
      $chats.set($chats.get().filter((c) => c.chat_id !== chat.chat_id));
      if (selected?.kind === 'user' && selected.chatId === chat.chat_id) onSelect(null);
    }
  };

  return (
    <nav className="chat-contacts" aria-label={t('conversations')}>
      <div className="chat-contacts-head">
        <h2>{t('title')}</h2>
        <div className="chat-menu-wrap">
          <button type="button" className="chat-icon-btn" aria-haspopup="menu" aria-expanded={menu === 'options'} aria-label={t('options')} title={t('options')} onClick={() => setMenu(menu === 'options' ? null : 'options')}>
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
              <circle cx="12" cy="5" r="2" />
              <circle cx="12" cy="12" r="2" />
              <circle cx="12" cy="19" r="2" />
            </svg>
          </button>
          {menu === 'options' && (
            <ul className="chat-menu" role="menu" onKeyDown={(e) => e.key === 'Escape' && setMenu(null)}>
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  autoFocus
                  onClick={() => {
                    setMenu(null);
                    setBlacklist(true);
                  }}
                >
                  {t('blockList')}
                </button>
              </li>
            </ul>
          )}
        </div>
      </div>
      <div className="chat-contacts-search">
        <input type="search" aria-label={t('searchPlaceholder')} placeholder={t('searchPlaceholder')} value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <ul className="chat-contacts-list">
        {assistantShown && (
          <li className="chat-contact chat-contact-pinned">
            <button type="button" className="chat-contact-main" aria-current={selected?.kind === 'assistant' ? 'true' : undefined} onClick={() => onSelect({ kind: 'assistant' })}>
              <Avatar name={t('assistantName')} assistant online />
              <span className="chat-contact-text">
                <strong>{t('assistantName')}</strong>
                <span>{t('assistantPreview')}</span>
              </span>
            </button>
          </li>
        )}
        {shown.map((chat) => {
          const name = chat.receiver.name || t('deletedMember');
          const online = presence[chat.receiver.id]?.isOnline ?? chat.receiver.is_online;
          const current = selected?.kind === 'user' && selected.chatId === chat.chat_id;
          return (
            <li key={chat.chat_id} className="chat-contact">
              <button type="button" className="chat-contact-main" aria-current={current ? 'true' : undefined} onClick={() => onSelect({ kind: 'user', chatId: chat.chat_id })}>
                <Avatar name={name} src={chat.receiver.avatar} online={online} />
                <span className="chat-contact-text">
                  <strong>{name}</strong>
                  <span>{lastMessageText(chat, t)}</span>
                </span>
                <span className="chat-contact-side">
                  <time dateTime={chat.updated_at}>{timeOf(chat.updated_at, locale)}</time>
                  {chat.unread_counter > 0 && (
                    <span className="chat-unread" aria-label={t('unread', { count: chat.unread_counter })}>
                      {chat.unread_counter > 99 ? '99+' : chat.unread_counter}
                    </span>
                  )}
                </span>
              </button>
              <div className="chat-menu-wrap">
                <button type="button" className="chat-icon-btn" aria-haspopup="menu" aria-expanded={menu === chat.chat_id} aria-label={t('chatMenu', { name })} onClick={() => setMenu(menu === chat.chat_id ? null : chat.chat_id)}>
                  <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
                    <circle cx="5" cy="12" r="2" />
                    <circle cx="12" cy="12" r="2" />
                    <circle cx="19" cy="12" r="2" />
                  </svg>
                </button>
                {menu === chat.chat_id && (
                  <ul className="chat-menu" role="menu" onKeyDown={(e) => e.key === 'Escape' && setMenu(null)}>
                    <li role="none">
                      <button
                        type="button"
                        role="menuitem"
                        autoFocus
                        onClick={() => {
                          setMenu(null);
                          setConfirm({ kind: 'delete', chat });
                        }}
                      >
                        {t('deleteChat')}
                      </button>
                    </li>
                    <li role="none">
                      <button
                        type="button"
                        role="menuitem"
                        onClick={() => {
                          setMenu(null);
                          setConfirm({ kind: 'block', chat });
                        }}
                      >
                        {t('blockUser')}
                      </button>
                    </li>
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {status === 'loading' && chats.length === 0 && <p className="chat-muted chat-center">{t('loading')}</p>}
      {status === 'error' && (
        <div className="chat-center" role="alert">
          <p>{error || t('unexpected')}</p>
          <button type="button" className="btn" onClick={() => void refreshChats()}>
            {t('retry')}
          </button>
        </div>
      )}
      {status === 'ready' && shown.length === 0 && !assistantShown && <p className="chat-muted chat-center">{t('noConversations')}</p>}
      <BlacklistModal open={blacklist} onClose={() => setBlacklist(false)} t={t} locale={locale} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? (confirm.kind === 'delete' ? t('confirmDelete.title') : t('confirmBlock.title', { name: confirm.chat.receiver.name })) : ''}
        text={confirm ? (confirm.kind === 'delete' ? t('confirmDelete.text', { name: confirm.chat.receiver.name }) : t('confirmBlock.text')) : ''}
        confirm={confirm?.kind === 'delete' ? t('deleteChat') : t('blockUser')}
        onConfirm={act}
        onClose={() => setConfirm(null)}
        t={t}
      />
    </nav>
  );
}
