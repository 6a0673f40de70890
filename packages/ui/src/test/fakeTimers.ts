import { vi } from 'vitest';

/**
 * Fake timers that Testing Library can live with. Its async wrapper (used by every user-event
 * call) waits on a `setTimeout(0)` and only advances fake clocks it recognises through a global
 * `jest`; without one, every interaction would hang on the frozen clock.
 */
export function useFakeTimers(): void {
  vi.useFakeTimers();
  Object.assign(globalThis, { jest: { advanceTimersByTime: vi.advanceTimersByTime.bind(vi) } });
}

export function useRealTimers(): void {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, 'jest');
}
