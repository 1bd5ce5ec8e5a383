import { isDatabaseUnavailable, pingDatabase } from '../db/client.ts';
import type { Deps } from '../platform/deps.ts';
import { outageLog } from '../platform/outage.ts';
import { ApiError } from './errors.ts';

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

export const serviceUnavailable = () => new ApiError(503, UNAVAILABLE_MESSAGE, { messageStatus: 'SERVICE_UNAVAILABLE', headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });

/**
 * Turns "the database cannot be reached" into 503 with Retry-After instead of a 500. The outage is logged once; a
 * probe then waits for the database's return and logs that once too. Nothing needs restarting: the driver opens
 * new connections by itself when the database is back.
 */
export function databaseAvailability(deps: Deps) {
  const outage = outageLog(deps.log, 'The database', 'every call answers 503');
  let probing = false;
  const probe = async () => {
    if (await pingDatabase(deps.db)) {
      probing = false;
      outage.recovered();
    } else {
      setTimeout(() => void probe(), RETRY_AFTER_SECONDS * 1000).unref();
    }
  };
  return {
    /** The 503 to answer when `err` means the database is away, else null. */
    unavailable(err: unknown): ApiError | null {
      if (!isDatabaseUnavailable(err)) return null;
      outage.failed(err);
      if (!probing) {
        probing = true;
        setTimeout(() => void probe(), RETRY_AFTER_SECONDS * 1000).unref();
      }
      return serviceUnavailable();
    },
  };
}
