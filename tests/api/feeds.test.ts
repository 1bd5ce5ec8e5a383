/**
 * The feed calls of spec 001 §7 'Feeds' apart from the upload (feeds-create.test.ts): lists and their visibility,
 * one feed, owner-only deletes, the comment tree, likes and hearts with their counters under parallel requests,
 * favorites-action type=feeds, and what deleting an account takes with it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedAttachments, feedComments, feedFavorites, feeds, users } from '../../server/db/schema/index.ts';
import { loadConfig } from '../../server/config.ts';
import { rows } from '../../server/db/rows.ts';
import { demoUsers } from '../../server/seed/data/demo-users.ts';
import { demoMediaDir } from '../../server/seed/demo-ads.ts';
import { seedDemoFeeds } from '../../server/seed/demo-feeds.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let ana: Member;
let ben: Member;
let cleo: Member;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '100' });
  [ana, ben, cleo] = [await makeMember(t, 'Ana'), await makeMember(t, 'Ben'), await makeMember(t, 'Cleo')];
});
afterAll(async () => t?.close());

let clock = Date.UTC(2026, 0, 1);
/** A feed with one photo, each one a minute newer than the last. */
async function makeFeed(userId: number, values: Partial<typeof feeds.$inferInsert> = {}) {
  clock += 60_000;
  const [feed] = await t.db
    .insert(feeds)
    .values({ userId, caption: 'Morning at the harbour', location: 'Lisbon, Portugal', createdAt: new Date(clock), ...values })
    .returning();
  await t.db.insert(feedAttachments).values({ feedId: feed!.id, type: 'image', url: `/storage/feeds/${feed!.id}/a-1280.webp`, thumbnailUrl: `/storage/feeds/${feed!.id}/a-640.webp`, width: 1280, height: 960 });
  return feed!;
}

const comment = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/seller/feed-create-comment', { token, body });
const counters = async (feedId: number) => {
  const [row] = await t.db.select({ totalLike: feeds.totalLike, totalComment: feeds.totalComment }).from(feeds).where(eq(feeds.id, feedId));
  return row!;
};

describe('feed lists', () => {
  it('lists public feeds newest first with their shape, paged, without hidden ones or those of deleted and blocked members', async () => {
    const older = await makeFeed(ana.id, { caption: 'Older' });
    const newer = await makeFeed(ben.id, { caption: 'Newer', lat: '38.722252', lon: '-9.139337' });
    const hidden = await makeFeed(ana.id, { caption: 'Hidden', status: 0 });
    const gone = await makeMember(t, 'Gone', { deletedAt: new Date() });
    const blocked = await makeMember(t, 'Blocked', { isBlocked: true });
    const ofGone = await makeFeed(gone.id);
    const ofBlocked = await makeFeed(blocked.id);

    const res = await t.call('GET', '/api/v1/seller/get-all-feed?per_page=50');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    const ids = (res.json.data as { id: number }[]).map((f) => f.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(ofGone.id);
    expect(ids).not.toContain(ofBlocked.id);
    expect(res.json.meta).toMatchObject({ current_page: 1, per_page: 50 });

    const feed = res.json.data.find((f: { id: number }) => f.id === newer.id);
    expect(feed).toEqual({
      id: newer.id,
      user_id: ben.id,
      location: 'Lisbon, Portugal',
      lat: 38.722252,
      lon: -9.139337,
      comment: 'Newer',
      total_like: 0,
      total_comment: 0,
      is_favorite: 0,
      status: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      attachments: [
        { id: expect.any(Number), url: `/storage/feeds/${newer.id}/a-1280.webp`, type: 'image', thumbnailUrl: `/storage/feeds/${newer.id}/a-640.webp`, status: 'ready', width: 1280, height: 960, duration: null },
      ],
      user: { id: ben.id, name: 'Ben Tester', username: expect.any(String), avatar: null },
      comments: [],
    });

    const first = await t.call('GET', '/api/v1/seller/get-all-feed?per_page=1');
    expect(first.json.data).toHaveLength(1);
    expect(first.json.meta.total).toBe(ids.length);
    expect(first.json.meta.next_page_url).toContain('page=2');
    const second = await t.call('GET', '/api/v1/seller/get-all-feed?per_page=1&page=2');
    expect(second.json.data[0].id).not.toBe(first.json.data[0].id);
    expect((await t.call('GET', '/api/v1/seller/get-all-feed')).json.meta.per_page).toBe(20);
    expect((await t.call('GET', '/api/v1/seller/get-all-feed?per_page=51')).status).toBe(422);
  });

  it("gives the caller's own feeds, hidden ones included, and a member's public ones to others", async () => {
    const member = await makeMember(t, 'Dora');
    const shown = await makeFeed(member.id, { caption: 'Shown' });
    const hidden = await makeFeed(member.id, { caption: 'Hidden', status: 0 });
    await makeFeed(ana.id);

    const own = await t.call('GET', '/api/v1/seller/get-user-feed', { token: member.token });
    expect(own.status).toBe(200);
    expect(own.json.data.map((f: { id: number }) => f.id)).toEqual([hidden.id, shown.id]);
    expect((await t.call('GET', '/api/v1/seller/get-user-feed')).status).toBe(401);

    const seen = await t.call('GET', `/api/v1/seller/get-singe-user-feed?id=${member.id}`, { token: ana.token });
    expect(seen.json.data.map((f: { id: number }) => f.id)).toEqual([shown.id]);
    const self = await t.call('GET', `/api/v1/seller/get-singe-user-feed?id=${member.id}`, { token: member.token });
    expect(self.json.data.map((f: { id: number }) => f.id)).toEqual([hidden.id, shown.id]);
    expect((await t.call('GET', '/api/v1/seller/get-singe-user-feed?id=999999')).status).toBe(404);
    expect((await t.call('GET', '/api/v1/seller/get-singe-user-feed')).status).toBe(422);
  });

  it('opens one feed by id; a hidden one only for its owner', async () => {
    const feed = await makeFeed(ana.id);
    const hidden = await makeFeed(ana.id, { status: 0 });
    const res = await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${feed.id}`);
    expect(res.status).toBe(200);
    expect(res.json.data.id).toBe(feed.id);
    expect((await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${hidden.id}`, { token: ben.token })).json.message_status).toBe('FEED_NOT_FOUND');
    expect((await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${hidden.id}`, { token: ana.token })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/seller/get-feed-by-id?id=abc')).status).toBe(422);
  });
});

describe('deleting feeds', () => {
  it("deletes the owner's feeds with their comments and hearts, and refuses the whole request when one is someone else's", async () => {
    const mine = [await makeFeed(ana.id), await makeFeed(ana.id)];
    const theirs = await makeFeed(ben.id);
    await comment(ben.token, { feed_id: mine[0]!.id, comment: 'Nice' });

    const refused = await t.call('DELETE', `/api/v1/seller/delete-feed?id[]=${mine[0]!.id}&id[]=${theirs.id}`, { token: ana.token });
    expect(refused.status).toBe(403);
    expect(refused.json.message_status).toBe('NOT_YOUR_FEED');
    expect(await t.db.select().from(feeds).where(eq(feeds.id, mine[0]!.id))).toHaveLength(1);
    expect((await t.call('DELETE', `/api/v1/seller/delete-feed?id[]=${mine[0]!.id}`)).status).toBe(401);
    expect((await t.call('DELETE', '/api/v1/seller/delete-feed?id[]=999999', { token: ana.token })).status).toBe(404);
    expect((await t.call('DELETE', '/api/v1/seller/delete-feed', { token: ana.token })).json.message_status).toBe('NO_FEEDS_SELECTED');

    const res = await t.call('DELETE', `/api/v1/seller/delete-feed?id[]=${mine[0]!.id}&id[]=${mine[1]!.id}`, { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('The feed(s) were deleted successfully!');
    expect(res.json.data.ids).toEqual(mine.map((f) => f.id));
    expect(await rows(t.db, sql`select 1 from feeds where id in (${mine[0]!.id}, ${mine[1]!.id})`)).toHaveLength(0);
    expect(await t.db.select().from(feedComments).where(eq(feedComments.feedId, mine[0]!.id))).toHaveLength(0);
    expect(await t.db.select().from(feedAttachments).where(eq(feedAttachments.feedId, mine[0]!.id))).toHaveLength(0);
    expect(await t.db.select().from(feeds).where(eq(feeds.id, theirs.id))).toHaveLength(1);
  });
});

describe('comments', () => {
  it('answers the tree: top-level newest first, each with its reply count and first five replies, replies paged five at a time', async () => {
    const feed = await makeFeed(ana.id);
    const first = (await comment(ben.token, { feed_id: feed.id, comment: '  First!  ' })).json.data;
    expect(first).toMatchObject({ feed_id: feed.id, parent_id: null, user_id: ben.id, comment: 'First!', status: 1, total_comment: 0, total_like: 0, is_liked: 0, replies: [] });
    expect(first.user).toEqual({ id: ben.id, name: 'Ben Tester', username: expect.any(String), avatar: null });
    const second = (await comment(cleo.token, { feed_id: feed.id, comment: 'Second' })).json.data;
    const replies = [];
    for (let i = 1; i <= 7; i++) replies.push((await comment(i % 2 ? ana.token : cleo.token, { feed_id: feed.id, comment: `Reply ${i}`, parent_id: first.id })).json.data);
    expect(replies[0]).toMatchObject({ parent_id: first.id, comment: 'Reply 1' });
    // A reply to a reply joins the thread of its top-level comment.
    const nested = await comment(ben.token, { feed_id: feed.id, comment: 'Reply 8', parent_id: replies[2].id });
    expect(nested.json.data.parent_id).toBe(first.id);

    const tree = await t.call('GET', `/api/v1/seller/comments/${feed.id}`, { token: ana.token });
    expect(tree.status).toBe(200);
    expect(tree.json.meta).toMatchObject({ total: 2, per_page: 50 });
    expect(tree.json.data.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    const top = tree.json.data[1];
    expect(top.total_comment).toBe(8);
    expect(top.replies.map((r: { comment: string }) => r.comment)).toEqual(['Reply 1', 'Reply 2', 'Reply 3', 'Reply 4', 'Reply 5']);
    expect(top.replies[0].replies).toEqual([]);

    const page2 = await t.call('GET', `/api/v1/seller/comments/${feed.id}?parent_id=${first.id}&page=2`);
    expect(page2.json.data.map((r: { comment: string }) => r.comment)).toEqual(['Reply 6', 'Reply 7', 'Reply 8']);
    expect(page2.json.meta).toMatchObject({ total: 8, per_page: 5, current_page: 2, last_page: 2 });
    expect((await t.call('GET', `/api/v1/seller/comments/${feed.id}?parent_id=${replies[0].id}`)).json.message_status).toBe('COMMENT_NOT_FOUND');

    expect(await counters(feed.id)).toMatchObject({ totalComment: 10 });
    const preview = (await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${feed.id}`)).json.data;
    expect(preview.total_comment).toBe(10);
    expect(preview.comments.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    expect(preview.comments[1].replies).toHaveLength(5);
  });

  it("refuses a blank comment or reply with the spec's texts, and comments signed out or on hidden feeds", async () => {
    const feed = await makeFeed(ana.id);
    const blank = await comment(ben.token, { feed_id: feed.id, comment: ' \n\t ' });
    expect(blank.status).toBe(422);
    expect(blank.json).toMatchObject({ message: 'Comment cannot be empty.', message_status: 'COMMENT_EMPTY' });
    expect((await comment(ben.token, { feed_id: feed.id })).json.message_status).toBe('COMMENT_EMPTY');
    const top = (await comment(ben.token, { feed_id: feed.id, comment: 'Hi' })).json.data;
    const blankReply = await comment(ben.token, { feed_id: feed.id, comment: '   ', parent_id: top.id });
    expect(blankReply.json).toMatchObject({ message: 'Reply cannot be empty.', message_status: 'REPLY_EMPTY' });
    expect((await comment(ben.token, { feed_id: feed.id, comment: 'x'.repeat(2001) })).status).toBe(422);
    expect((await t.call('POST', '/api/v1/seller/feed-create-comment', { body: { feed_id: feed.id, comment: 'Hi' } })).status).toBe(401);
    const hidden = await makeFeed(ana.id, { status: 0 });
    expect((await comment(ben.token, { feed_id: hidden.id, comment: 'Hi' })).status).toBe(404);
    expect((await comment(ben.token, { feed_id: feed.id, comment: 'Hi', parent_id: 999999 })).json.message_status).toBe('COMMENT_NOT_FOUND');
    const other = await makeFeed(ana.id);
    expect((await comment(ben.token, { feed_id: other.id, comment: 'Hi', parent_id: top.id })).status).toBe(404);
    // Multipart, as the phone app sends it.
    const fd = new FormData();
    fd.append('feed_id', String(feed.id));
    fd.append('comment', 'From the app');
    expect((await t.call('POST', '/api/v1/seller/feed-create-comment', { token: cleo.token, body: fd })).status).toBe(200);
    expect(await counters(feed.id)).toMatchObject({ totalComment: 2 });
  });

  it('counts every comment of parallel requests', async () => {
    const feed = await makeFeed(ana.id);
    const top = (await comment(ben.token, { feed_id: feed.id, comment: 'Thread' })).json.data;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => comment([ana, ben, cleo][i % 3]!.token, { feed_id: feed.id, comment: `Parallel ${i}`, ...(i % 2 ? { parent_id: top.id } : {}) })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await counters(feed.id)).toMatchObject({ totalComment: 13 });
    const [thread] = await t.db.select({ totalComment: feedComments.totalComment }).from(feedComments).where(eq(feedComments.id, top.id));
    expect(thread!.totalComment).toBe(6);
  });
});

describe('deleting comments', () => {
  const remove = (token: string | undefined, commentId: number | string) => t.call('DELETE', `/api/v1/seller/delete-comment?comment_id=${commentId}`, { token });
  const threadCount = async (commentId: number) =>
    (await t.db.select({ totalComment: feedComments.totalComment }).from(feedComments).where(eq(feedComments.id, commentId)))[0]?.totalComment;

  it("lets the author delete a reply or a comment with its replies, moving the feed's and the thread's counts", async () => {
    const feed = await makeFeed(ana.id);
    const top = (await comment(ben.token, { feed_id: feed.id, comment: 'Lovely light' })).json.data;
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push((await comment(cleo.token, { feed_id: feed.id, comment: `Agreed ${i}`, parent_id: top.id })).json.data);
    expect(await counters(feed.id)).toMatchObject({ totalComment: 4 });

    const reply = await remove(cleo.token, replies[1].id);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ message: 'Reply deleted', data: { comment_id: replies[1].id, feed_id: feed.id, parent_id: top.id, removed: 1, total_comment: 3 } });
    expect(await threadCount(top.id)).toBe(2);
    const page = await t.call('GET', `/api/v1/seller/comments/${feed.id}?parent_id=${top.id}`);
    expect(page.json.data.map((r: { comment: string }) => r.comment)).toEqual(['Agreed 0', 'Agreed 2']);

    const whole = await remove(ben.token, top.id);
    expect(whole.json).toMatchObject({ message: 'Comment deleted', data: { parent_id: null, removed: 3, total_comment: 0 } });
    expect(await counters(feed.id)).toMatchObject({ totalComment: 0 });
    expect(await t.db.select().from(feedComments).where(eq(feedComments.feedId, feed.id))).toEqual([]);
    expect((await remove(ben.token, top.id)).json.message_status).toBe('COMMENT_NOT_FOUND');
  });

  it("lets the feed's owner delete others' comments, refuses anyone else, and signed-out callers", async () => {
    const feed = await makeFeed(ana.id);
    const rude = (await comment(ben.token, { feed_id: feed.id, comment: 'Spam spam' })).json.data;
    const refused = await remove(cleo.token, rude.id);
    expect(refused.status).toBe(403);
    expect(refused.json.message_status).toBe('NOT_YOUR_COMMENT');
    expect((await remove(undefined, rude.id)).status).toBe(401);
    expect((await remove(ben.token, 'abc')).status).toBe(422);
    expect(await counters(feed.id)).toMatchObject({ totalComment: 1 });
    expect((await remove(ana.token, rude.id)).status).toBe(200);
    expect(await counters(feed.id)).toMatchObject({ totalComment: 0 });
  });

  it('counts once when the same reply is deleted by parallel requests', async () => {
    const feed = await makeFeed(ana.id);
    const top = (await comment(ben.token, { feed_id: feed.id, comment: 'Thread' })).json.data;
    const reply = (await comment(ben.token, { feed_id: feed.id, comment: 'Oops', parent_id: top.id })).json.data;
    await comment(cleo.token, { feed_id: feed.id, comment: 'Stays', parent_id: top.id });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => remove(i % 2 ? ben.token : ana.token, reply.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await counters(feed.id)).toMatchObject({ totalComment: 2 });
    expect(await threadCount(top.id)).toBe(1);
  });
});

describe('likes and hearts', () => {
  it("toggles a comment's like and keeps its count right under parallel requests", async () => {
    const feed = await makeFeed(ana.id);
    const c = (await comment(ben.token, { feed_id: feed.id, comment: 'Like me' })).json.data;
    const like = (token: string) => t.call('POST', '/api/v1/seller/comments/toggle-like', { token, body: { comment_id: c.id } });
    expect((await like(ana.token)).json.data).toEqual({ is_liked: 1, total_like: 1 });
    expect((await t.call('GET', `/api/v1/seller/comments/${feed.id}`, { token: ana.token })).json.data[0]).toMatchObject({ is_liked: 1, total_like: 1 });
    expect((await t.call('GET', `/api/v1/seller/comments/${feed.id}`, { token: cleo.token })).json.data[0]).toMatchObject({ is_liked: 0, total_like: 1 });
    expect((await like(ana.token)).json.data).toEqual({ is_liked: 0, total_like: 0 });

    const members = [ana, ben, cleo, await makeMember(t, 'Eve'), await makeMember(t, 'Finn')];
    // Five members like at once, one of them three times (on, off, on): all five end liking it.
    await Promise.all([...members.map((m) => like(m.token)), like(members[0]!.token), like(members[0]!.token)]);
    const [row] = await t.db.select({ totalLike: feedComments.totalLike }).from(feedComments).where(eq(feedComments.id, c.id));
    const [count] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from feed_comment_likes where comment_id = ${c.id}`);
    expect(row!.totalLike).toBe(count!.n);
    expect(row!.totalLike).toBe(5);

    expect((await t.call('POST', '/api/v1/seller/comments/toggle-like', { token: ana.token, body: { comment_id: 999999 } })).json.message_status).toBe('COMMENT_NOT_FOUND');
    expect((await t.call('POST', '/api/v1/seller/comments/toggle-like', { body: { comment_id: c.id } })).status).toBe(401);
  });

  it("toggles the feed's heart, which is the favorite listed by favorites-action, counting right under parallel requests", async () => {
    const feed = await makeFeed(ben.id, { caption: 'Lighthouse at dusk' });
    const other = await makeFeed(ben.id, { caption: 'Tram 28' });
    const heart = (token: string, feedId = feed.id) => t.call('POST', '/api/v1/seller/feed-fav', { token, body: { feed_id: feedId } });
    const on = await heart(ana.token);
    expect(on.json).toMatchObject({ status: 'success', message: 'Added to Favorites!', data: { is_favorite: 1, total_like: 1 } });
    await heart(ana.token, other.id);
    expect((await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${feed.id}`, { token: ana.token })).json.data).toMatchObject({ is_favorite: 1, total_like: 1 });
    expect((await t.call('GET', `/api/v1/seller/get-feed-by-id?id=${feed.id}`)).json.data).toMatchObject({ is_favorite: 0, total_like: 1 });

    const favs = await t.call('GET', '/api/v1/seller/favorites-action?type=feeds', { token: ana.token });
    expect(favs.status).toBe(200);
    expect(favs.json.data.map((f: { id: number }) => f.id)).toEqual([other.id, feed.id]);
    expect(favs.json.data[1]).toMatchObject({ comment: 'Lighthouse at dusk', is_favorite: 1, user: { id: ben.id } });
    // A feed hidden since leaves the list.
    await t.db.update(feeds).set({ status: 0 }).where(eq(feeds.id, other.id));
    expect((await t.call('GET', '/api/v1/seller/favorites-action?type=feeds', { token: ana.token })).json.data.map((f: { id: number }) => f.id)).toEqual([feed.id]);
    // It can lose the heart, not gain it.
    expect((await heart(ana.token, other.id)).json.data.is_favorite).toBe(0);
    expect((await heart(ana.token, other.id)).status).toBe(404);

    const off = await heart(ana.token);
    expect(off.json).toMatchObject({ message: 'Removed from Favorites!', data: { is_favorite: 0, total_like: 0 } });
    expect((await t.call('GET', '/api/v1/seller/favorites-action?type=feeds', { token: ana.token })).json.data).toEqual([]);

    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => makeMember(t, `Fan${i}`)));
    await Promise.all([...members.map((m) => heart(m.token)), ...members.slice(0, 2).map((m) => heart(m.token))]);
    const [stored] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from feed_favorites where feed_id = ${feed.id}`);
    expect((await counters(feed.id)).totalLike).toBe(stored!.n);
    expect(stored!.n).toBe(4);
    expect((await heart(ana.token, 999999)).json.message_status).toBe('FEED_NOT_FOUND');
    expect((await t.call('POST', '/api/v1/seller/feed-fav', { body: { feed_id: feed.id } })).status).toBe(401);
  });
});

describe('deleting an account', () => {
  it("removes the member's feeds, comments, likes and hearts, and counts the others' feeds again", async () => {
    const leaving = await makeMember(t, 'Leaving');
    const own = await makeFeed(leaving.id);
    const others = await makeFeed(ana.id);
    const top = (await comment(ben.token, { feed_id: others.id, comment: 'Stays' })).json.data;
    await comment(leaving.token, { feed_id: others.id, comment: 'Goes', parent_id: top.id });
    await comment(leaving.token, { feed_id: others.id, comment: 'Goes too' });
    await t.call('POST', '/api/v1/seller/comments/toggle-like', { token: leaving.token, body: { comment_id: top.id } });
    await t.call('POST', '/api/v1/seller/feed-fav', { token: leaving.token, body: { feed_id: others.id } });
    expect(await counters(others.id)).toEqual({ totalLike: 1, totalComment: 3 });

    const res = await t.call('POST', '/api/v1/account/delete', { token: leaving.token, body: {} });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(feeds).where(eq(feeds.userId, leaving.id))).toHaveLength(0);
    expect(await t.db.select().from(feeds).where(eq(feeds.id, own.id))).toHaveLength(0);
    expect(await t.db.select().from(feedComments).where(eq(feedComments.userId, leaving.id))).toHaveLength(0);
    expect(await t.db.select().from(feedFavorites).where(eq(feedFavorites.userId, leaving.id))).toHaveLength(0);
    expect(await counters(others.id)).toEqual({ totalLike: 0, totalComment: 1 });
    const [thread] = await t.db.select({ totalComment: feedComments.totalComment, totalLike: feedComments.totalLike }).from(feedComments).where(eq(feedComments.id, top.id));
    expect(thread).toEqual({ totalComment: 0, totalLike: 0 });
    const [user] = await t.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, leaving.id));
    expect(user!.deletedAt).not.toBeNull();
  });
});

describe('sitemap', () => {
  it('lists public feeds at /view-feed/{id}', async () => {
    const shown = await makeFeed(cleo.id);
    const hidden = await makeFeed(cleo.id, { status: 0 });
    const index = await t.call('GET', '/api/v1/sitemap');
    expect(index.json.data.find((s: { source: string }) => s.source === 'feeds').pages).toEqual([1]);
    const paths = (await t.call('GET', '/api/v1/sitemap/feeds/1')).json.data.map((e: { path: string }) => e.path);
    expect(paths).toContain(`/view-feed/${shown.id}`);
    expect(paths).not.toContain(`/view-feed/${hidden.id}`);
  });
});

// The photo set lives outside the repository (DEMO_MEDIA_DIR); without it the demo feeds are not made.
const demoMedia = demoMediaDir(loadConfig({ DEMO_MEDIA_DIR: process.env.DEMO_MEDIA_DIR }));

describe('demo feeds', () => {
  it.skipIf(!demoMedia)('adds photo and video feeds of the demo users once, with counters that match their rows', async () => {
    for (const u of demoUsers) await makeMember(t, u.name, { email: u.email });
    const before = (await t.db.select({ id: feeds.id }).from(feeds)).length;
    // Only into an empty table: this test's feeds are there, so they go first.
    await t.db.delete(feeds);
    const { created } = await seedDemoFeeds(t.deps);
    expect(before).toBeGreaterThan(0);
    expect(created).toBe(6);
    const listed = (await t.call('GET', '/api/v1/seller/get-all-feed')).json.data as { total_like: number; total_comment: number; attachments: { type: string; status: string; thumbnailUrl: string | null; url: string }[] }[];
    expect(listed).toHaveLength(6);
    const video = listed.flatMap((f) => f.attachments).find((a) => a.type === 'video');
    expect(video).toMatchObject({ status: 'ready', url: expect.stringMatching(/\.mp4$/), thumbnailUrl: expect.stringMatching(/poster\.webp$/) });
    const [mismatch] = await rows(
      t.db,
      sql`select f.id from feeds f where f.total_like <> (select count(*) from feed_favorites v where v.feed_id = f.id)
        or f.total_comment <> (select count(*) from feed_comments c where c.feed_id = f.id)`,
    );
    expect(mismatch).toBeUndefined();
    expect((await seedDemoFeeds(t.deps)).created).toBe(0);
  });
});
