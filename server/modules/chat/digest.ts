import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { startSweep } from '../../platform/sweep.ts';
import { isOfferMessageEvent } from '../../../common/offer-states.ts';
import { digestTexts, isDigestLanguage, UNSUBSCRIBE_SCOPES, type DigestTexts, type UnsubscribeScope } from './digest-texts.ts';

/** A member offline this long (and a message waiting this long) gets the first mail of a chat (decision 85). */
export const DIGEST_DELAY_MS = 10 * 60_000;
/** At most one mail per chat and member in this time. */
export const DIGEST_INTERVAL_MS = 60 * 60_000;
/** How often the origin looks for mails to send. */
const DIGEST_SWEEP_MS = 60_000;
/** Messages listed in one mail; the rest are counted ('… and 3 more'). */
const DIGEST_LISTED = 20;
/** Chats read from the database at a time. */
const DIGEST_PAGE = 200;

// ---------------------------------------------------------------- the member's setting

/** GET /notification-settings: the member's e-mail switches (new messages, order updates, offers). */
export async function notificationSettings(db: Db, userId: number) {
  const [row] = await db.select({ chatDigest: users.chatDigest, orderMails: users.orderMails, offerMails: users.offerMails }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found.', 'USER_NOT_FOUND');
  return { chat_email_digest: row.chatDigest, order_emails: row.orderMails, offer_emails: row.offerMails };
}

type SettingsChange = { chat_email_digest?: boolean | undefined; order_emails?: boolean | undefined; offer_emails?: boolean | undefined };

/** PATCH /notification-settings (and the unsubscribe link): only the switches sent change. */
export async function changeNotificationSettings(db: Db, userId: number, change: SettingsChange) {
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.chat_email_digest !== undefined) set.chatDigest = change.chat_email_digest;
  if (change.order_emails !== undefined) set.orderMails = change.order_emails;
  if (change.offer_emails !== undefined) set.offerMails = change.offer_emails;
  if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, userId));
  return notificationSettings(db, userId);
}

/** The language a member's socket says they use (the userLanguage cookie): their mails are written in it. */
export async function rememberLanguage(db: Db, userId: number, language: string | undefined) {
  if (!isDigestLanguage(language)) return;
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), sql`${users.language} is distinct from ${language}`));
}

// ---------------------------------------------------------------- the unsubscribe link

/** A key for unsubscribe links only, derived from the origin's secret (decision 85). */
const linkKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'rm-marketplace', 'chat digest unsubscribe', 32));
/** What a link signs: the member and its scope (chat links keep the form they had before offer mails, so old mails still work). */
const signedText = (userId: number, scope: UnsubscribeScope) => (scope === 'chat' ? `chat-digest:${userId}` : `${scope}:${userId}`);
const signatureOf = (secret: string, userId: number, scope: UnsubscribeScope) =>
  createHmac('sha256', linkKey(secret)).update(signedText(userId, scope)).digest().subarray(0, 18);

/** The token of a member's unsubscribe link: their id, the scope (none for chat) and a signature only the origin can make. */
export function unsubscribeToken(secret: string, userId: number, scope: UnsubscribeScope = 'chat') {
  const signature = signatureOf(secret, userId, scope).toString('base64url');
  return scope === 'chat' ? `${userId}.${signature}` : `${userId}.${scope}.${signature}`;
}

const isScope = (value: string): value is UnsubscribeScope => (UNSUBSCRIBE_SCOPES as readonly string[]).includes(value);

function tokenLink(secret: string, token: string): { userId: number; scope: UnsubscribeScope } {
  const parts = token.split('.');
  const [id, scope, signature] = parts.length === 2 ? [parts[0], 'chat', parts[1]] : parts;
  const userId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : NaN;
  const given = Buffer.from(signature ?? '', 'base64url');
  if (parts.length > 3 || !scope || !isScope(scope) || !Number.isSafeInteger(userId) || given.length !== 18 || !timingSafeEqual(given, signatureOf(secret, userId, scope))) {
    throw new ApiError(404, 'This unsubscribe link is not valid.', { messageStatus: 'UNSUBSCRIBE_LINK_INVALID' });
  }
  return { userId, scope };
}

const unsubscribeUrl = (deps: Deps, userId: number, scope: UnsubscribeScope) =>
  `${deps.config.APP_URL.replace(/\/$/, '')}/api/v1/unsubscribe/chat-digest?token=${unsubscribeToken(deps.config.EDGE_SECRET, userId, scope)}`;

async function memberOfLink(deps: Deps, token: string) {
  const link = tokenLink(deps.config.EDGE_SECRET, token);
  const [member] = await deps.db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.id, link.userId), isNull(users.deletedAt)));
  if (!member) throw new ApiError(404, 'This unsubscribe link is not valid.', { messageStatus: 'UNSUBSCRIBE_LINK_INVALID' });
  return { ...member, scope: link.scope };
}

/** The switches a link's scope turns off. */
const SCOPE_OFF: Record<UnsubscribeScope, SettingsChange> = {
  chat: { chat_email_digest: false },
  offers: { offer_emails: false },
  all: { chat_email_digest: false, offer_emails: false },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(language: string, title: string, body: string, form = '') {
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
    `<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form}</body></html>`
  );
}

/**
 * GET of the link in the mail: a page asking to confirm with one button. A GET changes nothing, so a mail scanner
 * that opens every link does not unsubscribe anyone (RFC 8058 §3.2).
 */
export async function unsubscribePage(deps: Deps, token: string) {
  const member = await memberOfLink(deps, token);
  const t = digestTexts(member.language).scopes[member.scope];
  const form = `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">${escapeHtml(digestTexts(member.language).confirmButton)}</button></form>`;
  return page(member.language ?? 'en', t.confirmTitle, t.confirmBody, form);
}

/** POST of the link: the page's button, or the mail client's one-click (List-Unsubscribe-Post). Turns the link's mails off. */
export async function unsubscribe(deps: Deps, token: string) {
  const member = await memberOfLink(deps, token);
  await changeNotificationSettings(deps.db, member.id, SCOPE_OFF[member.scope]);
  const t = digestTexts(member.language).scopes[member.scope];
  return page(member.language ?? 'en', t.doneTitle, t.doneBody);
}

// ---------------------------------------------------------------- the digest

type Candidate = {
  chat_id: number;
  user_id: number;
  other_id: number;
  email: string;
  language: string | null;
  floor: number;
  last_seq: number;
  mailed_at: string | null;
  mailed_seq: number;
  chat_digest: boolean;
  offer_mails: boolean;
};

type Listed = { seq: number; content: string; photos: number; sender: string; offer_event: string | null; amount_text: string | null };

/** An offer step, read from the message's extra_info, or null for any other message. */
const offerStep = (m: Listed) => (m.offer_event !== null && isOfferMessageEvent(m.offer_event) ? { event: m.offer_event, amount: m.amount_text ?? '' } : null);

/** The lines of a mail: each message's text (an offer step in the reader's language), and 'Photo' for its pictures. */
function linesOf(m: Listed, t: DigestTexts): string[] {
  const step = offerStep(m);
  if (step) return [t.offer[step.event](step.amount)];
  const lines = m.content.trim() ? [m.content.trim()] : [];
  for (let i = 0; i < m.photos; i++) lines.push(`[${t.photo}]`);
  return lines;
}

function composeMail(deps: Deps, c: Candidate, listed: Listed[], total: number) {
  const t = digestTexts(c.language);
  const sender = listed[0]!.sender;
  const chatUrl = `${deps.config.APP_URL.replace(/\/$/, '')}/messages/${c.chat_id}`;
  const offers = listed.filter((m) => offerStep(m) !== null).length;
  // The link turns off what the mail carried: a mail of offer steps only stops offer mails.
  const scope: UnsubscribeScope = offers === 0 ? 'chat' : offers === listed.length ? 'offers' : 'all';
  const stop = t.scopes[scope].stop;
  const stopUrl = unsubscribeUrl(deps, c.user_id, scope);
  const more = total > listed.length ? t.more(total - listed.length) : undefined;
  const text = [
    t.intro(sender),
    '',
    ...listed.flatMap((m) => linesOf(m, t).map((line) => `> ${line.replace(/\n/g, '\n> ')}`)),
    ...(more ? [more] : []),
    '',
    `${t.reply} ${chatUrl}`,
    '',
    '--',
    t.why,
    `${stop} ${stopUrl}`,
    '',
  ].join('\n');
  const quote = (line: string) => `<p style="margin:.4rem 0;padding-left:.6rem;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(line)}</p>`;
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(t.intro(sender))}</p>` +
    listed.flatMap((m) => linesOf(m, t).map(quote)).join('') +
    (more ? `<p>${escapeHtml(more)}</p>` : '') +
    `<p><a href="${escapeHtml(chatUrl)}">${escapeHtml(t.reply)}</a></p>` +
    `<hr><p style="color:#666;font-size:.85rem">${escapeHtml(t.why)} <a href="${escapeHtml(stopUrl)}">${escapeHtml(stop.replace(/:$|：$/, ''))}</a></p>` +
    `</body></html>`;
  return {
    to: c.email,
    subject: scope === 'offers' ? t.offerSubject(sender) : t.subject(sender),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Chats with messages waiting for an offline member who wants mails: the member has been offline (by last seen) for
 * DIGEST_DELAY_MS, a message of the other member above their read watermark, their "deleted for me" and what was
 * already mailed has waited that long, no mail of this chat went to them within DIGEST_INTERVAL_MS, and neither
 * member blocked the other. Offer steps count under the member's offer switch, every other message under the chat one. Whether a socket is connected now is asked afterwards.
 */
async function candidates(db: Db, now: Date, after: { userId: number; chatId: number }): Promise<Candidate[]> {
  const waitedSince = new Date(now.getTime() - DIGEST_DELAY_MS).toISOString();
  const mailedBefore = new Date(now.getTime() - DIGEST_INTERVAL_MS).toISOString();
  return rows<Candidate>(
    db,
    sql`select cm.chat_id, cm.user_id, o.id as other_id, r.email, r.language, c.last_seq,
          greatest(cm.last_read_seq, coalesce(cm.cleared_seq, 0), cm.mailed_seq) as floor,
          cm.mailed_at::text as mailed_at, cm.mailed_seq, r.chat_digest, r.offer_mails
        from chat_members cm
        join chats c on c.id = cm.chat_id and c.kind = 'user'
        join users r on r.id = cm.user_id
        join users o on o.id = case when c.user1_id = cm.user_id then c.user2_id else c.user1_id end
        where c.last_seq > greatest(cm.last_read_seq, coalesce(cm.cleared_seq, 0), cm.mailed_seq)
          and (r.chat_digest or r.offer_mails) and r.deleted_at is null and not r.is_blocked and r.email_verified_at is not null
          and o.deleted_at is null
          and (r.last_seen_at is null or r.last_seen_at < ${waitedSince}::timestamptz)
          and (cm.mailed_at is null or cm.mailed_at <= ${mailedBefore}::timestamptz)
          and exists (select 1 from messages m where m.chat_id = cm.chat_id and m.sender_id = o.id
            and m.seq > greatest(cm.last_read_seq, coalesce(cm.cleared_seq, 0), cm.mailed_seq) and m.created_at <= ${waitedSince}::timestamptz
            and case when m.message_type = 'offer' then r.offer_mails else r.chat_digest end)
          and not exists (select 1 from user_blocks b
            where (b.blocker_id = r.id and b.blocked_id = o.id) or (b.blocker_id = o.id and b.blocked_id = r.id))
          and (cm.user_id, cm.chat_id) > (${after.userId}, ${after.chatId})
        order by cm.user_id, cm.chat_id
        limit ${DIGEST_PAGE}`,
  );
}

/**
 * Takes the chat's mail for this member: only one origin node (or sweep) wins, because the update checks again,
 * under the row's lock, that no mail went out within the interval.
 */
async function claim(db: Db, c: Candidate, now: Date): Promise<boolean> {
  const mailedBefore = new Date(now.getTime() - DIGEST_INTERVAL_MS).toISOString();
  const claimed = await rows(
    db,
    sql`update chat_members set mailed_at = ${now.toISOString()}::timestamptz, mailed_seq = ${c.last_seq}
        where chat_id = ${c.chat_id} and user_id = ${c.user_id} and mailed_seq = ${c.mailed_seq}
          and (mailed_at is null or mailed_at <= ${mailedBefore}::timestamptz)
        returning chat_id`,
  );
  return claimed.length === 1;
}

/** A mail that could not be sent is tried again at the next sweep. */
async function release(db: Db, c: Candidate, now: Date) {
  await db.execute(
    sql`update chat_members set mailed_at = ${c.mailed_at}::timestamptz, mailed_seq = ${c.mailed_seq}
        where chat_id = ${c.chat_id} and user_id = ${c.user_id} and mailed_at = ${now.toISOString()}::timestamptz`,
  );
}

async function waiting(db: Db, c: Candidate): Promise<{ listed: Listed[]; total: number }> {
  const found = await rows<Listed & { total: number }>(
    db,
    sql`select m.seq, m.content, coalesce(cardinality(m.attachment_link), 0)::int as photos,
          m.extra_info->>'offer_event' as offer_event, m.extra_info->>'amount_text' as amount_text,
          s.name as sender, (count(*) over ())::int as total
        from messages m join users s on s.id = m.sender_id
        where m.chat_id = ${c.chat_id} and m.sender_id = ${c.other_id} and m.seq > ${c.floor} and m.seq <= ${c.last_seq}
          and case when m.message_type = 'offer' then ${c.offer_mails}::boolean else ${c.chat_digest}::boolean end
        order by m.seq
        limit ${DIGEST_LISTED}`,
  );
  return { listed: found, total: found[0]?.total ?? 0 };
}

/**
 * One sweep of the offline e-mail digest (decision 85): for every chat with messages waiting for an offline member,
 * one mail with those messages. Answers how many mails went out. Members with a socket connected on any node are
 * skipped; when the socket server cannot be asked, nobody is mailed this time.
 */
export async function mailChatDigests(deps: Deps, now = new Date()): Promise<number> {
  let sent = 0;
  // Page by page, so that members who are online (skipped) never hold back those after them.
  for (let after = { userId: 0, chatId: 0 }; ; ) {
    const found = await candidates(deps.db, now, after);
    const online = found.length > 0 ? await deps.broadcast.online([...new Set(found.map((c) => c.user_id))]) : new Set<number>();
    for (const c of found) {
      if (online.has(c.user_id) || !(await claim(deps.db, c, now))) continue;
      if (await mailOne(deps, c, now)) sent++;
    }
    if (found.length < DIGEST_PAGE) return sent;
    after = { userId: found.at(-1)!.user_id, chatId: found.at(-1)!.chat_id };
  }
}

/** Sends one claimed mail; a mail that fails is released for the next sweep. */
async function mailOne(deps: Deps, c: Candidate, now: Date): Promise<boolean> {
  try {
    const { listed, total } = await waiting(deps.db, c);
    if (listed.length === 0) return false;
    await deps.mail.send(composeMail(deps, c, listed, total));
    return true;
  } catch (err) {
    deps.log.error(`could not mail chat ${c.chat_id} to member ${c.user_id}`, err);
    await release(deps.db, c, now).catch(() => undefined);
    return false;
  }
}

/** The digest's timer on an origin node; several nodes may run it (each mail is claimed once). */
export function startChatDigestSweep(deps: Deps, everyMs = DIGEST_SWEEP_MS) {
  return startSweep(deps.log, 'chat e-mail digest', everyMs, () => mailChatDigests(deps), (n) => `${n} chat e-mail digest(s) sent`);
}
