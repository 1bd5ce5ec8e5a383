import { createRoute, z } from '@hono/zod-openapi';
import { IMAGE_BODY_LIMIT, type UploadLimit } from '../../http/body-limits.ts';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { invalidField } from '../../http/errors.ts';
import { bearerSecurity, okResponse, readRawBody } from '../../http/openapi.ts';
import { checkLookupPhoto } from '../../platform/images.ts';
import { aiModelOf } from '../../platform/ai-model.ts';
import { LANGS, type Lang } from './lexicon.ts';
import { lookAtPhoto, suggestAd } from './image.ts';

/** image-to-ad carries one photo. */
export const assistantUploadLimits: UploadLimit[] = [{ path: /^\/api\/v1\/ads\/image-to-ad$/, maxBytes: IMAGE_BODY_LIMIT }];

const categoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
const suggestionSchema = z
  .object({
    category: categoryRef,
    subcategory: categoryRef.nullable(),
    title: z.string(),
    description: z.string(),
    labels: z.array(z.object({ label: z.string(), score: z.number() })),
  })
  .openapi('AdSuggestion');

const imageBody = {
  required: true,
  content: { 'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }), lang: z.enum(LANGS).optional() }) } },
};

export const assistantRoutes = moduleRouter().openapi(
  createRoute({
    method: 'post',
    path: '/ads/image-to-ad',
    tags: ['Ads'],
    summary: 'Suggest the category, subcategory, title and description of an ad from a photo (Create Ad With AI)',
    description:
      'multipart `file`: one image of at most 10 MB, judged by its bytes (NOT_AN_IMAGE, PHOTO_TOO_LARGE). The vision model (with ' +
      'AI_BASE_URL configured), else the offline detector and the listings whose photos look alike, choose a classified-ads category; a photo in which nothing is recognised answers 422 ' +
      'IMAGE_NOT_RECOGNISED. `lang` (one of the seven interface languages, default en) chooses the language of the names and texts. ' +
      'Rate-limited per member (photoLookup).',
    security: bearerSecurity,
    middleware: [requireUser] as const,
    request: { body: imageBody },
    responses: okResponse(suggestionSchema, 'Ad suggested'),
  }),
  async (c) => {
    const { deps } = c.var;
    await deps.limits.consume('photoLookup', `user:${c.var.user!.id}`);
    const raw = await readRawBody(c);
    const file = Array.isArray(raw.file) ? raw.file[0] : raw.file;
    if (!(file instanceof Blob) || file.size === 0) throw invalidField('file', 'FIELD_REQUIRED', 'The file field is required.');
    const bytes = await checkLookupPhoto(file, 'file');
    const lang: Lang = LANGS.includes(raw.lang as Lang) ? (raw.lang as Lang) : 'en';
    const suggestion = await suggestAd(deps.db, await lookAtPhoto(deps.db, bytes, lang, { model: aiModelOf(deps.config), log: deps.log }), lang);
    if (!suggestion) throw invalidField('file', 'IMAGE_NOT_RECOGNISED', 'Unable to create AI Ad for uploaded image.');
    return ok(c, suggestion, 'Ad suggested');
  },
);
