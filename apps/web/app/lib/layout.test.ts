import { describe, expect, it } from 'vitest';
import { layoutFor } from './layout.ts';

describe('layoutFor', () => {
  it('gives the partnership pages their own chrome', () => {
    expect(layoutFor('/')).toBe('partnership');
    expect(layoutFor('/partners')).toBe('partnership');
    expect(layoutFor('/holistic-landcare/')).toBe('partnership');
  });

  it('gives /approach the compact chrome, trailing slash or not', () => {
    expect(layoutFor('/approach')).toBe('approach');
    expect(layoutFor('/approach/')).toBe('approach');
  });

  it('falls back to the guest chrome for guest pages and unknown paths', () => {
    expect(layoutFor('/spa')).toBe('guest');
    expect(layoutFor('/no/such/page')).toBe('guest');
  });
});
