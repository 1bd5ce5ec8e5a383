/**
 * The moderator invitation e-mail (decision 125) through a real SMTP peer: the app's mailer talks SMTP to a local
 * server (the e2e mailbox), as the chat digest's test does.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../server/db/schema/index.ts';
import { createLogger } from '../../server/platform/log.ts';
import { createMailer } from '../../server/platform/mail.ts';
import { Mailbox } from '../e2e/mailbox.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
const mailbox = new Mailbox();
let owner: Member;
let companyId: number;

beforeAll(async () => {
  const port = await mailbox.start();
  t = await startTestApp({ APP_URL: 'https://market.example/', RATE_LIMIT_SCALE: '100' }, () => ({
    mail: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@market.example', outboxDir: '', log: createLogger({ silent: true }) }),
  }));
  owner = await makeMember(t, 'Ioana', { lastName: 'Popescu' });
  const [c] = await t.db.insert(companies).values({ userId: owner.id, name: 'Atelier Nord', city: 'Cluj', status: 'approved' }).returning({ id: companies.id });
  companyId = c!.id;
});

afterAll(async () => {
  await t?.close();
  await mailbox.close();
});

const emailOf = async (m: Member) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, m.id)))[0]!.email.toLowerCase();
const mailsTo = async (m: Member) => {
  const address = await emailOf(m);
  return mailbox.messages.filter((mail) => mail.to.includes(address));
};
const invite = (token: string, userId: number) => t.call('POST', `/api/v1/company/moderators/${companyId}`, { token, body: form({ user_id: String(userId) }) });

describe('the moderator invitation e-mail', () => {
  it('reaches the invited member in their language, naming the company and its owner, with the link to answer', async () => {
    const invitee = await makeMember(t, 'Mihai', { language: 'ro' });
    expect((await invite(owner.token, invitee.id)).status).toBe(200);
    const [mail, ...more] = await mailsTo(invitee);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Sunteți invitat să moderați Atelier Nord');
    expect(mail!.text).toContain('Ioana Popescu v-a invitat să deveniți moderator al companiei Atelier Nord.');
    expect(mail!.text).toContain('Acceptați sau refuzați invitația: https://market.example/account/companies');
  });

  it('is in English when the member has no known language', async () => {
    const invitee = await makeMember(t, 'Sam');
    expect((await invite(owner.token, invitee.id)).status).toBe(200);
    const [mail] = await mailsTo(invitee);
    expect(mail!.subject).toBe('You are invited to moderate Atelier Nord');
    expect(mail!.text).toContain('Ioana Popescu has invited you to become a moderator of the company Atelier Nord.');
    expect(mail!.text).toContain('Accept or decline the invitation: https://market.example/account/companies');
  });

  it('is not sent when the invitation is refused: not the owner, the owner themselves, someone invited already', async () => {
    const stranger = await makeMember(t, 'Stranger');
    const invitee = await makeMember(t, 'Ana', { language: 'es' });
    const before = mailbox.messages.length;
    const byStranger = await invite(stranger.token, invitee.id);
    expect(byStranger.status).toBe(403);
    expect(byStranger.json.message_status).toBe('NOT_COMPANY_OWNER');
    expect((await invite(owner.token, owner.id)).json.errors_status.user_id).toBe('MODERATOR_SELF');
    expect(mailbox.messages.length).toBe(before);

    expect((await invite(owner.token, invitee.id)).status).toBe(200);
    expect((await invite(owner.token, invitee.id)).status).toBe(409);
    const mails = await mailsTo(invitee);
    expect(mails.map((m) => m.subject)).toEqual(['Le invitan a moderar Atelier Nord']);
  });
});
