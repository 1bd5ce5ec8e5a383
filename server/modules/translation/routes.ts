import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { errorSchema, ok } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { translateMessageBody, translationSchema } from './schemas.ts';
import { NOT_TRANSLATED, TRANSLATABLE_MIN_CHARS, TRANSLATION_UNAVAILABLE, translateMessage } from './service.ts';

const errorContent = { 'application/json': { schema: errorSchema } };

export const translationRoutes = moduleRouter().openapi(
  createRoute({
    method: 'post',
    path: '/translate-message',
    tags: ['Chat'],
    summary: 'Translate a chat message into English',
    description:
      `Signed-in members. Text of fewer than ${TRANSLATABLE_MIN_CHARS} characters, in English or in no language the detector recognises: ` +
      `422 NOT_TRANSLATABLE. The primary translation service is asked, then the fallback. No service set or none answering: 503 ` +
      `TRANSLATION_UNAVAILABLE ('${TRANSLATION_UNAVAILABLE}'); services answering without a translation: 502 TRANSLATION_FAILED ('${NOT_TRANSLATED}'). ` +
      'Rate limited per member (429).',
    middleware: [requireUser] as const,
    security: bearerSecurity,
    request: { body: formOrJson(translateMessageBody) },
    responses: {
      ...okResponse(translationSchema),
      502: { description: 'The translation services answered without a translation', content: errorContent },
      503: { description: 'No translation service is set or none answers', content: errorContent },
    },
  }),
  async (c) => {
    const { text } = readBody(c, translateMessageBody);
    await c.var.deps.limits.consume('translation', `user:${c.var.user!.id}`);
    return ok(c, await translateMessage(c.var.deps.config, text), 'Translation');
  },
);
