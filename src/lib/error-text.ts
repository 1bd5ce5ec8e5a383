import type { Translate } from '../i18n/translator.ts';
import { ApiCallError } from './api/client.ts';

/**
 * The words a screen shows for a failed call, in the reader's language. Every island turns a failure into text
 * here, so a failure's code (message_status, server/http/message-status.ts) is translated the same way everywhere;
 * the translator must carry the `errors` namespace (src/i18n/locales/<lang>/errors.json).
 */

/** A failure the browser itself found, told by its key in the errors namespace (the message is for logs). */
export class TextError extends Error {
  readonly key: string;
  constructor(key: string, message: string) {
    super(message);
    this.key = key;
  }
}

/** A text of the errors namespace, or undefined when no locale has it or a value for one of its blanks is missing. */
function lookup(t: Translate, key: string, params: Record<string, unknown> = {}): string | undefined {
  const text = t(`errors:${key}`, params);
  return text === key || /\{\{\s*\w+\s*\}\}/.test(text) ? undefined : text;
}

/** "30 seconds", "2 minutes": the wait a 429 asked for, rounded up to whole minutes from a minute on. */
function waitText(t: Translate, seconds: number): string {
  return seconds < 60 ? t('errors:wait.seconds', { count: Math.max(1, Math.ceil(seconds)) }) : t('errors:wait.minutes', { count: Math.ceil(seconds / 60) });
}

/** The generic words for an HTTP status: no connection (0), signed out, not allowed, gone, too large, too many, server trouble. */
function statusText(t: Translate, err: ApiCallError, wait: string | undefined): string | undefined {
  const status = err.httpStatus;
  if (status === 429) return wait ? lookup(t, 'http.429', { wait }) : lookup(t, 'http.429later');
  if (status >= 500) return lookup(t, 'http.5xx');
  return lookup(t, `http.${status}`);
}

/**
 * A failed call as text: its code as the reader's locale words it (with the values the server sent and the wait of a
 * 429), else the words for its HTTP status, else the screen's own `fallback`, else the server's English message.
 * A code about a single field (FIELD_*) says nothing without its field, so alone it reads as the status's words.
 * A TextError reads as its own text; anything else that is not a failed call as the fallback or 'An unexpected error occurred.'.
 */
export function errorText(err: unknown, t: Translate, fallback?: string): string {
  if (err instanceof TextError) return lookup(t, err.key) ?? fallback ?? t('errors:unexpected');
  if (!(err instanceof ApiCallError)) return fallback ?? t('errors:unexpected');
  const wait = err.retryAfter !== null ? waitText(t, err.retryAfter) : undefined;
  const code = err.body.message_status;
  const params = { ...err.body.message_params, ...(wait ? { wait } : {}) };
  const coded = code && !code.startsWith('FIELD_') ? lookup(t, `codes.${code}`, params) : undefined;
  return coded ?? statusText(t, err, wait) ?? fallback ?? (err.body.message || t('errors:unexpected'));
}

/**
 * The failure's field errors as texts in the reader's language, keyed by the server's field names: each field's code
 * (errors_status) translated, else a general 'This value is not valid.'. Empty for a failure without field errors.
 */
export function fieldErrorTexts(err: unknown, t: Translate): Record<string, string> {
  if (!(err instanceof ApiCallError)) return {};
  const codes = err.body.errors_status ?? {};
  const params = err.body.message_params ?? {};
  const out: Record<string, string> = {};
  for (const field of Object.keys(err.body.errors ?? {})) {
    const code = codes[field];
    out[field] = (code && lookup(t, `codes.${code}`, params)) || t('errors:codes.FIELD_INVALID');
  }
  return out;
}
