import { z } from '@hono/zod-openapi';
import { requiredText } from '../auth/schemas.ts';
import { MESSAGE_MAX } from '../chat/schemas.ts';

export const translateMessageBody = z
  .object({
    text: requiredText('text', MESSAGE_MAX).openapi({ description: 'The text of a chat message, translated into English (at most as long as a message)' }),
  })
  .openapi('TranslateMessageBody');

export const translationSchema = z
  .object({
    translated_text: z.string().openapi({ example: 'Hello, is the bike still available?' }),
    source_language: z.string().openapi({ description: 'ISO 639-1 code of the language the text was written in', example: 'fr' }),
  })
  .openapi('MessageTranslation');
