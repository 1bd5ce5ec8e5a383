import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { assistantSessions, type AssistantSession, type ChatListItem, type ChatMessage } from '../../lib/api/chat.ts';
import { ApiCallError } from '../../lib/api/client.ts';
import { errorText } from '../../lib/error-text.ts';
import { chatAdId, groupThread, latestOffers, matches, statusText } from '../../lib/chat/rules.ts';
import type { I18nProps, Translate } from '../../i18n/translator.ts';
import ChatOffer from '../offers/ChatOffer.tsx';
import OfferMessage from '../offers/OfferMessage.tsx';
import { $chatLive, $chats, $presence } from '../../stores/chat.ts';
import { CallsModal, Lightbox, ReportDialog } from './ChatDialogs.tsx';
import { Composer } from './Composer.tsx';
import { MessageItem, type Chip } from './MessageItem.tsx';
import { useAssistantThread, useUserThread, type Thread } from './use-thread.ts';
import { Avatar } from './Avatar.tsx';

type Common = { t: Translate; locale: string; onClose?: (() => void) | undefined; onBack?: (() => void) | undefined };

/** Re-renders every 30 s, so 'a moment ago' and 'Last seen 5m ago' stay true while the window is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const Svg = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={d} />
  </svg>
);
const ICONS = {
  back: 'M15 18l-6-6 6-6',
  phone: 'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  video: 'M23 7l-7 5 7 5V7zM1 5h15v14H1z',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3',
  close: 'M18 6L6 18M6 6l12 12',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l4 2',
  clear: 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6',
};

/** A header button with its icon and spoken label. */
function HeaderButton({ label, icon, onClick, pressed }: { label: string; icon: keyof typeof ICONS; onClick: () => void; pressed?: boolean }) {
  return (
    <button type="button" className="chat-icon-btn" onClick={onClick} aria-label={label} title={label} aria-pressed={pressed}>
      <Svg d={ICONS[icon]} />
    </button>
  );
}

/**
 * A chat window's frame (spec 002 §2.14): header with avatar, name and status, the calls buttons, in-conversation
 * search and close; the message area with 'Load Previous Messages' and the empty state; the composer below.
 */
function WindowFrame({
  t,
  locale,
  onClose,
  onBack,
  title,
  avatar,
  status,
  extraButtons,
  thread,
  renderMessage,
  composer,
  notice,
  after,
  before,
}: Common & {
  title: string;
  avatar: ReactNode;
  status: string;
  extraButtons?: ReactNode;
  thread: Thread;
  renderMessage: (m: ChatMessage, placed: { clusterStart: boolean; clusterEnd: boolean }, now: Date) => ReactNode;
  composer: ReactNode;
  notice?: ReactNode;
  after?: ReactNode;
  /** Shown between the header and the messages (the AI chat history). */
  before?: ReactNode;
}) {
  const now = useNow();
  const live = useStore($chatLive);
  const [calls, setCalls] = useState(false);
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');
  const areaRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const shown = useMemo(() => (searching && query.trim() ? thread.messages.filter((m) => matches(m.content, query)) : thread.messages), [thread.messages, searching, query]);
  const groups = useMemo(() => groupThread(shown, now), [shown, now]);

  // Opening a chat or a new message at the bottom scrolls to the bottom; loading older ones keeps the reader's place.
  const lastSeq = thread.messages.at(-1)?.seq;
  const firstSeq = thread.messages[0]?.seq;
  const prevHeight = useRef(0);
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    if (stick.current) area.scrollTop = area.scrollHeight;
  }, [lastSeq, thread.chatId, thread.status]);
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area || !prevHeight.current) return;
    area.scrollTop += area.scrollHeight - prevHeight.current;
    prevHeight.current = 0;
  }, [firstSeq]);

  const loadPrevious = () => {
    prevHeight.current = areaRef.current?.scrollHeight ?? 0;
    stick.current = false;
    void thread.loadPrevious();
  };

  return (
    <section className="chat-window" aria-label={title}>
      <header className="chat-window-head">
        {onBack && <HeaderButton label={t('back')} icon="back" onClick={onBack} />}
        {avatar}
        <div className="chat-window-who">
          <h2>{title}</h2>
          <p>{status}</p>
        </div>
        <div className="chat-window-actions">
          <HeaderButton label={t('audioCall')} icon="phone" onClick={() => setCalls(true)} />
          <HeaderButton label={t('videoCall')} icon="video" onClick={() => setCalls(true)} />
          {extraButtons}
          <HeaderButton
            label={t('searchInChat')}
            icon="search"
            pressed={searching}
            onClick={() => {
              setSearching((s) => !s);
              setQuery('');
            }}
          />
          {onClose && <HeaderButton label={t('close')} icon="close" onClick={onClose} />}
        </div>
      </header>
      {searching && (
        <div className="chat-window-search">
          <input type="search" aria-label={t('searchInChat')} placeholder={t('searchInChatPlaceholder')} value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
        </div>
      )}
      {before}
      {!live && thread.status === 'ready' && (
        <p className="chat-banner" role="status">
          {t('reconnecting')}
        </p>
      )}
      <div
        className="chat-area"
        ref={areaRef}
        onScroll={(e) => {
          const a = e.currentTarget;
          stick.current = a.scrollHeight - a.scrollTop - a.clientHeight < 80;
        }}
      >
        {thread.status === 'loading' && <p className="chat-muted chat-center">{t('loading')}</p>}
        {thread.status === 'error' && (
          <div className="chat-center" role="alert">
            <p>{t('historyError')}</p>
            <button type="button" className="btn" onClick={thread.retry}>
              {t('retry')}
            </button>
          </div>
        )}
        {thread.status === 'ready' && (
          <>
            {thread.hasMore && !searching && (
              <button type="button" className="btn chat-previous" onClick={loadPrevious} disabled={thread.loadingPrevious}>
                {thread.loadingPrevious ? t('loading') : t('loadPrevious')}
              </button>
            )}
            {notice}
            {thread.messages.length === 0 && !notice && (
              <div className="chat-center chat-empty">
                <p>
                  <strong>{t('emptyTitle')}</strong>
                </p>
                <p>{t('emptyText')}</p>
              </div>
            )}
            {searching && query.trim() && shown.length === 0 && <p className="chat-muted chat-center">{t('noMatches')}</p>}
            {groups.map((g) => (
              <section key={g.day} className="chat-day" aria-label={g.label.kind === 'date' ? g.label.date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }) : t(g.label.kind)}>
                <h3 className="chat-day-label">
                  {g.label.kind === 'date' ? g.label.date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }) : t(g.label.kind)}
                </h3>
                <ol className="chat-list-msgs">{g.items.map((p) => renderMessage(p.message, p, now))}</ol>
              </section>
            ))}
            {after}
          </>
        )}
      </div>
      {composer}
      <CallsModal open={calls} onClose={() => setCalls(false)} t={t} />
    </section>
  );
}

function statusLine(t: Translate, s: ReturnType<typeof statusText>) {
  return s.count === undefined ? t(`status.${s.key}`) : t(`status.${s.key}`, { count: s.count });
}

/** A one-to-one conversation, maybe opened about an ad (the ad goes with the next message). */
export function UserChatWindow({ chat, me, adId, onDropAd, t, i18n, onClose, onBack }: Common & { chat: ChatListItem; me: number; adId: number | null; onDropAd: () => void; i18n: I18nProps }) {
  const { thread, send, receive } = useUserThread(chat.chat_id, me, chat.receiver.id);
  const locale = i18n.locale;
  // Every message of an offer shows the offer as it is now (its newest message carries the latest state).
  const offers = useMemo(() => latestOffers(thread.messages), [thread.messages]);
  const aboutAd = chatAdId(thread.messages, adId);
  // The newest offer step on that ad: when one arrives, the offer action reads the ad's offers again.
  const offerSeq = thread.messages.findLast((m) => m.offer && m.ad_id === aboutAd)?.seq ?? 0;
  const presence = useStore($presence)[chat.receiver.id];
  const peerRead = useStore($chats).find((c) => c.chat_id === chat.chat_id)?.peer_last_read_seq ?? chat.peer_last_read_seq;
  const [lightbox, setLightbox] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const [reported, setReported] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const now = useNow();

  const status = statusLine(t, statusText({ isOnline: presence?.isOnline ?? chat.receiver.is_online, lastSeen: presence?.lastSeen ?? chat.receiver.last_seen }, now));
  const name = chat.receiver.name || t('deletedMember');

  return (
    <>
      <WindowFrame
        t={t}
        locale={locale}
        onClose={onClose}
        onBack={onBack}
        title={name}
        avatar={<Avatar name={name} src={chat.receiver.avatar} online={presence?.isOnline ?? chat.receiver.is_online} />}
        status={status}
        thread={thread}
        notice={
          reported ? (
            <p className="chat-banner" role="status">
              {t('reported')}
            </p>
          ) : undefined
        }
        renderMessage={(m, placed, at) => (
          <MessageItem
            key={m.seq}
            message={m}
            mine={m.sender_id === me}
            {...placed}
            read={m.seq <= peerRead}
            now={at}
            t={t}
            locale={locale}
            onOpenImage={setLightbox}
            onReport={setReporting}
            renderOffer={(message) => <OfferMessage message={message.offer ? { ...message, offer: offers.get(message.offer.id) ?? message.offer } : message} viewerId={me} i18n={i18n} />}
          />
        )}
        composer={
          <>
            {aboutAd !== null && !refusal && thread.status === 'ready' && <ChatOffer adId={aboutAd} peerId={chat.receiver.id} offerSeq={offerSeq} onMade={receive} i18n={i18n} />}
            <Composer
              t={t}
              adId={adId}
              onDropAd={onDropAd}
              refusal={refusal}
              onSend={async (input, onProgress) => {
                try {
                  await send({ ...input, adId }, onProgress);
                  if (adId !== null) onDropAd();
                } catch (err) {
                  if (err instanceof ApiCallError && (err.body.message_status === 'BLOCKED_BY_USER' || err.body.message_status === 'USER_BLOCKED')) {
                    setRefusal(err.body.message_status === 'USER_BLOCKED' ? t('blockedByMe') : t('blockedByThem'));
                  }
                  throw new Error(errorText(err, t, t('sendFailed')));
                }
              }}
            />
          </>
        }
      />
      <Lightbox url={lightbox} onClose={() => setLightbox(null)} t={t} />
      <ReportDialog
        message={reporting}
        onClose={() => setReporting(null)}
        onDone={() => {
          setReporting(null);
          setReported(true);
        }}
        t={t}
        locale={locale}
      />
    </>
  );
}

type GpsState = { asking: boolean; error: string | null; chip: Chip | null };

/** The AI chat history (spec 002 §2.14, AiChat): the member's sessions by title, newest first; one opens in the window. */
function SessionHistory({ t, locale, current, onOpen, onNew }: { t: Translate; locale: string; current: number | null; onOpen: (id: number) => void; onNew: () => void }) {
  const [sessions, setSessions] = useState<AssistantSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    assistantSessions().then(
      ({ data }) => alive && setSessions(data),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, []);
  return (
    <nav className="chat-history" aria-label={t('aiHistory')}>
      <div className="chat-history-head">
        <h3>{t('aiHistory')}</h3>
        <button type="button" className="btn" onClick={onNew}>
          {t('newSearch')}
        </button>
      </div>
      {failed && <p className="chat-error">{t('unexpected')}</p>}
      {sessions === null && !failed && <p className="chat-muted">{t('loading')}</p>}
      {sessions?.length === 0 && <p className="chat-muted">{t('noSessions')}</p>}
      {sessions && sessions.length > 0 && (
        <ul>
          {sessions.map((s) => (
            <li key={s.chat_id}>
              <button type="button" aria-current={s.chat_id === current ? 'true' : undefined} onClick={() => onOpen(s.chat_id)}>
                <strong>{s.title || t('untitled')}</strong>
                <time dateTime={s.updated_at}>{new Date(s.updated_at).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })}</time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/**
 * The AI assistant's window: the current session, or one chosen from the history (the history button; the AiChat
 * route opens with the history shown).
 */
export function AssistantChatWindow({ t, locale, onClose, onBack, showHistory = false }: Common & { showHistory?: boolean }) {
  const [history, setHistory] = useState(showHistory);
  const [session, setSession] = useState<number | null>(null);
  return (
    <AssistantSessionWindow
      key={session ?? 'new'}
      sessionId={session}
      t={t}
      locale={locale}
      onClose={onClose}
      onBack={onBack}
      historyShown={history}
      onToggleHistory={() => setHistory((h) => !h)}
      history={
        history ? (
          <SessionHistory
            t={t}
            locale={locale}
            current={session}
            onOpen={(id) => {
              setSession(id);
              setHistory(false);
            }}
            onNew={() => {
              setSession(null);
              setHistory(false);
            }}
          />
        ) : null
      }
    />
  );
}

/**
 * One AI session (spec 002 §4 'AI chat'): a welcome message, the questions and answers, chips that refine the search
 * (a location chip asks for the device position, or a city when that fails), Clear, and the history button.
 */
function AssistantSessionWindow({
  sessionId,
  t,
  locale,
  onClose,
  onBack,
  history,
  historyShown,
  onToggleHistory,
}: Common & { sessionId: number | null; history: ReactNode; historyShown: boolean; onToggleHistory: () => void }) {
  const { thread, ask, asking, clear, cleared } = useAssistantThread(sessionId, locale);
  const [lightbox, setLightbox] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [gps, setGps] = useState<GpsState>({ asking: false, error: null, chip: null });
  const [city, setCity] = useState('');

  const question = async (q: Parameters<typeof ask>[0]) => {
    setFailure(null);
    const answer = await ask(q);
    if (!answer.ok) setFailure(answer.message ?? t('unexpected'));
  };

  const onChip = (chip: Chip) => {
    const location = (chip.filters?.location ?? null) as { type?: string } | null;
    if (chip.action !== 'location' || location?.type !== 'gps') return void question({ text: chip.text, ...(chip.filters ? { filters: chip.filters } : {}) });
    if (!('geolocation' in navigator)) return setGps({ asking: false, error: t('gpsUnsupported'), chip });
    setGps({ asking: true, error: null, chip });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setGps({ asking: false, error: null, chip: null });
        void question({ text: chip.text, filters: { ...chip.filters, location: { type: 'gps', lat: pos.coords.latitude, lng: pos.coords.longitude } } });
      },
      () => setGps({ asking: false, error: t('gpsFailed'), chip }),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const welcome: ChatMessage = useMemo(
    () => ({ id: 0, chat_id: thread.chatId ?? 0, seq: 0, sender_id: null, receiver_id: null, message_type: 'bot_welcome', content: cleared ? t('chatCleared') : t('assistantWelcome'), language: null, translatable: false, attachment_link: [], extra_info: null, ad_id: null, story_id: null, story: null, created_at: new Date().toISOString() }),
    [thread.chatId, cleared, t],
  );

  return (
    <>
      <WindowFrame
        t={t}
        locale={locale}
        onClose={onClose}
        onBack={onBack}
        title={t('assistantName')}
        avatar={<Avatar name={t('assistantName')} assistant online />}
        status={t('status.alwaysAvailable')}
        extraButtons={
          <>
            <HeaderButton label={t('aiHistory')} icon="history" onClick={onToggleHistory} pressed={historyShown} />
            <HeaderButton label={t('clearChat')} icon="clear" onClick={() => void clear()} />
          </>
        }
        thread={thread}
        before={history}
        notice={
          <ol className="chat-list-msgs">
            <MessageItem message={welcome} mine={false} clusterStart clusterEnd={false} read={false} now={new Date()} t={t} locale={locale} onOpenImage={setLightbox} />
          </ol>
        }
        renderMessage={(m, placed, at) => (
          <MessageItem key={m.seq} message={m} mine={m.sender_id !== null} {...placed} read={false} now={at} t={t} locale={locale} onOpenImage={setLightbox} onChip={onChip} />
        )}
        after={
          <>
            {asking && (
              <p className="chat-muted chat-typing" role="status">
                {t('thinking')}
              </p>
            )}
            {failure && (
              <p className="chat-error" role="alert">
                {failure} {t('botError')}
              </p>
            )}
            {gps.error && gps.chip && (
              <form
                className="chat-city"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!city.trim() || !gps.chip) return;
                  void question({ text: gps.chip.text, filters: { ...gps.chip.filters, location: { type: 'manual', city: city.trim() } } });
                  setGps({ asking: false, error: null, chip: null });
                  setCity('');
                }}
              >
                <p role="alert">{gps.error}</p>
                <label htmlFor="chat-city">{t('cityLabel')}</label>
                <input id="chat-city" value={city} placeholder={t('cityPrompt')} onChange={(e) => setCity(e.target.value)} />
                <button type="submit" className="btn">
                  {t('search')}
                </button>
              </form>
            )}
          </>
        }
        composer={<Composer t={t} sendImageAtOnce disabled={thread.chatId === null} onSend={(input) => question({ text: input.text, image: input.image })} />}
      />
      <Lightbox url={lightbox} onClose={() => setLightbox(null)} t={t} />
    </>
  );
}
