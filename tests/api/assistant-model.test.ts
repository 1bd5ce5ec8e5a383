import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/rows.ts';
import { chats } from '../../server/db/schema/index.ts';
import { answerQuestion, type AnswerOptions, type BotMessage } from '../../server/modules/assistant/service.ts';
import { aiModelOf, complete, imagePart } from '../../server/platform/ai-model.ts';
import { seedDemoData } from '../../server/seed/demo.ts';
import { startAiModelStub, type AiModelStub } from '../../support/ai-model-stub.ts';
import { connectAs, startSocketNode } from '../../support/sockets.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

/**
 * The assistant with an OpenAI-compatible model configured (AI_BASE_URL): a local server speaking the
 * chat-completions API stands in for the provider.
 */

let t: TestApp;
let stub: AiModelStub;
let node: Awaited<ReturnType<typeof startSocketNode>>;
let bicycles: number;
let cityBikes: number;
let ana: Member;
const sockets: Socket[] = [];
const warnings: string[] = [];
let withModel: AnswerOptions;

/** Said the way no phrase book has it: two wheels for the way to work, at most three hundred. */
const COMMUTE = 'something with two wheels for my way to work, three hundred at the very most';

beforeAll(async () => {
  stub = await startAiModelStub();
  t = await startTestApp({ AI_BASE_URL: stub.url, AI_API_KEY: 'sk-test-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '300' });
  await seedDemoData(t.deps);
  node = await startSocketNode(t);
  ana = await makeMember(t, 'Ana');
  [{ id: bicycles }] = (await rows<{ id: number }>(t.db, sql`select id from categories where slug = 'bicycles'`)) as [{ id: number }];
  [{ id: cityBikes }] = (await rows<{ id: number }>(t.db, sql`select id from categories where slug = 'city-bikes'`)) as [{ id: number }];
  withModel = { model: aiModelOf(t.config), log: { info: () => {}, warn: (m) => warnings.push(m), error: () => {} } };
  // The app's own log too: the calls (image-to-ad, chat_bot:image) note a failed model there.
  t.deps.log.warn = (m) => warnings.push(m);
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await node?.close();
  await t?.close();
  await stub?.close();
});

beforeEach(() => {
  stub.mode = 'answer';
  stub.reply = () => ({});
  stub.requests.length = 0;
  warnings.length = 0;
});

const commuteReading = () => ({ language: 'en', words: ['bike'], category_ids: [bicycles], price_min: null, price_max: 300, currency: null, condition: [], near_me: false, city: null, cheapest: false, title: 'Commuter bikes under 300' });

/** The category slugs (with their parent's) and prices of the answered ads. */
const listed = (m: BotMessage) =>
  rows<{ name: string; paid: string; parent: string | null; slug: string }>(
    t.db,
    sql`select a.name, coalesce(a.offer_price, a.price) as paid, c.slug, p.slug as parent
      from ads a join categories c on c.id = a.category_id left join categories p on p.id = c.parent_id
      where a.id = any(${sql.param(m.products.filter((p) => p.source === 'ad').map((p) => p.id))}::int[])`,
  );

async function online(m: Member): Promise<Socket> {
  const socket = await connectAs(node.url, m.token);
  sockets.push(socket);
  return socket;
}
type Ack = { ok: boolean; code?: string; chatId?: number; answers?: number; title?: string | null };
const ask = (s: Socket, event: string, payload: unknown) => s.timeout(5000).emitWithAck(event, payload) as Promise<Ack>;
const startSession = async (m: Member, body: Record<string, unknown> = {}) => (await t.call('POST', '/api/v1/chat/start', { token: m.token, body })).json.data.chat_id as number;
const sessions = async (m: Member) => (await t.call('GET', '/api/v1/chat/sessions', { token: m.token })).json.data as { chat_id: number; title: string | null; last_message: string }[];

describe('understanding with the model', () => {
  it("searches what the model read where the phrase book reads nothing: bicycles under 300 for a commute 'three hundred at the very most'", async () => {
    const offline = (await answerQuestion(t.db, COMMUTE)).messages[0]!;
    expect(offline.filters.price_max).toBeUndefined();
    expect(stub.requests).toHaveLength(0);

    stub.reply = commuteReading;
    const { messages, title } = await answerQuestion(t.db, COMMUTE, undefined, withModel);
    const m = messages[0]!;
    expect(m.message_type).toBe('products');
    expect(m.filters).toMatchObject({ query: COMMUTE, price_max: 300 });
    const found = await listed(m);
    expect(found.map((r) => r.name)).toContain('Dutch-style city bike');
    for (const r of found) {
      expect(Number(r.paid)).toBeLessThanOrEqual(300);
      expect([r.slug, r.parent]).toContain('bicycles');
    }
    expect(title).toBe('Commuter bikes under 300');
    expect(warnings).toEqual([]);
  });

  it('answers in the language the model reads, with the category names of that language', async () => {
    stub.reply = () => ({ ...commuteReading(), language: 'ru', title: 'Велосипеды до 300' });
    const { messages, title } = await answerQuestion(t.db, 'что-нибудь на двух колёсах, чтобы ездить на работу, не дороже трёхсот', undefined, withModel);
    expect(messages[0]!.content).toMatch(/^Найдено товаров: \d+\.$/);
    expect(messages[0]!.products.map((p) => p.category)).toContain('Городские велосипеды');
    expect(title).toBe('Велосипеды до 300');
  });

  it('asks the configured model with the bearer key, in JSON mode, with our categories and the question', async () => {
    stub.reply = () => ({ ...commuteReading(), title: null });
    await answerQuestion(t.db, 'a bike for the school run', undefined, withModel);
    expect(stub.requests).toHaveLength(1);
    const [{ authorization, body }] = stub.requests as [(typeof stub.requests)[number]];
    expect(authorization).toBe('Bearer sk-test-key');
    expect(body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' }, temperature: 0 });
    const messages = body.messages as { role: string; content: string }[];
    expect(messages.map((x) => x.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toBe('a bike for the school run');
    expect(messages[0]!.content).toMatch(new RegExp(`^\\s+${bicycles} Bicycles$`, 'm'));
  });

  it('reads a JSON answer wrapped in a Markdown fence, and asks once for the same question (the chips send it again)', async () => {
    stub.reply = () => `\`\`\`json\n${JSON.stringify({ ...commuteReading(), price_max: 200 })}\n\`\`\``;
    const first = (await answerQuestion(t.db, 'wheels for the city under two hundred', undefined, withModel)).messages[0]!;
    expect(first.filters.price_max).toBe(200);
    const chip = first.suggestions.find((c) => c.text === 'Used')!;
    const refined = (await answerQuestion(t.db, 'wheels for the city under two hundred', chip.filters, withModel)).messages[0]!;
    expect(refined.filters).toMatchObject({ price_max: 200, condition: ['used'] });
    expect(stub.requests).toHaveLength(1);
  });

  const failures: [string, (s: AiModelStub) => void][] = [
    ['is down', (s) => (s.mode = 'error')],
    ['does not answer in time', (s) => (s.mode = 'hang')],
    ['answers a page that is not JSON', (s) => (s.mode = 'garbage')],
    ['answers prose instead of JSON', (s) => (s.reply = () => 'Sure! Here are some great bikes under 300.')],
    ['names a category we do not have', (s) => (s.reply = () => ({ ...commuteReading(), category_ids: [987654] }))],
    ['answers a lower bound above the upper one', (s) => (s.reply = () => ({ ...commuteReading(), price_min: 500, price_max: 300 }))],
    ['answers a price that is not a number', (s) => (s.reply = () => ({ ...commuteReading(), price_max: 'cheap' }))],
  ];
  it.each(failures)('gives the offline answer when the model %s, and notes it in the log', async (_, fail) => {
    fail(stub);
    const started = Date.now();
    const answered = await answerQuestion(t.db, 'bike under 300', undefined, withModel);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(stub.requests.length).toBeGreaterThanOrEqual(1);
    expect(answered).toEqual(await answerQuestion(t.db, 'bike under 300'));
    expect(answered.messages[0]!.message_type).toBe('products');
    expect(answered.title).toBe('Bike under 300');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('offline understanding');
  });
});

describe('AI sessions and their titles', () => {
  it("names a new session with the model's title at its first question and lists it in the AiChat history", async () => {
    const chatId = await startSession(ana);
    const a = await online(ana);
    expect(await ask(a, 'register_new_chat', { chatId })).toEqual({ ok: true, chatId, title: null });
    stub.reply = commuteReading;
    expect(await ask(a, 'chat_bot:message', { chatId, text: `${COMMUTE}!` })).toEqual({ ok: true, chatId, answers: 1, title: 'Commuter bikes under 300' });
    const [row] = await t.db.select({ title: chats.title }).from(chats).where(eq(chats.id, chatId));
    expect(row!.title).toBe('Commuter bikes under 300');

    // A later question keeps the title.
    stub.reply = () => ({ ...commuteReading(), title: 'Something else' });
    expect(await ask(a, 'chat_bot:message', { chatId, text: 'and a helmet' })).toMatchObject({ ok: true, title: 'Commuter bikes under 300' });
    expect((await sessions(ana)).find((s) => s.chat_id === chatId)).toMatchObject({ title: 'Commuter bikes under 300', last_message: expect.any(String) });
    expect(await ask(a, 'register_new_chat', { chatId })).toEqual({ ok: true, chatId, title: 'Commuter bikes under 300' });
  });

  it('names a session offline from the search understood when the model is down', async () => {
    stub.mode = 'error';
    const chatId = await startSession(ana);
    const a = await online(ana);
    expect(await ask(a, 'chat_bot:message', { chatId, text: 'vélo moins de 300' })).toMatchObject({ ok: true, title: 'Vélo à moins de 300' });
  });

  it('names a session whose question came by send-message when it is registered', async () => {
    stub.mode = 'error';
    const chatId = await startSession(ana);
    await t.call('POST', '/api/v1/send-message', { token: ana.token, body: { chat_id: chatId, sender_id: ana.id, content: 'Fahrrad unter 300 Euro' } });
    const a = await online(ana);
    expect(await ask(a, 'register_new_chat', { chatId })).toEqual({ ok: true, chatId, title: 'Fahrrad unter 300 EUR' });
  });

  it('keeps a title given at chat/start until the session is cleared; the next question names it again', async () => {
    stub.mode = 'error';
    const chatId = await startSession(ana, { title: 'My search' });
    const a = await online(ana);
    expect(await ask(a, 'chat_bot:message', { chatId, text: 'headphones' })).toMatchObject({ ok: true, title: 'My search' });

    const cleared = await t.call('DELETE', `/api/v1/chat/${chatId}/messages`, { token: ana.token });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toMatchObject({ status: 'success', message: 'Chat cleared. What would you like to search for next?', data: { chat_id: chatId } });
    expect((await sessions(ana)).map((s) => s.chat_id)).not.toContain(chatId);

    expect(await ask(a, 'chat_bot:message', { chatId, text: 'guitar near me' })).toMatchObject({ ok: true, title: 'Guitars & Basses near me' });
    expect((await sessions(ana)).find((s) => s.chat_id === chatId)).toMatchObject({ title: 'Guitars & Basses near me' });
  });

  it("lists only the caller's sessions that hold messages, newest first, and asks for a sign-in", async () => {
    const ben = await makeMember(t, 'Ben');
    const empty = await startSession(ben);
    expect(await sessions(ben)).toEqual([]);
    stub.mode = 'error';
    const b = await online(ben);
    await ask(b, 'chat_bot:message', { chatId: empty, text: 'headphones' });
    const second = await startSession(ben);
    await ask(b, 'chat_bot:message', { chatId: second, text: 'bike under 300' });
    expect((await sessions(ben)).map((s) => [s.chat_id, s.title])).toEqual([
      [second, 'Bike under 300'],
      [empty, 'Headphones'],
    ]);
    expect((await sessions(ana)).map((s) => s.chat_id)).not.toContain(second);
    expect((await t.call('GET', '/api/v1/chat/sessions')).status).toBe(401);
  });

  it("finds a member's sessions through their index, not by reading every chat", async () => {
    await t.db.execute(sql`set enable_seqscan = off`);
    const plan = await rows<{ 'QUERY PLAN': string }>(
      t.db,
      sql`explain select id from chats where kind = 'assistant' and user1_id = ${ana.id} and last_seq = 0 order by id desc limit 1`,
    );
    await t.db.execute(sql`reset enable_seqscan`);
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('chats_assistant_user_idx');
  });
});

/** A plain picture the offline detector recognises nothing in: only the model can tell what it is. */
const plainPhoto = async (width = 1600, height = 1000) => new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#b03a2e' } }).png().toBuffer());
const photoForm = (bytes: Uint8Array, lang?: string) => {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  if (lang) f.append('lang', lang);
  return f;
};
const cityBikeReading = () => ({ words: ['city bike'], category_ids: [cityBikes], title: 'Red city bike with basket', description: 'A red city bike with a front basket.' });

describe('photos read by the model', () => {
  it('image-to-ad takes the category, title and description the model reads in a photo the detector cannot tell', async () => {
    stub.reply = cityBikeReading;
    const res = await t.call('POST', '/api/v1/ads/image-to-ad', { token: ana.token, body: photoForm(await plainPhoto(), 'de') });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ subcategory: { id: cityBikes, slug: 'city-bikes' }, title: 'Red city bike with basket', description: 'A red city bike with a front basket.' });
    expect(warnings).toEqual([]);

    // The photo goes as a small JPEG beside our categories, asking for the texts in the shopper's language.
    const { body, authorization } = stub.requests[0]!;
    expect(authorization).toBe('Bearer sk-test-key');
    const [system, user] = body.messages as [{ content: string }, { content: { type: string; image_url: { url: string } }[] }];
    expect(system.content).toContain('"de"');
    expect(system.content).toMatch(new RegExp(`^\\s+${cityBikes} City bikes$`, 'mi'));
    const url = user.content[0]!.image_url.url;
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const sent = await sharp(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(['jpeg', 768, 480]);
  });

  it('image-to-ad answers as the offline detector does when the model is down, or names a category we do not have', async () => {
    for (const fail of [() => (stub.mode = 'error'), () => (stub.reply = () => ({ ...cityBikeReading(), category_ids: [987654] }))] as const) {
      fail();
      warnings.length = 0;
      const res = await t.call('POST', '/api/v1/ads/image-to-ad', { token: ana.token, body: photoForm(await plainPhoto(300, 200)) });
      expect([res.status, res.json.errors_status?.file, res.json.message]).toEqual([422, 'IMAGE_NOT_RECOGNISED', 'Unable to create AI Ad for uploaded image.']);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('could not read the photo');
      stub.mode = 'answer';
    }
  });

  it("answers a photo in the AI chat with items of what the model saw, and says what it saw", async () => {
    stub.reply = () => ({ words: ['bike'], category_ids: [bicycles], title: 'Bike', description: 'A bike.' });
    const chatId = await startSession(ana);
    const a = await online(ana);
    const got: { sender_id: number | null; message_type: string; content: string; products?: { name: string }[] }[] = [];
    a.on('message', (m) => got.push(m));
    const image_id = `data:image/png;base64,${Buffer.from(await plainPhoto(400, 300)).toString('base64')}`;
    expect(await ask(a, 'chat_bot:image', { chatId, image_id, lang: 'en' })).toMatchObject({ ok: true, chatId, answers: 1 });
    for (let i = 0; i < 50 && got.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    const answer = got.find((m) => m.sender_id === null)!;
    expect(answer).toMatchObject({ message_type: 'products', content: 'Your photo seems to show: Bicycles. Here are similar items.' });
    expect(answer.products!.length).toBeGreaterThan(0);
    expect(answer.products!.every((p) => /bike|bicycle/i.test(p.name))).toBe(true);
  }, 30_000);

  it('says it could not find anything when the model sees nothing to sell, never guessing', async () => {
    stub.reply = () => ({ words: [], category_ids: [], title: null, description: null });
    const chatId = await startSession(ana);
    const a = await online(ana);
    const got: { sender_id: number | null; message_type: string; content: string }[] = [];
    a.on('message', (m) => got.push(m));
    await ask(a, 'chat_bot:image', { chatId, image_id: `data:image/png;base64,${Buffer.from(await plainPhoto(300, 300)).toString('base64')}` });
    for (let i = 0; i < 50 && got.filter((m) => m.sender_id === null).length < 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(got.find((m) => m.sender_id === null)).toMatchObject({ message_type: 'bot_error', content: 'I could not find any items that look like your photo.' });
  }, 30_000);
});

describe('the model adapter', () => {
  it('sends an image to a vision model as a data URL part beside the text', async () => {
    stub.reply = () => 'A red bicycle.';
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const answer = await complete(withModel.model!, [{ role: 'user', content: [{ type: 'text', text: 'What is in the photo?' }, imagePart(png, 'image/png', 'low')] }]);
    expect(answer).toBe('A red bicycle.');
    const sent = (stub.requests[0]!.body.messages as { content: unknown }[])[0]!.content;
    expect(sent).toEqual([
      { type: 'text', text: 'What is in the photo?' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${Buffer.from(png).toString('base64')}`, detail: 'low' } },
    ]);
    expect(stub.requests[0]!.body).not.toHaveProperty('response_format');
  });
});
