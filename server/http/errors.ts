import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

/** A failure the client is meant to see: honest status, a message, and optionally a machine-readable status and field errors. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly messageStatus: string | undefined;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    opts: { messageStatus?: string; errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.messageStatus = opts.messageStatus;
    this.errors = opts.errors;
    this.headers = opts.headers;
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new ApiError(400, message, errors ? { errors } : {});
export const unauthorized = (message = 'Unauthenticated.', messageStatus?: string) =>
  new ApiError(401, message, messageStatus ? { messageStatus } : {});
export const forbidden = (message = 'You are not allowed to do this.') => new ApiError(403, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const unprocessable = (message: string, errors?: FieldErrors, messageStatus?: string) =>
  new ApiError(422, message, { ...(errors ? { errors } : {}), ...(messageStatus ? { messageStatus } : {}) });
/** 429 with Retry-After; `messageStatus` lets the client say in its own language what to wait for. */
export const tooManyRequests = (message: string, retryAfterSeconds: number, messageStatus = 'TOO_MANY_REQUESTS') =>
  new ApiError(429, message, { messageStatus, headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
