import { useCallback, useEffect, useRef, useState } from 'react';
import { chatHistory, clearAssistantChat, startAssistantChat, type ChatMessage } from '../../lib/api/chat.ts';
import { sendMessage } from '../../lib/api/contact.ts';
import { upload, succeeded, uploadError } from '../../lib/api/upload.ts';
import { HISTORY_STEP, mergeMessages } from '../../lib/chat/rules.ts';
import { $openChatId } from '../../stores/chat.ts';
import { emit, markChatRead, onChatMessage, onReconnect } from './chat-sync.ts';

/** The server's backfill page (GET /chat-history?after=): a full page means more may follow. */
const BACKFILL_PAGE = 200;

export type ThreadStatus = 'loading' | 'ready' | 'error';

/** What a chat window needs of a conversation, whichever kind it is. */
export type Thread = {
  chatId: number | null;
  messages: ChatMessage[];
  status: ThreadStatus;
  /** Whether 'Load Previous Messages' shows. */
  hasMore: boolean;
  loadingPrevious: boolean;
  loadPrevious: () => Promise<void>;
  retry: () => void;
};

/**
 * The shared part of a thread: the newest 10 messages of a chat, 10 older ones per 'Load Previous Messages', live
 * messages of the chat merged by sequence number, and after a reconnect every message since the newest one held
 * (spec 002 §4; issue 12 'Nothing is lost').
 */
function useMessages(chatId: number | null, onIncoming?: (m: ChatMessage) => void) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ThreadStatus>('loading');
  const [hasMore, setHasMore] = useState(false);
  const [loadingPrevious, setLoadingPrevious] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const held = useRef<ChatMessage[]>([]);
  held.current = messages;
  const incoming = useRef(onIncoming);
  incoming.current = onIncoming;

  // A window is mounted per chat (keyed by it), so the state starts empty and loading for each chat.
  useEffect(() => {
    if (chatId === null) return undefined;
    let alive = true;
    chatHistory(chatId).then(
      ({ data }) => {
        if (!alive) return;
        setMessages((live) => mergeMessages(data, live));
        setHasMore(data.length === HISTORY_STEP && data[0]!.seq > 1);
        setStatus('ready');
      },
      () => alive && setStatus('error'),
    );
    const offMessage = onChatMessage((m) => {
      if (m.chat_id !== chatId) return;
      setMessages((list) => mergeMessages(list, [m]));
      incoming.current?.(m);
    });
    const offReconnect = onReconnect(async () => {
      let after = held.current.at(-1)?.seq ?? 0;
      for (;;) {
        const { data } = await chatHistory(chatId, { after });
        if (!alive || data.length === 0) return;
        setMessages((list) => mergeMessages(list, data));
        if (data.length < BACKFILL_PAGE) return;
        after = data.at(-1)!.seq;
      }
    });
    return () => {
      alive = false;
      offMessage();
      offReconnect();
    };
  }, [chatId, attempt]);

  const loadPrevious = useCallback(async () => {
    const first = held.current[0];
    if (chatId === null || !first || loadingPrevious) return;
    setLoadingPrevious(true);
    try {
      const { data } = await chatHistory(chatId, { before: first.seq });
      setMessages((list) => mergeMessages(list, data));
      setHasMore(data.length === HISTORY_STEP && data[0]!.seq > 1);
    } catch {
      /* the button stays for another try */
    } finally {
      setLoadingPrevious(false);
    }
  }, [chatId, loadingPrevious]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  return { messages, setMessages, status, hasMore, loadingPrevious, loadPrevious, retry };
}

/** Marks the chat open (its messages do not count as unread) while the window shows it. */
function useOpenChat(chatId: number | null) {
  useEffect(() => {
    $openChatId.set(chatId);
    return () => {
      if ($openChatId.get() === chatId) $openChatId.set(null);
    };
  }, [chatId]);
}

export type SendInput = { text: string; image: File | null; adId: number | null };

/**
 * A one-to-one chat: selecting it marks it read and joins its room (spec 002 §4); another member's message that
 * arrives while it is open is read at once. Sending goes through POST /send-message, with upload progress when an
 * image is attached.
 */
export function useUserThread(chatId: number, me: number, otherId: number) {
  const thread = useMessages(chatId, (m) => {
    if (m.sender_id !== me) markChatRead(chatId, otherId);
  });
  const { setMessages } = thread;
  useOpenChat(chatId);
  useEffect(() => {
    void emit('joinRoom', { chatId });
    markChatRead(chatId, otherId);
  }, [chatId, otherId]);

  const send = useCallback(
    async ({ text, image, adId }: SendInput, onProgress: (pct: number) => void) => {
      const fields: Record<string, string> = { chat_id: String(chatId), sender_id: String(me), receiver_id: String(otherId), message_type: image && !text ? 'image' : 'text', content: text };
      if (adId !== null) fields.ad_id = String(adId);
      let stored: ChatMessage;
      if (image) {
        const body = new FormData();
        for (const [k, v] of Object.entries(fields)) body.append(k, v);
        body.append('attachment[]', image);
        const result = await upload('POST /send-message', {}, body, onProgress);
        if (!succeeded(result)) throw uploadError(result);
        stored = result.answer.data as ChatMessage;
      } else {
        stored = (await sendMessage({ chat_id: chatId, sender_id: me, receiver_id: otherId, message_type: 'text', content: text, ...(adId !== null ? { ad_id: adId } : {}) })).data;
      }
      setMessages((list) => mergeMessages(list, [stored]));
    },
    [chatId, me, otherId, setMessages],
  );

  /** A message of this chat stored by another call (an offer made from the window): shown before the socket echoes it. */
  const receive = useCallback((m: ChatMessage) => m.chat_id === chatId && setMessages((list) => mergeMessages(list, [m])), [chatId, setMessages]);

  return { thread: { ...thread, chatId } satisfies Thread, send, receive };
}

const fileAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/**
 * The AI assistant's chat (spec 002 §4 'AI chat'): a session is started (an empty one is reused) unless one from the
 * history is given, its room joined (register_new_chat for a new session, so it gets a title), questions go as
 * chat_bot:message or chat_bot:image and the question and answers come back as messages. Clearing empties the
 * session and says so. A window is mounted per session (keyed by it).
 */
export function useAssistantThread(sessionId: number | null, locale: string) {
  const [chatId, setChatId] = useState<number | null>(sessionId);
  const [startFailed, setStartFailed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [cleared, setCleared] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const thread = useMessages(chatId, (m) => {
    if (m.sender_id === null) setAsking(false);
  });
  const { setMessages } = thread;
  useOpenChat(chatId);

  useEffect(() => {
    if (sessionId !== null) {
      void emit('joinRoom', { chatId: sessionId });
      return undefined;
    }
    let alive = true;
    startAssistantChat(undefined, { started_at: new Date().toISOString() }).then(
      ({ data }) => {
        if (!alive) return;
        setChatId(data.chat_id);
        void emit(data.is_new ? 'register_new_chat' : 'joinRoom', { chatId: data.chat_id });
      },
      () => alive && setStartFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [attempt, sessionId]);

  const ask = useCallback(
    async (question: { text?: string; image?: File | null; filters?: Record<string, unknown> }) => {
      if (chatId === null) return { ok: false as const, message: undefined };
      setAsking(true);
      setCleared(false);
      const answer = question.image
        ? await emit('chat_bot:image', { chatId, image_id: await fileAsDataUrl(question.image), lang: locale, ...(question.text ? { text: question.text } : {}) }, 30_000)
        : await emit('chat_bot:message', { chatId, text: question.text ?? '', ...(question.filters ? { filters: question.filters } : {}) }, 30_000);
      if (!answer.ok) setAsking(false);
      return { ok: answer.ok, message: answer.message };
    },
    [chatId, locale],
  );

  const clear = useCallback(async () => {
    if (chatId === null) return;
    await clearAssistantChat(chatId);
    setMessages([]);
    setCleared(true);
  }, [chatId, setMessages]);

  const status: ThreadStatus = startFailed ? 'error' : chatId === null ? 'loading' : thread.status;
  const retry = () => {
    if (!startFailed) return thread.retry();
    setStartFailed(false);
    setAttempt((n) => n + 1);
  };
  return {
    thread: { ...thread, chatId, status, retry, hasMore: thread.hasMore && thread.messages.length > 1 } satisfies Thread,
    ask,
    asking,
    clear,
    cleared,
  };
}
