import { createRoute } from '@hono/zod-openapi';
import { optionalUser, requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { contactAnswer, contactBody, questionBody } from './schemas.ts';
import { askQuestion, submitContact } from './service.ts';

export const supportRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/contact',
      tags: ['Support'],
      summary: 'Send the Contact Us form to the support inbox',
      description:
        'Inputs are trimmed. The message is stored, then mailed to the support address with Reply-To set to the sender. ' +
        'If the mail cannot be delivered the message stays stored for a retry and the answer is still a success. Rate-limited per client address.',
      security: [{}, ...bearerSecurity],
      middleware: [optionalUser] as const,
      request: { body: formOrJson(contactBody) },
      responses: okResponse(contactAnswer, 'Stored (and delivered when `delivered` is true)'),
    }),
    async (c) => {
      await c.var.deps.limits.consume('contact', c.var.clientIp);
      const body = readBody(c, contactBody);
      return ok(c, await submitContact(c.var.deps, { ...body, userId: c.var.user?.id }), 'Your message has been sent.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/support/question',
      tags: ['Support'],
      summary: "The Support page's 'Ask a question': stored and mailed to the support inbox like Contact Us",
      description:
        "Sent as the signed-in member: the row and the mail carry their name and account e-mail (Reply-To), so support " +
        'answers them there. Delivery failures are kept for a retry as for Contact Us. Rate-limited per member.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: formOrJson(questionBody) },
      responses: okResponse(contactAnswer, 'Stored (and delivered when `delivered` is true)'),
    }),
    async (c) => {
      const user = c.var.user!;
      await c.var.deps.limits.consume('contact', `user:${user.id}`);
      const body = readBody(c, questionBody);
      return ok(c, await askQuestion(c.var.deps, user.id, body.message), 'Your question has been sent.');
    },
  );
