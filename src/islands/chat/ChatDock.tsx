import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { $dock } from '../../stores/chat.ts';
import Messenger from './Messenger.tsx';

/** The dock's texts come with its code when it first opens, so pages do not carry them in their HTML. */
const textFiles = import.meta.glob<Record<string, unknown>>('../../i18n/locales/*/{chat,errors,offers}.json', { import: 'default' });
const NAMESPACES = ['chat', 'errors', 'offers'] as const;

async function loadTexts(locale: Locale): Promise<I18nProps> {
  const pick = async (l: string): Promise<Messages> => {
    const files = await Promise.all(NAMESPACES.map((ns) => textFiles[`../../i18n/locales/${l}/${ns}.json`]?.() ?? Promise.resolve({})));
    return Object.fromEntries(NAMESPACES.map((ns, i) => [ns, files[i]]));
  };
  const messages: Record<string, Messages> = { en: await pick('en') };
  if (locale !== 'en') messages[locale] = await pick(locale);
  return { locale, messages };
}

const closeDock = () => $dock.set({ ...$dock.get(), open: false });

/**
 * Messages as a panel docked on the right of wide screens (spec 002 §2.14), opened by the Messages icon or 'Message
 * the seller' without leaving the page. The top bar loads this module when the dock first opens and keeps it there;
 * the panel sits on the body, outside the bar that slides away on scroll. Escape closes it.
 */
export default function ChatDock({ locale }: { locale: Locale }) {
  const dock = useStore($dock);
  const [i18n, setI18n] = useState<I18nProps | null>(null);

  useEffect(() => {
    loadTexts(locale).then(setI18n, closeDock);
  }, [locale]);

  useEffect(() => {
    if (!dock.open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) closeDock();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dock.open]);

  if (!dock.open || !i18n) return null;
  return createPortal(
    <aside className="chat-dock" aria-label={i18n.messages[locale]?.chat?.title as string | undefined}>
      {/* Reopened on another chat (another 'Message seller'), the dock starts over on it. */}
      <Messenger key={`${dock.chatId}-${dock.adId}-${dock.assistant}`} i18n={i18n} variant="dock" chatId={dock.chatId} adId={dock.adId} assistant={dock.assistant} onClose={closeDock} />
    </aside>,
    document.body,
  );
}
