/** A call that carries files and the body size it may reach; app.ts keeps every other call to DEFAULT_BODY_LIMIT. */
export type UploadLimit = { path: RegExp; maxBytes: number };

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** One image (an avatar, a shop's logo). */
export const IMAGE_BODY_LIMIT = 12 * 1024 * 1024;
/**
 * Photos of ads, shop products and reviews: up to 50 MB each (decision 18). parseBody buffers the whole request, so
 * the cap bounds memory per request. 60 MB lets one photo of up to 50 MB through with room for the fields; the web
 * client downscales photos before upload so ten fit easily.
 */
export const PHOTO_BODY_LIMIT = 60 * 1024 * 1024;
