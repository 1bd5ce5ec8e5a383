import { describe, expect, it } from 'vitest';
import { MESSAGE_STATUSES } from '../../server/http/message-status.ts';
import { ACTIVITY_CODES } from '../../common/order-activities.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { messagesFor } from '../../src/i18n/messages.ts';
import { createTranslator } from '../../src/i18n/translator.ts';
import { ApiCallError, type ApiFailure } from '../../src/lib/api/client.ts';
import { errorText, fieldErrorTexts, TextError } from '../../src/lib/error-text.ts';

type Tree = Record<string, unknown>;
const errorsOf = (locale: Locale) => messagesFor(locale, ['errors']).messages[locale]!.errors as Tree;
const ordersOf = (locale: Locale) => messagesFor(locale, ['orders']).messages[locale]!.orders as Tree;
const blanks = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const tr = (locale: Locale) => createTranslator(messagesFor(locale, ['errors']), 'errors');
const failure = (httpStatus: number, body: Partial<ApiFailure>, retryAfter: number | null = null) =>
  new ApiCallError(httpStatus, { status: 'error', message: 'Server English.', ...body }, retryAfter);

describe('every code the server can send reads in every language', () => {
  const english = errorsOf('en').codes as Record<string, string>;

  it.each(LOCALES.map((l) => l.code))('%s has a text for each message_status of server/http/message-status.ts, and no others', (locale) => {
    const codes = errorsOf(locale).codes as Record<string, unknown>;
    const missing = MESSAGE_STATUSES.filter((c) => typeof codes[c] !== 'string' || !(codes[c] as string).trim());
    expect(missing).toEqual([]);
    expect(Object.keys(codes).filter((c) => !(MESSAGE_STATUSES as readonly string[]).includes(c))).toEqual([]);
    // The same blanks as English, so the values the server sends (message_params) fill every language alike.
    for (const code of MESSAGE_STATUSES) expect(blanks(codes[code] as string), `${locale} ${code}`).toEqual(blanks(english[code]!));
    // Real translations, not English copies.
    if (locale !== 'en') expect(MESSAGE_STATUSES.filter((c) => codes[c] === english[c])).toEqual([]);
  });

  it.each(LOCALES.map((l) => l.code))('%s words every HTTP status, the wait of a 429 and the unexpected failure', (locale) => {
    const tree = errorsOf(locale);
    const http = tree.http as Record<string, string>;
    expect(Object.keys(http).sort()).toEqual(Object.keys(errorsOf('en').http as Tree).sort());
    expect(blanks(http['429']!)).toEqual(['wait']);
    const wait = tree.wait as Record<string, string>;
    expect(wait.seconds_other).toContain('{{count}}');
    expect(wait.minutes_other).toContain('{{count}}');
    expect(typeof tree.unexpected).toBe('string');
  });

  it.each(LOCALES.map((l) => l.code))("%s has a text for each of the origin's own shipping activities", (locale) => {
    const activity = ordersOf(locale).activity as Record<string, unknown>;
    expect(ACTIVITY_CODES.filter((c) => typeof activity[c] !== 'string')).toEqual([]);
    expect(Object.keys(activity).filter((c) => !(ACTIVITY_CODES as string[]).includes(c))).toEqual([]);
  });
});

describe('errorText', () => {
  it("shows the code's text with the values the server sent, never the server's English", () => {
    const err = failure(409, { message_status: 'OUT_OF_STOCK', message_params: { name: 'Tape measure 5 m' } });
    expect(errorText(err, tr('fr'), 'fallback')).toBe('« Tape measure 5 m » est en rupture de stock.');
    expect(errorText(err, tr('en'))).toBe('“Tape measure 5 m” is out of stock.');
  });

  it('words the status when the code is unknown, lacks a value, or only concerns a field', () => {
    const de = tr('de');
    expect(errorText(failure(409, { message_status: 'SOMETHING_NEW' }), de)).toBe(de('http.409'));
    expect(errorText(failure(409, { message_status: 'OUT_OF_STOCK' }), de)).toBe(de('http.409'));
    expect(errorText(failure(422, { message_status: 'FIELD_REQUIRED', errors: { name: ['x'] } }), de)).toBe(de('http.422'));
    expect(errorText(failure(503, {}), de)).toBe(de('http.5xx'));
    expect(errorText(failure(0, {}), de)).toBe(de('http.0'));
  });

  it('tells the wait of a 429 in the plural form of the language', () => {
    const ru = tr('ru');
    expect(errorText(failure(429, {}, 5), ru)).toBe('Слишком много попыток. Повторите через 5 секунд.');
    expect(errorText(failure(429, {}, 120), ru)).toBe('Слишком много попыток. Повторите через 2 минуты.');
    expect(errorText(failure(429, {}, 61), tr('en'))).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(errorText(failure(429, {}), tr('en'))).toBe(tr('en')('http.429later'));
  });

  it("falls back to the screen's text, then to the server's English, then to the unexpected failure", () => {
    const es = tr('es');
    expect(errorText(failure(418, {}), es, 'No se pudo.')).toBe('No se pudo.');
    expect(errorText(failure(418, {}), es)).toBe('Server English.');
    expect(errorText(new TypeError('boom'), es)).toBe(es('unexpected'));
    expect(errorText(new TypeError('boom'), es, 'No se pudo.')).toBe('No se pudo.');
  });

  it("reads a failure the browser found (opening a chat) in the reader's language, before the screen's fallback", () => {
    expect(errorText(new TextError('chat.noUser', 'No current user logged in'), tr('en'), 'Fallback')).toBe('No current user logged in');
    expect(errorText(new TextError('chat.createFailed', 'x'), tr('de'), 'Fallback')).toBe('Chat konnte nicht erstellt werden oder Antwort ungültig: „chat“ fehlt');
    expect(errorText(new TextError('chat.noSuchText', 'x'), tr('de'), 'Fallback')).toBe('Fallback');
  });
});

describe('fieldErrorTexts', () => {
  it("translates each field's code and says 'not valid' for a field without one", () => {
    const zh = tr('zh');
    const err = failure(422, {
      message_status: 'FIELD_REQUIRED',
      errors: { name: ['Ad title is required'], attachment: ['File size should not exceed 50MB.'], extra: ['?'] },
      errors_status: { name: 'FIELD_REQUIRED', attachment: 'PHOTO_TOO_LARGE' },
    });
    expect(fieldErrorTexts(err, zh)).toEqual({ name: zh('codes.FIELD_REQUIRED'), attachment: zh('codes.PHOTO_TOO_LARGE'), extra: zh('codes.FIELD_INVALID') });
    expect(fieldErrorTexts(new Error('x'), zh)).toEqual({});
  });
});
