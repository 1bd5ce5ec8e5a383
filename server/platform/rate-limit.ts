import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { MEDIA_UPLOADS_PER_DAY, MEDIA_UPLOADS_PER_HOUR, mediaUploadCapReached, type MediaCapPeriod } from '../../common/media.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import type { Logger } from './log.ts';
import { outageLog } from './outage.ts';
import { closeRedis, connectRedis, redisStatus, type RedisStatus } from './redis.ts';

/** Budgets per key (client address, e-mail or member), tuned so a person never meets them and a script soon does. */
export const rateLimitRules = {
  /** Sign-in tries on one account from one address. */
  login: { points: 10, duration: 15 * 60 },
  /** Sign-in tries from one address over every account: stops credential stuffing (a list of e-mails and passwords). */
  loginAddress: { points: 30, duration: 15 * 60 },
  registration: { points: 5, duration: 60 * 60 },
  otp: { points: 10, duration: 15 * 60 },
  otpSend: { points: 6, duration: 60 * 60 },
  /** Verification code requests (resend-otp) from one address, whatever the mailboxes. */
  codeRequest: { points: 10, duration: 60 * 60 },
  reset: { points: 5, duration: 60 * 60 },
  contact: { points: 5, duration: 60 * 60 },
  analytics: { points: 120, duration: 60 },
  upload: { points: 60, duration: 60 * 60 },
  /** Chat messages per member (decision 67): a fast typist sends a few a minute; a script is stopped within one. */
  chatMessage: { points: 30, duration: 60 },
  /** Offers made per member (decision 83): a buyer bargains over a few ads an hour, a script cannot spam sellers. */
  offer: { points: 20, duration: 60 * 60 },
  /** Photos looked at per member (chat_bot:image, image-to-ad; decision 90): each runs the detector, about 0.25 s of CPU. */
  photoLookup: { points: 20, duration: 10 * 60 },
  /** Look-ups of a member by e-mail address, per member: an address book cannot be matched against the members. */
  userLookup: { points: 20, duration: 60 * 60 },
  /** Show Number, per member: a phone at a time for a buyer, never a harvest of every seller's number. */
  phoneReveal: { points: 30, duration: 60 * 60 },
  /** Feed comments and replies per member: a lively thread, never a script flooding one. */
  feedComment: { points: 30, duration: 60 },
  /** Message translations per member: a conversation read through, never a script feeding a paid service. */
  translation: { points: 60, duration: 10 * 60 },
  /** Story and feed files per member, counted per file (decision 148): consumeMediaUploads spends both. */
  mediaUploadHour: { points: MEDIA_UPLOADS_PER_HOUR, duration: 60 * 60 },
  mediaUploadDay: { points: MEDIA_UPLOADS_PER_DAY, duration: 24 * 60 * 60 },
  /** Console calls per operator (issue 16): a busy afternoon of vetting is a few a second at most. */
  operator: { points: 600, duration: 60 },
  /** One view (or contact or message lead) per visitor, ad and day: a count, not a budget, so never scaled. */
  adStat: { points: 1, duration: 24 * 60 * 60, exact: true },
} as const;

export type RateLimitRule = keyof typeof rateLimitRules;

export type RateLimits = {
  /** Spends one point of `rule` for `key`; throws 429 with Retry-After when the budget is used up. */
  consume: (rule: RateLimitRule, key: string) => Promise<void>;
  /** Spends one point of `rule` for `key` if one is left: true when it was, false when the budget is used up. */
  take: (rule: RateLimitRule, key: string) => Promise<boolean>;
  /**
   * Spends `files` story or feed uploads of a member against the hourly and the daily cap, or none of them: past
   * either cap it throws 429 with the cap's text (MEDIA_UPLOADS_PER_HOUR or _PER_DAY) and Retry-After. With 0 it
   * spends nothing and refuses only when a cap is already reached: call it so before reading the upload's body.
   */
  consumeMediaUploads: (memberId: number | string, files: number) => Promise<void>;
  /** Whether the shared counters in Redis are in use (readiness reports it). */
  redisStatus: () => RedisStatus;
  close: () => Promise<void>;
};

export function createRateLimits(opts: { redisUrl?: string | undefined; scale: number; namespace?: string; log: Logger }): RateLimits {
  const redis = opts.redisUrl
    ? connectRedis(opts.redisUrl, outageLog(opts.log, 'Redis for rate limits', "each origin node counts in its own memory"), { enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  const limiters = new Map<RateLimitRule, RateLimiterAbstract>();
  for (const [rule, { points, duration, ...rest }] of Object.entries(rateLimitRules) as [RateLimitRule, { points: number; duration: number; exact?: boolean }][]) {
    const options = { keyPrefix: `${opts.namespace ?? 'rl'}:${rule}`, points: rest.exact ? points : Math.ceil(points * opts.scale), duration };
    // With Redis the counters are shared by every origin node; while Redis is unreachable (or still connecting)
    // each node falls back to its own memory counters instead of failing the request.
    limiters.set(
      rule,
      redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) }) : new RateLimiterMemory(options),
    );
  }
  return {
    async consume(rule, key) {
      try {
        await limiters.get(rule)!.consume(key.toLowerCase());
      } catch (res) {
        if (res instanceof RateLimiterRes) {
          const seconds = Math.ceil(res.msBeforeNext / 1000);
          throw tooManyRequests(`Too many attempts. Please try again in ${formatWait(seconds)}.`, seconds);
        }
        throw res;
      }
    },
    async take(rule, key) {
      try {
        await limiters.get(rule)!.consume(key.toLowerCase());
        return true;
      } catch (res) {
        if (res instanceof RateLimiterRes) return false;
        throw res;
      }
    },
    async consumeMediaUploads(memberId, files) {
      const key = `user:${memberId}`;
      const caps: [RateLimitRule, MediaCapPeriod][] = [
        ['mediaUploadHour', 'hour'],
        ['mediaUploadDay', 'day'],
      ];
      for (const [rule, period] of caps) {
        const limiter = limiters.get(rule)!;
        const used = await limiter.get(key);
        if ((used?.consumedPoints ?? 0) + Math.max(files, 1) > limiter.points) {
          const seconds = Math.ceil((used?.msBeforeNext ?? limiter.duration * 1000) / 1000);
          throw new ApiError(429, mediaUploadCapReached(period), {
            messageStatus: period === 'hour' ? 'MEDIA_UPLOADS_PER_HOUR' : 'MEDIA_UPLOADS_PER_DAY',
            params: { max: period === 'hour' ? MEDIA_UPLOADS_PER_HOUR : MEDIA_UPLOADS_PER_DAY },
            headers: { 'Retry-After': String(Math.max(1, seconds)) },
          });
        }
      }
      if (files > 0) for (const [rule] of caps) await limiters.get(rule)!.penalty(key, files);
    },
    redisStatus: () => redisStatus(redis),
    close: () => closeRedis(redis),
  };
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
