import { ApiCallError, fillPath, getToken, parseRetryAfter, type ApiFailure, type ApiRoute } from './client.ts';

export type Answer = { status?: string; message?: string; data?: unknown; sessionId?: string | null; url?: string | null; errors?: Record<string, string[]> };
export type UploadResult = { httpStatus: number; answer: Answer; retryAfter: number | null };

/** The calls that take photos, sent with their upload progress. */
export type UploadRoute = Extract<
  ApiRoute,
  'POST /seller/ads/create' | 'POST /seller/ads/create-ads-with-promotion' | 'POST /seller/ads/update/{id}' | 'POST /seller/ads/update-ads-with-promotion/{id}' | 'POST /seller/shop/{shopId}/products' | 'POST /seller/shop/products/{id}/update' | 'POST /send-message' | 'POST /ads/image-to-ad' | 'POST /auth/update-profile' | 'POST /seller/create-feed' | 'POST /seller/create-stories' | 'POST /admin/blogs' | 'POST /admin/blogs/{id}' | 'POST /admin/hotels' | 'POST /admin/hotels/{id}'
>;

/** A multipart POST with XMLHttpRequest rather than fetch: only XHR reports upload progress. */
export function upload(route: UploadRoute, params: Record<string, string | number>, body: FormData, onProgress: (pct: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1${fillPath(route.slice('POST '.length), params)}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let answer: Answer = {};
      try {
        answer = JSON.parse(xhr.responseText) as Answer;
      } catch {
        /* not JSON */
      }
      const retryAfter = xhr.status === 429 ? parseRetryAfter(xhr.getResponseHeader('retry-after'), Date.now()) : null;
      resolve({ httpStatus: xhr.status, answer, retryAfter });
    };
    xhr.onerror = () => resolve({ httpStatus: 0, answer: {}, retryAfter: null });
    xhr.onabort = () => resolve({ httpStatus: 0, answer: {}, retryAfter: null });
    xhr.send(body);
  });
}

/** Whether an upload answer is a success. */
export const succeeded = (r: UploadResult) => r.httpStatus >= 200 && r.httpStatus < 300 && r.answer.status === 'success';

/** A failed upload as the ApiCallError of every other call, so its texts come from the same place (lib/error-text.ts). */
export const uploadError = (r: UploadResult) =>
  new ApiCallError(r.httpStatus, r.answer.status === 'error' ? (r.answer as ApiFailure) : { status: 'error', message: '' }, r.retryAfter);
