import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { rateLimitRules } from '../../server/platform/rate-limit.ts';
import { translateMessage } from '../../server/modules/translation/service.ts';
import { startTranslateStub, type TranslateStub } from '../../support/translate-stub.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

const UNAVAILABLE = 'Translation service temporarily unavailable. Please try again later.';
const FRENCH = 'Bonjour, le vélo est-il toujours disponible ? Je peux passer demain.';
const RUSSIAN = 'Здравствуйте, велосипед ещё продаётся? Я мог бы забрать его завтра.';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

let t: TestApp;
let primary: TranslateStub;
let fallback: TranslateStub;
let me: Member;

beforeAll(async () => {
  primary = await startTranslateStub('fr');
  fallback = await startTranslateStub('ru');
  t = await startTestApp({
    TRANSLATE_URL: primary.url,
    TRANSLATE_API_KEY: 'primary-key',
    TRANSLATE_FALLBACK_URL: `${fallback.url}/`,
    TRANSLATE_TIMEOUT_MS: '300',
  });
  me = await makeMember(t, 'Reader');
});

afterAll(async () => {
  await t?.close();
  await primary?.close();
  await fallback?.close();
});

beforeEach(() => {
  primary.mode = 'translate';
  fallback.mode = 'translate';
  primary.requests.length = 0;
  fallback.requests.length = 0;
});

const translate = (body: unknown, token: string | null = me.token) => t.call('POST', '/api/v1/translate-message', { body, ...(token ? { token } : {}) });

describe('POST /translate-message', () => {
  it('answers the English text and the source language from the primary service', async () => {
    const res = await translate({ text: `  ${FRENCH}  ` });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'success', data: { translated_text: `[en] ${FRENCH}`, source_language: 'fr' } });
    expect(primary.requests).toEqual([{ q: FRENCH, source: 'auto', target: 'en', format: 'text', api_key: 'primary-key' }]);
    expect(fallback.requests).toEqual([]);
  });

  it('takes a multipart form as the phone clients send it', async () => {
    const res = await translate(form({ text: RUSSIAN }));
    expect(res.status).toBe(200);
    expect(res.json.data.translated_text).toBe(`[en] ${RUSSIAN}`);
  });

  it('asks the fallback, without the primary key, when the primary fails', async () => {
    primary.mode = 'error';
    const res = await translate({ text: RUSSIAN });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ translated_text: `[en] ${RUSSIAN}`, source_language: 'ru' });
    expect(primary.requests).toHaveLength(1);
    expect(fallback.requests).toEqual([{ q: RUSSIAN, source: 'auto', target: 'en', format: 'text' }]);
  });

  it('asks the fallback when the primary does not answer in time', async () => {
    primary.mode = 'hang';
    const started = Date.now();
    const res = await translate({ text: FRENCH });
    expect(res.status).toBe(200);
    expect(res.json.data.translated_text).toBe(`[en] ${FRENCH}`);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 503 with the specified text when neither service answers', async () => {
    primary.mode = 'error';
    fallback.mode = 'hang';
    const res = await translate({ text: FRENCH });
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ status: 'error', message: UNAVAILABLE, message_status: 'TRANSLATION_UNAVAILABLE' });
  });

  it('answers 502 "This message cannot be translated." when the services answer garbage', async () => {
    primary.mode = 'garbage';
    fallback.mode = 'garbage';
    const res = await translate({ text: FRENCH });
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ status: 'error', message: 'This message cannot be translated.', message_status: 'TRANSLATION_FAILED' });
  });

  it('takes the fallback translation when only the primary answers garbage', async () => {
    primary.mode = 'garbage';
    const res = await translate({ text: FRENCH });
    expect(res.status).toBe(200);
    expect(fallback.requests).toHaveLength(1);
  });

  it('refuses English and short text with 422 NOT_TRANSLATABLE and asks no service', async () => {
    for (const text of ['Hello, is the bicycle still available? I can come tomorrow.', 'Merci bie', '1234567890 !!!']) {
      const res = await translate({ text });
      expect(res.status, text).toBe(422);
      expect(res.json).toMatchObject({ status: 'error', message_status: 'NOT_TRANSLATABLE' });
    }
    expect(primary.requests).toEqual([]);
  });

  it('refuses bad input with a 4xx envelope and asks no service', async () => {
    const bad: unknown[] = [{}, { text: '' }, { text: '   ' }, { text: 42 }, { text: ['a', 'b'] }, { text: 'é'.repeat(5001) }, { text: null }];
    for (const body of bad) {
      const res = await translate(body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(res.json.status).toBe('error');
    }
    expect(primary.requests).toEqual([]);
  });

  it('is for signed-in members only', async () => {
    const res = await translate({ text: FRENCH }, null);
    expect(res.status).toBe(401);
    expect(primary.requests).toEqual([]);
  });

  it(`allows ${rateLimitRules.translation.points} translations per member in ${rateLimitRules.translation.duration / 60} minutes`, async () => {
    const member = await makeMember(t, 'Busy');
    for (let i = 0; i < rateLimitRules.translation.points; i++) expect((await translate({ text: FRENCH }, member.token)).status).toBe(200);
    const refused = await translate({ text: FRENCH }, member.token);
    expect(refused.status).toBe(429);
    expect(refused.json.message_status).toBe('TOO_MANY_REQUESTS');
    expect((await translate({ text: FRENCH })).status).toBe(200);
  });
});

describe('translation without a reachable service', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
  const refusal = (err: unknown) => err as { status: number; message: string; messageStatus: string };

  it('answers 503 when no service is set', async () => {
    const err = refusal(await translateMessage(config({}), FRENCH).catch((e: unknown) => e));
    expect(err).toMatchObject({ status: 503, message: UNAVAILABLE, messageStatus: 'TRANSLATION_UNAVAILABLE' });
  });

  it('answers 503 when nothing listens where the services should be', async () => {
    const env = { TRANSLATE_URL: `http://127.0.0.1:${await closedPort()}`, TRANSLATE_FALLBACK_URL: `http://127.0.0.1:${await closedPort()}` };
    const err = refusal(await translateMessage(config(env), FRENCH).catch((e: unknown) => e));
    expect(err).toMatchObject({ status: 503, message: UNAVAILABLE });
  });
});
