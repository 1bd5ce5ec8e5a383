import { apiCall, type ApiSchema } from './client.ts';
import { upload } from './upload.ts';

/** Stories (spec 001 §7 'Stories'). */
export type Story = ApiSchema<'Story'>;
export type StoryGroup = ApiSchema<'StoryUserGroup'>;

const idsForm = (name: string, ids: number[]) => {
  const body = new FormData();
  for (const id of ids) body.append(`${name}[]`, String(id));
  return body;
};

/** GET /seller/get-all-active-stories: the carousel's groups, the caller's own first. */
export function activeStories() {
  return apiCall('GET /seller/get-all-active-stories');
}

/** GET /seller/get-archieve-stories?id=: the caller's archived stories. */
export function archivedStories(userId: number) {
  return apiCall('GET /seller/get-archieve-stories', { query: { id: userId } });
}

/** POST /seller/create-stories (multipart file[]), with upload progress. */
export function createStories(files: File[], onProgress: (pct: number) => void) {
  const body = new FormData();
  for (const f of files) body.append('file[]', f);
  return upload('POST /seller/create-stories', {}, body, onProgress);
}

/** DELETE /seller/delete-stories (ids[]). */
export function deleteStories(ids: number[]) {
  return apiCall('DELETE /seller/delete-stories', { body: idsForm('ids', ids) });
}

/** POST /seller/archieve-stories (story_ids[]). */
export function archiveStories(ids: number[]) {
  return apiCall('POST /seller/archieve-stories', { body: idsForm('story_ids', ids) });
}

/** POST /seller/store-story-view (story_id). */
export function storeStoryView(storyId: number) {
  const body = new FormData();
  body.append('story_id', String(storyId));
  return apiCall('POST /seller/store-story-view', { body });
}
