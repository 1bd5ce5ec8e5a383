import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import type { Messages } from '../../i18n/messages.ts';
import { sectionOn } from '../../lib/sections.ts';
import { $dock } from '../../stores/chat.ts';
import { useSession } from '../../stores/use-session.ts';
import type { MessengerProps } from './Messenger.tsx';

/** The dock's texts come with its code when it first opens, so pages do not carry them in their HTML. */
const textFiles = import.meta.glob<Record<string, unknown>>('../../i18n/locales/*/{chat,errors,offers}.json', { import: 'default' });

async function loadTexts(locale: Locale): Promise<I18nProps> {
  const pick = async (l: string): Promise<Messages> => {
    const [chat, errors, offers] = await Promise.all(['chat', 'errors', 'offers'].map((ns) => textFiles[`../../i18n/locales/${l}/${ns}.json`]?.() ?? Promise.resolve({})));
    return { chat, errors, offers };
  };
  const messages: Record<string, Messages> = { en: await pick('en') };
  if (locale !== 'en') messages[locale] = await pick(locale);
  return { locale, messages };
}

type Loaded = { Messenger: (p: MessengerProps) => React.ReactNode; i18n: I18nProps };
let loading: Promise<Loaded> | null = null;
const load = (locale: Locale) =>
  (loading ??= Promise.all([import('./Messenger.tsx'), loadTexts(locale)]).then(
    ([m, i18n]) => ({ Messenger: m.default, i18n }),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  ));

const closeDock = () => $dock.set({ ...$dock.get(), open: false });

/**
 * Mounted on every page by the Layout. For a signed-in member it starts the live chat connection, so the unread
 * badges move in real time on any page, and on screens of 1024 px and wider it shows Messages as a panel docked on
 * the right when the Messages icon or 'Message seller' opens it (spec 002 §2.14), without leaving the page.
 */
export default function ChatDock({ locale }: { locale: Locale }) {
  const session = useSession();
  const dock = useStore($dock);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const userId = session.user?.id ?? null;

  useEffect(() => {
    if (!sectionOn('messages') || userId === null) return;
    void import('./chat-sync.ts').then((m) => m.startChatSync(userId));
  }, [userId]);

  useEffect(() => {
    if (!dock.open || loaded) return;
    load(locale).then(setLoaded, closeDock);
  }, [dock.open, loaded, locale]);

  useEffect(() => {
    if (!dock.open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) closeDock();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dock.open]);

  if (!dock.open || !loaded || userId === null) return null;
  const { Messenger, i18n } = loaded;
  return (
    <aside className="chat-dock" aria-label={i18n.messages[locale]?.chat?.title as string | undefined}>
      {/* Reopened on another chat (another 'Message seller'), the dock starts over on it. */}
      <Messenger key={`${dock.chatId}-${dock.adId}-${dock.assistant}`} i18n={i18n} variant="dock" chatId={dock.chatId} adId={dock.adId} assistant={dock.assistant} onClose={closeDock} />
    </aside>
  );
}
