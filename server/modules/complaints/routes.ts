import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { COMPLAINT_MAX, complaintAnswer, complaintBody, questionTopicSchema, topicListQuery } from './schemas.ts';
import { createComplaint, questionTopicList } from './service.ts';

const tags = ['Complaints'];

export const complaintsRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/question-topic-list',
      tags,
      summary: 'Complaint topics',
      request: { query: topicListQuery },
      responses: okResponse(z.array(questionTopicSchema)),
    }),
    async (c) => {
      const { lang } = c.req.valid('query');
      return ok(c, await questionTopicList(c.var.deps.db, lang), 'Question topics');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/complaint/create',
      tags,
      summary: 'Complain about an ad, a member, a shop or a feed',
      description:
        `Topic or message missing: 422 "Please fill in all fields.". The message is trimmed, at most ${COMPLAINT_MAX} characters. ` +
        'The topic must exist (422). For type ads, user and feed the content must exist (404; a feed the caller can open) and not be ' +
        'your own (422); shop ids are accepted as given. One open complaint per caller and content: a repeat answers 409. ' +
        'Stored with status open for moderation. Rate-limited per caller (5 an hour).',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(complaintBody) },
      responses: okResponse(complaintAnswer),
    }),
    async (c) => {
      const body = readBody(c, complaintBody);
      const userId = c.var.user!.id;
      await c.var.deps.limits.consume('contact', `complaint:${userId}`);
      const complaint = await createComplaint(c.var.deps.db, userId, {
        topicId: body.topic_id,
        complain: body.complain,
        contentId: body.content_id,
        type: body.type,
      });
      return ok(c, complaint, 'Complaint Sent! You will be notified via email about complaint status.');
    },
  );
