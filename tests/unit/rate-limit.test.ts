import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/platform/log.ts';
import { createRateLimits, rateLimitRules } from '../../server/platform/rate-limit.ts';

const log = createLogger({ silent: true });

describe('platform rate limits (memory)', () => {
  it('consume answers 429 TOO_MANY_REQUESTS with Retry-After once the budget is spent', async () => {
    const limits = createRateLimits({ scale: 1, log });
    for (let i = 0; i < rateLimitRules.phoneReveal.points; i++) await limits.consume('phoneReveal', 'user:1');
    const refused = await limits.consume('phoneReveal', 'user:1').then(
      () => undefined,
      (err: unknown) => err as { status: number; messageStatus: string; headers: Record<string, string> },
    );
    expect(refused).toMatchObject({ status: 429, messageStatus: 'TOO_MANY_REQUESTS' });
    expect(Number(refused!.headers['Retry-After'])).toBeGreaterThan(3000);
    await limits.consume('phoneReveal', 'user:2');
  });

  it('take counts an ad view once per key, and the test scale never turns that count into many', async () => {
    const limits = createRateLimits({ scale: 1000, log });
    expect(await limits.take('adStat', '2026-11-25|view|7|ip:10.0.0.1')).toBe(true);
    expect(await limits.take('adStat', '2026-11-25|view|7|ip:10.0.0.1')).toBe(false);
    expect(await limits.take('adStat', '2026-11-25|view|7|ip:10.0.0.2')).toBe(true);
    expect(await limits.take('adStat', '2026-11-26|view|7|ip:10.0.0.1')).toBe(true);
    // Budgets are scaled: 1000 × 10 sign-in tries here.
    for (let i = 0; i < 50; i++) expect(await limits.take('login', 'k')).toBe(true);
  });
});
