import { describe, expect, it } from 'vitest';
import { eitherOf, formatMinutes } from './guidance-format.ts';

describe('formatMinutes', () => {
  it('writes a span of minutes, and the seconds below a minute', () => {
    expect(formatMinutes({ min: 10, max: 15 })).toBe('10-15 minutes');
    expect(formatMinutes({ min: 0.5, max: 2 })).toBe('30 seconds to 2 minutes');
    expect(formatMinutes({ min: 0.5, max: 1 })).toBe('30 seconds to 1 minute');
    expect(formatMinutes({ min: 0.25, max: 0.5 })).toBe('15-30 seconds');
  });
});

describe('eitherOf', () => {
  it('offers a choice as the locale words it', () => {
    expect(eitherOf(['tea', 'juice'])).toBe('tea or juice');
    expect(eitherOf(['chá', 'sumo'], 'pt-PT')).toBe('chá ou sumo');
    expect(eitherOf(['té', 'zumo'], 'es-ES')).toBe('té o zumo');
  });
});
