import { describe, expect, it } from 'vitest';
import { scrollBehaviorFor } from './moveToSection.ts';

describe('scrollBehaviorFor', () => {
  it('scrolls smoothly unless the guest asked for reduced motion', () => {
    expect(scrollBehaviorFor(false)).toBe('smooth');
    expect(scrollBehaviorFor(true)).toBe('auto');
  });
});
