import type { Logger } from './log.ts';

export type OutageLog = {
  readonly down: boolean;
  /** An error from the service: logged when it starts an outage, silent while the outage lasts. */
  failed: (err: unknown) => void;
  /** The service answers again: logged once when an outage ends. */
  recovered: () => void;
};

/** The innermost cause's message: "connect ECONNREFUSED …" rather than the query a driver was running. */
function reason(err: unknown): string {
  let e = err;
  for (let depth = 0; depth < 5 && e instanceof Error; depth++) {
    const inner = e instanceof AggregateError && e.errors.length ? e.errors[0] : e.cause;
    if (!(inner instanceof Error)) break;
    e = inner;
  }
  if (!(e instanceof Error)) return String(e);
  return e.message || (e as { code?: string }).code || e.name;
}

/**
 * Logs an outside service going away once, and its return once, however many errors come in between, so an outage
 * is two lines in the log instead of one per retry. `meanwhile` says what the app does until the service returns.
 */
export function outageLog(log: Logger, service: string, meanwhile: string): OutageLog {
  let down = false;
  return {
    get down() {
      return down;
    },
    failed(err) {
      if (down) return;
      down = true;
      log.warn(`${service} is unreachable (${reason(err)}); ${meanwhile} until it returns.`);
    },
    recovered() {
      if (!down) return;
      down = false;
      log.info(`${service} is reachable again.`);
    },
  };
}
