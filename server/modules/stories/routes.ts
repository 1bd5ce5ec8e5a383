import { createRoute, z } from '@hono/zod-openapi';
import { STORY_VIDEO_EXTENSIONS } from '../../../common/media.ts';
import { requireUser } from '../../http/auth.ts';
import type { UploadLimit } from '../../http/body-limits.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, readBody, readRawBody } from '../../http/openapi.ts';
import { mediaFormBody, mediaTempDir, mediaUploadLimit, receiveMediaForm } from '../../platform/media.ts';
import {
  archivedStoriesQuery,
  archiveStoriesBody,
  deleteStoriesBody,
  STORY_ACTIVE_HOURS,
  STORY_FILES_MAX,
  STORY_GROUPS_MAX,
  storeStoryViewBody,
  storyGroupSchema,
  storyIdsAnswer,
  storySchema,
  storyViewAnswer,
} from './schemas.ts';
import { activeStories, archivedStories, archiveStories, createStories, deleteStories, storeStoryView, storyIdsOf } from './service.ts';

const tags = ['Stories'];

/** create-stories carries up to ten files of up to 50 MB each, streamed to disk (never held in memory). */
export const storiesUploadLimits: UploadLimit[] = [mediaUploadLimit(/^\/api\/v1\/seller\/create-stories$/, STORY_FILES_MAX)];

export const storiesRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/get-all-active-stories',
      tags,
      summary: 'The stories carousel: active stories of every member the caller may see, grouped by member',
      description:
        `Active: posted in the last ${STORY_ACTIVE_HOURS} hours and not archived. The caller's own group first, then groups with a ` +
        `story the caller has not seen, then the rest; newest activity first within each; at most ${STORY_GROUPS_MAX} groups. ` +
        'Members who are deleted or blocked by the site, and members blocked by or blocking the caller, are left out.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      responses: okResponse(z.array(storyGroupSchema), 'Story user groups'),
    }),
    async (c) => ok(c, await activeStories(c.var.deps.db, c.var.user!.id), 'Active stories'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/get-archieve-stories',
      tags,
      summary: "The caller's archived stories (archived, or older than 24 hours), newest first",
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { query: archivedStoriesQuery },
      responses: okResponse(z.array(storySchema), 'Archived stories'),
    }),
    async (c) => ok(c, await archivedStories(c.var.deps.db, c.var.user!.id, c.req.valid('query').id), 'Archived stories'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/create-stories',
      tags,
      summary: `Post 1 to ${STORY_FILES_MAX} stories (multipart file[]): images or mov, mp4, m4v, avi, mkv, wmv videos, each at most 50 MB`,
      description:
        "The type is judged by the file's content, never its name: '{file} is not a supported file type.' (422); over 50 MB: " +
        "'{file} is too large (maximum 50MB).' (422). Images are re-encoded to WebP without metadata; a video gets a poster, and " +
        "one that is not web-friendly MP4 is converted in the background (status processing, shown to others once ready). " +
        'Story and feed files count against the per-member upload caps (429).',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: mediaFormBody({ fileField: 'file[]', maxFiles: STORY_FILES_MAX, required: ['file[]'] }) },
      responses: okResponse(z.array(storySchema), 'Stories created'),
    }),
    async (c) => {
      const user = c.var.user!;
      const { deps } = c.var;
      // A member at a cap is refused before the body is read.
      await deps.limits.consumeMediaUploads(user.id, 0);
      const form = await receiveMediaForm(c.req.raw, {
        fileField: 'file[]',
        maxFiles: STORY_FILES_MAX,
        videoExtensions: STORY_VIDEO_EXTENSIONS,
        tempDir: mediaTempDir(deps.config.dataDir),
      });
      try {
        if (form.files.length > 0) await deps.limits.consumeMediaUploads(user.id, form.files.length);
        return ok(c, await createStories(deps, user.id, form.files), 'Stories created');
      } finally {
        await form.cleanup();
      }
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/seller/delete-stories',
      tags,
      summary: "Delete the caller's stories (form-encoded ids[]): they leave both lists",
      description: 'Every id must be one of the caller\'s stories: an unknown id is 404, another member\'s 403, and then nothing is deleted.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: formOrJson(deleteStoriesBody) },
      responses: okResponse(storyIdsAnswer, 'The selected stories have been deleted.'),
    }),
    async (c) => {
      const ids = storyIdsOf(await readRawBody(c), 'ids');
      return ok(c, await deleteStories(c.var.deps, c.var.user!.id, ids), 'The selected stories have been deleted.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/archieve-stories',
      tags,
      summary: "Archive the caller's stories (multipart story_ids[]): they move from the active list to the archive",
      description: 'Every id must be one of the caller\'s stories: an unknown id is 404, another member\'s 403, and then nothing changes.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: formOrJson(archiveStoriesBody) },
      responses: okResponse(storyIdsAnswer, 'The selected stories have been archived.'),
    }),
    async (c) => {
      const ids = storyIdsOf(await readRawBody(c), 'story_ids');
      return ok(c, await archiveStories(c.var.deps.db, c.var.user!.id, ids), 'The selected stories have been archived.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/store-story-view',
      tags,
      summary: 'The caller has seen a story (multipart story_id): counted once per member; the owner\'s own views count nothing',
      description: 'A story that is gone, archived, expired or hidden from the caller: 404.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: formOrJson(storeStoryViewBody) },
      responses: okResponse(storyViewAnswer, 'Story view stored'),
    }),
    async (c) => ok(c, await storeStoryView(c.var.deps.db, c.var.user!.id, readBody(c, storeStoryViewBody).story_id), 'Story view stored'),
  );
