import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageStatus } from './message-status.ts';

export type { MessageStatus } from './message-status.ts';

export type FieldErrors = Record<string, string[]>;
/** The code of each field's first problem (envelope `errors_status`), so clients can show it in their language. */
export type FieldCodes = Record<string, MessageStatus>;
/** Values a client puts into its translation of the code (envelope `message_params`): an item's name, a total, ... */
export type MessageParams = Record<string, string | number>;

/**
 * A failure the client is meant to see: honest status, an English message, and a machine-readable status (from the
 * list in message-status.ts, which the clients translate), optionally field errors with their codes.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly messageStatus: MessageStatus | undefined;
  readonly params: MessageParams | undefined;
  readonly errors: FieldErrors | undefined;
  readonly errorsStatus: FieldCodes | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    opts: { messageStatus?: MessageStatus; params?: MessageParams; errors?: FieldErrors; errorsStatus?: FieldCodes; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.messageStatus = opts.messageStatus;
    this.params = opts.params;
    this.errors = opts.errors;
    this.errorsStatus = opts.errorsStatus;
    this.headers = opts.headers;
  }
}

const coded = (messageStatus: MessageStatus | undefined) => (messageStatus ? { messageStatus } : {});

export const badRequest = (message: string, errors?: FieldErrors) => new ApiError(400, message, errors ? { errors } : {});
export const unauthorized = (message = 'Unauthenticated.', messageStatus?: MessageStatus) => new ApiError(401, message, coded(messageStatus));
export const forbidden = (message = 'You are not allowed to do this.', messageStatus?: MessageStatus) => new ApiError(403, message, coded(messageStatus));
export const notFound = (message = 'Not found.', messageStatus?: MessageStatus) => new ApiError(404, message, coded(messageStatus));
export const conflict = (message: string, messageStatus?: MessageStatus) => new ApiError(409, message, coded(messageStatus));
export const unprocessable = (message: string, errors?: FieldErrors, messageStatus?: MessageStatus) =>
  new ApiError(422, message, { ...(errors ? { errors } : {}), ...coded(messageStatus) });
/** 429 with Retry-After; the code lets the client say in its own language what to wait for. */
export const tooManyRequests = (message: string, retryAfterSeconds: number, messageStatus: MessageStatus = 'TOO_MANY_REQUESTS') =>
  new ApiError(429, message, { messageStatus, headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

/** One field refused for one reason: its code is both the field's and the answer's message_status. */
export const invalidField = (field: string, messageStatus: MessageStatus, message: string, opts: { status?: 409 | 422; params?: MessageParams } = {}) =>
  new ApiError(opts.status ?? 422, message, { messageStatus, errors: { [field]: [message] }, errorsStatus: { [field]: messageStatus }, ...(opts.params ? { params: opts.params } : {}) });

/**
 * The problems found while checking one input, field by field: each field's English texts and the code of its first
 * problem. `throwIfAny` answers them all at once as one 422.
 */
export class FieldProblems {
  readonly errors: FieldErrors = {};
  readonly codes: FieldCodes = {};

  add(field: string, messageStatus: MessageStatus, message: string): void {
    (this.errors[field] ??= []).push(message);
    this.codes[field] ??= messageStatus;
  }

  has(field: string): boolean {
    return Boolean(this.errors[field]?.length);
  }

  drop(...fields: string[]): void {
    for (const f of fields) {
      delete this.errors[f];
      delete this.codes[f];
    }
  }

  /** The 422 of every problem; its message and message_status are the first field's (in `order`, else as found). */
  throwIfAny(order: string[] = []): void {
    const first = [...order, ...Object.keys(this.errors)].find((f) => this.has(f));
    if (!first) return;
    throw new ApiError(422, this.errors[first]![0]!, { messageStatus: this.codes[first]!, errors: this.errors, errorsStatus: this.codes });
  }
}
