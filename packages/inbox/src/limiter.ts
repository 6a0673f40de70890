import { requireArgument } from './missing-argument.ts';

/**
 * The general limiter of what guests send: at most `limit` submissions from one client address
 * in any `windowMs`. Kept in memory: a restart forgets it, which only ever lets a guest in.
 */

export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** Reads `5/15m` (5 in 15 minutes; `s`, `m` or `h`); throws a message naming the setting. */
export function parseRateLimit(setting: string, name = 'INBOX_RATE_LIMIT'): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(setting);
  const limit = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * (units[match?.[3] ?? ''] ?? NaN);
  if (!match || !(limit > 0) || !(windowMs > 0))
    throw new Error(
      `${name} should read like 5/15m (5 in 15 minutes; s, m or h), found "${setting}"`,
    );
  return { limit, windowMs };
}

export interface Limiter {
  /** Counts a submission; says whether it may go on, and if not, in how many seconds it may. */
  take(
    address: string,
    now?: number,
  ): { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };
}

export function createLimiter(rateLimit: RateLimit): Limiter {
  requireArgument(
    'createLimiter(rateLimit)',
    'rateLimit',
    rateLimit,
    "{ limit, windowMs }, e.g. parseRateLimit('5/15m')",
  );
  const { limit, windowMs } = rateLimit;
  const seen = new Map<string, number[]>();
  return {
    take(address, now = Date.now()) {
      const recent = (seen.get(address) ?? []).filter((time) => time > now - windowMs);
      // Forget addresses that went quiet, so the map never grows without end.
      if (seen.size > 10_000)
        for (const [key, times] of seen)
          if (times.every((time) => time <= now - windowMs)) seen.delete(key);
      if (recent.length >= limit) {
        seen.set(address, recent);
        const oldest = recent[0] ?? now;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      seen.set(address, [...recent, now]);
      return { allowed: true };
    },
  };
}
