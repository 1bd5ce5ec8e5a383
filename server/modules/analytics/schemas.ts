import { z } from '@hono/zod-openapi';

export const ANALYTICS_EVENTS = ['user_registered', 'user_verified', 'user_login', 'ad_posted'] as const;
export const MAX_PROPERTIES = 20;

const primitive = z.union([z.string().max(500, 'Property values may not be longer than 500 characters.'), z.number(), z.boolean()]);

export const analyticsEventBody = z
  .object({
    name: z.enum(ANALYTICS_EVENTS, {
      error: (iss) => (iss.input === undefined ? 'The name field is required.' : 'The selected name is invalid.'),
    }),
    visitor_id: z
      .string({ error: 'The visitor id must be a string.' })
      .trim()
      .max(64, 'The visitor id may not be greater than 64 characters.')
      .optional()
      .openapi({ description: 'A random id the browser keeps after consent, to count visitors without an account' }),
    properties: z
      .record(z.string().max(64, 'Property names may not be longer than 64 characters.'), primitive, {
        error: 'The properties must be an object of strings, numbers and booleans.',
      })
      .refine((p) => Object.keys(p).length <= MAX_PROPERTIES, `The properties may not have more than ${MAX_PROPERTIES} keys.`)
      .optional(),
  })
  .openapi('AnalyticsEvent');

export const recordedSchema = z.object({ recorded: z.literal(true) });
