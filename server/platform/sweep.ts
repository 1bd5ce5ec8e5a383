import type { Logger } from './log.ts';

/**
 * Runs `sweep` now and then every `everyMs`, one run at a time; logs `report(count)` when it changed anything and
 * `name` with the error when it failed. Answers the function that stops it.
 */
export function startSweep(log: Logger, name: string, everyMs: number, sweep: () => Promise<number>, report: (count: number) => string): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const count = await sweep();
      if (count > 0) log.info(report(count));
    } catch (err) {
      log.error(name, err);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  // The sweep alone must not keep a process (or a test run) alive.
  timer.unref();
  return () => clearInterval(timer);
}
