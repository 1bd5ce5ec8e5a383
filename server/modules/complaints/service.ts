import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Localized } from '../../db/schema/catalog.ts';
import { ads, complaints, questionTopics, users } from '../../db/schema/index.ts';
import { conflict, invalidField, notFound } from '../../http/errors.ts';
import type { LocaleCode } from '../catalog/schemas.ts';
import type { Deps } from '../../platform/deps.ts';
import { openableFeedOwner } from '../feeds/service.ts';
import { complaintMailTexts } from './mail-texts.ts';

/** 'message': a chat message, reported from the chat (chat/service.ts checks the reporter took part in it). */
export type ComplaintType = 'ads' | 'user' | 'shop' | 'feed' | 'message';

export async function questionTopicList(db: Db, lang: LocaleCode = 'en') {
  const rows = await db.select().from(questionTopics).orderBy(asc(questionTopics.id));
  return rows.map((r) => ({ id: r.id, name: (r.translations as Localized)[lang] || r.name, translations: r.translations as Record<string, string> }));
}

/**
 * Stores a complaint for moderation. Checks the topic, that an ad, member or feed complained about exists and is not
 * the caller's own (shops' ids are taken as given), and that the caller has no open complaint about the same
 * content already (409). A per-caller advisory lock makes the duplicate check safe against double submits.
 */
export async function createComplaint<T extends ComplaintType>(
  db: Db,
  userId: number,
  input: { topicId: number; complain: string; contentId: number; type: T },
) {
  const [topic] = await db.select({ id: questionTopics.id }).from(questionTopics).where(eq(questionTopics.id, input.topicId)).limit(1);
  if (!topic) throw invalidField('topic_id', 'FIELD_CHOICE_INVALID', 'The selected topic is invalid.');

  if (input.type === 'ads') {
    const [ad] = await db
      .select({ id: ads.id, ownerId: ads.ownerId })
      .from(ads)
      .where(and(eq(ads.id, input.contentId), isNull(ads.deletedAt)))
      .limit(1);
    if (!ad) throw notFound('The ad you are reporting was not found.', 'AD_NOT_FOUND');
    if (ad.ownerId === userId) throw invalidField('content_id', 'REPORT_OWN_AD', 'You cannot report your own ad.');
  } else if (input.type === 'user') {
    if (input.contentId === userId) throw invalidField('content_id', 'REPORT_SELF', 'You cannot report yourself.');
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.contentId), isNull(users.deletedAt)))
      .limit(1);
    if (!member) throw notFound('The member you are reporting was not found.', 'USER_NOT_FOUND');
  } else if (input.type === 'feed') {
    const owner = await openableFeedOwner(db, input.contentId, { id: userId });
    if (owner === undefined) throw notFound('The feed you are reporting was not found.', 'FEED_NOT_FOUND');
    if (owner === userId) throw invalidField('content_id', 'REPORT_OWN_FEED', 'You cannot report your own feed.');
  }

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${userId}::int, ${input.contentId}::int)`);
    const [open] = await tx
      .select({ id: complaints.id })
      .from(complaints)
      .where(
        and(
          eq(complaints.userId, userId),
          eq(complaints.type, input.type),
          eq(complaints.contentId, input.contentId),
          eq(complaints.status, 'open'),
        ),
      )
      .limit(1);
    if (open) throw conflict('You have already reported this.', 'ALREADY_REPORTED');
    const [row] = await tx
      .insert(complaints)
      .values({ userId, topicId: input.topicId, complain: input.complain, contentId: input.contentId, type: input.type })
      .returning();
    return {
      id: row!.id,
      topic_id: row!.topicId,
      complain: row!.complain,
      content_id: row!.contentId,
      type: input.type,
      status: row!.status,
      created_at: row!.createdAt.toISOString(),
    };
  });
}

export type ComplaintOutcome = 'dismissed' | 'reviewed';
/** What the complainant is told: no breach, the account blocked, or the content removed. */
export type ComplaintResult = 'dismissed' | 'blocked' | 'hidden';

/**
 * Closes an open complaint as dismissed (no breach found) or reviewed (action taken); a complaint already closed, or
 * unknown, fails with a clear text. Answers the complaint's content, so the caller can act on it.
 */
export async function closeComplaint(db: Db, complaintId: number, outcome: ComplaintOutcome): Promise<{ type: ComplaintType; contentId: number }> {
  const [closed] = await db
    .update(complaints)
    .set({ status: outcome })
    .where(and(eq(complaints.id, complaintId), eq(complaints.status, 'open')))
    .returning({ type: complaints.type, contentId: complaints.contentId });
  if (closed) return { type: closed.type as ComplaintType, contentId: closed.contentId };
  const [seen] = await db.select({ status: complaints.status }).from(complaints).where(eq(complaints.id, complaintId)).limit(1);
  if (!seen) throw notFound(`No complaint with id ${complaintId}.`, 'COMPLAINT_NOT_FOUND');
  throw conflict(`Complaint ${complaintId} is already ${seen.status}.`, 'COMPLAINT_CLOSED');
}

/** E-mails the complainant what came of their complaint, in their language, as 'Complaint Sent!' promises. */
export async function mailComplaintOutcome(deps: Pick<Deps, 'db' | 'mail'>, complaintId: number, result: ComplaintResult): Promise<string> {
  const [row] = await deps.db
    .select({ status: complaints.status, email: users.email, language: users.language, topic: questionTopics.name, translations: questionTopics.translations })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .innerJoin(questionTopics, eq(questionTopics.id, complaints.topicId))
    .where(eq(complaints.id, complaintId))
    .limit(1);
  if (!row || row.status === 'open') throw notFound(`No closed complaint with id ${complaintId}.`, 'COMPLAINT_NOT_FOUND');
  const t = complaintMailTexts(row.language);
  const topic = (row.language && (row.translations as Localized)[row.language as LocaleCode]) || row.topic;
  await deps.mail.send({
    to: row.email,
    subject: t.subject,
    text: [result === 'dismissed' ? t.dismissed(topic) : result === 'blocked' ? t.actionTaken(topic) : t.contentHidden(topic), '', t.thanks, ''].join('\n'),
  });
  return row.email;
}
