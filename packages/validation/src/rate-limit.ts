import {
  contactRateLimit,
  defaultRateLimit,
  rateLimiterNames,
  rateLimitStorageKey,
} from '@alento/content';
import { missingArgument, requireOptions } from './missing-argument.ts';

/**
 * A client-side rate limiter (spec §9): at most `max` attempts in any `windowMs`. It is a
 * courtesy brake against accidental floods, not a security boundary: a guest can clear their own
 * storage, and a real endpoint must limit on its side too.
 *
 * Decisions:
 * - A sliding window: the attempts of the last `windowMs` count, each one until it is `windowMs`
 *   old. The wait is until the oldest counted attempt expires, in whole minutes rounded up (a wait
 *   of 61 seconds reads "2 minutes"; never "0 minutes").
 * - The attempts persist in browser storage under one key, so a reload or a second tab does not
 *   start afresh. Where storage is blocked (throws on access), full (throws on write) or holds
 *   something that is not a list of times, the limiter keeps counting in memory and overwrites the
 *   garbage at the next write; it never throws.
 * - A clock that jumps back leaves attempts "in the future". They are brought back to the current
 *   time, so the longest a guest can be held is one window from the jump, never forever.
 */

/** The part of the Web Storage API the limiter uses; `localStorage` fits. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface RateLimitRule {
  readonly max: number;
  readonly windowMs: number;
}

export interface RateLimiterOptions extends Partial<RateLimitRule> {
  /** Names this limiter's attempts in storage; limiters with the same key share them. */
  readonly key: string;
  /**
   * What the storage key starts with, so a property's keys carry its own name (the privacy page
   * lists them); `alento:rate-limit:` by default.
   */
  readonly storagePrefix?: string;
  /** Milliseconds since the epoch; `Date.now` by default. */
  readonly now?: () => number;
  /**
   * Where attempts persist. By default the browser's `localStorage` (if reading it is allowed);
   * `null` keeps them in memory only.
   */
  readonly storage?: StorageLike | null;
}

export type RateLimitDecision =
  | { readonly allowed: true; readonly remaining: number }
  | {
      readonly allowed: false;
      readonly remaining: 0;
      /** Until the oldest counted attempt expires. */
      readonly retryAfterMs: number;
      /** `retryAfterMs` in whole minutes, rounded up: the N of 'Please wait N minutes…'. */
      readonly minutesLeft: number;
    };

export interface RateLimiter {
  /** Whether an attempt would be allowed now, without counting one. */
  check(): RateLimitDecision;
  /** Counts an attempt if one is allowed, and says whether it was. */
  attempt(): RateLimitDecision;
  /** Forgets every attempt (for example after a property changes its rule). */
  reset(): void;
}

// The names in storage live with the content, where the privacy page lists them.
export { rateLimitStoragePrefix } from '@alento/content';

const minuteMs = 60_000;

/** Whole minutes left, rounded up and at least one. */
export function minutesLeft(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / minuteMs));
}

function defaultStorage(): StorageLike | null {
  try {
    // Reading `localStorage` itself throws where the browser blocks storage.
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

function parseAttempts(raw: string | null): number[] | undefined {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return undefined;
    return parsed.filter(
      (time): time is number => typeof time === 'number' && Number.isFinite(time),
    );
  } catch {
    return undefined;
  }
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const call = 'createRateLimiter(options)';
  const pass =
    "{ key }, the name this limiter's attempts are counted under, e.g. { key: 'contact' }";
  requireOptions(call, options, pass);
  if (typeof options.key !== 'string' || options.key === '')
    throw missingArgument(call, 'key', pass);
  const max = options.max ?? defaultRateLimit.max;
  const windowMs = options.windowMs ?? defaultRateLimit.windowMs;
  const now = options.now ?? Date.now;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const storageKey =
    options.storagePrefix === undefined
      ? rateLimitStorageKey(options.key)
      : `${options.storagePrefix}${options.key}`;
  let memory: number[] = [];
  // After a failed write, storage holds an older list than memory; memory is then the truth.
  let storageCurrent = true;

  const read = (): number[] => {
    if (!storage || !storageCurrent) return memory;
    try {
      return parseAttempts(storage.getItem(storageKey)) ?? memory;
    } catch {
      return memory;
    }
  };

  const write = (attempts: number[]) => {
    memory = attempts;
    if (!storage) return;
    try {
      storage.setItem(storageKey, JSON.stringify(attempts));
      storageCurrent = true;
    } catch {
      storageCurrent = false;
    }
  };

  /**
   * The attempts still inside the window, oldest first, with any from the future brought back to
   * `time`. The cleaned list is written back when it differs, so a backward jump is settled once
   * (and garbage replaced) rather than re-read on every check.
   */
  const counted = (time: number): number[] => {
    const stored = read();
    const attempts = stored
      .map((attempt) => Math.min(attempt, time))
      .filter((attempt) => time - attempt < windowMs)
      .sort((a, b) => a - b);
    if (attempts.length !== stored.length || attempts.some((t, i) => t !== stored[i])) {
      write(attempts);
    }
    return attempts;
  };

  const decide = (attempts: number[], time: number): RateLimitDecision => {
    if (attempts.length < max) return { allowed: true, remaining: max - attempts.length };
    const oldest = attempts[attempts.length - max] ?? time;
    const retryAfterMs = Math.max(1, oldest + windowMs - time);
    return { allowed: false, remaining: 0, retryAfterMs, minutesLeft: minutesLeft(retryAfterMs) };
  };

  return {
    check() {
      const time = now();
      return decide(counted(time), time);
    },
    attempt() {
      const time = now();
      const attempts = counted(time);
      const decision = decide(attempts, time);
      if (decision.allowed) {
        attempts.push(time);
        write(attempts);
        return { allowed: true, remaining: max - attempts.length };
      }
      return decision;
    },
    reset() {
      write([]);
    },
  };
}

/** The contact form's limiter: 3 sends per 5 minutes (spec §9). */
export function createContactRateLimiter(
  options: Omit<RateLimiterOptions, 'key' | 'max' | 'windowMs'> = {},
): RateLimiter {
  return createRateLimiter({ ...options, key: rateLimiterNames.contact, ...contactRateLimit });
}
