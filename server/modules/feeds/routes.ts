import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { FEED_COMMENTS_PER_PAGE, FEED_REPLIES_PER_PAGE, FEEDS_PER_PAGE } from '../../../common/feeds.ts';
import { optionalUser, requireUser } from '../../http/auth.ts';
import { moduleRouter, type AppEnv } from '../../http/context.ts';
import { ok, paged } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { isRowId, rowId } from '../../http/ids.ts';
import { bearerSecurity, formOrJson, okResponse, pagedResponse, readBody } from '../../http/openapi.ts';
import {
  commentLikeAnswer,
  commentLikeBody,
  commentsQuery,
  createCommentBody,
  deleteCommentAnswer,
  deleteCommentQuery,
  deleteFeedsAnswer,
  feedCommentSchema,
  feedFavAnswer,
  feedFavBody,
  feedIdQuery,
  feedListQuery,
  feedPathParams,
  feedSchema,
  sellerFeedQuery,
} from './schemas.ts';
import { createFeedBody, createFeedFromUpload } from './upload.ts';
import { allFeeds, createComment, deleteComment, deleteFeeds, feedById, feedComments, memberFeeds, ownFeeds, toggleCommentLike, toggleFeedFavorite } from './service.ts';

const tags = ['Feeds'];

const viewerOf = (c: Context<AppEnv>) => (c.var.user ? { id: c.var.user.id } : undefined);

const deleteQuery = z.object({
  'id[]': z.union([rowId('id'), z.array(rowId('id'))]).optional(),
  id: z.union([rowId('id'), z.array(rowId('id'))]).optional(),
});

/** Every id of `id[]=1&id[]=2`, `id[0]=1`, `id=1,2`: clients spell lists of ids in all these ways. */
function idsOf(c: Context): number[] {
  const url = new URL(c.req.url);
  const values = [
    ...url.searchParams.getAll('id[]'),
    ...url.searchParams.getAll('id'),
    ...[...url.searchParams.keys()].filter((k) => /^id\[\d+\]$/.test(k)).map((k) => url.searchParams.get(k)!),
  ].flatMap((v) => v.split(','));
  const ids = values.map((v) => v.trim()).filter(Boolean).map(Number);
  // An id past the integer column's range can name no feed.
  if (!ids.every(isRowId)) throw notFound('Feed not found.', 'FEED_NOT_FOUND');
  return ids;
}

export const feedsRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/get-all-feed',
      tags,
      summary: 'A page of every public feed, newest first (Shorts, the home board\'s Feeds tab)',
      description:
        `per_page 1 to 50 (${FEEDS_PER_PAGE} by default, Shorts' page); the home tab asks for 6, 8 or 12 and shows 'View More Feeds' ` +
        'from meta.total. Newest first (decision 154). Hidden feeds and those of deleted or blocked members are not listed.',
      // Signed in, the answer carries the caller's hearts and likes.
      middleware: [optionalUser] as const,
      security: [{}, ...bearerSecurity],
      request: { query: feedListQuery },
      responses: pagedResponse(feedSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await allFeeds(c.var.deps.db, viewerOf(c), q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Feeds' : 'No feed available.');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/get-user-feed',
      tags,
      summary: "The caller's own feeds, newest first (My Feeds), hidden ones included",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { query: feedListQuery },
      responses: pagedResponse(feedSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await ownFeeds(c.var.deps.db, c.var.user!.id, q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Feeds' : 'No Feeds Available');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/get-singe-user-feed',
      tags,
      summary: "A member's public feeds, newest first (the seller profile's Feeds tab)",
      description: 'The member themselves also gets their hidden feeds. Unknown, deleted or blocked member: 404.',
      // Signed in, the answer carries the caller's hearts and likes.
      middleware: [optionalUser] as const,
      security: [{}, ...bearerSecurity],
      request: { query: sellerFeedQuery },
      responses: pagedResponse(feedSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await memberFeeds(c.var.deps.db, q.id, viewerOf(c), q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Feeds' : 'No Feeds Available');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/get-feed-by-id',
      tags,
      summary: 'One feed (the feed viewer, link previews); 404 when it is hidden or gone, except for its owner',
      // Signed in, the answer carries the caller's hearts and likes.
      middleware: [optionalUser] as const,
      security: [{}, ...bearerSecurity],
      request: { query: feedIdQuery },
      responses: okResponse(feedSchema),
    }),
    async (c) => ok(c, await feedById(c.var.deps.db, c.req.valid('query').id, viewerOf(c)), 'Feed'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/create-feed',
      tags,
      summary: 'Post a feed: photos or videos with a caption and a location (Add Feed)',
      description:
        "Multipart: location, signature (the caption) and file[] are required ('Please provide all required fields.', FEED_DATA_MISSING " +
        'under each missing field); lat and lon optional, together. Each file at most 50 MB and judged by its bytes (422 with the ' +
        "spec's texts, decision 147); past the member's upload caps 429 (decision 148). Photos are re-encoded to WebP; a video gets a " +
        "poster at once and, unless it is already web-friendly, is converted in the background: its attachment says status 'processing' " +
        "until then (decision 153). Answers the new feed.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: createFeedBody },
      responses: okResponse(feedSchema, 'Feed created'),
    }),
    async (c) => ok(c, await createFeedFromUpload(c), 'Your feed has been created successfully!'),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/seller/delete-feed',
      tags,
      summary: "Delete one's own feeds (id[]=…); all or nothing",
      description:
        "Someone else's feed among the ids: 403 NOT_YOUR_FEED and nothing is deleted; an unknown id: 404; no id: 422. Comments, likes, " +
        'hearts and files go with the feeds.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { query: deleteQuery },
      responses: okResponse(deleteFeedsAnswer),
    }),
    async (c) => ok(c, { ids: await deleteFeeds(c.var.deps, c.var.user!.id, idsOf(c)) }, 'The feed(s) were deleted successfully!'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/comments/{feedId}',
      tags,
      summary: "A feed's comments: top-level newest first, or one comment's replies (parent_id) oldest first",
      description:
        `Top-level comments ${FEED_COMMENTS_PER_PAGE} a page, each with total_comment (its replies) and its first ${FEED_REPLIES_PER_PAGE} ` +
        `replies; with parent_id, that comment's replies ${FEED_REPLIES_PER_PAGE} a page ('View more replies' asks page 2, 3, …). ` +
        'Replies are one level deep (decision 152). A feed that is hidden or gone: 404; a parent_id that is not a top-level comment of the feed: 404.',
      // Signed in, the answer carries the caller's hearts and likes.
      middleware: [optionalUser] as const,
      security: [{}, ...bearerSecurity],
      request: { params: feedPathParams, query: commentsQuery },
      responses: pagedResponse(feedCommentSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await feedComments(c.var.deps.db, c.req.valid('param').feedId, viewerOf(c), { parentId: q.parent_id, page: q.page, perPage: q.per_page });
      return paged(c, page.items, page, page.items.length ? 'Comments' : 'No comments yet');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/feed-create-comment',
      tags,
      summary: 'Comment on a feed, or reply to a comment (parent_id)',
      description:
        "The text is trimmed; blank: 422 'Comment cannot be empty.' (COMMENT_EMPTY), or 'Reply cannot be empty.' (REPLY_EMPTY) with parent_id. " +
        "A reply to a reply joins the top-level comment's thread (decision 152). The feed's total_comment counts comments and replies.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(createCommentBody) },
      responses: okResponse(feedCommentSchema),
    }),
    async (c) => {
      await c.var.deps.limits.consume('feedComment', `user:${c.var.user!.id}`);
      const body = readBody(c, createCommentBody);
      const comment = await createComment(c.var.deps.db, c.var.user!.id, body);
      return ok(c, comment, comment.parent_id ? 'Reply added' : 'Comment added');
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/seller/delete-comment',
      tags,
      summary: 'Delete a comment with its replies, or a reply (comment_id)',
      description:
        "The author may delete it, and so may the feed's owner; anyone else: 403 NOT_YOUR_COMMENT. Deleting a comment " +
        "deletes its replies; the feed's total_comment (and a thread's, for a reply) moves in the same transaction. Not an " +
        'endpoint of the specification (decision 168).',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { query: deleteCommentQuery },
      responses: okResponse(deleteCommentAnswer),
    }),
    async (c) => {
      const result = await deleteComment(c.var.deps.db, c.var.user!.id, c.req.valid('query').comment_id);
      return ok(c, result, result.parent_id ? 'Reply deleted' : 'Comment deleted');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/comments/toggle-like',
      tags,
      summary: "Toggle the caller's like on a comment or reply",
      description: 'The comment\'s total_like moves in the same transaction. A comment of a feed that is hidden or gone: 404.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(commentLikeBody) },
      responses: okResponse(commentLikeAnswer),
    }),
    async (c) => {
      const result = await toggleCommentLike(c.var.deps.db, c.var.user!.id, readBody(c, commentLikeBody).comment_id);
      return ok(c, result, result.is_liked ? 'Comment liked' : 'Like removed');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/feed-fav',
      tags,
      summary: "Toggle the feed's heart, which is the caller's favorite",
      description:
        "The heart of the feed viewer and Shorts and the favorite listed in Favorites are one mark (decision 151): total_like counts " +
        "the members whose heart is on. A hidden feed (not one's own) can lose the heart but not gain it: 404.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(feedFavBody) },
      responses: okResponse(feedFavAnswer),
    }),
    async (c) => {
      const result = await toggleFeedFavorite(c.var.deps.db, c.var.user!.id, readBody(c, feedFavBody).feed_id);
      return ok(c, result, result.is_favorite ? 'Added to Favorites!' : 'Removed from Favorites!');
    },
  );
