/**
 * The offline chat e-mail digest (decision 85) through a real SMTP peer: the mailer of the app talks SMTP to a local
 * server (the e2e mailbox), and the sweep runs with a chosen "now" so that an hour passes without waiting for it.
 */
import { eq, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, users } from '../../server/db/schema/index.ts';
import { DIGEST_DELAY_MS, DIGEST_INTERVAL_MS, mailChatDigests, unsubscribeToken } from '../../server/modules/chat/digest.ts';
import { createLogger } from '../../server/platform/log.ts';
import { createMailer } from '../../server/platform/mail.ts';
import { shopFixtures } from '../../support/shop-fixtures.ts';
import { connectAs, startSocketNode } from '../../support/sockets.ts';
import { Mailbox, type ReceivedMail } from '../e2e/mailbox.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let node: Awaited<ReturnType<typeof startSocketNode>>;
let fixtures: Awaited<ReturnType<typeof shopFixtures>>;
const mailbox = new Mailbox();
const sockets: Socket[] = [];
const start = Date.now();
/** "now" for a sweep, `minutes` after the test run began. */
const at = (minutes: number) => new Date(start + minutes * 60_000);

beforeAll(async () => {
  const port = await mailbox.start();
  // One node, without the Redis adapter: with it, another test file's node on the same Redis could answer for a
  // member of the same id and make them look online.
  t = await startTestApp({ APP_URL: 'https://market.example', REDIS_URL: '' }, () => ({
    mail: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@market.example', outboxDir: '', log: createLogger({ silent: true }) }),
  }));
  node = await startSocketNode(t);
  fixtures = await shopFixtures(t);
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await node?.close();
  await t?.close();
  await mailbox.close();
});

const emailOf = async (m: Member) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, m.id)))[0]!.email;
const mailsTo = async (m: Member): Promise<ReceivedMail[]> => {
  const address = (await emailOf(m)).toLowerCase();
  return mailbox.messages.filter((mail) => mail.to.includes(address));
};
/** The header of a mail, folded lines unfolded. */
const headersOf = (mail: ReceivedMail) => mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
/** The HTML part of a mail, quoted-printable soft breaks removed. */
const htmlOf = (mail: ReceivedMail) => mail.raw.slice(mail.raw.indexOf('Content-Type: text/html')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** Waits until the server has seen the member's last socket go (and stored their last seen time). */
async function gone(m: Member) {
  for (let i = 0; i < 100; i++) {
    const [row] = await t.db.select({ lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, m.id));
    if (row!.lastSeenAt && !(await t.deps.broadcast.online([m.id])).has(m.id)) return;
    await new Promise((res) => setTimeout(res, 20));
  }
  throw new Error(`member ${m.id} still online`);
}

async function send(from: Member, to: Member, content: string, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/v1/send-message', { token: from.token, body: { receiver_id: to.id, sender_id: from.id, content, ...extra } });
  expect(res.status).toBe(200);
  return res.json.data as { chat_id: number; seq: number };
}

describe('the offline e-mail digest', () => {
  let alice: Member;
  let bob: Member;
  let chatId: number;

  it('mails an offline member once per chat with every waiting message, after the delay', async () => {
    alice = await makeMember(t, 'Alice');
    bob = await makeMember(t, 'Bob');
    chatId = (await send(alice, bob, 'Is the bike still for sale?')).chat_id;
    await send(alice, bob, 'I can pick it up <b>tomorrow</b> & pay cash', {});
    await send(alice, bob, '', { attachment_link: [t.deps.storage.url(`chat/${chatId}/photo.webp`)] });

    expect(await mailChatDigests(t.deps, at(1))).toBe(0);
    // Two origin nodes sweeping at the same moment send one mail.
    const [one, two] = await Promise.all([mailChatDigests(t.deps, at(11)), mailChatDigests(t.deps, at(11))]);
    expect(one + two).toBe(1);

    const [mail, ...more] = await mailsTo(bob);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New messages from Alice');
    expect(mail!.text).toContain('Alice wrote to you while you were away:');
    expect(mail!.text).toContain('> Is the bike still for sale?');
    expect(mail!.text).toContain('> I can pick it up <b>tomorrow</b> & pay cash');
    expect(mail!.text).toContain('> [Photo]');
    expect(mail!.text).toContain(`https://market.example/messages/${chatId}`);
    expect(htmlOf(mail!)).toContain('I can pick it up &#60;b&#62;tomorrow&#60;/b&#62; &#38; pay cash');
    expect(htmlOf(mail!)).not.toContain('<b>tomorrow');
    const link = `https://market.example/api/v1/unsubscribe/chat-digest?token=${unsubscribeToken(t.config.EDGE_SECRET, bob.id)}`;
    expect(mail!.text).toContain(link);
    expect(headersOf(mail!)).toMatch(/^List-Unsubscribe: <https:\/\/market\.example\/api\/v1\/unsubscribe\/chat-digest\?token=[^>]+>\r?$/m);
    expect(headersOf(mail!)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(await mailsTo(alice)).toEqual([]);
  });

  it('sends no second mail of a chat within the hour, while another chat gets its own; after the hour only the new messages', async () => {
    const carol = await makeMember(t, 'Carol');
    await send(alice, bob, 'Are you there?');
    await send(carol, bob, 'Hello from Carol');
    expect(await mailChatDigests(t.deps, at(40))).toBe(1);
    const mails = await mailsTo(bob);
    expect(mails.map((m) => m.subject)).toEqual(['New messages from Alice', 'New messages from Carol']);
    expect(mails[1]!.text).toContain('> Hello from Carol');

    expect(await mailChatDigests(t.deps, at(11 + DIGEST_INTERVAL_MS / 60_000))).toBe(1);
    const again = (await mailsTo(bob))[2]!;
    expect(again.subject).toBe('New messages from Alice');
    expect(again.text).toContain('> Are you there?');
    expect(again.text).not.toContain('Is the bike still for sale?');
    // Nothing new: nothing more, however long the member stays away.
    expect(await mailChatDigests(t.deps, at(300))).toBe(0);
  });

  it('mails nobody who is online, who has read or deleted the chat, who turned the mails off, or whose contact is blocked', async () => {
    const sender = await makeMember(t, 'Sam');
    const online = await makeMember(t, 'Olga');
    const reader = await makeMember(t, 'Rita');
    const quiet = await makeMember(t, 'Quentin');
    const blocker = await makeMember(t, 'Bella');
    const deleter = await makeMember(t, 'Dan');
    const socket = await connectAs(node.url, online.token);
    sockets.push(socket);
    await send(sender, online, 'You are online');
    const read = await send(sender, reader, 'You will read this');
    const readerSocket = await connectAs(node.url, reader.token);
    expect(await readerSocket.timeout(5000).emitWithAck('message:read', { chatId: read.chat_id })).toMatchObject({ ok: true });
    readerSocket.close();

    const settings = await t.call('PATCH', '/api/v1/notification-settings', { token: quiet.token, body: { chat_email_digest: false } });
    expect(settings.json.data).toEqual({ chat_email_digest: false, order_emails: true, offer_emails: true });
    expect((await t.call('GET', '/api/v1/notification-settings', { token: quiet.token })).json.data).toEqual({ chat_email_digest: false, order_emails: true, offer_emails: true });
    await send(sender, quiet, 'Mails are off');

    const deleted = await send(sender, deleter, 'Deleted for me');
    expect((await t.call('DELETE', `/api/v1/chat/${deleted.chat_id}`, { token: deleter.token })).status).toBe(200);

    await send(sender, blocker, 'Soon blocked');
    expect((await t.call('POST', '/api/v1/blocked-users', { token: blocker.token, body: { user_id: sender.id } })).status).toBe(200);

    expect(await mailChatDigests(t.deps, new Date(Date.now() + DIGEST_DELAY_MS + 60_000))).toBe(0);
    for (const m of [online, reader, quiet, blocker, deleter]) expect(await mailsTo(m)).toEqual([]);

    // Once the online member's socket is gone, the waiting message is mailed after they have been away for the delay.
    socket.close();
    await gone(online);
    await t.db.execute(sql`update messages set created_at = now() - interval '1 hour' where receiver_id = ${online.id}`);
    expect(await mailChatDigests(t.deps, new Date())).toBe(0);
    expect(await mailChatDigests(t.deps, new Date(Date.now() + DIGEST_DELAY_MS + 60_000))).toBe(1);
    expect((await mailsTo(online)).map((m) => m.subject)).toEqual(['New messages from Sam']);
  });

  it('writes the mail in the language the member last used on the site', async () => {
    const sender = await makeMember(t, 'Pierre');
    const reader = await makeMember(t, 'Claire');
    const socket = await connectAs(node.url, reader.token);
    socket.close();
    await gone(reader);
    expect((await t.db.select({ language: users.language }).from(users).where(eq(users.id, reader.id)))[0]!.language).toBeNull();
    const french = io(node.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { Authorization: `Bearer ${reader.token}`, Cookie: 'theme=dark; userLanguage=fr' } });
    await new Promise<void>((res) => french.once('connect', () => res()));
    for (let i = 0; i < 100 && (await t.db.select({ language: users.language }).from(users).where(eq(users.id, reader.id)))[0]!.language !== 'fr'; i++) {
      await new Promise((res) => setTimeout(res, 20));
    }
    french.close();
    await gone(reader);
    await send(sender, reader, 'Bonjour, toujours disponible ?');
    expect(await mailChatDigests(t.deps, new Date(Date.now() + DIGEST_DELAY_MS + 60_000))).toBe(1);
    const [mail] = await mailsTo(reader);
    expect(mail!.subject).toBe('Nouveaux messages de Pierre');
    expect(mail!.text).toContain('Pierre vous a écrit pendant votre absence :');
  });
});

/** A negotiable ad of `seller` listed at 200.00. */
async function negotiableAd(seller: Member) {
  const ad = await fixtures.makeClassified(seller.id);
  await t.db.update(ads).set({ isNegotiable: true, price: '200.00' }).where(eq(ads.id, ad.id));
  return ad.id;
}
const settingsOf = async (m: Member) => (await t.call('GET', '/api/v1/notification-settings', { token: m.token })).json.data;
const later = () => new Date(Date.now() + DIGEST_DELAY_MS + 60_000);

describe('offer e-mails (the offers switch)', () => {
  it('mails offer steps in the reader’s language under the offers switch, with a link that stops offer mails only', async () => {
    const buyer = await makeMember(t, 'Oskar');
    const seller = await makeMember(t, 'Greta');
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, seller.id));
    const adId = await negotiableAd(seller);
    const made = await t.call('POST', '/api/v1/offers', { token: buyer.token, body: { ad_id: adId, amount: '150.50' } });
    expect(made.status).toBe(200);

    expect(await mailChatDigests(t.deps, later())).toBe(1);
    const [mail] = await mailsTo(seller);
    expect(mail!.subject).toBe('Neues zu einem Angebot von Oskar');
    expect(mail!.text).toContain('> Angebot: $150.50');
    expect(mail!.text).not.toContain('Offer: $150.50');
    const link = `https://market.example/api/v1/unsubscribe/chat-digest?token=${unsubscribeToken(t.config.EDGE_SECRET, seller.id, 'offers')}`;
    expect(mail!.text).toContain(`Angebots-E-Mails abbestellen: ${link}`);
    expect(headersOf(mail!)).toContain(`List-Unsubscribe: <${link}>`);

    const done = await t.app.request(link.replace('https://market.example', ''), { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
    expect(await done.text()).toContain('Angebots-E-Mails sind ausgeschaltet');
    expect(await settingsOf(seller)).toEqual({ chat_email_digest: true, order_emails: true, offer_emails: false });
  });

  it('follows each switch: offers off mails only the messages, chat off mails only the offer steps, both off mails nothing', async () => {
    const buyer = await makeMember(t, 'Ines');
    const sellers = { offersOff: await makeMember(t, 'Otto'), chatOff: await makeMember(t, 'Cleo'), bothOff: await makeMember(t, 'Bert') };
    const off = { offersOff: { offer_emails: false }, chatOff: { chat_email_digest: false }, bothOff: { offer_emails: false, chat_email_digest: false } };
    for (const [name, seller] of Object.entries(sellers)) {
      expect((await t.call('PATCH', '/api/v1/notification-settings', { token: seller.token, body: off[name as keyof typeof off] })).status).toBe(200);
      await send(buyer, seller, 'Would you take less?');
      expect((await t.call('POST', '/api/v1/offers', { token: buyer.token, body: { ad_id: await negotiableAd(seller), amount: '120' } })).status).toBe(200);
    }
    expect(await mailChatDigests(t.deps, later())).toBe(2);

    const [plain] = await mailsTo(sellers.offersOff);
    expect(plain!.subject).toBe('New messages from Ines');
    expect(plain!.text).toContain('> Would you take less?');
    expect(plain!.text).not.toContain('Offer:');
    expect(plain!.text).toContain(unsubscribeToken(t.config.EDGE_SECRET, sellers.offersOff.id));

    const [offer] = await mailsTo(sellers.chatOff);
    expect(offer!.subject).toBe('Offer news from Ines');
    expect(offer!.text).toContain('> Offer: $120.00');
    expect(offer!.text).not.toContain('Would you take less?');

    expect(await mailsTo(sellers.bothOff)).toEqual([]);
  });

  it('gives a mail holding messages and offer steps one link that stops both', async () => {
    const buyer = await makeMember(t, 'Mia');
    const seller = await makeMember(t, 'Max');
    await send(buyer, seller, 'Hello, is it negotiable?');
    expect((await t.call('POST', '/api/v1/offers', { token: buyer.token, body: { ad_id: await negotiableAd(seller), amount: '99' } })).status).toBe(200);
    expect(await mailChatDigests(t.deps, later())).toBe(1);
    const [mail] = await mailsTo(seller);
    expect(mail!.subject).toBe('New messages from Mia');
    expect(mail!.text).toMatch(/> Hello, is it negotiable\?\r?\n> Offer: \$99\.00/);
    const token = unsubscribeToken(t.config.EDGE_SECRET, seller.id, 'all');
    expect(mail!.text).toContain(`Stop chat and offer e-mails: https://market.example/api/v1/unsubscribe/chat-digest?token=${token}`);
    const page = await t.app.request(`/api/v1/unsubscribe/chat-digest?token=${token}`);
    expect(await page.text()).toContain('Stop chat and offer e-mails?');
    await t.call('POST', `/api/v1/unsubscribe/chat-digest?token=${token}`);
    expect(await settingsOf(seller)).toEqual({ chat_email_digest: false, order_emails: true, offer_emails: false });
  });
});

describe('the unsubscribe link', () => {
  it('shows a page with one button, and the button (or the mail client’s one-click post) turns the mails off', async () => {
    const member = await makeMember(t, 'Una');
    const token = unsubscribeToken(t.config.EDGE_SECRET, member.id);
    const path = `/api/v1/unsubscribe/chat-digest?token=${encodeURIComponent(token)}`;

    const page = await t.app.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Stop chat e-mails?');
    expect(html).toContain('<form method="post">');
    expect((await t.call('GET', '/api/v1/notification-settings', { token: member.token })).json.data).toEqual({ chat_email_digest: true, order_emails: true, offer_emails: true });

    const done = await t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Chat e-mails are off');
    expect((await t.call('GET', '/api/v1/notification-settings', { token: member.token })).json.data).toEqual({ chat_email_digest: false, order_emails: true, offer_emails: true });
  });

  it('refuses a token it did not sign, or one of another member', async () => {
    const member = await makeMember(t, 'Victor');
    const other = await makeMember(t, 'Wendy');
    const forged = `${member.id}.${unsubscribeToken(t.config.EDGE_SECRET, other.id).split('.')[1]}`;
    const offersSignature = unsubscribeToken(t.config.EDGE_SECRET, member.id, 'offers').split('.')[2];
    // A chat signature under another scope, and an offers signature claimed for every mail.
    const rescoped = [`${member.id}.all.${unsubscribeToken(t.config.EDGE_SECRET, member.id).split('.')[1]}`, `${member.id}.all.${offersSignature}`, `${member.id}.${offersSignature}`];
    for (const token of [forged, 'x', `${member.id}.AAAA`, unsubscribeToken('another secret', member.id), ...rescoped, `${member.id}.weekly.${offersSignature}`, `${member.id}.offers.${offersSignature}.x`]) {
      const res = await t.call('POST', `/api/v1/unsubscribe/chat-digest?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ status: 'error', message_status: 'UNSUBSCRIBE_LINK_INVALID' });
    }
    expect((await t.call('GET', '/api/v1/notification-settings', { token: member.token })).json.data).toEqual({ chat_email_digest: true, order_emails: true, offer_emails: true });
    expect((await t.call('PATCH', '/api/v1/notification-settings', { token: member.token, body: { chat_email_digest: 'maybe' } })).status).toBe(422);
    expect((await t.call('GET', '/api/v1/notification-settings')).status).toBe(401);
  });
});
