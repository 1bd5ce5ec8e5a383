import { useEffect, useState, type ReactNode } from 'react';
import { formatPrice } from '../../../common/price.ts';
import { getAd } from '../../lib/api/ads.ts';
import type { ChatMessage } from '../../lib/api/chat.ts';
import { ApiCallError } from '../../lib/api/client.ts';
import { translateMessage } from '../../lib/api/translation.ts';
import { messageTime } from '../../lib/chat/rules.ts';
import type { Translate } from '../../i18n/translator.ts';

/** A product result card of the assistant (spec 002 §3). */
export type ProductCard = {
  id: number;
  name: string;
  price: string;
  currency_symbol?: string | null;
  location?: string | null;
  category?: string | null;
  is_web_result?: boolean;
  source?: string;
  url?: string;
  images?: string[];
  imageUrl?: string | null;
  image?: string | null;
};

/** A chip that refines the assistant's search. */
export type Chip = { text: string; action?: string; filters?: Record<string, unknown> };

type Props = {
  message: ChatMessage;
  mine: boolean;
  clusterStart: boolean;
  clusterEnd: boolean;
  /** Whether the other member has read this message (their watermark reached it); only for the member's own messages. */
  read: boolean;
  now: Date;
  t: Translate;
  locale: string;
  onOpenImage: (url: string) => void;
  onChip?: (chip: Chip) => void;
  onReport?: (message: ChatMessage) => void;
  /** An offer message's content (amount, state and the viewer's moves), given by the window that knows the offers. */
  renderOffer?: (message: ChatMessage) => ReactNode;
};

function timeText(createdAt: string, now: Date, t: Translate, locale: string) {
  const when = messageTime(createdAt, now);
  if (when.kind === 'moment') return t('moment');
  const time = when.date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return when.kind === 'time' ? time : `${when.date.toLocaleDateString(locale, { day: 'numeric', month: 'short' })} ${time}`;
}

/** What the chat shows of an ad, and what tells whether its window may offer on it (whose ad, whether negotiable). */
export type AdPreview = { id: number; name: string; image: string | null; ownerId: number; negotiable: boolean } | 'missing';
const adPreviews = new Map<number, Promise<AdPreview>>();

/** An ad of the chat, fetched once per ad and page (the reference card and the offer action share the request). */
export function adPreview(adId: number): Promise<AdPreview> {
  let request = adPreviews.get(adId);
  if (!request) {
    request = getAd(adId).then(
      ({ data }) => ({ id: data.id, name: data.name, image: data.attachment?.[0]?.attachment ?? null, ownerId: data.owner_id, negotiable: Number(data.is_negotiable) === 1 }),
      () => 'missing' as const,
    );
    adPreviews.set(adId, request);
  }
  return request;
}

/** The ad a message is about. */
function useAdPreview(adId: number | null): AdPreview | null {
  const [ad, setAd] = useState<AdPreview | null>(null);
  useEffect(() => {
    if (adId === null) return undefined;
    let alive = true;
    void adPreview(adId).then((a) => alive && setAd(a));
    return () => {
      alive = false;
    };
  }, [adId]);
  return ad;
}

/** The ad a message refers to: its photo and name linking to the ad, or 'Ad not available'. */
export function AdReference({ adId, t }: { adId: number; t: Translate }) {
  const ad = useAdPreview(adId);
  if (ad === null) return <div className="chat-ref chat-ref-loading" aria-hidden="true" />;
  if (ad === 'missing') return <div className="chat-ref chat-ref-missing">{t('adUnavailable')}</div>;
  return (
    <a className="chat-ref" href={`/product/${ad.id}`}>
      {ad.image ? <img src={ad.image} alt="" width="48" height="48" loading="lazy" /> : <span className="chat-no-image" aria-hidden="true" />}
      <span>
        <small>{t('aboutAd')}</small>
        <strong>{ad.name}</strong>
      </span>
    </a>
  );
}

type Translation = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; text: string } | { state: 'done'; text: string; shown: boolean };

/** Translate action (spec 002 §4): idle, loading, failed with 'Try again', translated with the text shown. */
function TranslateAction({ text, t }: { text: string; t: Translate }) {
  const [tr, setTr] = useState<Translation>({ state: 'idle' });
  const run = async () => {
    setTr({ state: 'loading' });
    try {
      const { data } = await translateMessage(text);
      setTr({ state: 'done', text: data.translated_text, shown: true });
    } catch (err) {
      const outage = err instanceof ApiCallError && err.httpStatus >= 500;
      setTr({ state: 'failed', text: outage ? t('translationUnavailable') : t('cannotTranslate') });
    }
  };
  if (tr.state === 'done')
    return (
      <div className="chat-translation">
        {tr.shown && (
          <p lang="en">
            <small>{t('translated')}</small> {tr.text}
          </p>
        )}
        <button type="button" className="chat-link-btn" onClick={() => setTr({ ...tr, shown: !tr.shown })}>
          {tr.shown ? t('showOriginal') : t('translate')}
        </button>
      </div>
    );
  return (
    <div className="chat-translation" aria-live="polite">
      {tr.state === 'failed' && <p className="chat-translation-error">{tr.text}</p>}
      <button type="button" className="chat-link-btn" onClick={run} disabled={tr.state === 'loading'}>
        {tr.state === 'loading' ? t('translating') : tr.state === 'failed' ? t('tryAgain') : t('translate')}
      </button>
    </div>
  );
}

/** The assistant's product cards: shop items open ItemDetails, ads ProductDetails, web results a new tab. */
function ProductCards({ products, t }: { products: ProductCard[]; t: Translate }) {
  return (
    <ul className="chat-products">
      {products.map((p) => {
        const image = p.imageUrl ?? p.image ?? p.images?.[0];
        const href = p.is_web_result ? (p.url ?? '#') : p.source === 'shop' ? `/item/${p.id}` : `/product/${p.id}`;
        return (
          <li key={`${p.source ?? 'ad'}-${p.id}`}>
            <a href={href} {...(p.is_web_result ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {image ? <img src={image} alt="" width="160" height="120" loading="lazy" /> : <span className="chat-no-image" aria-hidden="true" />}
              <span className="chat-product-name">{p.name}</span>
              <span className="chat-product-price">{formatPrice(p.price, p.currency_symbol || '$')}</span>
              {(p.category || p.location) && <span className="chat-product-meta">{[p.category, p.location].filter(Boolean).join(' · ')}</span>}
              {p.is_web_result && <span className="chat-product-meta">{t('webResult')}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The story a react or comment message answers: its picture (or video) while it exists, else 'Story Not Available'. */
function StoryReference({ message, t }: { message: ChatMessage; t: Props['t'] }) {
  const story = message.story;
  if (!story) return <div className="chat-ref chat-ref-missing">{t('storyUnavailable')}</div>;
  return (
    <div className="chat-ref chat-ref-story">
      {story.fileType === 'video' && !story.posterUrl ? <video src={story.fileUrl} muted playsInline preload="metadata" aria-hidden="true" /> : <img src={story.posterUrl ?? story.fileUrl} alt="" loading="lazy" />}
      <span>
        <small>{t(message.message_type === 'react' ? 'storyReacted' : 'storyReplied')}</small>
      </span>
    </div>
  );
}

/**
 * One message (spec 002 §2.14 'Message item'): a sent or received bubble with its time; images open the lightbox;
 * story and ad previews; the translate action on other members' non-English text; the assistant's product cards and
 * chips; its errors with the advice to rephrase. Text is always shown as text: links never become HTML.
 */
export function MessageItem({ message, mine, clusterStart, clusterEnd, read, now, t, locale, onOpenImage, onChip, onReport, renderOffer }: Props) {
  const products = (message.products ?? []) as ProductCard[];
  const chips = (message.suggestions ?? []) as Chip[];
  const fromAssistant = message.sender_id === null;
  const isError = message.message_type === 'bot_error';
  const images = message.attachment_link;
  const classes = ['chat-msg', mine ? 'chat-msg-mine' : 'chat-msg-theirs', clusterStart ? 'chat-msg-first' : '', clusterEnd ? 'chat-msg-last' : '', isError ? 'chat-msg-error' : '', message.message_type === 'offer' ? 'chat-msg-offer' : ''];

  return (
    <li className={classes.filter(Boolean).join(' ')} data-seq={message.seq}>
      <div className="chat-bubble">
        {message.story_id !== null && <StoryReference message={message} t={t} />}
        {message.ad_id !== null && <AdReference adId={message.ad_id} t={t} />}
        {images.length > 0 && (
          <div className="chat-images">
            {images.map((url) => (
              <button type="button" key={url} className="chat-image" onClick={() => onOpenImage(url)} aria-label={t('openImage')}>
                <img src={url} alt={t('imageAlt')} loading="lazy" />
              </button>
            ))}
          </div>
        )}
        {message.message_type === 'offer' && renderOffer
          ? renderOffer(message)
          : message.content && <p className="chat-text">{message.message_type === 'react' ? '❤️' : message.content}</p>}
        {isError && <p className="chat-text chat-advice">{t('botError')}</p>}
        {products.length > 0 && <ProductCards products={products} t={t} />}
        {!mine && message.translatable && message.content && <TranslateAction text={message.content} t={t} />}
      </div>
      {chips.length > 0 && onChip && (
        <ul className="chat-chips">
          {chips.map((chip) => (
            <li key={chip.text}>
              <button type="button" className="chat-chip" onClick={() => onChip(chip)}>
                {chip.text}
              </button>
            </li>
          ))}
        </ul>
      )}
      {clusterEnd && (
        <div className="chat-meta">
          <time dateTime={message.created_at}>{timeText(message.created_at, now, t, locale)}</time>
          {mine && !fromAssistant && message.receiver_id !== null && <span className={read ? 'chat-read' : undefined}>{read ? t('read') : t('delivered')}</span>}
          {!mine && !fromAssistant && onReport && (
            <button type="button" className="chat-link-btn" onClick={() => onReport(message)}>
              {t('report')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
