import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import type { ANALYTICS_EVENTS } from './schemas.ts';

export type AnalyticsEventInput = {
  name: (typeof ANALYTICS_EVENTS)[number];
  visitorId?: string | undefined;
  userId?: number | undefined;
  properties?: Record<string, string | number | boolean> | undefined;
};

/** Stores one first-party analytics event; the client sends events only after the visitor accepted the consent prompt. */
export async function recordEvent(db: Db, input: AnalyticsEventInput) {
  await db.insert(analyticsEvents).values({
    name: input.name,
    userId: input.userId ?? null,
    visitorId: input.visitorId || null,
    properties: input.properties ?? {},
  });
  return { recorded: true as const };
}
