import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { OfferMessageEvent } from '../../../common/offer-states.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ads, chatMembers, chats, messages, userBlocks, users } from '../../db/schema/index.ts';
import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { aiModelOf } from '../../platform/ai-model.ts';
import { photoKeys, processAdPhoto, type ProcessedPhoto } from '../../platform/images.ts';
import { userRoom } from '../../platform/realtime.ts';
import { answerQuestion, sessionTitle, type AnswerOptions, type AssistantFilters } from '../assistant/service.ts';
import { answerImage, lookAtPhoto } from '../assistant/image.ts';
import type { Lang } from '../assistant/lexicon.ts';
import { createComplaint } from '../complaints/service.ts';
import { offerViews, type OfferView } from '../offers/view.ts';
import { storyPreviews, storyToReplyTo } from '../stories/service.ts';
import type { StoryPreview } from '../stories/schemas.ts';
import { detectLanguage, offersTranslation } from '../translation/service.ts';
import { ATTACHMENT_PREVIEW, ATTACHMENTS_MAX, BACKFILL_PAGE, HISTORY_PAGE, NO_MESSAGES } from './schemas.ts';

type MessageRow = typeof messages.$inferSelect;
type ChatRow = typeof chats.$inferSelect;

const CHAT_LIST_CAP = 200;

/** The socket.io room of a chat: sockets of its participants join it (joinRoom) and get its messages and read receipts. */
export const chatRoom = (chatId: number) => `chat:${chatId}`;

/** The fields of an assistant's answer (spec 002 §3 Message), kept in extra_info and given at the top level too. */
const ANSWER_FIELDS = ['products', 'suggestions', 'total_found', 'filters'] as const;

/**
 * A message as clients get it. An offer message carries its offer's current view (`offers`: the views of the
 * messages' offers by id) and the step it recorded (extra_info.offer_event: made, countered, accepted…). A message
 * about a story carries the story's preview while the story exists (`stories`: previews by id), else null.
 */
export function serializeMessage(m: MessageRow, offers: ReadonlyMap<number, OfferView> = new Map(), stories: ReadonlyMap<number, StoryPreview> = new Map()) {
  const answer = m.senderId === null && m.extraInfo ? Object.fromEntries(ANSWER_FIELDS.filter((k) => k in m.extraInfo!).map((k) => [k, m.extraInfo![k]])) : {};
  const offer = m.offerId !== null ? offers.get(m.offerId) : undefined;
  return {
    ...answer,
    ...(offer ? { offer, offer_event: (m.extraInfo?.offer_event ?? 'made') as OfferMessageEvent } : {}),
    language: m.language,
    translatable: offersTranslation(m.content, m.language),
    id: m.id,
    chat_id: m.chatId,
    seq: m.seq,
    sender_id: m.senderId,
    receiver_id: m.receiverId,
    message_type: m.messageType,
    content: m.content,
    attachment_link: m.attachmentLink ?? [],
    extra_info: m.extraInfo ?? null,
    ad_id: m.adId,
    story_id: m.storyId,
    story: (m.storyId !== null ? stories.get(m.storyId) : undefined) ?? null,
    created_at: m.createdAt.toISOString(),
  };
}

async function member(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

const participants = (chat: ChatRow) => (chat.user2Id === null ? [chat.user1Id] : [chat.user1Id, chat.user2Id]);

/** The chat, when the caller takes part in it: 404 for no such chat, 403 for someone else's. */
export async function chatOf(db: Db, callerId: number, chatId: number): Promise<ChatRow> {
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  if (!chat) throw notFound('Chat not found.', 'CHAT_NOT_FOUND');
  if (!participants(chat).includes(callerId)) throw forbidden('You are not a member of this chat.', 'NOT_YOUR_CHAT');
  return chat;
}

/**
 * 403 when either member blocked the other: the blocked one cannot reach the blocker, and the blocker unblocks
 * before writing again.
 */
async function refuseBlocked(db: Db, callerId: number, otherId: number) {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, callerId)),
        and(eq(userBlocks.blockerId, callerId), eq(userBlocks.blockedId, otherId)),
      ),
    );
  if (rows.some((r) => r.blockerId === otherId)) throw forbidden('You cannot message this member.', 'BLOCKED_BY_USER');
  if (rows.length > 0) throw forbidden('You have blocked this member. Unblock them to send messages.', 'USER_BLOCKED');
}

/** The one chat of a pair (user1_id is always the smaller id), created with both participants when it does not exist yet. */
async function chatOfPair(db: Db, a: number, b: number) {
  const [user1Id, user2Id] = a < b ? [a, b] : [b, a];
  await db.insert(chats).values({ user1Id, user2Id }).onConflictDoNothing();
  const [chat] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.kind, 'user'), eq(chats.user1Id, user1Id), eq(chats.user2Id, user2Id)))
    .limit(1);
  await db
    .insert(chatMembers)
    .values([user1Id, user2Id].map((userId) => ({ chatId: chat!.id, userId })))
    .onConflictDoNothing();
  return chat!;
}

/** The one chat of the caller and another member (found or created), unless either blocked the other (403). */
export async function chatBetween(db: Db, callerId: number, otherId: number): Promise<ChatRow> {
  await refuseBlocked(db, callerId, otherId);
  return chatOfPair(db, callerId, otherId);
}

/** POST /create-chat: the caller must be one of the two; the other must be a member not blocking (or blocked by) the caller. */
export async function createChat(db: Db, callerId: number, user1: number, user2: number) {
  if (user1 !== callerId && user2 !== callerId) throw forbidden('You can only start chats you take part in.', 'NOT_YOUR_CHAT');
  const otherId = user1 === callerId ? user2 : user1;
  if (otherId === callerId) throw invalidField('user2_id', 'CHAT_WITH_SELF', 'You cannot start a chat with yourself.');
  const receiver = await member(db, otherId);
  if (!receiver) throw notFound('User not found.', 'USER_NOT_FOUND');
  await refuseBlocked(db, callerId, otherId);
  const chat = await chatOfPair(db, callerId, otherId);
  return { chat: { id: chat.id, updated_at: chat.updatedAt.toISOString() }, receiver };
}

export type SendMessageInput = {
  chat_id?: number | undefined;
  sender_id: number;
  receiver_id?: number | undefined;
  message_type: string;
  content: string;
  ad_id?: number | undefined;
  story_id?: number | undefined;
  extra_info?: Record<string, unknown> | undefined;
  attachment_link: string[];
};

/**
 * The links of files in our own storage, as given; anything else (another site, a path outside storage) is refused:
 * a chat shows only what was uploaded and checked here.
 */
function ownStorageLinks(deps: Deps, links: string[]): string[] {
  const base = deps.storage.url('chat/').replace(/chat\/$/, '');
  for (const link of links) {
    const rest = link.startsWith(base) ? link.slice(base.length) : undefined;
    if (!rest || rest.includes('..') || /[\s?#\\]/.test(rest)) {
      throw invalidField('attachment_link', 'ATTACHMENT_NOT_OURS', 'Attachments must be uploaded with the message; links to other sites are not accepted.');
    }
  }
  return links;
}

/** Where a message goes: its chat (found or created) and receiver (null in an AI assistant session). */
async function destination(db: Db, callerId: number, input: SendMessageInput): Promise<{ chat: ChatRow; receiverId: number | null }> {
  if (input.chat_id !== undefined) {
    const chat = await chatOf(db, callerId, input.chat_id);
    if (chat.kind === 'assistant') {
      if (input.receiver_id !== undefined) throw invalidField('receiver_id', 'FIELD_CHOICE_INVALID', 'The receiver is not a member of this chat.');
      return { chat, receiverId: null };
    }
    const receiverId = chat.user1Id === callerId ? chat.user2Id! : chat.user1Id;
    if (input.receiver_id !== undefined && input.receiver_id !== receiverId) {
      throw invalidField('receiver_id', 'FIELD_CHOICE_INVALID', 'The receiver is not a member of this chat.');
    }
    await refuseBlocked(db, callerId, receiverId);
    return { chat, receiverId };
  }
  if (input.receiver_id === undefined) throw invalidField('receiver_id', 'FIELD_REQUIRED', 'The receiver id field is required.');
  if (input.receiver_id === callerId) throw invalidField('receiver_id', 'CHAT_WITH_SELF', 'You cannot message yourself.');
  if (!(await member(db, input.receiver_id))) throw notFound('User not found.', 'USER_NOT_FOUND');
  await refuseBlocked(db, callerId, input.receiver_id);
  return { chat: await chatOfPair(db, callerId, input.receiver_id), receiverId: input.receiver_id };
}

type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'chatId' | 'seq' | 'createdAt'>;

/**
 * THE store path of every message: in one transaction it takes the chat's next sequence number (raising
 * chats.last_seq locks the chat row, so concurrent messages are numbered one after the other), runs `also` (which
 * may refuse, undoing everything, and may give fields of the message, such as the offer it records), stores the
 * message and moves the chat's last message and time; a member's text is stored with its detected language. Then
 * emits `message` to the chat's room and its members' own rooms.
 */
export async function appendMessage(
  deps: Deps,
  chat: ChatRow,
  message: NewMessage,
  preview: string,
  also?: (tx: Tx) => Promise<Partial<NewMessage> | void>,
) {
  // A member's text carries its language, so clients know where to offer the translate action (spec 002 §4).
  const language = message.senderId != null && message.content ? ((await detectLanguage(message.content)) ?? null) : null;
  const stories = await storyPreviews(deps.db, message.storyId != null ? [message.storyId] : []);
  const stored = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [numbered] = await tx
      .update(chats)
      .set({ lastSeq: sql`${chats.lastSeq} + 1`, lastMessage: preview.slice(0, 500), updatedAt: now })
      .where(eq(chats.id, chat.id))
      .returning({ seq: chats.lastSeq });
    const fields = await also?.(tx);
    const [row] = await tx
      .insert(messages)
      .values({ ...message, ...fields, language, chatId: chat.id, seq: numbered!.seq, createdAt: now })
      .returning();
    return serializeMessage(row!, await offerViews(tx, row!.offerId !== null ? [row!.offerId] : [], now), stories);
  });
  deps.broadcast.emit([chatRoom(chat.id), ...participants(chat).map(userRoom)], 'message', stored);
  return stored;
}

/**
 * POST /send-message: checks the destination, stores the image files in our storage (re-encoded), then appends the
 * message and counts a message lead on the ad in the same transaction.
 */
export async function sendMessage(deps: Deps, callerId: number, input: SendMessageInput, files: Uint8Array[]) {
  const { db } = deps;
  if (input.sender_id !== callerId) throw forbidden('You can only send messages as yourself.', 'NOT_YOUR_CHAT');
  const links = ownStorageLinks(deps, input.attachment_link);
  if (links.length + files.length > ATTACHMENTS_MAX) throw invalidField('attachment_link', 'FIELD_TOO_MANY', `At most ${ATTACHMENTS_MAX} attachments.`);
  if (!input.content && links.length + files.length === 0) throw invalidField('content', 'FIELD_REQUIRED', 'The content field is required.');

  if (input.ad_id !== undefined) {
    const [ad] = await db
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.id, input.ad_id), isNull(ads.deletedAt)))
      .limit(1);
    if (!ad) throw notFound('Ad not found.', 'AD_NOT_FOUND');
  }
  // A reply to a story (react or comment) goes to the story's owner, while the story is active and visible to the caller.
  const story = input.story_id !== undefined ? await storyToReplyTo(db, callerId, input.story_id) : undefined;
  const { chat, receiverId } = await destination(db, callerId, story && input.chat_id === undefined && input.receiver_id === undefined ? { ...input, receiver_id: story.ownerId } : input);
  if (story && receiverId !== story.ownerId) throw invalidField('story_id', 'FIELD_CHOICE_INVALID', "The story is not the receiver's.");

  const stored: ProcessedPhoto[] = [];
  try {
    for (const bytes of files) stored.push(await processAdPhoto(bytes, { storage: deps.storage, folder: `chat/${chat.id}`, field: 'attachment' }));
    const attachments = [...links, ...stored.map((p) => p.attachment)];
    const message = await appendMessage(
      deps,
      chat,
      {
        senderId: callerId,
        receiverId,
        messageType: input.message_type,
        content: input.content,
        adId: input.ad_id ?? null,
        storyId: input.story_id ?? null,
        extraInfo: input.extra_info ?? null,
        attachmentLink: attachments.length > 0 ? attachments : null,
      },
      input.content || (attachments.length > 0 ? ATTACHMENT_PREVIEW : NO_MESSAGES),
      async (tx) => {
        if (input.ad_id !== undefined) await tx.update(ads).set({ totalMessageLead: sql`${ads.totalMessageLead} + 1` }).where(eq(ads.id, input.ad_id));
      },
    );
    return message;
  } catch (err) {
    await Promise.all(stored.flatMap((p) => p.keys).map((k) => deps.storage.delete(k).catch(() => undefined)));
    throw err;
  }
}

/** The member's own state of each chat: read watermark and "deleted for me". */
const memberState = (userId: number) => and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, userId));

/**
 * GET /user-chats/{userId}: the caller's one-to-one chats, most recently active first, with the other member and the
 * unread count (the other member's messages after the caller's read watermark). A chat deleted for the caller is left
 * out until a new message arrives.
 */
/** The last message's offer step, when it is one, so the list can word its preview in the reader's language. */
type LastOffer = { event: OfferMessageEvent; amount_text: string };

export async function userChats(deps: Deps, userId: number) {
  const { db } = deps;
  const otherId = sql<number>`case when ${chats.user1Id} = ${userId} then ${chats.user2Id} else ${chats.user1Id} end`;
  const rows = await db
    .select({
      chatId: chats.id,
      user1Id: chats.user1Id,
      user2Id: chats.user2Id,
      lastMessage: chats.lastMessage,
      updatedAt: chats.updatedAt,
      receiverId: users.id,
      receiverName: users.name,
      receiverAvatar: users.avatar,
      receiverLastSeen: users.lastSeenAt,
      unread: sql<number>`(select count(*)::int from ${messages} um where um.chat_id = ${chats.id} and um.sender_id <> ${userId}
        and um.seq > greatest(${chatMembers.lastReadSeq}, coalesce(${chatMembers.clearedSeq}, 0)))`,
      peerLastReadSeq: sql<number>`coalesce((select pm.last_read_seq from ${chatMembers} pm where pm.chat_id = ${chats.id} and pm.user_id = ${otherId}), 0)`,
      lastOffer: sql<LastOffer | null>`(select case when lm.message_type = 'offer' and lm.extra_info->>'amount_text' is not null
        then jsonb_build_object('event', lm.extra_info->>'offer_event', 'amount_text', lm.extra_info->>'amount_text') end
        from ${messages} lm where lm.chat_id = ${chats.id} and lm.seq = ${chats.lastSeq})`,
    })
    .from(chats)
    .innerJoin(chatMembers, memberState(userId))
    .innerJoin(users, eq(users.id, otherId))
    .where(
      and(
        eq(chats.kind, 'user'),
        isNull(users.deletedAt),
        or(isNull(chatMembers.clearedSeq), gt(chats.lastSeq, chatMembers.clearedSeq)),
      ),
    )
    .orderBy(desc(chats.updatedAt), desc(chats.id))
    .limit(CHAT_LIST_CAP);
  // A member who cannot be asked (sockets not running) shows as offline rather than failing the list.
  const online = await deps.broadcast.online(rows.map((r) => r.receiverId)).catch(() => new Set<number>());
  return rows.map((r) => ({
    chat_id: r.chatId,
    user1_id: r.user1Id,
    user2_id: r.user2Id!,
    last_message: r.lastMessage || NO_MESSAGES,
    updated_at: r.updatedAt.toISOString(),
    receiver: { id: r.receiverId, name: r.receiverName, avatar: r.receiverAvatar, is_online: online.has(r.receiverId), last_seen: r.receiverLastSeen?.toISOString() ?? null },
    unread_counter: Number(r.unread),
    peer_last_read_seq: Number(r.peerLastReadSeq),
    last_offer: r.lastOffer,
  }));
}

async function clearedSeqOf(db: Db, chatId: number, userId: number) {
  const [state] = await db
    .select({ clearedSeq: chatMembers.clearedSeq })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
  return state?.clearedSeq ?? 0;
}

/**
 * GET /chat-history/{chatId}: participants only, oldest first, without what the caller deleted for themselves.
 * Default: the newest HISTORY_PAGE messages; `before`: the HISTORY_PAGE just before that seq; `after`: every message
 * after that seq, BACKFILL_PAGE at most (the client asks again from the last one while a page comes back full).
 */
export async function chatHistory(db: Db, callerId: number, chatId: number, page: { before?: number | undefined; after?: number | undefined }) {
  await chatOf(db, callerId, chatId);
  const floor = await clearedSeqOf(db, chatId, callerId);
  if (page.after !== undefined) {
    const rows = await db
      .select()
      .from(messages)
      .where(and(eq(messages.chatId, chatId), gt(messages.seq, Math.max(page.after, floor))))
      .orderBy(asc(messages.seq))
      .limit(BACKFILL_PAGE);
    return withOffers(db, rows);
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chatId), gt(messages.seq, floor), page.before !== undefined ? lt(messages.seq, page.before) : undefined))
    .orderBy(desc(messages.seq))
    .limit(HISTORY_PAGE);
  return withOffers(db, rows.reverse());
}

/** Messages as clients get them, offer messages with their offers' current views, story replies with their previews. */
async function withOffers(db: Db, rows: MessageRow[]) {
  const views = await offerViews(db, rows.flatMap((m) => (m.offerId !== null ? [m.offerId] : [])));
  const stories = await storyPreviews(db, rows.flatMap((m) => (m.storyId !== null ? [m.storyId] : [])));
  return rows.map((m) => serializeMessage(m, views, stories));
}

/**
 * message:read: the reader has read the chat up to its newest message (or up to `upTo`); the watermark only moves
 * forward. Answers the watermark.
 */
export async function markRead(db: Db, readerId: number, chatId: number, upTo?: number) {
  const chat = await chatOf(db, readerId, chatId);
  const target = Math.min(upTo ?? chat.lastSeq, chat.lastSeq);
  await db
    .insert(chatMembers)
    .values({ chatId, userId: readerId, lastReadSeq: target })
    .onConflictDoUpdate({
      target: [chatMembers.chatId, chatMembers.userId],
      set: { lastReadSeq: sql`greatest(${chatMembers.lastReadSeq}, ${target})` },
    });
  const [state] = await db
    .select({ lastReadSeq: chatMembers.lastReadSeq })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, readerId)));
  return { chat, lastReadSeq: state!.lastReadSeq };
}

/** DELETE /chat/{chatId}: "delete chat for me": hides the history so far from the caller only, and reads it. */
export async function deleteChatForMe(db: Db, callerId: number, chatId: number) {
  const chat = await chatOf(db, callerId, chatId);
  await db
    .insert(chatMembers)
    .values({ chatId, userId: callerId, lastReadSeq: chat.lastSeq, clearedSeq: chat.lastSeq })
    .onConflictDoUpdate({
      target: [chatMembers.chatId, chatMembers.userId],
      set: { clearedSeq: chat.lastSeq, lastReadSeq: sql`greatest(${chatMembers.lastReadSeq}, ${chat.lastSeq})` },
    });
  return { chat_id: chatId };
}

/** POST /blocked-users: the caller blocks a member (again: no change). */
export async function blockUser(db: Db, callerId: number, blockedId: number) {
  if (blockedId === callerId) throw invalidField('user_id', 'BLOCK_SELF', 'You cannot block yourself.');
  const blocked = await member(db, blockedId);
  if (!blocked) throw notFound('User not found.', 'USER_NOT_FOUND');
  await db.insert(userBlocks).values({ blockerId: callerId, blockedId }).onConflictDoNothing();
  return (await blockList(db, callerId)).find((b) => b.id === blockedId)!;
}

/** DELETE /blocked-users/{userId}: lifts the caller's block (none: 404). */
export async function unblockUser(db: Db, callerId: number, blockedId: number) {
  const gone = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, callerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ id: userBlocks.blockedId });
  if (gone.length === 0) throw notFound('You have not blocked this member.', 'USER_NOT_FOUND');
  return { id: blockedId };
}

/** GET /blocked-users: who the caller blocked, newest first (the Blacklist: name and date blocked). */
export async function blockList(db: Db, callerId: number) {
  const rows = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar, date: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, callerId))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId));
  return rows.map((r) => ({ ...r, date: r.date.toISOString() }));
}

/**
 * POST /messages/{messageId}/report: a participant reports the other member's message; it joins the complaints
 * queue as type 'message' with the message's id, so moderators read the message itself.
 */
export async function reportMessage(db: Db, callerId: number, messageId: number, input: { topic_id: number; complain: string }) {
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  if (!message) throw notFound('This message was not found.', 'MESSAGE_NOT_FOUND');
  await chatOf(db, callerId, message.chatId);
  if (message.senderId === callerId) throw invalidField('message_id', 'REPORT_OWN_MESSAGE', 'You cannot report your own message.');
  const complaint = await createComplaint(db, callerId, { topicId: input.topic_id, complain: input.complain, contentId: messageId, type: 'message' });
  return { id: complaint.id, message_id: messageId, status: complaint.status, created_at: complaint.created_at };
}

/**
 * POST /chat/start: an AI assistant session of the caller. An empty session of theirs is reused (is_new false) so
 * opening the assistant again does not pile up empty sessions; otherwise a new one with the title and metadata.
 */
export async function startAssistantChat(db: Db, callerId: number, input: { title?: string | undefined; metadata?: Record<string, unknown> | undefined }) {
  const [empty] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.kind, 'assistant'), eq(chats.user1Id, callerId), eq(chats.lastSeq, 0)))
    .orderBy(desc(chats.id))
    .limit(1);
  if (empty) return { chat_id: empty.id, is_new: false };
  const [chat] = await db
    .insert(chats)
    .values({ kind: 'assistant', user1Id: callerId, title: input.title ?? null, metadata: input.metadata ?? null })
    .returning({ id: chats.id });
  await db.insert(chatMembers).values({ chatId: chat!.id, userId: callerId });
  return { chat_id: chat!.id, is_new: true };
}

/** A member's socket went away: 'Last seen …' counts from now while they stay offline. */
export async function markSeen(db: Db, userId: number): Promise<Date> {
  const at = new Date();
  await db.update(users).set({ lastSeenAt: at }).where(eq(users.id, userId));
  return at;
}

/** The caller's AI assistant session: 404 for no such chat, 403 for someone else's, 422 for a chat with a member. */
async function assistantChatOf(db: Db, callerId: number, chatId: number) {
  const chat = await chatOf(db, callerId, chatId);
  if (chat.kind !== 'assistant') throw invalidField('chatId', 'NOT_AN_ASSISTANT_CHAT', 'This is not a chat with the AI assistant.');
  return chat;
}

/** The assistant's reading of questions: with the configured OpenAI-compatible model, if any. */
const assistantOptions = (deps: Deps): AnswerOptions => ({ model: aiModelOf(deps.config), log: deps.log });

/** Gives an untitled session `title`; a session titled meanwhile keeps its title. Answers the session's title. */
async function nameSession(db: Db, chatId: number, title: string): Promise<string | null> {
  const [named] = await db
    .update(chats)
    .set({ title })
    .where(and(eq(chats.id, chatId), isNull(chats.title)))
    .returning({ title: chats.title });
  if (named) return named.title;
  const [chat] = await db.select({ title: chats.title }).from(chats).where(eq(chats.id, chatId));
  return chat?.title ?? null;
}

/**
 * chat_bot:message: stores the shopper's text in their assistant session, then the assistant's answers
 * (assistant/service.ts, with the filters of a chip the shopper picked); each is emitted as `message`. The first
 * question of an untitled session names it (decision 96). Answers the messages sent and the session's title.
 */
export async function askAssistant(deps: Deps, callerId: number, chatId: number, text: string, filters?: AssistantFilters) {
  const chat = await assistantChatOf(deps.db, callerId, chatId);
  await appendMessage(deps, chat, { senderId: callerId, receiverId: null, messageType: 'text', content: text }, text);
  const { messages: answers, title } = await answerQuestion(deps.db, text, filters, assistantOptions(deps));
  const sent = [];
  for (const { message_type, content, ...fields } of answers) {
    sent.push(await appendMessage(deps, chat, { senderId: null, receiverId: callerId, messageType: message_type, content, extraInfo: fields }, content));
  }
  return { sent, title: chat.title ?? (await nameSession(deps.db, chatId, title)) };
}

/**
 * register_new_chat on an assistant session: its title, named from its first question when it has one and no title
 * yet (a question sent with send-message rather than chat_bot:message); null while it has no question.
 */
export async function registerAssistantChat(deps: Deps, chat: ChatRow): Promise<string | null> {
  if (chat.title !== null) return chat.title;
  const [first] = await deps.db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.chatId, chat.id), eq(messages.senderId, chat.user1Id), eq(messages.messageType, 'text')))
    .orderBy(asc(messages.seq))
    .limit(1);
  if (!first?.content.trim()) return null;
  return nameSession(deps.db, chat.id, await sessionTitle(deps.db, first.content, assistantOptions(deps)));
}

/**
 * chat_bot:image: stores the shopper's photo in our storage (re-encoded, like send-message's attachments) as their
 * image message in the assistant session, with the words they sent along, then the assistant's answer to it
 * (assistant/image.ts answerImage); each is emitted as `message`.
 */
export async function askAssistantImage(deps: Deps, callerId: number, chatId: number, photo: Uint8Array, opts: { text?: string | undefined; lang: Lang }) {
  const chat = await assistantChatOf(deps.db, callerId, chatId);
  const stored = await processAdPhoto(photo, { storage: deps.storage, folder: `chat/${chat.id}`, field: 'image_id' });
  try {
    await appendMessage(
      deps,
      chat,
      { senderId: callerId, receiverId: null, messageType: 'image', content: opts.text ?? '', attachmentLink: [stored.attachment] },
      opts.text || ATTACHMENT_PREVIEW,
    );
  } catch (err) {
    await Promise.all(stored.keys.map((k) => deps.storage.delete(k).catch(() => undefined)));
    throw err;
  }
  const answers = await answerImage(deps.db, await lookAtPhoto(deps.db, photo, opts.lang, assistantOptions(deps)), opts);
  const sent = [];
  for (const { message_type, content, ...fields } of answers) {
    sent.push(await appendMessage(deps, chat, { senderId: null, receiverId: callerId, messageType: message_type, content, extraInfo: fields }, content));
  }
  return sent;
}

/**
 * DELETE /chat/{chatId}/messages: clears the caller's AI assistant session (its numbering goes on, never reused).
 * The title goes with the messages: the next question names the session again (decision 97); the photos sent in it
 * leave storage.
 */
export async function clearAssistantChat(deps: Deps, callerId: number, chatId: number) {
  await assistantChatOf(deps.db, callerId, chatId);
  const gone = await deps.db.transaction(async (tx) => {
    const removed = await tx.delete(messages).where(eq(messages.chatId, chatId)).returning({ attachmentLink: messages.attachmentLink });
    await tx.update(chats).set({ lastMessage: null, title: null, updatedAt: new Date() }).where(eq(chats.id, chatId));
    return removed;
  });
  // The shopper's photos leave storage with their messages, every width of each, once the messages are gone.
  const keys = new Set(gone.flatMap((m) => m.attachmentLink ?? []).flatMap((url) => photoKeys(deps.storage, url)));
  await Promise.all([...keys].map((key) => deps.storage.delete(key).catch((err: unknown) => deps.log.error(`storage delete ${key}`, err))));
  return { chat_id: chatId };
}

/**
 * GET /chat/sessions: the caller's AI assistant sessions that hold messages (the AiChat history), most recently
 * active first; an empty or cleared session is not listed.
 */
export async function assistantSessions(db: Db, callerId: number) {
  const rows = await db
    .select({ id: chats.id, title: chats.title, lastMessage: chats.lastMessage, createdAt: chats.createdAt, updatedAt: chats.updatedAt })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(and(eq(chatMembers.userId, callerId), eq(chats.kind, 'assistant'), eq(chats.user1Id, callerId), isNotNull(chats.lastMessage)))
    .orderBy(desc(chats.updatedAt), desc(chats.id))
    .limit(CHAT_LIST_CAP);
  return rows.map((r) => ({
    chat_id: r.id,
    title: r.title,
    last_message: r.lastMessage!,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
