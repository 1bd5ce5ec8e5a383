import { SIGNED_IN_COOKIE } from '../../../common/edge-cache.ts';
import type { components, paths } from '../../../common/api/openapi.ts';
import { localStore } from '../browser-storage.ts';

/**
 * The API's types come from the server: common/api/openapi.ts is generated from the OpenAPI document its route
 * schemas build (npm run api:types). A call is named by its method and path under /api/v1 as the document lists
 * them, 'GET /seller/ads/single/{id}', which gives its parameters, body and answer.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Operation<M extends Method, P extends keyof paths> = NonNullable<paths[P][Lowercase<M>]>;

/** Every call of the API: 'METHOD /path'. */
export type ApiRoute = {
  [P in keyof paths]: { [M in Method]: [Operation<M, P>] extends [never] ? never : P extends `/api/v1${infer R}` ? `${M} ${R}` : never }[Method];
}[keyof paths];

type Op<K extends ApiRoute> = K extends `${infer M extends Method} ${infer R}` ? Operation<M, `/api/v1${R}` & keyof paths> : never;
type SuccessOf<Rs> = Rs extends { 200: infer S } ? S : Rs extends { 201: infer S } ? S : never;

/** The success envelope of a call as the server describes it: { status, message, data, meta? … }. */
export type ApiAnswer<K extends ApiRoute> = SuccessOf<Op<K>['responses']> extends { content: { 'application/json': infer J } } ? J : never;
/** The data of a call's answer. */
export type ApiData<K extends ApiRoute> = ApiAnswer<K> extends { data: infer D } ? D : undefined;
/** The JSON body of a call; FormData is accepted wherever a body is (the API reads both). */
export type ApiBody<K extends ApiRoute> = NonNullable<Op<K>['requestBody']> extends { content: infer C } ? (C extends { 'application/json': infer J } ? J : never) | FormData : never;
/** The query parameters of a call. */
export type ApiQuery<K extends ApiRoute> = NonNullable<Op<K>['parameters']['query']>;
type PathParams<K extends ApiRoute> = Op<K>['parameters'] extends { path: infer P } ? { [N in keyof P]: string | number } : never;

/** A schema of the API by its name in the document ('CartItem', 'Ad', 'PageMeta'…). */
export type ApiSchema<N extends keyof components['schemas']> = components['schemas'][N];

/** Pagination of list answers. */
export type PageMeta = ApiSchema<'PageMeta'>;

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

/** The edge's hint that pages are for a signed-in member (common/edge-cache.ts), kept in step with the token. */
function markSignedIn(on: boolean) {
  if (typeof document === 'undefined') return;
  const has = document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));
  if (on !== has) document.cookie = on ? `${SIGNED_IN_COOKIE}=1; path=/; samesite=lax` : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** The stored bearer token, or null (signed out, or storage blocked). */
export function getToken(): string | null {
  let token: string | null = null;
  try {
    token = localStore()?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
  markSignedIn(token !== null);
  return token;
}

/** Keeps a new token, or forgets it with null (sign-out, a revoked token). */
export function storeToken(token: string | null): void {
  const store = localStore();
  if (token) store?.setItem(TOKEN_KEY, token);
  else store?.removeItem(TOKEN_KEY);
  markSignedIn(token !== null);
}

type CallOptions<K extends ApiRoute> = {
  /** Values of the path's {parameters}. */
  params?: PathParams<K>;
  /** The parameters the call reads; a value may also be given as the text it travels as. */
  query?: { [Q in keyof ApiQuery<K>]?: ApiQuery<K>[Q] | string | null };
  /** Plain objects go as JSON; FormData as multipart. */
  body?: ApiBody<K>;
  /** false for login and registration, which the spec sends without a token. */
  auth?: boolean;
  /** Absolute origin for server-side calls (SSR); the browser uses the page's own origin. */
  baseUrl?: string;
  token?: string | null;
  signal?: AbortSignal;
  /** Lets the request finish after the page is gone (pagehide, a reload right after). */
  keepalive?: boolean;
};
/** The options, required when the path has parameters. */
type CallArgs<K extends ApiRoute> = [PathParams<K>] extends [never] ? [opts?: CallOptions<K>] : [opts: CallOptions<K> & { params: PathParams<K> }];

/** '/seller/ads/single/{id}' with { id: 5 } → '/seller/ads/single/5'. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** One call to /api/v1: adds the bearer token, unwraps the envelope, throws ApiCallError on failure. */
export async function apiCall<K extends ApiRoute>(route: K, ...[opts = {}]: CallArgs<K>): Promise<ApiAnswer<K>> {
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = fillPath(route.slice(space + 1), opts.params as Record<string, string | number> | undefined);
  const url = new URL(`/api/v1${path}`, opts.baseUrl ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin));
  for (const [k, v] of Object.entries<unknown>(opts.query ?? {})) {
    // A list goes as the key repeated (ids=1&ids=2).
    if (Array.isArray(v)) for (const item of v) url.searchParams.append(k, String(item));
    else if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
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
    res = await fetch(url, { method, headers, body: body ?? null, signal: opts.signal ?? null, ...(opts.keepalive ? { keepalive: true } : {}) });
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
  const envelope = json as ApiSuccess<unknown> | ApiFailure | undefined;
  if (!res.ok || !envelope || envelope.status !== 'success') {
    throw new ApiCallError(
      res.status,
      envelope && envelope.status === 'error' ? envelope : { status: 'error', message: 'An unexpected error occurred.' },
      res.status === 429 ? parseRetryAfter(res.headers.get('retry-after'), Date.now()) : null,
    );
  }
  return envelope as ApiAnswer<K>;
}
