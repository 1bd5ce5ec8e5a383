import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../src/i18n/messages.ts';
import OfferMessage from '../../src/islands/offers/OfferMessage.tsx';
import type { ChatMessage } from '../../src/lib/api/chat.ts';
import type { Offer } from '../../src/lib/api/offers.ts';

const BUYER = 7;
const SELLER = 9;
const later = new Date(Date.now() + 3_600_000).toISOString();

function message(event: ChatMessage['offer_event'], amount: string, senderId: number, offer: Partial<Offer> = {}): ChatMessage {
  return {
    id: 1,
    chat_id: 1,
    seq: 1,
    sender_id: senderId,
    receiver_id: senderId === BUYER ? SELLER : BUYER,
    message_type: 'offer',
    content: '',
    language: null,
    translatable: false,
    attachment_link: [],
    extra_info: { offer_event: event, amount },
    ad_id: 3,
    story_id: null,
    story: null,
    created_at: new Date().toISOString(),
    offer_event: event,
    offer: {
      id: 5,
      ad_id: 3,
      buyer_id: BUYER,
      seller_id: SELLER,
      chat_id: 1,
      amount: '150.00',
      currency: '£',
      listed_price: '200.00',
      state: 'open',
      made_by: BUYER,
      auto_declined: false,
      expires_at: later,
      actions: { buyer: ['withdraw'], seller: ['accept', 'decline', 'counter'] },
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      ...offer,
    },
  };
}

const render = (m: ChatMessage, viewerId: number, locale: 'en' | 'de' = 'en') => renderToStaticMarkup(<OfferMessage message={m} viewerId={viewerId} i18n={messagesFor(locale, ['offers', 'errors'])} />);
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((b) => b[1]);

describe('an offer message in the chat', () => {
  it("shows the amount, the state and the viewer's own buttons", () => {
    const m = message('made', '150.00', BUYER);
    const seller = render(m, SELLER);
    expect(seller).toContain('£150.00');
    expect(seller).toContain('Waiting for your answer');
    expect(render(m, BUYER)).toContain('Waiting for the seller');
    expect(seller).toMatch(/Expires /);
    expect(buttons(seller)).toEqual(['Accept', 'Decline', 'Counter']);
    expect(buttons(render(m, BUYER))).toEqual(['Withdraw']);
    expect(buttons(render(m, 42))).toEqual([]);
  });

  it('keeps an earlier step as history: its amount, the amount now, no buttons', () => {
    const earlier = message('made', '100.00', BUYER, { state: 'countered', amount: '180.00', made_by: SELLER, actions: { buyer: ['accept', 'decline', 'counter'], seller: ['withdraw'] } });
    const html = render(earlier, BUYER);
    expect(html).toContain('£100.00');
    expect(html).toContain('Now: £180.00');
    expect(buttons(html)).toEqual([]);
    const counter = message('countered', '180.00', SELLER, earlier.offer);
    expect(buttons(render(counter, BUYER))).toEqual(['Accept', 'Decline', 'Counter']);
  });

  it('reads a waiting offer whose time ran out as expired, without buttons', () => {
    const m = message('made', '150.00', BUYER, { expires_at: new Date(Date.now() - 1000).toISOString() });
    const html = render(m, SELLER);
    expect(html).toContain('Expired');
    expect(buttons(html)).toEqual([]);
  });

  it("says an offer under the seller's floor was declined at once, in the reader's language", () => {
    const m = message('made', '50.00', BUYER, { state: 'declined', auto_declined: true, actions: { buyer: [], seller: [] } });
    const html = render(m, BUYER, 'de');
    expect(html).toContain('Abgelehnt');
    expect(html).toContain('Automatisch abgelehnt');
  });
});
