import { z } from '@hono/zod-openapi';
import { rowId } from '../../http/ids.ts';
import { blankToUndefined } from '../../http/paging.ts';
import { LOCALES } from '../catalog/schemas.ts';

export const COMPLAINT_MAX = 2000;
export const COMPLAINT_TYPES = ['ads', 'user', 'shop', 'feed'] as const;
export const FILL_ALL = 'Please fill in all fields.';

export const topicListQuery = z.object({
  lang: z.enum(LOCALES).optional().openapi({ description: 'Language of `name` (English when not given)' }),
});

export const questionTopicSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ description: 'The name in `lang` (English by default)' }),
    translations: z.record(z.string(), z.string()).openapi({ description: 'The name in every interface language' }),
  })
  .openapi('QuestionTopic');

export const complaintBody = z
  .object({
    topic_id: z.preprocess(blankToUndefined, rowId('topic id', { required: FILL_ALL, invalid: 'The selected topic is invalid.' })).openapi({ type: 'integer', example: 1 }),
    complain: z.preprocess(
      blankToUndefined,
      z
        .string({ error: FILL_ALL })
        .trim()
        .max(COMPLAINT_MAX, `The complaint may not be greater than ${COMPLAINT_MAX} characters.`),
    ).openapi({ type: 'string', description: `The message, 1 to ${COMPLAINT_MAX} characters` }),
    content_id: z.preprocess(
      blankToUndefined,
      rowId('content id'),
    ).openapi({ type: 'integer', description: 'Id of the ad, user, shop or feed complained about' }),
    type: z.enum(COMPLAINT_TYPES, { error: 'The selected type is invalid.' }),
  })
  .openapi('ComplaintBody');

export const complaintAnswer = z
  .object({
    id: z.number().int(),
    topic_id: z.number().int(),
    complain: z.string(),
    content_id: z.number().int(),
    type: z.enum(COMPLAINT_TYPES),
    status: z.string().openapi({ description: 'open until a moderator reviews it' }),
    created_at: z.string(),
  })
  .openapi('Complaint');
