import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, messages } from '../../server/db/schema/index.ts';
import { makeMember, startTestApp, type TestApp } from './helpers.ts';

/** PGlite runs one statement at a time, so sends cannot overlap there; .ci/run sets DATABASE_URL for its PostgreSQL run. */
const RACE_ON = Boolean(process.env.DATABASE_URL);
if (!RACE_ON) console.info('chat-race.test.ts skipped: set DATABASE_URL to a PostgreSQL server (PGlite runs one send at a time, so nothing can race).');

let t: TestApp;

beforeAll(async () => {
  if (RACE_ON) t = await startTestApp({ RATE_LIMIT_SCALE: '100' });
});

afterAll(async () => {
  await t?.close();
});

describe.skipIf(!RACE_ON)('message numbering under concurrent sends (PostgreSQL, needs DATABASE_URL)', () => {
  it('gives 50 messages sent at once to one chat the seqs 1 to 50, each once', async () => {
    const ada = await makeMember(t, 'Ada');
    const bo = await makeMember(t, 'Bo');
    const chatId = (await t.call('POST', '/api/v1/create-chat', { token: ada.token, body: { user1_id: ada.id, user2_id: bo.id } })).json.data.chat.id;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const [from, to] = i % 2 ? [ada, bo] : [bo, ada];
        return t.call('POST', '/api/v1/send-message', { token: from.token, body: { chat_id: chatId, sender_id: from.id, receiver_id: to.id, content: `m${i}` } });
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const seqs = answers.map((a) => a.json.data.seq as number).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const stored = await t.db.select({ seq: messages.seq }).from(messages).where(eq(messages.chatId, chatId));
    expect(stored.map((r) => r.seq).sort((x, y) => x - y)).toEqual(seqs);
    const [chat] = await t.db.select({ lastSeq: chats.lastSeq }).from(chats).where(eq(chats.id, chatId));
    expect(chat!.lastSeq).toBe(50);
  });
});
