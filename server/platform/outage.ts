import type { Logger } from './log.ts';

export type OutageLog = {
  readonly down: boolean;
  /** An error from the service: logged when it starts an outage, silent while the outage lasts. */
  failed: (err: unknown) => void;
  /** The service answers again: logged once when an outage ends. */
  recovered: () => void;
};

const reason = (err: unknown) => (err instanceof Error ? err.message || err.name : String(err));

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
