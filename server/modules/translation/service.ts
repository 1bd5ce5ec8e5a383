import type { Config } from '../../config.ts';
import { ApiError } from '../../http/errors.ts';
import { translate, TranslationError, type TranslationService } from '../../platform/translation.ts';

/** Spec 002 §4: the translate action is offered only for text of at least this many characters. */
export const TRANSLATABLE_MIN_CHARS = 10;
/** Every translation targets English (spec 002 §7). */
export const TRANSLATION_TARGET = 'en';

export const TRANSLATION_UNAVAILABLE = 'Translation service temporarily unavailable. Please try again later.';
export const NOT_TRANSLATED = 'This message cannot be translated.';

type Detector = { detect: (text: string) => { language: string; isReliable: () => boolean } };
let detector: Promise<Detector> | undefined;

/**
 * eld's medium n-gram database (about 2 MB, in the package) is loaded on first use, not at start: it costs about
 * 58 MB of memory that a node which never translates need not pay.
 */
const loadDetector = () => (detector ??= import('eld/medium').then((m) => m.eld as Detector));

/** The language of `text` as an ISO 639-1 code, or undefined when the detector is not confident (numbers, names, too little text). */
export async function detectLanguage(text: string): Promise<string | undefined> {
  const result = (await loadDetector()).detect(text);
  return result.language && result.isReliable() ? result.language : undefined;
}

/** Whether a message gets the translate action: at least 10 characters and reliably detected as a language other than English. */
export async function isTranslatable(text: string): Promise<boolean> {
  return (await translatableLanguage(text)) !== undefined;
}

const longEnough = (text: string) => [...text.trim()].length >= TRANSLATABLE_MIN_CHARS;

/** Whether text in `language` (as detected) gets the translate action: long enough and not English. */
export function offersTranslation(text: string, language: string | null | undefined): boolean {
  return !!language && language !== TRANSLATION_TARGET && longEnough(text);
}

/** The detected language of a translatable text, else undefined. */
async function translatableLanguage(text: string): Promise<string | undefined> {
  if (!longEnough(text)) return undefined;
  const language = await detectLanguage(text.trim());
  return offersTranslation(text, language) ? language : undefined;
}

/** The configured services, the primary first. */
function services(config: Config): TranslationService[] {
  const configured: [string | undefined, string | undefined][] = [
    [config.TRANSLATE_URL, config.TRANSLATE_API_KEY],
    [config.TRANSLATE_FALLBACK_URL, config.TRANSLATE_FALLBACK_API_KEY],
  ];
  return configured.flatMap(([url, apiKey]) => (url ? [{ url, apiKey }] : []));
}

/**
 * A message in English. 422 NOT_TRANSLATABLE for text the action is not offered for; 503 TRANSLATION_UNAVAILABLE
 * when no service is set or none answers; 502 TRANSLATION_FAILED when the services answer without a translation.
 */
export async function translateMessage(config: Config, text: string): Promise<{ translated_text: string; source_language: string }> {
  const detected = await translatableLanguage(text);
  if (!detected) {
    throw new ApiError(422, `Only messages of at least ${TRANSLATABLE_MIN_CHARS} characters in a language other than English can be translated.`, { messageStatus: 'NOT_TRANSLATABLE' });
  }
  try {
    // The service detects the source itself ('auto'): between close languages (Spanish and Catalan) a short message
    // can fool the detector here, and a wrong source spoils the translation.
    const translation = await translate(services(config), { text: text.trim(), source: 'auto', target: TRANSLATION_TARGET }, config.TRANSLATE_TIMEOUT_MS);
    return { translated_text: translation.text, source_language: translation.detectedLanguage ?? detected };
  } catch (err) {
    if (!(err instanceof TranslationError)) throw err;
    if (err.reason === 'unusable') throw new ApiError(502, NOT_TRANSLATED, { messageStatus: 'TRANSLATION_FAILED' });
    throw new ApiError(503, TRANSLATION_UNAVAILABLE, { messageStatus: 'TRANSLATION_UNAVAILABLE' });
  }
}
