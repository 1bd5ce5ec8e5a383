import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../../server/db/schema/index.ts';
import { form, makeMember, postViaEdge, randomIp, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const unique = () => randomBytes(5).toString('hex');
const send = (body: unknown, opts: { token?: string; ip?: string } = {}) => postViaEdge(t, '/api/v1/contact', body, opts);

const rowsFrom = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /contact', () => {
  it('stores the message and mails the support inbox with Reply-To the sender', async () => {
    const email = `c-${unique()}@example.com`;
    const res = await send(form({ name: '  Maria Popescu ', email: ` ${email} `, message: '  Hello, my order has not arrived.  ' }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'success', message: 'Your message has been sent.', data: { delivered: true } });

    const [row] = await rowsFrom(email);
    expect(row).toMatchObject({ name: 'Maria Popescu', email, message: 'Hello, my order has not arrived.', userId: null });
    expect(row!.deliveredAt).toBeInstanceOf(Date);
    expect(res.json.data.id).toBe(row!.id);

    const mail = t.mails.find((m) => m.replyTo === email)!;
    expect(mail.to).toBe(t.config.SUPPORT_EMAIL);
    expect(mail.subject).toBe('Contact form: Maria Popescu');
    expect(mail.text).toContain('Hello, my order has not arrived.');
    expect(mail.text).toContain(email);
  });

  it('keeps line breaks out of the subject', async () => {
    const email = `c-${unique()}@example.com`;
    await send({ name: 'Evil\r\nBcc: victim@example.com', email, message: 'hi' });
    const mail = t.mails.find((m) => m.replyTo === email)!;
    expect(mail.subject).toBe('Contact form: Evil Bcc: victim@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('remembers the signed-in sender', async () => {
    const { id, token } = await makeMember(t, 'S');
    const email = `c-${unique()}@example.com`;
    expect((await send({ name: 'S', email, message: 'Question' }, { token })).status).toBe(200);
    expect((await rowsFrom(email))[0]!.userId).toBe(id);
  });

  it('validates with the form texts', async () => {
    const empty = await send({ name: '   ', email: '', message: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.json.status).toBe('error');
    expect(empty.json.errors).toEqual({ name: ['Name is required.'], email: ['Email is required.'], message: ['Message is required.'] });
    // Each field's problem as a code, for clients that show it in their reader's language.
    expect(empty.json).toMatchObject({ message_status: 'FIELD_REQUIRED', errors_status: { name: 'FIELD_REQUIRED', email: 'FIELD_REQUIRED', message: 'FIELD_REQUIRED' } });

    const missing = await send({});
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toEqual({ name: ['Name is required.'], email: ['Email is required.'], message: ['Message is required.'] });

    const badEmail = await send({ name: 'A', email: 'not an email', message: 'x' });
    expect(badEmail.status).toBe(422);
    expect(badEmail.json.errors.email).toEqual(['Please enter a valid email address.']);
    expect(badEmail.json.errors_status).toEqual({ email: 'FIELD_EMAIL_INVALID' });

    const long = await send({ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) });
    expect(long.status).toBe(422);
    expect(long.json.errors.message).toEqual(['The message may not be greater than 5000 characters.']);
    expect(long.json.errors_status).toEqual({ message: 'FIELD_TOO_LONG' });

    expect((await send({ name: 'A', email: `ok-${unique()}@example.com`, message: 'x'.repeat(5000) })).status).toBe(200);
  });

  it('keeps the message when the mail cannot be delivered and still answers success', async () => {
    const original = t.deps.mail.send;
    t.deps.mail.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const email = `c-${unique()}@example.com`;
      const res = await send({ name: 'Nick', email, message: 'Are you there?' });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ message: 'Your message has been sent.', data: { delivered: false } });
      const [row] = await rowsFrom(email);
      expect(row!.message).toBe('Are you there?');
      expect(row!.deliveredAt).toBeNull();
    } finally {
      t.deps.mail.send = original;
    }
  });

  it('is rate-limited per client address', async () => {
    const ip = randomIp();
    let last = 0;
    let res;
    for (let i = 0; i < 20 && last !== 429; i++) {
      res = await send({ name: 'Spam', email: `spam-${unique()}@example.com`, message: 'buy now' }, { ip });
      last = res.status;
    }
    expect(last).toBe(429);
    expect(res!.json.status).toBe('error');
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /support/question', () => {
  const ask = (body: unknown, token?: string) => postViaEdge(t, '/api/v1/support/question', body, token ? { token } : {});

  it("stores the member's question with their name and e-mail and mails the support inbox", async () => {
    const name = `Q${unique()}`;
    const member = await makeMember(t, name);
    const [me] = await t.db.select().from(users).where(eq(users.id, member.id));
    const res = await ask(form({ message: '  How do I get a refund?  ' }), member.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'success', message: 'Your question has been sent.', data: { delivered: true } });

    const [row] = await rowsFrom(me!.email);
    expect(row).toMatchObject({ id: res.json.data.id, kind: 'question', name: `${name} Tester`, message: 'How do I get a refund?', userId: member.id });
    expect(row!.deliveredAt).toBeInstanceOf(Date);
    const mail = t.mails.find((m) => m.replyTo === me!.email)!;
    expect(mail.to).toBe(t.config.SUPPORT_EMAIL);
    expect(mail.subject).toBe(`Support question: ${name} Tester`);
    expect(mail.text).toContain(`Account: user #${member.id}`);
    expect(mail.text).toContain('How do I get a refund?');
  });

  it('asks for sign-in and a non-blank question', async () => {
    expect((await ask({ message: 'Hello' })).status).toBe(401);
    const { token } = await makeMember(t, 'Blank');
    const blank = await ask({ message: '   ' }, token);
    expect(blank.status).toBe(422);
    expect(blank.json.errors).toEqual({ message: ['Please write your question.'] });
    const long = await ask({ message: 'x'.repeat(5001) }, token);
    expect(long.status).toBe(422);
    expect(long.json.errors_status).toEqual({ message: 'FIELD_TOO_LONG' });
  });
});
