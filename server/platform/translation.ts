/**
 * Machine translation through LibreTranslate-compatible services (POST /translate with q, source, target, format and
 * an optional api_key; the answer's translatedText). The services are asked in order, each for at most `timeoutMs`:
 * the next one is asked whenever one fails, whatever the way.
 */

export type TranslationService = { url: string; apiKey?: string | undefined };

export type Translation = {
  text: string;
  /** The source language the service reports when it was asked to detect it (ISO 639-1), if it says. */
  detectedLanguage: string | undefined;
};

/** Why no translation came back: no service answered at all, or one answered without a usable translation. */
export class TranslationError extends Error {
  readonly reason: 'unavailable' | 'unusable';
  constructor(reason: 'unavailable' | 'unusable') {
    super(reason === 'unavailable' ? 'No translation service answered' : 'No translation service gave a usable translation');
    this.reason = reason;
  }
}

/** Larger answers are not a translation of a chat message. */
const MAX_ANSWER_CHARS = 200_000;

type Attempt = { ok: true; translation: Translation } | { ok: false; unusable: boolean };

async function ask(service: TranslationService, body: { q: string; source: string; target: string }, timeoutMs: number): Promise<Attempt> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(new URL('translate', service.url.endsWith('/') ? service.url : `${service.url}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, format: 'text', ...(service.apiKey ? { api_key: service.apiKey } : {}) }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    text = await res.text();
  } catch {
    return { ok: false, unusable: false };
  }
  // 400 is LibreTranslate's answer for a text or language it cannot handle; other failures (401, 403, 429, 5xx) are
  // the service's own trouble.
  if (!res.ok) return { ok: false, unusable: res.status === 400 };
  if (text.length > MAX_ANSWER_CHARS) return { ok: false, unusable: true };
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return { ok: false, unusable: true };
  }
  const { translatedText, detectedLanguage } = (answer ?? {}) as { translatedText?: unknown; detectedLanguage?: { language?: unknown } };
  if (typeof translatedText !== 'string' || !translatedText.trim()) return { ok: false, unusable: true };
  const language = typeof detectedLanguage?.language === 'string' && /^[a-z]{2,3}$/.test(detectedLanguage.language) ? detectedLanguage.language : undefined;
  return { ok: true, translation: { text: translatedText, detectedLanguage: language } };
}

/**
 * Translates `text` into `target` with the first service that gives a translation. Throws TranslationError
 * 'unusable' when some service answered but none with a translation, 'unavailable' when none answered (or none is set).
 */
export async function translate(
  services: TranslationService[],
  request: { text: string; source: string; target: string },
  timeoutMs: number,
): Promise<Translation> {
  let unusable = false;
  for (const service of services) {
    const attempt = await ask(service, { q: request.text, source: request.source, target: request.target }, timeoutMs);
    if (attempt.ok) return attempt.translation;
    unusable ||= attempt.unusable;
  }
  throw new TranslationError(unusable ? 'unusable' : 'unavailable');
}
