/**
 * The account area (issue 13): 'Show My Ads' on every public path, the e-mail switches, signed-in devices,
 * 'Download my data' and deleting the account (with ads, chats, orders, reviews, feeds, comments, stories and a
 * company), with a walk of every table proving no personal data is left and a check that their files left storage.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/rows.ts';
import { ads, categories, contactMessages, reviews } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/modules/auth/password.ts';
import { keyFromUrl } from '../../server/platform/storage.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';
import { orderFixtures, pngBlob } from './order-helpers.ts';

let t: TestApp;
let categoryId: number;
const api = (method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => t.call(method, `/api/v1${path}`, opts);

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '1000' });
  const [cat] = await t.db.select({ id: categories.id }).from(categories).where(sql`kind = 'ad' and parent_id is not null`).limit(1);
  categoryId = cat!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** A classified ad in London with a word no other ad has. */
async function makeAd(owner: Member, name: string, extra: Partial<typeof ads.$inferInsert> = {}) {
  const [ad] = await t.db
    .insert(ads)
    .values({ categoryId, ownerId: owner.id, name, price: '40.00', location: 'London', lat: '51.505000', lon: '-0.090000', ...extra })
    .returning({ id: ads.id });
  return ad!.id;
}

/** A member with a password, signed in through the login call (so sessions carry a device). */
async function memberWithPassword(name: string, password: string) {
  const m = await makeMember(t, name, { passwordHash: await hashPassword(password), phone: `+4470${String(Date.now()).slice(-8)}` });
  const [u] = await rows<{ email: string; user_name: string; phone: string }>(t.db, sql`select email, user_name, phone from users where id = ${m.id}`);
  return { ...m, ...u!, password };
}

const login = (email: string, password: string, userAgent: string) =>
  api('POST', '/auth/login', { body: { email, password }, headers: { 'user-agent': userAgent } });

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe("'Show My Ads'", () => {
  let owner: Member;
  let adId: number;
  const word = 'Quixotrombone';

  /** Every public place an ad is found: each answer's text must name the ad while it is shown, and not while hidden. */
  const PUBLIC_PATHS: [string, () => string][] = [
    ['home board, newest', () => '/ads/home?tab=newest'],
    ['home board, all', () => '/ads/home?tab=all'],
    ['home board, its category', () => `/ads/home?tab=category&category_id=${categoryId}`],
    ['catalogue search', () => `/seller/ads/search-ads?name=${word}`],
    ['universal search, ads', () => `/seller/ads/search-all?query=${word}&type=ads`],
    ['universal search, users', () => `/seller/ads/search-all?query=Hidewell&type=users`],
    ['nearby search', () => '/seller/ads/nearby?lat=51.505&lng=-0.09&radius=5'],
    ['seller page ads', () => `/seller/ads/specific-user-list/${owner.id}`],
  ];

  beforeAll(async () => {
    owner = await makeMember(t, 'Hidewell');
    adId = await makeAd(owner, `${word} for sale`);
  });

  const shown = async (path: string) => {
    const res = await api('GET', path);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.json);
    return path.includes('type=users') ? text.includes(`"id":${owner.id}`) : text.includes(`"id":${adId}`);
  };
  const categoryCount = async () => ((await api('GET', '/category-counts')).json.data.counts[String(categoryId)] as number | undefined) ?? 0;

  it.each(PUBLIC_PATHS)('%s: gone while the switch is off, back when it is on', async (_name, path) => {
    expect(await shown(path())).toBe(true);
    expect((await api('POST', '/auth/user/toggle-ads-visibility', { token: owner.token, body: { show_my_ads: '0' } })).json.data.show_my_ads).toBe('0');
    try {
      expect(await shown(path())).toBe(false);
    } finally {
      await api('POST', '/auth/user/toggle-ads-visibility', { token: owner.token, body: { show_my_ads: '1' } });
    }
    expect(await shown(path())).toBe(true);
  });

  it('category counts, the seller page count and the owner’s own lists', async () => {
    const before = await categoryCount();
    await api('POST', '/auth/user/toggle-ads-visibility', { token: owner.token, body: { show_my_ads: false } });
    expect(await categoryCount()).toBe(before - 1);
    expect((await api('GET', `/seller/profile/${owner.id}`)).json.data.total_ads).toBe(0);
    // The owner still has them: My Ads and their own seller page.
    expect(JSON.stringify((await api('GET', '/seller/ads/user-list', { token: owner.token })).json)).toContain(`"id":${adId}`);
    expect(JSON.stringify((await api('GET', `/seller/ads/specific-user-list/${owner.id}`, { token: owner.token })).json)).toContain(`"id":${adId}`);
    await api('POST', '/auth/user/toggle-ads-visibility', { token: owner.token, body: { show_my_ads: true } });
    expect(await categoryCount()).toBe(before);
    expect((await api('GET', `/seller/profile/${owner.id}`)).json.data.total_ads).toBe(1);
  });
});

describe('e-mail notification settings', () => {
  it('has the three switches, on for a new member; PATCH changes only those sent', async () => {
    const m = await makeMember(t, 'Notifee');
    expect((await api('GET', '/notification-settings', { token: m.token })).json.data).toEqual({ chat_email_digest: true, order_emails: true, offer_emails: true });
    const changed = await api('PATCH', '/notification-settings', { token: m.token, body: { order_emails: '0' } });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toEqual({ chat_email_digest: true, order_emails: false, offer_emails: true });
    expect((await api('PATCH', '/notification-settings', { token: m.token, body: form({ offer_emails: 'false', chat_email_digest: '0' }) })).json.data).toEqual({
      chat_email_digest: false,
      order_emails: false,
      offer_emails: false,
    });
    const bad = await api('PATCH', '/notification-settings', { token: m.token, body: { offer_emails: 'maybe' } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.offer_emails).toBeDefined();
  });
});

describe('change password', () => {
  it('takes 6 characters and refuses 5 with the spec’s text', async () => {
    const m = await memberWithPassword('Sixer', 'old-secret-1');
    const session = (await login(m.email, m.password, CHROME_WINDOWS)).json.data.token as string;
    const short = await api('POST', '/auth/change-password', { token: session, body: { current_password: m.password, new_password: 'qz7#w', new_password_confirmation: 'qz7#w' } });
    expect(short.status).toBe(422);
    expect(short.json.errors.new_password).toEqual(['Password must be at least 6 characters long!']);
    const six = await api('POST', '/auth/change-password', { token: session, body: { current_password: m.password, new_password: 'qz7#wv', new_password_confirmation: 'qz7#wv' } });
    expect(six.status).toBe(200);
    expect((await login(m.email, 'qz7#wv', CHROME_WINDOWS)).status).toBe(200);
  });
});

describe('signed-in devices', () => {
  it('lists each session with its device and last use; signs one out, refuses another member’s, signs out everywhere', async () => {
    const m = await memberWithPassword('Devicer', 'devices-pass-1');
    const phone = (await login(m.email, m.password, SAFARI_IPHONE)).json.data.token as string;
    const desktop = (await login(m.email, m.password, CHROME_WINDOWS)).json.data.token as string;
    await api('GET', '/auth/me', { token: phone, headers: { 'user-agent': SAFARI_IPHONE } });
    const list = await api('GET', '/account/sessions', { token: desktop, headers: { 'user-agent': CHROME_WINDOWS } });
    expect(list.status).toBe(200);
    const sessions = list.json.data as { id: number; browser: string | null; os: string | null; current: boolean; last_used_at: string | null }[];
    // The member's token from makeMember, never used, and the two sign-ins.
    expect(sessions).toHaveLength(3);
    const current = sessions.find((s) => s.current)!;
    expect(current).toMatchObject({ browser: 'Chrome', os: 'Windows' });
    expect(current.last_used_at).not.toBeNull();
    const iphone = sessions.find((s) => s.os === 'iOS')!;
    expect(iphone.browser).toBe('Safari');
    expect(JSON.stringify(list.json)).not.toMatch(/token_hash|\|/);

    // Another member can neither see nor end these sessions.
    const other = await makeMember(t, 'Nosy');
    expect(JSON.stringify((await api('GET', '/account/sessions', { token: other.token })).json)).not.toContain(`"id":${iphone.id},`);
    const refused = await api('DELETE', `/account/sessions/${iphone.id}`, { token: other.token });
    expect(refused.status).toBe(404);
    expect(refused.json.message_status).toBe('SESSION_NOT_FOUND');
    expect((await api('GET', '/auth/me', { token: phone })).status).toBe(200);

    expect((await api('DELETE', `/account/sessions/${iphone.id}`, { token: desktop })).status).toBe(200);
    expect((await api('GET', '/auth/me', { token: phone })).status).toBe(401);
    expect((await api('DELETE', `/account/sessions/${iphone.id}`, { token: desktop })).status).toBe(404);
    expect((await api('GET', '/auth/me', { token: desktop })).status).toBe(200);

    expect((await api('POST', '/account/sessions/sign-out-everywhere', { token: desktop })).status).toBe(200);
    expect((await api('GET', '/auth/me', { token: desktop })).status).toBe(401);
    expect((await api('GET', '/auth/me', { token: m.token })).status).toBe(401);
    expect((await api('GET', '/auth/me', { token: other.token })).status).toBe(200);
  });
});

describe('download my data and delete the account', () => {
  let f: Awaited<ReturnType<typeof orderFixtures>>;
  let me: Awaited<ReturnType<typeof memberWithPassword>>;
  let peer: Member;
  let shopOwner: Member;
  let myAd: number;
  let peerAd: number;
  let subOrderId: number;
  let avatarKey: string;
  let photoKey: string;
  let storyFile: string;
  let chatPhotoKeys: string[];
  let peerStory: number;
  // Texts only this member's data holds: none may be left anywhere after the deletion.
  const MY_NAME = 'Zephyrine';
  const MY_LAST_NAME = 'Quillbottom';
  const MY_MESSAGE = 'Meet me at Wobblestone Lane 12';
  const MY_STREET = 'Strada Test 1';

  beforeAll(async () => {
    f = await orderFixtures(t);
    me = await memberWithPassword('Deleter', 'leaving-pass-1');
    await t.db.execute(sql`update users set name = ${MY_NAME}, last_name = ${MY_LAST_NAME}, location = 'Chișinău' where id = ${me.id}`);
    me.token = (await login(me.email, me.password, CHROME_WINDOWS)).json.data.token as string;
    peer = await makeMember(t, 'Peer');

    // Avatar and an ad with a stored photo.
    const avatar = await api('POST', '/auth/update-profile', { token: me.token, body: form({ avatar: await pngBlob(300, 200) }) });
    expect(avatar.status).toBe(200);
    avatarKey = keyFromUrl(t.deps.storage, avatar.json.data.avatar as string)!;
    myAd = await makeAd(me, 'Leaving lamp', { contactEmail: me.email, contactPhone: me.phone, description: `Call ${MY_NAME} on ${me.phone}` });
    const photoUrl = await t.deps.storage.put(`ads/${myAd}/lamp-1280.webp`, new Uint8Array([1, 2, 3]), 'image/webp');
    photoKey = keyFromUrl(t.deps.storage, photoUrl)!;
    await t.db.execute(sql`insert into ad_attachments (ads_id, attachment, type, size) values (${myAd}, ${photoUrl}, 'image', 3)`);
    peerAd = await makeAd(peer, 'Peer bike');

    // A story of their own, and a view of the peer's story.
    const mine = await api('POST', '/seller/create-stories', { token: me.token, body: form({ 'file[]': await pngBlob(300, 200) }) });
    expect(mine.status).toBe(200);
    storyFile = mine.json.data[0].fileUrl as string;
    const theirs = await api('POST', '/seller/create-stories', { token: peer.token, body: form({ 'file[]': await pngBlob(200, 300) }) });
    peerStory = theirs.json.data[0].id as number;
    expect((await api('POST', '/seller/store-story-view', { token: me.token, body: form({ story_id: String(peerStory) }) })).status).toBe(200);

    // Favourites both ways, a chat both ways, a complaint-free contact message, an order and a review.
    await api('POST', '/seller/ads/like/create', { token: me.token, body: { ads_id: peerAd } });
    await api('GET', `/seller/seller-favorite?seller_id=${peer.id}`, { token: me.token });
    await api('GET', `/seller/seller-favorite?seller_id=${me.id}`, { token: peer.token });
    expect((await api('POST', '/send-message', { token: me.token, body: { sender_id: me.id, receiver_id: peer.id, content: MY_MESSAGE } })).status).toBe(200);
    expect((await api('POST', '/send-message', { token: peer.token, body: { sender_id: peer.id, receiver_id: me.id, content: 'See you there' } })).status).toBe(200);
    expect((await api('POST', '/send-message', { token: me.token, body: { sender_id: me.id, receiver_id: peer.id, content: `${MY_MESSAGE}, ring twice` } })).status).toBe(200);
    // A photo sent in the chat: stored at 320, 640 and 1280 px, of which the message keeps the largest.
    const photoMessage = await api('POST', '/send-message', { token: me.token, body: form({ sender_id: String(me.id), receiver_id: String(peer.id), 'attachment[]': await pngBlob(1400, 900) }) });
    const chatPhoto = photoMessage.json.data.attachment_link[0] as string;
    chatPhotoKeys = [320, 640, 1280].map((w) => keyFromUrl(t.deps.storage, chatPhoto.replace(/-\d+\.webp$/, `-${w}.webp`))!);
    for (const key of chatPhotoKeys) expect(await t.deps.storage.get(key)).not.toBeNull();
    await t.db.insert(contactMessages).values({ name: `${MY_NAME} ${MY_LAST_NAME}`, email: me.email, message: MY_MESSAGE, userId: me.id });

    shopOwner = await f.makeUser('Shopkeeper');
    const shopId = await f.makeShop(shopOwner.id, 'Keeper Store');
    const item = await f.makeItem(shopId, shopOwner.id, { name: 'Kettle' });
    const master = await f.placeCashOrder(me.id, [{ id: item, quantity: 1 }]);
    subOrderId = (await f.subOrdersOf(master))[0]!.id;
    await t.db.insert(reviews).values({ userId: me.id, adsId: item, shopId, rating: 5, comment: 'Lovely kettle', files: [photoUrl] });
  }, 60_000);

  it('answers a JSON archive of everything stored about the caller, as an attachment, without secrets', async () => {
    const res = await api('GET', '/account/export', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="rm-marketplace-data-\d+-\d{4}-\d\d-\d\d\.json"$/);
    const data = res.json.data;
    expect(data.profile).toMatchObject({ id: me.id, email: me.email, name: MY_NAME });
    expect(data.notification_settings).toEqual({ chat_email_digest: true, order_emails: true, offer_emails: true });
    const ids = (table: string) => (data.tables[table] ?? []).map((r: { id: number }) => r.id);
    expect(ids('ads')).toEqual([myAd]);
    expect(data.tables.ad_favorites.map((r: { ads_id: number }) => r.ads_id)).toEqual([peerAd]);
    expect(data.tables.messages.map((r: { content: string }) => r.content)).toEqual(expect.arrayContaining([MY_MESSAGE, 'See you there']));
    expect(data.tables.orders.map((r: { id: number }) => r.id)).toEqual([subOrderId]);
    expect(data.tables.reviews).toHaveLength(1);
    expect(data.tables.contact_messages).toHaveLength(1);
    expect(data.tables.auth_tokens.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/token_hash|password_hash|search_vector/);
    // Only the caller's rows: the peer's own ad and favourites are not theirs.
    expect(ids('ads')).not.toContain(peerAd);
    expect(data.tables.seller_favorites.every((r: { user_id: number; seller_id: number }) => r.user_id === me.id || r.seller_id === me.id)).toBe(true);
    expect((await api('GET', '/account/export')).status).toBe(401);
  });

  it('is refused with a wrong password, and while an order is on its way', async () => {
    const wrong = await api('POST', '/account/delete', { token: me.token, body: { password: 'not-my-password' } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message_status).toBe('WRONG_PASSWORD');
    const none = await api('POST', '/account/delete', { token: me.token, body: {} });
    expect(none.status).toBe(422);
    const open = await api('POST', '/account/delete', { token: me.token, body: { password: me.password } });
    expect(open.status).toBe(409);
    expect(open.json.message_status).toBe('ORDERS_IN_PROGRESS');
    expect((await api('GET', '/auth/me', { token: me.token })).status).toBe(200);
  });

  it('removes or anonymises every personal row, signs out everywhere, and the e-mail can no longer sign in', async () => {
    for (const to of ['shipped', 'delivered']) expect((await f.move(shopOwner.token, subOrderId, to)).status).toBe(200);
    const otherSession = (await login(me.email, me.password, SAFARI_IPHONE)).json.data.token as string;
    // A hotel review (kept for other guests, by a deleted member) and a blog read (their reading history: removed).
    const [hotel] = await rows<{ id: number }>(
      t.db,
      sql`insert into hotels (name, address, city, country, country_code, lat, lon, price_per_night, currency_id)
        values ('Quayside Inn', '1 Quay St', 'Bristol', 'United Kingdom', 'GB', 51.45, -2.59, '99.00', (select id from currencies order by id limit 1)) returning id`,
    );
    expect((await api('POST', `/hotels/${hotel!.id}/reviews`, { token: me.token, body: { rating: 4, comment: 'Quiet rooms and a kind night porter.' } })).status).toBe(200);
    const [blog] = await rows<{ id: number }>(t.db, sql`insert into blogs (slug, title, content, published_at) values ('tidal-walks', 'Tidal walks', '<p>Go at low tide.</p>', now()) returning id`);
    expect((await api('POST', `/blogs/view/${blog!.id}`, { token: me.token })).status).toBe(200);

    // A feed with a photo; a comment, a like and a heart on the peer's feed; a company request with a logo.
    const feedBody = form({ signature: `${MY_NAME} at the harbour`, location: 'Porto' });
    feedBody.append('file[]', await pngBlob(600, 400), 'harbour.png');
    const myFeed = await api('POST', '/seller/create-feed', { token: me.token, body: feedBody });
    expect(myFeed.status).toBe(200);
    const feedKeys = (
      await rows<{ url: string }>(t.db, sql`select unnest(array[url, thumbnail_url] || variants) as url from feed_attachments where feed_id = ${myFeed.json.data.id as number}`)
    )
      .map((r) => (r.url ? keyFromUrl(t.deps.storage, r.url) : null))
      .filter((k): k is string => Boolean(k));
    expect(feedKeys.length).toBeGreaterThan(0);
    for (const key of feedKeys) expect(await t.deps.storage.get(key)).not.toBeNull();
    const peerFeedBody = form({ signature: 'Morning light', location: 'Porto' });
    peerFeedBody.append('file[]', await pngBlob(400, 600), 'light.png');
    const peerFeed = (await api('POST', '/seller/create-feed', { token: peer.token, body: peerFeedBody })).json.data.id as number;
    const peerComment = (await api('POST', '/seller/feed-create-comment', { token: peer.token, body: { feed_id: peerFeed, comment: 'Thanks for looking' } })).json.data.id as number;
    expect((await api('POST', '/seller/feed-create-comment', { token: me.token, body: { feed_id: peerFeed, comment: `${MY_MESSAGE}, for the print` } })).status).toBe(200);
    expect((await api('POST', '/seller/comments/toggle-like', { token: me.token, body: { comment_id: peerComment } })).status).toBe(200);
    expect((await api('POST', '/seller/feed-fav', { token: me.token, body: { feed_id: peerFeed } })).status).toBe(200);
    const company = await api('POST', '/company', { token: me.token, body: form({ name: `${MY_LAST_NAME} Lamps`, email: me.email, city: 'Iasi', country: 'Romania', logo: await pngBlob(300, 300) }) });
    expect(company.status, JSON.stringify(company.json)).toBe(200);
    const logoKey = keyFromUrl(t.deps.storage, company.json.data.logo as string)!;
    expect(await t.deps.storage.get(logoKey)).not.toBeNull();

    const res = await api('POST', '/account/delete', { token: me.token, body: { password: me.password } });
    expect(res.status).toBe(200);
    for (const token of [me.token, otherSession]) expect((await api('GET', '/auth/me', { token })).status).toBe(401);
    const again = await login(me.email, me.password, CHROME_WINDOWS);
    expect(again.status).toBe(422);
    expect(again.json.message_status).toBe('INVALID_EMAIL');

    // Every column that references users (read from information_schema, so tables added later are walked too):
    // only these tables may still point at the deleted member, each for someone else's sake.
    const KEPT: Record<string, string> = {
      users: 'the id itself, marked deleted, every personal field emptied',
      ads: 'deleted and emptied; the title and price stay for the orders, offers and chats of others',
      orders: "the shop's sale, without the delivery address",
      master_orders: "the shop's sale: amounts only",
      reviews: 'what other buyers read, by a deleted member, without photos',
      hotel_reviews: 'what other guests read, by a deleted member (the hotel keeps its rating)',
      messages: 'what the other member wrote to them',
      chats: "the other member's conversation",
      chat_members: "the other member's read receipts",
      offers: 'amounts in the other member’s chat',
      payment_sessions: 'the accounting of paid promotions: amounts only',
      shops: "a shop's sales and invoices (the shop closed, without contact)",
    };
    const references = await rows<{ table_name: string; column_name: string }>(
      t.db,
      sql`select kcu.table_name, kcu.column_name
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
        where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = 'public'`,
    );
    expect(references.length).toBeGreaterThan(25);
    const left: string[] = [];
    for (const r of references) {
      const [{ n }] = (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(r.table_name)} where ${sql.identifier(r.column_name)} = ${me.id}`)) as [{ n: number }];
      if (n > 0 && !(r.table_name in KEPT)) left.push(`${r.table_name}.${r.column_name}: ${n} rows`);
    }
    expect(left).toEqual([]);

    // No text the member gave is anywhere: every text, JSON and array column of every table is searched.
    const markers = [me.email, me.phone, me.user_name, MY_NAME, MY_LAST_NAME, MY_MESSAGE, 'Wobblestone', MY_STREET];
    const columns = await rows<{ table_name: string; column_name: string }>(
      t.db,
      sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema and tb.table_type = 'BASE TABLE'
        where c.table_schema = 'public' and (c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY'))`,
    );
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const c of columns) {
      const col = sql`${sql.identifier(c.column_name)}::text`;
      const hits = await rows<{ v: string }>(
        t.db,
        sql`select ${col} as v from ${sql.identifier(c.table_name)} where ${sql.join(
          markers.map((m) => sql`strpos(lower(${col}), lower(${m})) > 0`),
          sql` or `,
        )} limit 1`,
      );
      if (hits.length) found.push(`${c.table_name}.${c.column_name}: ${hits[0]!.v.slice(0, 80)}`);
    }
    expect(found).toEqual([]);

    // The kept rows, field by field.
    const [user] = await rows<Record<string, unknown>>(t.db, sql`select * from users where id = ${me.id}`);
    expect(user).toMatchObject({ name: '', last_name: '', phone: null, avatar: null, gender: null, location: null, password_hash: null, show_my_ads: false });
    expect(user!.deleted_at).not.toBeNull();
    const [ad] = await rows<Record<string, unknown>>(t.db, sql`select status, deleted_at, contact_email, contact_phone, lat, location, description from ads where id = ${myAd}`);
    expect(ad).toMatchObject({ status: 0, contact_email: null, contact_phone: null, lat: null, location: null, description: '' });
    expect(ad!.deleted_at).not.toBeNull();
    expect(await rows(t.db, sql`select 1 from ad_attachments where ads_id = ${myAd}`)).toEqual([]);
    const [order] = await rows<Record<string, unknown>>(t.db, sql`select delivery_address, street, city, zip_code, process_step from orders where id = ${subOrderId}`);
    expect(order).toEqual({ delivery_address: '', street: '', city: '', zip_code: '', process_step: 'delivered' });
    const [review] = await rows<{ comment: string; files: unknown }>(t.db, sql`select comment, files::text as files from reviews where user_id = ${me.id}`);
    expect(review).toEqual({ comment: 'Lovely kettle', files: '{}' });
    // The peer keeps their own message; the member's are gone, and the chat's preview is the peer's.
    const chat = await rows<{ content: string; sender_id: number }>(t.db, sql`select content, sender_id from messages where receiver_id = ${me.id} or sender_id = ${me.id}`);
    expect(chat).toEqual([{ content: 'See you there', sender_id: peer.id }]);
    // Files: the avatar and the ad photo are gone from storage.
    expect(await t.deps.storage.get(avatarKey)).toBeNull();
    expect(await t.deps.storage.get(photoKey)).toBeNull();
    for (const key of chatPhotoKeys) expect(await t.deps.storage.get(key)).toBeNull();
    for (const key of [...feedKeys, logoKey]) expect(await t.deps.storage.get(key)).toBeNull();
    // The peer's feed keeps its own comment; the member's comment, like and heart are gone from its counts.
    const [peerCounts] = await rows<{ total_like: number; total_comment: number }>(t.db, sql`select total_like, total_comment from feeds where id = ${peerFeed}`);
    expect(peerCounts).toEqual({ total_like: 0, total_comment: 1 });
    const [peerThread] = await rows<{ total_like: number }>(t.db, sql`select total_like from feed_comments where id = ${peerComment}`);
    expect(peerThread).toEqual({ total_like: 0 });
    expect(await rows(t.db, sql`select 1 from companies where user_id = ${me.id}`)).toEqual([]);
    expect((await t.app.request(storyFile)).status).toBe(404);
    // The peer's story no longer counts the view of someone who is gone.
    const [seen] = await rows<{ total_views: number }>(t.db, sql`select total_views from stories where id = ${peerStory}`);
    expect(seen).toEqual({ total_views: 0 });
    // Gone from public view; the peer's own ad is untouched.
    expect((await api('GET', `/get-single-user-details?id=${me.id}`)).status).toBe(404);
    expect((await api('GET', `/seller/ads/specific-user-list/${me.id}`)).status).toBe(404);
    expect((await api('GET', `/seller/ads/single/${peerAd}`)).status).toBe(200);
  });
});
