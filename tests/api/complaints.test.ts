import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, categories, complaints, feeds, questionTopics } from '../../server/db/schema/index.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let topicId: number;
let owner: Member;
let reporter: Member;
let adId: number;


const complain = (token: string, fields: Record<string, string>) => t.call('POST', '/api/v1/complaint/create', { token, body: form(fields) });

beforeAll(async () => {
  t = await startTestApp();
  const [topic] = await t.db.select({ id: questionTopics.id }).from(questionTopics).limit(1);
  topicId = topic!.id;
  const [cat] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.kind, 'ad')).limit(1);
  owner = await makeMember(t, 'Owner');
  reporter = await makeMember(t, 'Reporter');
  const [row] = await t.db.insert(ads).values({ categoryId: cat!.id, ownerId: owner.id, name: 'Phone', price: '10.00' }).returning();
  adId = row!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /question-topic-list', () => {
  it('lists the topics with their translations', async () => {
    const res = await t.call('GET', '/api/v1/question-topic-list');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    expect(res.json.data.length).toBeGreaterThan(0);
    const first = res.json.data[0];
    expect(first).toEqual({ id: expect.any(Number), name: expect.any(String), translations: expect.objectContaining({ en: first.name, fr: expect.any(String) }) });
    const fr = await t.call('GET', '/api/v1/question-topic-list?lang=fr');
    expect(fr.json.data[0].name).toBe(first.translations.fr);
  });
});

describe('POST /complaint/create', () => {
  it('stores a complaint about an ad', async () => {
    const res = await complain(reporter.token, { topic_id: String(topicId), complain: '  Looks like a scam.  ', content_id: String(adId), type: 'ads' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'success',
      message: 'Complaint Sent! You will be notified via email about complaint status.',
      data: { topic_id: topicId, complain: 'Looks like a scam.', content_id: adId, type: 'ads', status: 'open' },
    });
    const rows = await t.db.select().from(complaints).where(eq(complaints.userId, reporter.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ topicId, contentId: adId, type: 'ads', status: 'open' });
  });

  it('refuses a second open complaint about the same content with 409', async () => {
    const res = await complain(reporter.token, { topic_id: String(topicId), complain: 'Again', content_id: String(adId), type: 'ads' });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ status: 'error', message: 'You have already reported this.' });
    // Once moderated, a new complaint is welcome.
    await t.db.update(complaints).set({ status: 'reviewed' }).where(eq(complaints.userId, reporter.id));
    const again = await complain(reporter.token, { topic_id: String(topicId), complain: 'Still a scam', content_id: String(adId), type: 'ads' });
    expect(again.status).toBe(200);
  });

  it('accepts complaints about members, shops and feeds (JSON too)', async () => {
    const who = await makeMember(t, 'Who');
    const user = await t.call('POST', '/api/v1/complaint/create', { token: who.token, body: { topic_id: topicId, complain: 'Rude', content_id: owner.id, type: 'user' } });
    expect(user.status).toBe(200);
    expect((await complain(who.token, { topic_id: String(topicId), complain: 'Fake shop', content_id: '7', type: 'shop' })).status).toBe(200);
    const [feed] = await t.db.insert(feeds).values({ userId: owner.id, caption: 'Harbour', location: 'Lisbon' }).returning({ id: feeds.id });
    expect((await complain(who.token, { topic_id: String(topicId), complain: 'Bad feed', content_id: String(feed!.id), type: 'feed' })).status).toBe(200);
  });

  it('refuses a complaint about a feed that is gone or hidden, or about your own', async () => {
    const who = await makeMember(t, 'Watcher');
    const [hidden] = await t.db.insert(feeds).values({ userId: owner.id, caption: 'Hidden', location: 'Porto', status: 0 }).returning({ id: feeds.id });
    expect((await complain(who.token, { topic_id: String(topicId), complain: 'Bad', content_id: String(hidden!.id), type: 'feed' })).json.message_status).toBe('FEED_NOT_FOUND');
    expect((await complain(who.token, { topic_id: String(topicId), complain: 'Bad', content_id: '999999', type: 'feed' })).status).toBe(404);
    const [mine] = await t.db.insert(feeds).values({ userId: who.id, caption: 'Mine', location: 'Porto' }).returning({ id: feeds.id });
    const own = await complain(who.token, { topic_id: String(topicId), complain: 'Bad', content_id: String(mine!.id), type: 'feed' });
    expect(own.json).toMatchObject({ message: 'You cannot report your own feed.', message_status: 'REPORT_OWN_FEED' });
    expect(await t.db.select().from(complaints).where(eq(complaints.userId, who.id))).toHaveLength(0);
  });

  it('answers "Please fill in all fields." when the topic or the message is missing', async () => {
    const who = await makeMember(t, 'Blank');
    const cases: Record<string, string>[] = [
      { complain: 'Text', content_id: String(adId), type: 'ads' },
      { topic_id: String(topicId), complain: '   ', content_id: String(adId), type: 'ads' },
      { topic_id: '', complain: '', content_id: String(adId), type: 'ads' },
    ];
    for (const fields of cases) {
      const res = await complain(who.token, fields);
      expect(res.status).toBe(422);
      expect(res.json.message).toBe('Please fill in all fields.');
    }
  });

  it('validates type, length, topic and content', async () => {
    const who = await makeMember(t, 'Validator');
    const base = { topic_id: String(topicId), complain: 'Text', content_id: String(adId), type: 'ads' };
    const type = await complain(who.token, { ...base, type: 'car' });
    expect(type.status).toBe(422);
    expect(type.json.message).toBe('The selected type is invalid.');
    const long = await complain(who.token, { ...base, complain: 'x'.repeat(2001) });
    expect(long.status).toBe(422);
    expect(long.json.message).toBe('The complaint may not be greater than 2000 characters.');
    const topic = await complain(who.token, { ...base, topic_id: '99999' });
    expect(topic.status).toBe(422);
    expect(topic.json.message).toBe('The selected topic is invalid.');
    const other = await makeMember(t, 'Validator2');
    expect((await complain(other.token, { ...base, content_id: '999999' })).status).toBe(404);
    expect((await complain(other.token, { ...base, type: 'user', content_id: '999999' })).status).toBe(404);
    const self = await complain(other.token, { ...base, type: 'user', content_id: String(other.id) });
    expect(self.status).toBe(422);
    const own = await complain(owner.token, base);
    expect(own.status).toBe(422);
    expect(own.json.message).toBe('You cannot report your own ad.');
    expect(await t.db.select().from(complaints).where(eq(complaints.userId, who.id))).toHaveLength(0);
  });

  it('needs a token and is rate-limited per caller', async () => {
    expect((await t.call('POST', '/api/v1/complaint/create', { body: { topic_id: topicId, complain: 'x', content_id: adId, type: 'ads' } })).status).toBe(401);
    const spammer = await makeMember(t, 'Spammer');
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      statuses.push((await complain(spammer.token, { topic_id: String(topicId), complain: 'Spam', content_id: String(1000 + i), type: 'shop' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
