import { z } from '@hono/zod-openapi';
import { rowIdParam } from '../../http/ids.ts';
import { userSchema } from '../auth/schemas.ts';
import { notificationSettingsSchema } from '../chat/schemas.ts';

export const sessionSchema = z
  .object({
    id: z.number().int(),
    browser: z.string().nullable().openapi({ description: 'Read from the User-Agent of its last use, e.g. Chrome; null when unknown' }),
    os: z.string().nullable().openapi({ description: 'e.g. Windows, iOS; null when unknown' }),
    current: z.boolean().openapi({ description: 'The session this call was made with' }),
    created_at: z.string().openapi({ description: 'When it was signed in' }),
    last_used_at: z.string().nullable().openapi({ description: 'Last call made with it, to within five minutes' }),
    expires_at: z.string(),
  })
  .openapi('AccountSession');

export const sessionIdParam = z.object({ id: rowIdParam('session id', 'id') });

export const accountExportSchema = z
  .object({
    generated_at: z.string(),
    profile: userSchema,
    notification_settings: notificationSettingsSchema,
    tables: z
      .record(z.string(), z.array(z.record(z.string(), z.unknown())))
      .openapi({ description: 'Per table, every row that references the member (ads, favourites, orders, reviews, messages, offers, sessions without secrets…)' }),
  })
  .openapi('AccountExport');

export const deleteAccountBody = z
  .object({
    password: z
      .string({ error: 'The password must be a string.' })
      .max(128, 'The password may not be greater than 128 characters.')
      .optional()
      .openapi({ description: 'Required when the account has a password (not for accounts made with Google or Apple)' }),
  })
  .openapi('DeleteAccountRequest');
