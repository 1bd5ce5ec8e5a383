import { z } from '@hono/zod-openapi';
import {
  FEED_COMMENT_MAX_CHARS,
  FEED_COMMENTS_PER_PAGE,
  FEED_COMMENTS_PER_PAGE_MAX,
  FEED_REPLIES_PER_PAGE,
  FEEDS_PER_PAGE,
  FEEDS_PER_PAGE_MAX,
} from '../../../common/feeds.ts';
import { optionalRowId, rowId, rowIdParam } from '../../http/ids.ts';
import { optionalPerPageParam, pageParam, perPageParam } from '../../http/paging.ts';

/** Feed calls of spec 001 §7 'Feeds' (decisions 151 to 155 for what the spec leaves open). */


export const feedListQuery = z.object({ page: pageParam, per_page: perPageParam(FEEDS_PER_PAGE, FEEDS_PER_PAGE_MAX) });

export const sellerFeedQuery = feedListQuery.extend({ id: rowId('id').openapi({ description: "The member whose feeds to list (the seller profile's Feeds tab)" }) });

export const feedIdQuery = z.object({ id: rowId('id') });


export const feedPathParams = z.object({ feedId: rowIdParam('feed id', 'feedId') });

export const commentsQuery = z.object({
  parent_id: optionalRowId('parent id').openapi({
    description: `A top-level comment of the feed: answers its replies instead, oldest first, ${FEED_REPLIES_PER_PAGE} a page by default`,
  }),
  page: pageParam,
  per_page: optionalPerPageParam(FEED_COMMENTS_PER_PAGE_MAX, `${FEED_COMMENTS_PER_PAGE} for comments, ${FEED_REPLIES_PER_PAGE} for replies`),
});

const commentText = z
  .preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: 'Comment cannot be empty.' }).max(FEED_COMMENT_MAX_CHARS, `The comment may not be greater than ${FEED_COMMENT_MAX_CHARS} characters.`))
  .openapi({
    type: 'string',
    maxLength: FEED_COMMENT_MAX_CHARS,
    description: `Trimmed; blank: 422 'Comment cannot be empty.' ('Reply cannot be empty.' with parent_id); at most ${FEED_COMMENT_MAX_CHARS} characters`,
  });

export const createCommentBody = z
  .object({
    feed_id: rowId('feed id'),
    comment: commentText.optional(),
    parent_id: optionalRowId('parent id').openapi({ description: 'Reply to this comment (a reply to a reply joins the same thread: decision 152)' }),
  })
  .openapi('FeedCommentBody');

export const commentLikeBody = z.object({ comment_id: rowId('comment id') }).openapi('FeedCommentLikeBody');

export const deleteCommentQuery = z.object({ comment_id: rowId('comment id') });

export const feedFavBody = z.object({ feed_id: rowId('feed id') }).openapi('FeedFavoriteBody');

const flag = z.union([z.literal(0), z.literal(1)]);
const time = z.string().openapi({ format: 'date-time' });

export const feedUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ description: 'First and last name' }),
    username: z.string(),
    avatar: z.string().nullable(),
  })
  .openapi('FeedUser');

export const feedAttachmentSchema = z
  .object({
    id: z.number().int(),
    url: z.string().openapi({ description: 'The photo (WebP, largest width) or the video (web MP4 once ready; the upload as stored while processing)' }),
    type: z.enum(['image', 'video']),
    thumbnailUrl: z.string().nullable().openapi({ description: "A smaller picture: a photo's 640 px width, a video's poster (null until made)" }),
    status: z.enum(['ready', 'processing', 'failed']).openapi({
      description: "ready; processing: a video being converted to web MP4 (the feed shows 'Processing...'); failed: it could not be converted",
    }),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    duration: z.number().nullable().openapi({ description: 'Seconds, for videos' }),
  })
  .openapi('FeedAttachment');

const commentFields = {
  id: z.number().int(),
  feed_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  user_id: z.number().int(),
  comment: z.string(),
  status: z.number().int().openapi({ description: '1 shown' }),
  total_comment: z.number().int().openapi({ description: 'Replies to this comment (0 on a reply)' }),
  total_like: z.number().int(),
  is_liked: flag.openapi({ description: '1 when the caller likes it (0 signed out)' }),
  created_at: time,
  updated_at: time,
  user: feedUserSchema,
};

export const feedReplySchema = z
  .object({ ...commentFields, replies: z.array(z.unknown()).max(0).openapi({ description: 'Always empty: replies are one level deep (decision 152)' }) })
  .openapi('FeedReply');

export const feedCommentSchema = z
  .object({
    ...commentFields,
    replies: z.array(feedReplySchema).openapi({ description: `A top-level comment's first ${FEED_REPLIES_PER_PAGE} replies, oldest first; more with ?parent_id=` }),
  })
  .openapi('FeedComment');

export const feedSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    location: z.string(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
    comment: z.string().openapi({ description: 'The caption (sent as signature)' }),
    total_like: z.number().int().openapi({ description: "Hearts: members who favorited the feed (decision 151)" }),
    total_comment: z.number().int().openapi({ description: 'Comments and replies' }),
    is_favorite: flag.openapi({ description: "1 when the caller's heart is on (0 signed out)" }),
    status: z.number().int().openapi({ description: '1 listed, 0 hidden by moderation (only its owner sees it)' }),
    created_at: time,
    updated_at: time,
    attachments: z.array(feedAttachmentSchema),
    user: feedUserSchema,
    comments: z.array(feedCommentSchema).openapi({ description: 'The newest top-level comments (up to 2) as a preview; the whole thread is GET /seller/comments/{feedId}' }),
  })
  .openapi('Feed');

export const deleteFeedsAnswer = z.object({ ids: z.array(z.number().int()) }).openapi('DeletedFeeds');

export const deleteCommentAnswer = z
  .object({
    comment_id: z.number().int(),
    feed_id: z.number().int(),
    parent_id: z.number().int().nullable().openapi({ description: 'The comment a deleted reply belonged to; null for a comment' }),
    removed: z.number().int().openapi({ description: 'Comments gone: the comment and its replies, or 1 for a reply' }),
    total_comment: z.number().int().openapi({ description: "The feed's comments and replies after the delete" }),
  })
  .openapi('DeletedFeedComment');

export const feedFavAnswer = z
  .object({
    is_favorite: flag.openapi({ description: "1 when the feed is now among the caller's favorites (the heart is on)" }),
    total_like: z.number().int().openapi({ description: "The feed's hearts after the toggle" }),
  })
  .openapi('FeedFavoriteAnswer');

export const commentLikeAnswer = z
  .object({
    is_liked: flag.openapi({ description: '1 when the caller now likes the comment' }),
    total_like: z.number().int().openapi({ description: "The comment's likes after the toggle" }),
  })
  .openapi('FeedCommentLikeAnswer');

export type Feed = z.infer<typeof feedSchema>;
export type FeedComment = z.infer<typeof feedCommentSchema>;
export type FeedReply = z.infer<typeof feedReplySchema>;
export type FeedAttachment = z.infer<typeof feedAttachmentSchema>;
export type FeedUser = z.infer<typeof feedUserSchema>;
