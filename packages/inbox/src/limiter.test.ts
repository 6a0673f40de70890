import { describe, expect, it } from 'vitest';
import { createLimiter, parseRateLimit } from './limiter.ts';

describe('the general limiter', () => {
  it('reads its setting, and names it when it cannot', () => {
    expect(parseRateLimit('5/15m')).toEqual({ limit: 5, windowMs: 15 * 60_000 });
    expect(parseRateLimit(' 20 / 1h ')).toEqual({ limit: 20, windowMs: 3_600_000 });
    expect(() => parseRateLimit('five')).toThrow(
      'INBOX_RATE_LIMIT should read like 5/15m (5 in 15 minutes; s, m or h), found "five"',
    );
    expect(() => parseRateLimit('0/15m')).toThrow(/INBOX_RATE_LIMIT/);
  });

  it('lets each address through its limit in any window, and says when it may again', () => {
    const limiter = createLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('a', 10_000).allowed).toBe(true);
    expect(limiter.take('b', 10_000).allowed).toBe(true);
    expect(limiter.take('a', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.take('a', 60_001).allowed).toBe(true);
  });
});
