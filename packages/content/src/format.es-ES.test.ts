import { describe, expect, it, vi } from 'vitest';
import { formatTemperature, fromPrice, numberWord } from './format.ts';

// As the Spanish build does: the figure words module is swapped for its twin.
vi.mock('./figure-words.ts', () => import('./figure-words.es-ES.ts'));

describe('figures in a Spanish build', () => {
  it('spells counts as Spanish writes them, agreeing in gender', () => {
    expect([3, 8, 16, 21, 22, 35].map((n) => numberWord(n, 'es-ES'))).toEqual([
      'tres',
      'ocho',
      'dieciséis',
      'veintiuno',
      'veintidós',
      'treinta y cinco',
    ]);
    expect(numberWord(1, 'es-ES', 'feminine')).toBe('una');
    expect(numberWord(21, 'es-ES', 'feminine')).toBe('veintiuna');
    expect(numberWord(2, 'es-ES', 'feminine')).toBe('dos');
  });

  it('joins a price and a range as the glossary writes them', () => {
    expect(fromPrice({ euros: 120, per: 'persona' }, 'es-ES')).toBe('Desde 120\u00a0€ por persona');
    expect(formatTemperature({ min: 45, max: 60 }, 'es-ES')).toBe('45-60\u00a0°C');
  });
});
