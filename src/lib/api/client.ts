/** The answer envelope of every call (ARCHITECTURE section 5). */
export type ApiSuccess<T> = { status: 'success'; message: string; data: T; meta?: PageMeta };
/** A failure: the English message, its code (message_status, server/http/message-status.ts) and field errors with theirs. */
export type ApiFailure = {
  status: 'error';
  message: string;
  message_status?: string;
  message_params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
  errors_status?: Record<string, string>;
};
export type { PageMeta } from '../../../server/http/envelope.ts';
import type { PageMeta } from '../../../server/http/envelope.ts';

/** A failed call: HTTP status plus the server's envelope, so callers can map message_status and field errors. */
export class ApiCallError extends Error {
  readonly httpStatus: number;
  readonly body: ApiFailure;
  /** Seconds the server asked to wait (Retry-After of a 429), when it said. */
  readonly retryAfter: number | null;
  constructor(httpStatus: number, body: ApiFailure, retryAfter: number | null = null) {
    super(body.message || 'An unexpected error occurred.');
    this.httpStatus = httpStatus;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** Retry-After as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null | undefined, nowMs: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/** Where the bearer token is kept (spec §4.2). Only this module reads or writes it: getToken and storeToken. */
export const TOKEN_KEY = 'authToken';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored bearer token, or null (signed out, or storage blocked). */
export function getToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a new token, or forgets it with null (sign-out, a revoked token). */
export function storeToken(token: string | null): void {
  const store = storage();
  if (token) store?.setItem(TOKEN_KEY, token);
  else store?.removeItem(TOKEN_KEY);
}

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined | null>;
  /** Plain objects go as JSON; FormData as multipart. */
  body?: unknown;
  /** false for login and registration, which the spec sends without a token. */
  auth?: boolean;
  /** Absolute origin for server-side calls (SSR); the browser uses the page's own origin. */
  baseUrl?: string;
  token?: string | null;
  signal?: AbortSignal;
};

/** One call to /api/v1: adds the bearer token, unwraps the envelope, throws ApiCallError on failure. */
export async function apiCall<T>(path: string, opts: CallOptions = {}): Promise<ApiSuccess<T>> {
  const url = new URL(`/api/v1${path}`, opts.baseUrl ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin));
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = opts.token !== undefined ? opts.token : opts.auth === false ? null : getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(url, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body: body ?? null, signal: opts.signal ?? null });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiCallError(0, { status: 'error', message: 'An unexpected error occurred.' });
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    json = undefined;
  }
  const envelope = json as ApiSuccess<T> | ApiFailure | undefined;
  if (!res.ok || !envelope || envelope.status !== 'success') {
    throw new ApiCallError(
      res.status,
      envelope && envelope.status === 'error' ? envelope : { status: 'error', message: 'An unexpected error occurred.' },
      res.status === 429 ? parseRetryAfter(res.headers.get('retry-after'), Date.now()) : null,
    );
  }
  return envelope;
}
