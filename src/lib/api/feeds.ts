import { apiCall, type ApiSchema } from './client.ts';

/** The feeds module's calls (spec 001 §7 'Feeds'; decisions 151 to 155). */

export type Feed = ApiSchema<'Feed'>;
export type FeedAttachment = ApiSchema<'FeedAttachment'>;
export type FeedComment = ApiSchema<'FeedComment'>;
export type FeedReply = ApiSchema<'FeedReply'>;
export type FeedUser = ApiSchema<'FeedUser'>;

type CallOpts = { signal?: AbortSignal; baseUrl?: string; token?: string | null };
type Paging = { page?: number; per_page?: number };

/** GET /seller/get-all-feed: a page of every public feed, newest first (Shorts: 20; the home tab: 6, 8 or 12). */
export function allFeeds(paging: Paging = {}, opts: CallOpts = {}) {
  return apiCall('GET /seller/get-all-feed', { query: paging, ...opts });
}

/** GET /seller/get-user-feed: the signed-in member's own feeds (My Feeds). */
export function myFeeds(paging: Paging = {}, opts: CallOpts = {}) {
  return apiCall('GET /seller/get-user-feed', { query: paging, ...opts });
}

/** GET /seller/get-singe-user-feed: a member's public feeds (the seller profile's Feeds tab). */
export function memberFeeds(memberId: number | string, paging: Paging = {}, opts: CallOpts = {}) {
  return apiCall('GET /seller/get-singe-user-feed', { query: { id: Number(memberId), ...paging }, ...opts });
}

/** GET /seller/get-feed-by-id: one feed (the feed viewer, Shorts opened with feedId). */
export function feedById(id: number | string, opts: CallOpts = {}) {
  return apiCall('GET /seller/get-feed-by-id', { query: { id: Number(id) }, ...opts });
}

/**
 * POST /seller/create-feed: multipart location, signature (the caption), file[] (photos and videos), and lat and lon
 * when the location picker has a point. Screens showing a progress bar send the same form with upload() of
 * src/lib/api/upload.ts.
 */
export function createFeed(body: FormData) {
  return apiCall('POST /seller/create-feed', { body });
}

/** DELETE /seller/delete-feed: the signed-in member's own feeds, all or nothing. */
export function deleteFeeds(ids: number[]) {
  return apiCall('DELETE /seller/delete-feed', { query: { 'id[]': [...new Set(ids)] } });
}

/** GET /seller/comments/{feedId}: top-level comments (50 a page, newest first, each with its first 5 replies). */
export function feedComments(feedId: number, paging: Paging = {}, opts: CallOpts = {}) {
  return apiCall('GET /seller/comments/{feedId}', { params: { feedId }, query: paging, ...opts });
}

/** GET /seller/comments/{feedId}?parent_id=: a comment's replies, 5 a page, oldest first ('View more replies'). */
export function commentReplies(feedId: number, parentId: number, page: number, opts: CallOpts = {}) {
  return apiCall('GET /seller/comments/{feedId}', { params: { feedId }, query: { parent_id: parentId, page }, ...opts });
}

/** POST /seller/feed-create-comment: a comment, or a reply with parentId. */
export function addComment(feedId: number, comment: string, parentId?: number) {
  return apiCall('POST /seller/feed-create-comment', { body: { feed_id: feedId, comment, ...(parentId ? { parent_id: parentId } : {}) } });
}

/** POST /seller/comments/toggle-like: likes or unlikes a comment or reply. */
export function toggleCommentLike(commentId: number) {
  return apiCall('POST /seller/comments/toggle-like', { body: { comment_id: commentId } });
}

/** POST /seller/feed-fav: the feed's heart, which is also the favorite (decision 151). */
export function toggleFeedFavorite(feedId: number) {
  return apiCall('POST /seller/feed-fav', { body: { feed_id: feedId } });
}

/** DELETE /seller/delete-comment: the author's comment (with its replies) or reply, or any on the caller's own feed. */
export function deleteComment(commentId: number) {
  return apiCall('DELETE /seller/delete-comment', { query: { comment_id: commentId } });
}
