import type { Context } from 'hono';
import { PHOTO_BODY_LIMIT, type UploadLimit } from '../../http/body-limits.ts';
import type { AppEnv } from '../../http/context.ts';
import { readRawBody } from '../../http/openapi.ts';
import { adBodyDoc } from './schemas.ts';

/** The calls that upload an ad with its photos: create, update and their promotion variants (promotions/routes.ts). */
export const AD_UPLOAD_PATH = /^\/api\/v1\/seller\/ads\/(create|create-ads-with-promotion|update\/\d+|update-ads-with-promotion\/\d+)$/;
export const adUploadLimits: UploadLimit[] = [{ path: AD_UPLOAD_PATH, maxBytes: PHOTO_BODY_LIMIT }];

/** The ad fields and photos of the upload calls, in any of the encodings they accept. */
export const adUploadBody = {
  required: true,
  content: { 'multipart/form-data': { schema: adBodyDoc }, 'application/json': { schema: adBodyDoc }, 'application/x-www-form-urlencoded': { schema: adBodyDoc } },
};

/** The raw fields and files of an ad upload, once the caller's upload rate limit allows it. */
export async function readAdUpload(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  await c.var.deps.limits.consume('upload', `user:${c.var.user!.id}`);
  return readRawBody(c);
}
