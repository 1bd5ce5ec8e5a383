import { z } from '@hono/zod-openapi';
import { rowId } from '../../http/ids.ts';

export { STORY_FILES_MAX } from '../../../common/stories.ts';
/** Story ids one call may carry: a whole archive page at once, never an unbounded list. */
export const STORY_IDS_MAX = 100;
/** User groups in the carousel: the caller's own, then the most relevant others (decision 157). */
export const STORY_GROUPS_MAX = 100;
/** A story stays in the active list this long after it is posted (decision 156). */
export const STORY_ACTIVE_HOURS = 24;
export const UNKNOWN_NAME = 'Unknown';

export const storySchema = z
  .object({
    id: z.number().int(),
    fileUrl: z.string(),
    fileType: z.enum(['image', 'video']),
    posterUrl: z.string().nullable().openapi({ description: "A video's still picture (WebP); null for an image" }),
    status: z
      .enum(['ready', 'processing', 'failed'])
      .openapi({ description: "processing: a video being converted for the web (others see it once ready); failed: the conversion failed (its owner alone sees it)" }),
    isViewed: z.boolean().openapi({ description: "Whether the caller has seen it (always true for the caller's own stories)" }),
    isArchived: z.boolean().openapi({ description: 'Archived by its owner or older than 24 hours' }),
    totalViews: z.number().int().openapi({ description: 'Members other than the owner who have seen it, each once' }),
    createdAt: z.string(),
  })
  .openapi('Story');

export const storyGroupSchema = z
  .object({
    userId: z.number().int(),
    name: z.string().openapi({ description: `'${UNKNOWN_NAME}' when the member has no name` }),
    userName: z.string(),
    avatar: z.string().nullable(),
    story_lists: z.array(storySchema).openapi({ description: 'Active stories, oldest first' }),
  })
  .openapi('StoryUserGroup');

export const archivedStoriesQuery = z.object({
  id: z
    .preprocess((v) => (v === '' ? undefined : v), rowId('id').optional())
    .openapi({ param: { name: 'id', in: 'query' }, type: 'integer', description: "The member whose archive is asked: the caller's own id (or none); another's is 403" }),
});

const idList = (name: string) => z.unknown().optional().openapi({ type: 'array', items: { type: 'integer' }, description: `Story ids (also ${name}[]), at most ${STORY_IDS_MAX}` });

export const deleteStoriesBody = z.object({ ids: idList('ids'), 'ids[]': idList('ids') }).openapi('DeleteStoriesBody');
export const archiveStoriesBody = z.object({ story_ids: idList('story_ids'), 'story_ids[]': idList('story_ids') }).openapi('ArchiveStoriesBody');
export const storeStoryViewBody = z.object({ story_id: rowId('story id') }).openapi('StoreStoryViewBody');

export const storyIdsAnswer = z.object({ ids: z.array(z.number().int()) }).openapi('StoryIds');
export const storyViewAnswer = z
  .object({ story_id: z.number().int(), isViewed: z.boolean(), totalViews: z.number().int() })
  .openapi('StoryView');

/** The preview a chat message about a story carries (spec 002 §3 Message: story (fileUrl)). */
export type StoryPreview = { id: number; fileUrl: string; fileType: 'image' | 'video'; posterUrl: string | null };
