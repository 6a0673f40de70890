import { describe, expect, it } from 'vitest';
import { actionName } from './actions.ts';

describe('actionName', () => {
  it('reads the hidden words after a generic label', () => {
    expect(actionName({ label: 'Learn More', href: '/sanctum', about: 'about the sanctums' })).toBe(
      'Learn More about the sanctums',
    );
  });

  it('is the label alone when the label already says where it leads', () => {
    expect(actionName({ label: 'Book Your Journey', href: '/booking' })).toBe('Book Your Journey');
    expect(actionName({ label: 'Join the Waitlist', unavailable: 'Opening in spring' })).toBe(
      'Join the Waitlist',
    );
  });
});
