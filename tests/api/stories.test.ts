import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_UPLOADS_PER_HOUR } from '../../common/media.ts';
import { FFMPEG_PATH } from '../../server/platform/video.ts';
import { messages, stories, storyViews, userBlocks, users } from '../../server/db/schema/index.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';
import { pngBlob } from './order-helpers.ts';

let t: TestApp;
let alice: Member;
let bob: Member;
let carol: Member;
let work: string;
/** A second of H.264 in a faststart MP4: stored as it is. */
let mp4: Uint8Array<ArrayBuffer>;
/** A second of MPEG-4 Part 2 in Matroska: converted for the web in the background. */
let mkv: Uint8Array<ArrayBuffer>;

const run = promisify(execFile);
const RATE_SCALE = 1000;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'stories-test-'));
  const source = ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10'];
  await run(FFMPEG_PATH, [...source, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', join(work, 'clip.mp4')]);
  await run(FFMPEG_PATH, [...source, '-c:v', 'mpeg4', join(work, 'clip.mkv')]);
  mp4 = new Uint8Array(await readFile(join(work, 'clip.mp4')));
  mkv = new Uint8Array(await readFile(join(work, 'clip.mkv')));
  t = await startTestApp({ RATE_LIMIT_SCALE: String(RATE_SCALE) });
  alice = await makeMember(t, 'Alice', { avatar: '/storage/avatars/alice.webp' });
  bob = await makeMember(t, 'Bob');
  carol = await makeMember(t, 'Carol');
});

afterAll(async () => {
  await t?.close();
  if (work) await rm(work, { recursive: true, force: true });
});
const file = (blob: Blob, name: string) => new File([blob], name, { type: blob.type });

async function post(member: Member, files: File[]) {
  const body = new FormData();
  for (const f of files) body.append('file[]', f);
  return t.call('POST', '/api/v1/seller/create-stories', { token: member.token, body });
}

async function postImage(member: Member): Promise<number> {
  const res = await post(member, [file(await pngBlob(), 'photo.png')]);
  expect(res.status).toBe(200);
  return res.json.data[0].id as number;
}

const active = async (member: Member) => (await t.call('GET', '/api/v1/seller/get-all-active-stories', { token: member.token })).json.data as any[];
const groupOf = (groups: any[], userId: number) => groups.find((g) => g.userId === userId);
const archived = async (member: Member, id: number | string = '') => t.call('GET', `/api/v1/seller/get-archieve-stories?id=${id}`, { token: member.token });
const view = (member: Member, storyId: number) => t.call('POST', '/api/v1/seller/store-story-view', { token: member.token, body: form({ story_id: String(storyId) }) });
const archive = (member: Member, ids: number[]) => t.call('POST', '/api/v1/seller/archieve-stories', { token: member.token, body: form({ 'story_ids[]': ids.map(String) }) });

/** DELETE with a url-encoded body, as the web client sends it. */
async function remove(member: Member, ids: number[]) {
  const body = new URLSearchParams(ids.map((id) => ['ids[]', String(id)]));
  const res = await t.app.request('/api/v1/seller/delete-stories', {
    method: 'DELETE',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  return { status: res.status, json: (await res.json()) as any };
}

describe('POST /seller/create-stories', () => {
  it('stores images re-encoded and videos of the story types with a poster, judged by content', async () => {
    const res = await post(alice, [file(await pngBlob(), 'beach.png'), new File([mp4], 'clip.mp4', { type: 'video/mp4' })]);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      { id: expect.any(Number), fileUrl: expect.stringMatching(/^\/storage\/stories\/\d+\/.+\.webp$/), fileType: 'image', posterUrl: null, status: 'ready', isViewed: true, isArchived: false, totalViews: 0, createdAt: expect.any(String) },
      { id: expect.any(Number), fileUrl: expect.stringMatching(/\.mp4$/), fileType: 'video', posterUrl: expect.stringMatching(/-poster\.webp$/), status: 'ready', isViewed: true, isArchived: false, totalViews: 0, createdAt: expect.any(String) },
    ]);
    const stored = await t.deps.storage.get(res.json.data[1].fileUrl.replace('/storage/', ''));
    expect(stored?.byteLength).toBe(mp4.byteLength);
  });

  it('converts a video that is not web-friendly in the background, shown to others only once ready', async () => {
    const erin = await makeMember(t, 'Erin');
    const res = await post(erin, [new File([mkv], 'clip.mkv')]);
    expect(res.status).toBe(200);
    const [story] = res.json.data;
    expect(story).toMatchObject({ fileType: 'video', status: 'processing', fileUrl: expect.stringMatching(/-source\.mkv$/) });
    expect(groupOf(await active(erin), erin.id).story_lists[0].status).toBe('processing');
    expect(groupOf(await active(bob), erin.id)).toBeUndefined();
    await t.deps.videoJobs.idle();
    const after = groupOf(await active(bob), erin.id).story_lists[0];
    expect(after).toMatchObject({ id: story.id, status: 'ready', fileUrl: expect.stringMatching(/\/[0-9a-f]+\.mp4$/) });
    expect(await t.deps.storage.get(story.fileUrl.replace('/storage/', ''))).toBeNull();
  });

  it('refuses a file that is not an image or video, whatever its name, and stores nothing', async () => {
    const before = await t.db.$count(stories);
    const res = await post(alice, [file(await pngBlob(), 'ok.png'), new File([new TextEncoder().encode('just text, really')], 'fake.mp4', { type: 'video/mp4' })]);
    expect(res.json.message_status).toBe('MEDIA_NOT_SUPPORTED');
    expect(res.status).toBe(422);
    expect(res.json.message).toBe('fake.mp4 is not a supported file type.');
    expect(await t.db.$count(stories)).toBe(before);
  });

  it('refuses a file over 50 MB with its name', async () => {
    const big = new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'huge.mov');
    const res = await post(alice, [big]);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe('huge.mov is too large (maximum 50MB).');
  });

  it('needs a file and a signed-in member', async () => {
    expect((await post(alice, [])).status).toBe(422);
    expect((await t.call('POST', '/api/v1/seller/create-stories', { body: new FormData() })).status).toBe(401);
  });

  it('answers 429 past the upload cap', async () => {
    const dora = await makeMember(t, 'Dora');
    // Dora has used her hourly budget of story and feed files; one more story is refused.
    await t.deps.limits.consumeMediaUploads(dora.id, MEDIA_UPLOADS_PER_HOUR * RATE_SCALE);
    const res = await post(dora, [file(await pngBlob(), 'p.png')]);
    expect(res.status).toBe(429);
    expect(res.json.message_status).toBe('MEDIA_UPLOADS_PER_HOUR');
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('GET /seller/get-all-active-stories', () => {
  it("groups stories by member: the caller's own first, then unviewed groups, with the member's names", async () => {
    const bobStory = await postImage(bob);
    const carolStory = await postImage(carol);
    await view(alice, carolStory);
    const groups = await active(alice);
    expect(groups[0].userId).toBe(alice.id);
    // Groups with an unviewed story (Bob's, Erin's) come before those all seen (Carol's).
    expect(groups.map((g) => g.userId).at(-1)).toBe(carol.id);
    expect(groups.findIndex((g) => g.userId === bob.id)).toBeLessThan(groups.length - 1);
    expect(groups[0]).toMatchObject({ name: 'Alice Tester', userName: expect.any(String), avatar: '/storage/avatars/alice.webp' });
    expect(groupOf(groups, bob.id).story_lists).toEqual([expect.objectContaining({ id: bobStory, isViewed: false, isArchived: false, totalViews: 0 })]);
    expect(groupOf(groups, carol.id).story_lists[0]).toMatchObject({ id: carolStory, isViewed: true, totalViews: 1 });
  });

  it("names a member without a name 'Unknown'", async () => {
    const nameless = await makeMember(t, 'Nameless');
    await t.db.update(users).set({ name: '', lastName: '' }).where(eq(users.id, nameless.id));
    await postImage(nameless);
    expect(groupOf(await active(bob), nameless.id).name).toBe('Unknown');
  });

  it('leaves out stories of deleted or site-blocked accounts and of members in a block with the caller', async () => {
    const gone = await makeMember(t, 'Gone');
    const hidden = await makeMember(t, 'Hidden');
    const blocker = await makeMember(t, 'Blocker');
    await Promise.all([postImage(gone), postImage(hidden), postImage(blocker)]);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, hidden.id));
    await t.db.insert(userBlocks).values({ blockerId: blocker.id, blockedId: carol.id });
    const ids = (await active(carol)).map((g) => g.userId);
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(blocker.id);
    expect((await active(bob)).map((g) => g.userId)).toContain(blocker.id);
  });

  it('is for signed-in members only', async () => {
    expect((await t.call('GET', '/api/v1/seller/get-all-active-stories')).status).toBe(401);
  });
});

describe('24 hours', () => {
  it('a story older than 24 hours leaves the active list for its owner\'s archive', async () => {
    const dan = await makeMember(t, 'Dan');
    const old = await postImage(dan);
    const fresh = await postImage(dan);
    await t.db.update(stories).set({ createdAt: sql`now() - interval '24 hours 1 minute'` }).where(eq(stories.id, old));
    expect(groupOf(await active(bob), dan.id).story_lists.map((s: any) => s.id)).toEqual([fresh]);
    const res = await archived(dan, dan.id);
    expect(res.json.data).toEqual([expect.objectContaining({ id: old, isArchived: true })]);
    expect((await view(bob, old)).status).toBe(404);
  });
});

describe('POST /seller/store-story-view', () => {
  it('counts a member once, and never the owner', async () => {
    const story = await postImage(alice);
    expect((await view(alice, story)).json.data).toEqual({ story_id: story, isViewed: true, totalViews: 0 });
    expect((await view(bob, story)).json.data).toEqual({ story_id: story, isViewed: true, totalViews: 1 });
    expect((await view(bob, story)).json.data.totalViews).toBe(1);
    expect((await view(carol, story)).json.data.totalViews).toBe(2);
    expect(await t.db.$count(storyViews, eq(storyViews.storyId, story))).toBe(2);
    expect(groupOf(await active(bob), alice.id).story_lists.find((s: any) => s.id === story)).toMatchObject({ isViewed: true, totalViews: 2 });
  });

  it('answers 404 for a story that does not exist and 422 for a bad id', async () => {
    expect((await view(bob, 2_000_000)).status).toBe(404);
    expect((await t.call('POST', '/api/v1/seller/store-story-view', { token: bob.token, body: form({ story_id: 'x' }) })).status).toBe(422);
  });
});

describe('archiving and deleting', () => {
  it('only the owner archives; an archived story leaves the active list for the archive', async () => {
    const story = await postImage(bob);
    const refused = await archive(alice, [story]);
    expect(refused.status).toBe(403);
    expect(refused.json.message_status).toBe('NOT_YOUR_STORY');
    expect(groupOf(await active(alice), bob.id).story_lists.map((s: any) => s.id)).toContain(story);

    const res = await archive(bob, [story]);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('The selected stories have been archived.');
    expect(groupOf(await active(alice), bob.id)?.story_lists.map((s: any) => s.id) ?? []).not.toContain(story);
    expect((await archived(bob)).json.data.map((s: any) => s.id)).toContain(story);
    expect((await view(alice, story)).status).toBe(404);
  });

  it("the archive is the caller's own: another member's id is 403", async () => {
    expect((await archived(alice, bob.id)).status).toBe(403);
    expect((await archived(alice, alice.id)).status).toBe(200);
  });

  it('only the owner deletes; a deleted story leaves both lists and its files', async () => {
    const kept = await postImage(carol);
    const story = await postImage(carol);
    await archive(carol, [kept]);
    const [row] = await t.db.select().from(stories).where(eq(stories.id, story));
    expect((await remove(alice, [story])).status).toBe(403);
    expect((await remove(carol, [story, 2_000_000])).status).toBe(404);
    expect(await t.db.$count(stories, eq(stories.id, story))).toBe(1);

    const res = await remove(carol, [story, kept]);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('The selected stories have been deleted.');
    expect(await t.db.$count(stories, sql`${stories.id} in (${story}, ${kept})`)).toBe(0);
    expect((await archived(carol)).json.data.map((s: any) => s.id)).not.toContain(kept);
    expect(await t.deps.storage.get(row!.storageKeys[0]!)).toBeNull();
  });

  it('needs ids', async () => {
    expect((await remove(carol, [])).status).toBe(422);
    expect((await archive(carol, [])).status).toBe(422);
  });
});

describe('replies through the chat', () => {
  it('a heart or a reply reaches the owner as a react or comment message with the story preview', async () => {
    const story = await postImage(alice);
    const preview = groupOf(await active(bob), alice.id).story_lists.find((s: any) => s.id === story);
    const react = await t.call('POST', '/api/v1/send-message', {
      token: bob.token,
      body: form({ sender_id: String(bob.id), receiver_id: String(alice.id), message_type: 'react', content: '❤️', story_id: String(story) }),
    });
    expect(react.status).toBe(200);
    expect(react.json.data).toMatchObject({ message_type: 'react', story_id: story, story: { id: story, fileUrl: preview.fileUrl, fileType: 'image', posterUrl: null }, receiver_id: alice.id });

    // Without a receiver the reply goes to the story's owner.
    const reply = await t.call('POST', '/api/v1/send-message', { token: bob.token, body: form({ sender_id: String(bob.id), message_type: 'comment', content: 'Lovely view!', story_id: String(story) }) });
    expect(reply.status).toBe(200);
    const chats = (await t.call('GET', `/api/v1/user-chats/${alice.id}`, { token: alice.token })).json.data as any[];
    const chat = chats.find((c) => c.receiver.id === bob.id);
    const history = (await t.call('GET', `/api/v1/chat-history/${chat.chat_id}`, { token: alice.token })).json.data as any[];
    expect(history.slice(-2).map((m) => [m.message_type, m.content, m.story?.id])).toEqual([
      ['react', '❤️', story],
      ['comment', 'Lovely view!', story],
    ]);

    // Once the story is deleted, the messages stay without a preview ('Story Not Available').
    await remove(alice, [story]);
    const after = (await t.call('GET', `/api/v1/chat-history/${chat.chat_id}`, { token: alice.token })).json.data as any[];
    expect(after.slice(-1)[0]).toMatchObject({ story_id: story, story: null });
  });

  it("refuses a blank reply, a reply to someone else than the story's owner, and a reply to a story that is gone", async () => {
    const story = await postImage(alice);
    const blank = await t.call('POST', '/api/v1/send-message', { token: bob.token, body: form({ sender_id: String(bob.id), message_type: 'comment', content: '   ', story_id: String(story) }) });
    expect(blank.status).toBe(422);
    const wrong = await t.call('POST', '/api/v1/send-message', {
      token: bob.token,
      body: form({ sender_id: String(bob.id), receiver_id: String(carol.id), message_type: 'comment', content: 'Hi', story_id: String(story) }),
    });
    expect(wrong.status).toBe(422);
    await archive(alice, [story]);
    const gone = await t.call('POST', '/api/v1/send-message', { token: bob.token, body: form({ sender_id: String(bob.id), message_type: 'comment', content: 'Hi', story_id: String(story) }) });
    expect(gone.status).toBe(404);
    expect(await t.db.$count(messages, eq(messages.storyId, story))).toBe(0);
  });
});
