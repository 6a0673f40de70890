import { contactRateLimit, defaultRateLimit } from '@alento/content';
import { describe, expect, it } from 'vitest';
import {
  createContactRateLimiter,
  createRateLimiter,
  minutesLeft,
  rateLimitStoragePrefix,
} from './rate-limit.ts';
import type { StorageLike } from './rate-limit.ts';
import { validationEn } from './messages/catalogues.ts';

const tooManyAttemptsMessage = validationEn.toasts.tooManyAttempts.description;

const minute = 60_000;

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A clock the test moves by hand. */
function clock(start = Date.UTC(2026, 10, 23, 9, 0)) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    set: (ms: number) => {
      time = ms;
    },
  };
}

describe('contact rate limiter', () => {
  it('allows three sends in five minutes and refuses the fourth', () => {
    const c = clock();
    const limiter = createContactRateLimiter({ now: c.now, storage: new MemoryStorage() });
    expect(contactRateLimit).toEqual({ max: 3, windowMs: 5 * minute });
    expect(limiter.attempt()).toEqual({ allowed: true, remaining: 2 });
    c.advance(minute);
    expect(limiter.attempt()).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.attempt()).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.attempt()).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterMs: 4 * minute,
      minutesLeft: 4,
    });
  });

  it('counts a refused attempt as nothing and frees a place when the oldest send is 5 minutes old', () => {
    const c = clock();
    const limiter = createContactRateLimiter({ now: c.now, storage: null });
    limiter.attempt();
    c.advance(2 * minute);
    limiter.attempt();
    limiter.attempt();
    c.advance(minute);
    expect(limiter.attempt().allowed).toBe(false);
    c.advance(2 * minute - 1);
    expect(limiter.check()).toMatchObject({ allowed: false, retryAfterMs: 1, minutesLeft: 1 });
    c.advance(1);
    expect(limiter.attempt()).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.attempt()).toMatchObject({ allowed: false, retryAfterMs: 2 * minute });
  });

  it('check() does not count an attempt', () => {
    const limiter = createContactRateLimiter({ now: clock().now, storage: null });
    for (let i = 0; i < 5; i += 1) expect(limiter.check()).toEqual({ allowed: true, remaining: 3 });
  });
});

describe('minutes left', () => {
  it.each([
    [1, 1],
    [59_999, 1],
    [minute, 1],
    [minute + 1, 2],
    [4 * minute + 30_000, 5],
    [5 * minute, 5],
  ])('%i ms reads as %i minute(s), rounded up', (ms, minutes) => {
    expect(minutesLeft(ms)).toBe(minutes);
  });

  it('fills the spec’s message', () => {
    expect(tooManyAttemptsMessage(4)).toBe('Please wait 4 minutes before submitting again.');
    expect(tooManyAttemptsMessage(1)).toBe('Please wait 1 minute before submitting again.');
  });
});

describe('default rate limiter', () => {
  it('allows 5 attempts per 15 minutes unless told otherwise', () => {
    const c = clock();
    const limiter = createRateLimiter({ key: 'general', now: c.now, storage: null });
    expect(defaultRateLimit).toEqual({ max: 5, windowMs: 15 * minute });
    for (let i = 4; i >= 0; i -= 1)
      expect(limiter.attempt()).toEqual({ allowed: true, remaining: i });
    c.advance(30_000);
    expect(limiter.attempt()).toMatchObject({ allowed: false, minutesLeft: 15 });
    c.advance(14 * minute + 29_999);
    expect(limiter.check().allowed).toBe(false);
    c.advance(1);
    expect(limiter.check()).toEqual({ allowed: true, remaining: 5 });
  });

  it('keeps limiters with different keys apart in one storage', () => {
    const storage = new MemoryStorage();
    const c = clock();
    const a = createRateLimiter({ key: 'a', max: 1, windowMs: minute, now: c.now, storage });
    const b = createRateLimiter({ key: 'b', max: 1, windowMs: minute, now: c.now, storage });
    expect(a.attempt().allowed).toBe(true);
    expect(b.attempt().allowed).toBe(true);
    expect(a.attempt().allowed).toBe(false);
  });
});

describe('persistence', () => {
  it('survives a reload: a new limiter on the same storage remembers the sends', () => {
    const storage = new MemoryStorage();
    const c = clock();
    const before = createContactRateLimiter({ now: c.now, storage });
    before.attempt();
    before.attempt();
    before.attempt();
    c.advance(30_000);
    const afterReload = createContactRateLimiter({ now: c.now, storage });
    expect(afterReload.attempt()).toMatchObject({ allowed: false, minutesLeft: 5 });
    expect(JSON.parse(storage.getItem(`${rateLimitStoragePrefix}contact`)!)).toHaveLength(3);
  });

  it("keeps a property's attempts under its own prefix", () => {
    const storage = new MemoryStorage();
    const limiter = createContactRateLimiter({ now: clock().now, storage, storagePrefix: 'mare:' });
    limiter.attempt();
    expect([...storage.items.keys()]).toEqual(['mare:contact']);
  });

  it('shares the count with another tab that writes the same storage', () => {
    const storage = new MemoryStorage();
    const c = clock();
    const tabA = createContactRateLimiter({ now: c.now, storage });
    const tabB = createContactRateLimiter({ now: c.now, storage });
    tabA.attempt();
    tabB.attempt();
    tabA.attempt();
    expect(tabB.attempt().allowed).toBe(false);
  });

  it('uses localStorage when it exists and no storage is given', () => {
    const storage = new MemoryStorage();
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      createContactRateLimiter({ now: clock().now }).attempt();
      expect(storage.getItem(`${rateLimitStoragePrefix}contact`)).toMatch(/^\[\d+\]$/);
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('where storage fails, the limiter still limits in memory', () => {
  const threeThenRefused = (storage: StorageLike | null) => {
    const limiter = createContactRateLimiter({ now: clock().now, storage });
    return [1, 2, 3, 4].map(() => limiter.attempt().allowed);
  };

  it('storage that throws on every access (blocked)', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(threeThenRefused(blocked)).toEqual([true, true, true, false]);
  });

  it('localStorage whose very access throws (blocked by the browser)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const limiter = createContactRateLimiter({ now: clock().now });
      expect([1, 2, 3, 4].map(() => limiter.attempt().allowed)).toEqual([true, true, true, false]);
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('storage that is full (reads work, writes throw)', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(threeThenRefused(full)).toEqual([true, true, true, false]);
  });

  it('storage that fills up after the first send keeps the later sends in memory', () => {
    const storage = new MemoryStorage();
    const write = storage.setItem.bind(storage);
    let writes = 0;
    storage.setItem = (key, value) => {
      writes += 1;
      if (writes > 1) throw new DOMException('full', 'QuotaExceededError');
      write(key, value);
    };
    expect(threeThenRefused(storage)).toEqual([true, true, true, false]);
  });

  it.each(['not json', '{"a":1}', 'null', '42', '["x", null, {}]', '[1e400]', ''])(
    'storage holding garbage (%j) is treated as no attempts and then overwritten',
    (garbage) => {
      const storage = new MemoryStorage();
      storage.setItem(`${rateLimitStoragePrefix}contact`, garbage);
      expect(threeThenRefused(storage)).toEqual([true, true, true, false]);
      expect(JSON.parse(storage.getItem(`${rateLimitStoragePrefix}contact`)!)).toHaveLength(3);
    },
  );

  it('keeps the valid times of a partly broken list', () => {
    const storage = new MemoryStorage();
    const c = clock();
    storage.setItem(`${rateLimitStoragePrefix}contact`, JSON.stringify([c.now(), 'x', c.now()]));
    const limiter = createContactRateLimiter({ now: c.now, storage });
    expect(limiter.attempt()).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.attempt().allowed).toBe(false);
  });
});

describe('a clock that jumps', () => {
  it('back by years never locks the guest out for longer than one window', () => {
    const storage = new MemoryStorage();
    const c = clock();
    const limiter = createContactRateLimiter({ now: c.now, storage });
    limiter.attempt();
    limiter.attempt();
    limiter.attempt();
    c.set(Date.UTC(2001, 0, 1));
    expect(limiter.check()).toMatchObject({ allowed: false, minutesLeft: 5 });
    c.advance(5 * minute);
    expect(limiter.attempt()).toEqual({ allowed: true, remaining: 2 });
  });

  it('back while the page is closed: a reloaded limiter still frees up after one window', () => {
    const storage = new MemoryStorage();
    const c = clock();
    // Times written by a device whose clock ran far ahead.
    storage.setItem(
      `${rateLimitStoragePrefix}contact`,
      JSON.stringify([c.now() + 1e12, c.now() + 1e12, c.now() + 1e12]),
    );
    const limiter = createContactRateLimiter({ now: c.now, storage });
    expect(limiter.check()).toMatchObject({ allowed: false, retryAfterMs: 5 * minute });
    c.advance(5 * minute);
    expect(limiter.check().allowed).toBe(true);
  });

  it('forward frees every place at once', () => {
    const c = clock();
    const limiter = createContactRateLimiter({ now: c.now, storage: null });
    limiter.attempt();
    limiter.attempt();
    limiter.attempt();
    c.advance(365 * 24 * 60 * minute);
    expect(limiter.check()).toEqual({ allowed: true, remaining: 3 });
  });
});

describe('reset', () => {
  it('forgets every attempt, in storage too', () => {
    const storage = new MemoryStorage();
    const c = clock();
    const limiter = createContactRateLimiter({ now: c.now, storage });
    limiter.attempt();
    limiter.attempt();
    limiter.attempt();
    limiter.reset();
    expect(createContactRateLimiter({ now: c.now, storage }).check()).toEqual({
      allowed: true,
      remaining: 3,
    });
  });
});
