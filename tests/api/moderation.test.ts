/**
 * Moderation in the operator console (issue 16, decision 178): stories, feed comments and reviews are hidden and
 * restored by operators only; what is hidden leaves every public read and count at once, and comes back on restore;
 * the console lists each kind of content newest first through an index. The gate walk of admin.test.ts tries every
 * /admin call as a visitor and a member; the new calls are checked here too, by name.
 */
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../common/roles.ts';
import type { Db } from '../../server/db/client.ts';
import { rows } from '../../server/db/rows.ts';
import { contentListSql, type ContentType } from '../../server/modules/admin/service.ts';
import { recountReviews } from '../../server/modules/reviews/service.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let operator: Member;
let member: Member;

beforeAll(async () => {
  t = await startTestApp();
  operator = await makeMember(t, 'Olga', { roleId: ROLES.operator });
  member = await makeMember(t, 'Mihai');
});
afterAll(async () => t?.close());

const hide = (kind: string, id: number, reason = 'Breaks the rules') => t.call('POST', `/api/v1/admin/${kind}/${id}/hide`, { token: operator.token, body: { reason } });
const restore = (kind: string, id: number) => t.call('POST', `/api/v1/admin/${kind}/${id}/restore`, { token: operator.token });
const lastAction = async () => (await t.call('GET', '/api/v1/admin/audit-log?per_page=1', { token: operator.token })).json.data[0];

describe('the gate', () => {
  it('refuses every moderation call to visitors (401) and members (403)', async () => {
    const calls = [
      ...['stories', 'comments', 'reviews'].flatMap((kind) => ['hide', 'restore'].map((act) => ({ method: 'POST', path: `/api/v1/admin/${kind}/1/${act}` }))),
      { method: 'GET', path: '/api/v1/admin/content?type=stories' },
    ];
    for (const { method, path } of calls) {
      expect((await t.call(method, path, { body: method === 'GET' ? undefined : { reason: 'x' } })).status, path).toBe(401);
      const asMember = await t.call(method, path, { token: member.token, body: method === 'GET' ? undefined : { reason: 'x' } });
      expect([asMember.status, asMember.json.message_status], path).toEqual([403, 'OPERATOR_ONLY']);
    }
  });
});

describe('stories', () => {
  it('a hidden story leaves the story lists and the viewer for everyone, and comes back on restore', async () => {
    const owner = await makeMember(t, 'Sabina');
    const viewer = await makeMember(t, 'Victor');
    const [story] = await rows<{ id: number }>(t.db, sql`insert into stories (user_id, file_url, file_type) values (${owner.id}, '/storage/stories/a.webp', 'image') returning id`);
    const id = Number(story!.id);
    const listed = async (who: Member) =>
      ((await t.call('GET', '/api/v1/seller/get-all-active-stories', { token: who.token })).json.data as { userId: number; story_lists: { id: number }[] }[]).flatMap((g) => g.story_lists.map((s) => s.id));
    const view = () => t.call('POST', '/api/v1/seller/store-story-view', { token: viewer.token, body: form({ story_id: String(id) }) });
    expect(await listed(viewer)).toContain(id);

    expect((await hide('stories', id, ' ')).status).toBe(422);
    expect((await hide('stories', id)).json.data).toEqual({ id, hidden: 1 });
    expect(await listed(viewer)).not.toContain(id);
    expect(await listed(owner)).not.toContain(id);
    const refused = await view();
    expect([refused.status, refused.json.message_status]).toEqual([404, 'STORY_NOT_FOUND']);
    // Its owner still finds it, in the archive.
    const archive = (await t.call('GET', '/api/v1/seller/get-archieve-stories', { token: owner.token })).json.data as { id: number; isArchived: boolean }[];
    expect(archive.find((s) => s.id === id)).toMatchObject({ isArchived: true });
    const twice = await hide('stories', id);
    expect([twice.status, twice.json.message_status]).toEqual([409, 'CONTENT_ALREADY_HIDDEN']);
    expect(await lastAction()).toMatchObject({ action: 'story.hide', target_type: 'story', target_id: id, operator: { id: operator.id }, before: { hidden: false }, after: { hidden: true, reason: 'Breaks the rules' } });

    expect((await restore('stories', id)).json.data).toEqual({ id, hidden: 0 });
    expect(await listed(viewer)).toContain(id);
    expect((await view()).status).toBe(200);
    const again = await restore('stories', id);
    expect([again.status, again.json.message_status]).toEqual([409, 'STORY_NOT_HIDDEN']);
    expect(await lastAction()).toMatchObject({ action: 'story.restore', target_type: 'story', target_id: id, after: { hidden: false } });

    const unknown = await hide('stories', 999999);
    expect([unknown.status, unknown.json.message_status]).toEqual([404, 'STORY_NOT_FOUND']);
  });
});

describe('comments', () => {
  it('a hidden comment leaves the lists with its replies, the counts follow, and restore brings both back', async () => {
    const author = await makeMember(t, 'Flavia');
    const reader = await makeMember(t, 'Grigore');
    const [feed] = await rows<{ id: number }>(t.db, sql`insert into feeds (user_id, caption, location) values (${author.id}, 'Harbour at dawn', 'Constanta') returning id`);
    const feedId = Number(feed!.id);
    const comment = async (body: Record<string, unknown>) => (await t.call('POST', '/api/v1/seller/feed-create-comment', { token: reader.token, body: { feed_id: feedId, ...body } })).json.data as { id: number };
    const first = await comment({ comment: 'Rude words' });
    const reply = await comment({ comment: 'Agreed', parent_id: first.id });
    const second = await comment({ comment: 'Lovely light' });
    const counted = async () => (await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${feedId}`)).json.data.total_comment as number;
    const topLevel = async () => ((await t.call('GET', `/api/v1/seller/comments/${feedId}`)).json.data as { id: number; total_comment: number; replies: { id: number }[] }[]);
    expect(await counted()).toBe(3);

    expect((await hide('comments', reply.id)).json.data).toEqual({ id: reply.id, hidden: 1 });
    expect(await counted()).toBe(2);
    expect((await topLevel()).find((c) => c.id === first.id)).toMatchObject({ total_comment: 0, replies: [] });

    await hide('comments', first.id);
    expect(await counted()).toBe(1);
    expect((await topLevel()).map((c) => c.id)).toEqual([second.id]);
    const thread = await t.call('GET', `/api/v1/seller/comments/${feedId}?parent_id=${first.id}`);
    expect([thread.status, thread.json.message_status]).toEqual([404, 'COMMENT_NOT_FOUND']);
    const twice = await hide('comments', first.id);
    expect([twice.status, twice.json.message_status]).toEqual([409, 'CONTENT_ALREADY_HIDDEN']);
    expect(await lastAction()).toMatchObject({ action: 'comment.hide', target_type: 'comment', target_id: first.id, before: { status: 1 }, after: { status: 0, reason: 'Breaks the rules' } });

    // Deleting a shown comment while others are hidden counts from the rows, not by subtraction.
    const third = await comment({ comment: 'Short-lived' });
    expect(await counted()).toBe(2);
    expect((await t.call('DELETE', `/api/v1/seller/delete-comment?comment_id=${third.id}`, { token: reader.token })).json.data.total_comment).toBe(1);

    expect((await restore('comments', first.id)).json.data).toEqual({ id: first.id, hidden: 0 });
    expect(await counted()).toBe(2);
    expect(await lastAction()).toMatchObject({ action: 'comment.restore', target_id: first.id, after: { status: 1 } });
    await restore('comments', reply.id);
    expect(await counted()).toBe(3);
    expect((await topLevel()).find((c) => c.id === first.id)).toMatchObject({ total_comment: 1, replies: [{ id: reply.id }] });
    const again = await restore('comments', reply.id);
    expect([again.status, again.json.message_status]).toEqual([409, 'COMMENT_NOT_HIDDEN']);
    const unknown = await restore('comments', 999999);
    expect([unknown.status, unknown.json.message_status]).toEqual([404, 'COMMENT_NOT_FOUND']);
  });
});

describe('reviews', () => {
  it('a hidden review leaves every review list, and the averages and counts are computed again without it', async () => {
    const seller = await makeMember(t, 'Sorin');
    const [happy, angry] = [await makeMember(t, 'Hana'), await makeMember(t, 'Iosif')];
    const [category] = await rows<{ id: number }>(t.db, sql`select id from categories where kind = 'ad' and parent_id is not null order by id limit 1`);
    const [ad] = await rows<{ id: number }>(t.db, sql`insert into ads (category_id, owner_id, name, price) values (${category!.id}, ${seller.id}, 'Oak rocking chair', '80.00') returning id`);
    const [shop] = await rows<{ id: number }>(
      t.db,
      sql`insert into shops (owner_id, name, user_name, email, phone, location, city) values (${seller.id}, 'Sorin Wood', 'sorinwood', 'wood@example.com', '+37369000001', 'Main street 2', 'Balti') returning id`,
    );
    const adId = Number(ad!.id);
    const shopId = Number(shop!.id);
    const review = async (who: Member, rating: number, text: string, target: { ads_id: number | null; shop_id: number | null }) =>
      Number(
        (await rows<{ id: number }>(t.db, sql`insert into reviews (user_id, seller_id, shop_id, ads_id, rating, comment) values (${who.id}, ${seller.id}, ${target.shop_id}, ${target.ads_id}, ${rating}, ${text}) returning id`))[0]!.id,
      );
    await review(happy, 5, 'Sturdy and beautiful', { ads_id: adId, shop_id: null });
    const bad = await review(angry, 1, 'Spam link here', { ads_id: adId, shop_id: null });
    await review(happy, 4, 'Quick replies', { ads_id: null, shop_id: shopId });
    // The stored figures as POST /review/create leaves them.
    await recountReviews(t.db as Db, { adsId: adId, shopId: null, ownerId: seller.id });
    await recountReviews(t.db as Db, { adsId: null, shopId, ownerId: seller.id });

    const item = async () => (await t.call('GET', `/api/v1/review/item/${adId}`)).json as { summary: unknown; data: { id: number }[] };
    const sellerReviews = async () => (await t.call('GET', `/api/v1/seller/reviews/${seller.id}`)).json as { summary: unknown; data: { id: number }[] };
    const profile = async () => (await t.call('GET', `/api/v1/seller/profile/${seller.id}`)).json.data as { total_reviews: number; average_rating: number };
    expect((await item()).summary).toEqual({ average_rating: '3.00', total_review: 2 });
    expect((await sellerReviews()).summary).toEqual({ average_rating: 3.3, total_reviews: 3 });

    expect((await hide('reviews', bad)).json.data).toEqual({ id: bad, hidden: 1 });
    const seen = await item();
    expect(seen.summary).toEqual({ average_rating: '5.00', total_review: 1 });
    expect(seen.data.map((r) => r.id)).not.toContain(bad);
    const listed = await sellerReviews();
    expect(listed.summary).toEqual({ average_rating: 4.5, total_reviews: 2 });
    expect(listed.data.map((r) => r.id)).not.toContain(bad);
    expect(await profile()).toMatchObject({ total_reviews: 2, average_rating: 4.5 });
    const [stored] = await rows<{ average_rating: string; total_review: number }>(t.db, sql`select average_rating::text, total_review from ads where id = ${adId}`);
    expect(stored).toEqual({ average_rating: '5.00', total_review: 1 });
    // The writer still sees it among their own reviews; the seller no longer does.
    expect(((await t.call('GET', '/api/v1/my-reviews?tab=mine', { token: angry.token })).json.data.data as { id: number }[]).map((r) => r.id)).toContain(bad);
    expect(((await t.call('GET', '/api/v1/my-reviews?tab=ads', { token: seller.token })).json.data.data as { id: number }[]).map((r) => r.id)).not.toContain(bad);
    const twice = await hide('reviews', bad);
    expect([twice.status, twice.json.message_status]).toEqual([409, 'CONTENT_ALREADY_HIDDEN']);
    expect(await lastAction()).toMatchObject({ action: 'review.hide', target_type: 'review', target_id: bad, after: { hidden: true, reason: 'Breaks the rules' } });

    expect((await restore('reviews', bad)).json.data).toEqual({ id: bad, hidden: 0 });
    expect((await item()).summary).toEqual({ average_rating: '3.00', total_review: 2 });
    expect(await profile()).toMatchObject({ total_reviews: 3 });
    expect(await lastAction()).toMatchObject({ action: 'review.restore', target_id: bad });
    const again = await restore('reviews', bad);
    expect([again.status, again.json.message_status]).toEqual([409, 'REVIEW_NOT_HIDDEN']);

    // A shop review moves the shop's stored rating.
    const [shopReview] = await rows<{ id: number }>(t.db, sql`select id from reviews where shop_id = ${shopId}`);
    await hide('reviews', Number(shopReview!.id));
    const [shopRow] = await rows<{ average_rating: string; total_review: number }>(t.db, sql`select average_rating::text, total_review from shops where id = ${shopId}`);
    expect(shopRow).toEqual({ average_rating: '0.00', total_review: 0 });
    await restore('reviews', Number(shopReview!.id));
    const [shopBack] = await rows<{ average_rating: string; total_review: number }>(t.db, sql`select average_rating::text, total_review from shops where id = ${shopId}`);
    expect(shopBack).toEqual({ average_rating: '4.00', total_review: 1 });

    const unknown = await hide('reviews', 999999);
    expect([unknown.status, unknown.json.message_status]).toEqual([404, 'REVIEW_NOT_FOUND']);
  });
});

describe('the content list', () => {
  it('lists each kind newest first with what it is, where it is seen and whose it is; hidden=1 lists the hidden ones only', async () => {
    const owner = await makeMember(t, 'Paula');
    const [feed] = await rows<{ id: number }>(t.db, sql`insert into feeds (user_id, caption, location) values (${owner.id}, ${`A caption ${'long '.repeat(60)}`}, 'Iasi') returning id`);
    const feedId = Number(feed!.id);
    const [c1] = await rows<{ id: number }>(t.db, sql`insert into feed_comments (feed_id, user_id, comment) values (${feedId}, ${owner.id}, 'First word') returning id`);
    const [c2] = await rows<{ id: number }>(t.db, sql`insert into feed_comments (feed_id, user_id, comment) values (${feedId}, ${owner.id}, 'Second word') returning id`);
    await hide('comments', Number(c1!.id), 'Insults');

    const all = await t.call('GET', '/api/v1/admin/content?type=comments&per_page=2', { token: operator.token });
    expect(all.status).toBe(200);
    expect(all.json.data.map((r: { id: number }) => r.id)).toEqual([Number(c2!.id), Number(c1!.id)]);
    expect(all.json.data[1]).toEqual({
      id: Number(c1!.id),
      type: 'comments',
      title: 'First word',
      rating: null,
      media: null,
      url: `/view-feed/${feedId}`,
      owner: { id: owner.id, name: 'Paula Tester' },
      created_at: expect.any(String),
      hidden: 1,
      hidden_reason: 'Insults',
    });
    const hiddenOnly = await t.call('GET', '/api/v1/admin/content?type=comments&hidden=1', { token: operator.token });
    expect(hiddenOnly.json.data.every((r: { hidden: number }) => r.hidden === 1)).toBe(true);
    expect(hiddenOnly.json.data.map((r: { id: number }) => r.id)).toContain(Number(c1!.id));
    expect(hiddenOnly.json.data.map((r: { id: number }) => r.id)).not.toContain(Number(c2!.id));

    const feeds = (await t.call('GET', '/api/v1/admin/content?type=feeds', { token: operator.token })).json.data as { id: number; title: string; url: string }[];
    const row = feeds.find((f) => f.id === feedId)!;
    expect([...row.title].length).toBe(200);
    expect(row.url).toBe(`/view-feed/${feedId}`);
    const [story] = await rows<{ id: number }>(t.db, sql`insert into stories (user_id, file_url, file_type, poster_url) values (${owner.id}, '/storage/stories/v.mp4', 'video', '/storage/stories/v.webp') returning id`);
    const stories = (await t.call('GET', '/api/v1/admin/content?type=stories', { token: operator.token })).json.data;
    expect(stories[0]).toMatchObject({ id: Number(story!.id), title: null, url: null, media: { url: '/storage/stories/v.mp4', type: 'video', poster: '/storage/stories/v.webp' } });
    expect((await t.call('GET', '/api/v1/admin/content?type=hotels', { token: operator.token })).status).toBe(422);
  });

  it('walks an index in (created_at, id) order for every kind, all and hidden only', async () => {
    const INDEXES: Record<ContentType, string> = { ads: 'ads', feeds: 'feeds', stories: 'stories', comments: 'feed_comments', reviews: 'reviews', hotel_reviews: 'hotel_reviews' };
    const plans: string[] = [];
    try {
      await t.db.transaction(async (txRaw) => {
        // rows() takes the app's Db type; a transaction is one, with rollback besides.
        const tx = txRaw as unknown as Db & { rollback: () => never };
        const [category] = await rows<{ id: number }>(tx, sql`select id from categories where kind = 'ad' and parent_id is not null order by id limit 1`);
        await tx.execute(sql`insert into ads (name, category_id, owner_id, price) select 'Bulk ' || g, ${category!.id}, ${member.id}, 10 from generate_series(1, 3000) g`);
        await tx.execute(sql`insert into feeds (user_id, caption, location) select ${member.id}, 'Bulk ' || g, 'Iasi' from generate_series(1, 3000) g`);
        const [feed] = await rows<{ id: number }>(tx, sql`select id from feeds order by id desc limit 1`);
        await tx.execute(sql`insert into feed_comments (feed_id, user_id, comment) select ${feed!.id}, ${member.id}, 'Bulk ' || g from generate_series(1, 3000) g`);
        await tx.execute(sql`insert into stories (user_id, file_url, file_type) select ${member.id}, '/s/' || g || '.webp', 'image' from generate_series(1, 3000) g`);
        await tx.execute(sql`insert into reviews (user_id, seller_id, rating, comment) select ${member.id}, ${operator.id}, 4, 'Bulk ' || g from generate_series(1, 3000) g`);
        // One member reviews a hotel once: a review each of 3000 hotels.
        await tx.execute(sql`insert into hotels (name, address, city, country, country_code, lat, lon, price_per_night, currency_id)
          select 'Bulk ' || g, 'Street', 'Town', 'Testland', 'TL', 0, 0, 50, (select min(id) from currencies) from generate_series(1, 3000) g`);
        await tx.execute(sql`insert into hotel_reviews (hotel_id, user_id, rating, comment) select h.id, ${member.id}, 4, 'Bulk review' from hotels h where h.name like 'Bulk %'`);
        for (const table of ['ads', 'feeds', 'feed_comments', 'stories', 'reviews', 'hotels', 'hotel_reviews']) await tx.execute(sql`analyze ${sql.identifier(table)}`);
        for (const type of ['ads', 'feeds', 'stories', 'comments', 'reviews', 'hotel_reviews'] as ContentType[]) {
          for (const hiddenOnly of [false, true]) {
            const q = contentListSql(type, hiddenOnly, 1, 20);
            const res = (await tx.execute(sql`explain ${q.rows}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
            plans.push(`${INDEXES[type]}_${hiddenOnly ? 'hidden' : type === 'ads' ? 'newest' : 'created'}_idx\n${res.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
          }
        }
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
    expect(plans).toHaveLength(12);
    for (const plan of plans) {
      const [index, ...lines] = plan.split('\n');
      expect(lines.join('\n'), index).toMatch(new RegExp(`Index Scan using ${index} `));
      expect(plan, plan).not.toMatch(/Sort Key|Seq Scan on (ads|feeds|stories|feed_comments|reviews|hotel_reviews) /);
    }
  });
});
