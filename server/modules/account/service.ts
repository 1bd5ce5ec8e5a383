import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { conflict, invalidField, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { photoKeys } from '../../platform/images.ts';
import { verifyPassword } from '../auth/password.ts';
import { serializeUser } from '../auth/serialize.ts';
import type { SessionUser } from '../auth/tokens.ts';
import { notificationSettings } from '../chat/digest.ts';
import { deleteMemberFeeds, memberFeedFiles } from '../feeds/service.ts';
import { deleteMemberStories, memberStoryFiles } from '../stories/service.ts';
import { endOwnerSubscriptions } from '../subscriptions/service.ts';
import { describeDevice } from './devices.ts';

// ---------------------------------------------------------------- signed-in devices

type SessionRow = { id: number; user_agent: string | null; created_at: Date | string; last_used_at: Date | string | null; expires_at: Date | string };

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The member's live sessions (not revoked, not expired), most recently used first; `current` is the caller's own. */
export async function listSessions(db: Db, userId: number, currentTokenId: number | undefined) {
  const list = await rows<SessionRow>(
    db,
    sql`select id, user_agent, created_at, last_used_at, expires_at from auth_tokens
      where user_id = ${userId} and revoked_at is null and expires_at > now()
      order by coalesce(last_used_at, created_at) desc, id desc`,
  );
  return list.map((s) => ({
    id: Number(s.id),
    ...describeDevice(s.user_agent),
    current: Number(s.id) === currentTokenId,
    created_at: iso(s.created_at)!,
    last_used_at: iso(s.last_used_at),
    expires_at: iso(s.expires_at)!,
  }));
}

/** Signs one of the member's own sessions out, its sockets closed; another member's session is not found. */
export async function endSession(deps: Pick<Deps, 'db' | 'broadcast'>, userId: number, sessionId: number) {
  const done = await rows(
    deps.db,
    sql`update auth_tokens set revoked_at = now() where id = ${sessionId} and user_id = ${userId} and revoked_at is null and expires_at > now() returning id`,
  );
  if (!done.length) throw notFound('This session has already ended.', 'SESSION_NOT_FOUND');
  await deps.broadcast.disconnect(userId, { only: sessionId });
}

// ---------------------------------------------------------------- what is stored about a member

type Reference = { table_name: string; column_name: string };

/**
 * Every column that references users.id, read from the catalogue: tables added later are covered the day they land
 * (the archive, and tests/api/account.test.ts's deletion walk).
 */
async function userReferences(db: Db): Promise<Map<string, string[]>> {
  const found = await rows<Reference>(
    db,
    sql`select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = 'public'
      order by kcu.table_name, kcu.column_name`,
  );
  const byTable = new Map<string, string[]>();
  for (const r of found) byTable.set(r.table_name, [...(byTable.get(r.table_name) ?? []), r.column_name]);
  return byTable;
}

/** Secrets and search internals are not the member's data: token and password hashes, search documents, photo index keys. */
const UNEXPORTED = /(_hash|secret|search_vector)$|^key$/;

/**
 * GET /account/export: everything stored about the member (GDPR Art. 20): the profile, the e-mail settings and, for
 * every table with a column referencing the member, its rows (sessions without their token hashes).
 */
export async function exportData(db: Db, user: SessionUser) {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [table, columns] of await userReferences(db)) {
    const where = sql.join(
      columns.map((c) => sql`${sql.identifier(c)} = ${user.id}`),
      sql` or `,
    );
    const found = await rows<Record<string, unknown>>(db, sql`select * from ${sql.identifier(table)} where ${where} order by 1`);
    if (found.length) tables[table] = found.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !UNEXPORTED.test(k))));
  }
  return {
    generated_at: new Date().toISOString(),
    profile: serializeUser(user, { self: true }),
    notification_settings: await notificationSettings(db, user.id),
    tables,
  };
}

// ---------------------------------------------------------------- deleting the account

/** Order steps still on their way (common/order-states.ts): the shop needs the buyer's address until they end. */
const OPEN_STEPS = sql`('processing', 'shipped')`;

/** Storage keys of the files only this member's data uses: avatar, classified-ad photos, chat attachments, review photos. */
async function ownFiles(db: Db, userId: number): Promise<string[]> {
  const found = await rows<{ url: string }>(
    db,
    sql`select avatar as url from users where id = ${userId} and avatar is not null
      union all select unnest(array[at.attachment] || at.variants) from ad_attachments at join ads a on a.id = at.ads_id where a.owner_id = ${userId} and a.shop_id is null
      union all select unnest(attachment_link) from messages where sender_id = ${userId}
      union all select unnest(files) from reviews where user_id = ${userId}
      union all select logo from companies where user_id = ${userId} and logo is not null
      union all select logo from shop_requests where user_id = ${userId} and logo is not null`,
  );
  return [...new Set(found.map((f) => f.url))];
}

/**
 * POST /account/delete (docs/decisions.md 107). The password confirms it when the account has one. Refused while an
 * order the member bought or sells is on its way. In one transaction: personal rows are deleted, the records other
 * members need (orders, reviews, offers, chats with them, a shop's sales) stay with their personal fields emptied,
 * and the users row keeps only its id, marked deleted; every session ends. The files go after the commit.
 */
export async function deleteAccount(deps: Deps, user: SessionUser, password: string | undefined) {
  const { db } = deps;
  if (user.passwordHash && !(password && (await verifyPassword(user.passwordHash, password)))) {
    throw invalidField('password', 'WRONG_PASSWORD', 'Incorrect password. Please try again.');
  }
  const [open] = await rows(
    db,
    sql`select 1 from orders o where o.process_step in ${OPEN_STEPS}
      and (o.customer_id = ${user.id} or o.shop_id in (select id from shops where owner_id = ${user.id})) limit 1`,
  );
  if (open) throw conflict('You have orders on their way. You can delete your account once they are delivered or cancelled.', 'ORDERS_IN_PROGRESS');
  // Their companies go with the account: nobody may be billed for them afterwards (decision 127).
  await endOwnerSubscriptions(deps, user.id);

  const files = await ownFiles(db, user.id);
  const feedFiles = await memberFeedFiles(deps, user.id);
  const storyFiles = await memberStoryFiles(db, user.id);
  const id = user.id;
  await db.transaction(async (tx) => {
    const run = (q: ReturnType<typeof sql>) => tx.execute(q);
    // Signed out everywhere, and no code left for the address.
    await run(sql`delete from auth_tokens where user_id = ${id}`);
    await run(sql`delete from otp_codes where lower(email) = lower(${user.email})`);
    // What only the member had.
    await run(sql`delete from ad_favorites where user_id = ${id}`);
    await run(sql`delete from seller_favorites where user_id = ${id} or seller_id = ${id}`);
    await run(sql`delete from cart_items where user_id = ${id}`);
    await run(sql`delete from delivery_addresses where user_id = ${id}`);
    await run(sql`delete from complaints where user_id = ${id}`);
    await run(sql`delete from contact_messages where user_id = ${id}`);
    await run(sql`delete from shop_requests where user_id = ${id}`);
    await run(sql`delete from user_blocks where blocker_id = ${id} or blocked_id = ${id}`);
    await run(sql`delete from analytics_events where user_id = ${id}`);
    await run(sql`delete from company_moderators where moderator_id = ${id}`);
    // What they read of the blog (the posts' view counters stay).
    await run(sql`delete from blog_views where user_id = ${id}`);
    // Their feeds with everything on them, and their comments, likes and hearts on others' feeds.
    await deleteMemberFeeds(tx, id);
    // Their stories with their views, and what they watched of others' stories.
    await deleteMemberStories(tx, id);
    // Their companies go, and the company ads their moderators posted with them (decision 127).
    await run(sql`update ads set deleted_at = now(), delete_reason = 'company', updated_at = now()
      where company_id in (select id from companies where user_id = ${id}) and deleted_at is null`);
    await run(sql`delete from companies where user_id = ${id}`);
    // Chats: the assistant's whole, and every message the member wrote; the other member keeps their own.
    await run(sql`delete from chats where user1_id = ${id} and user2_id is null`);
    await run(sql`delete from messages where sender_id = ${id}`);
    await run(sql`update chats c set last_message = (select m.content from messages m where m.chat_id = c.id order by m.seq desc limit 1)
      where c.user1_id = ${id} or c.user2_id = ${id}`);
    // Classified ads: gone from every list and without photos, contact or text; the title and price stay for the
    // orders, offers and chats of others that name them. A shop's products are the shop's records.
    await run(sql`delete from photo_vectors where ad_id in (select id from ads where owner_id = ${id} and shop_id is null)`);
    await run(sql`delete from ad_attachments where ads_id in (select id from ads where owner_id = ${id} and shop_id is null)`);
    const words = await rows<{ word: string }>(
      tx,
      sql`select distinct u.lexeme as word from ads a cross join lateral unnest(a.search_vector) u where a.owner_id = ${id} and a.shop_id is null`,
    );
    await run(sql`update ads set status = 0, deleted_at = coalesce(deleted_at, now()), description = '', additional_details = null,
      product_specifications = null, detailed_description = null, tags = '{}', contact_email = null, contact_phone = null,
      location = null, lat = null, lon = null, external_website = null, updated_at = now()
      where owner_id = ${id} and shop_id is null`);
    // The typo dictionary forgets the words only their texts had (a phone number or a name in a description).
    await run(sql`delete from ad_words w where w.word = any(${sql.param(words.map((r) => r.word))}::text[])
      and not exists (select 1 from ads b where b.search_vector @@ quote_literal(w.word)::tsquery)`);
    // A shop stays for its buyers' orders and invoices, closed, without the owner's contact.
    await run(sql`update ads set status = 0, updated_at = now() where owner_id = ${id} and shop_id is not null`);
    await run(sql`update shops set status = 'suspended', email = '', phone = '', updated_at = now() where owner_id = ${id}`);
    // Orders the member bought stay for the shops' books, without the delivery address (none is on its way).
    await run(sql`update orders set delivery_address = '', street = '', city = '', zip_code = '', lat = null, lon = null where customer_id = ${id}`);
    await run(sql`update orders set updated_by = null where updated_by = ${id}`);
    await run(sql`update shipping_activities set created_by = null where created_by = ${id}`);
    // Reviews stay for other buyers, by a deleted member and without their photos; hotel reviews likewise (decision 107).
    await run(sql`update reviews set files = '{}' where user_id = ${id}`);
    await run(sql`update users set name = '', last_name = '', user_name = ${`deleted-${id}`}, email = ${`deleted-${id}@deleted.invalid`},
      phone = null, avatar = null, gender = null, location = null, lat = null, lon = null, password_hash = null,
      provider = null, provider_id = null, show_my_ads = false, chat_digest = false, order_mails = false, offer_mails = false,
      language = null, last_seen_at = null, deleted_at = now(), updated_at = now()
      where id = ${id}`);
  });
  await Promise.all([
    ...[...new Set(files.flatMap((url) => photoKeys(deps.storage, url))), ...feedFiles, ...storyFiles].map((key) => deps.storage.delete(key).catch((err: unknown) => deps.log.error(`storage delete ${key}`, err))),
  ]);
  await deps.broadcast.disconnect(id);
}
