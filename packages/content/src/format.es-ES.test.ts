import { describe, expect, it } from 'vitest';
import { inLanguage } from './language-build.ts';

// As the Spanish build does: the figure words are read from the Spanish data file.
const { describeTemperature, formatTemperature, fromPrice, numberWord } = await inLanguage(
  'es-ES',
  () => import('./format.ts'),
);

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

  it('writes twenty-one to twenty-nine as one word, with their accents, and agrees after', () => {
    expect([23, 24, 26, 29, 30, 41, 99].map((n) => numberWord(n, 'es-ES'))).toEqual([
      'veintitrés',
      'veinticuatro',
      'veintiséis',
      'veintinueve',
      'treinta',
      'cuarenta y uno',
      'noventa y nueve',
    ]);
    expect(numberWord(31, 'es-ES', 'feminine')).toBe('treinta y una');
  });

  it('joins a price and a range as the glossary writes them', () => {
    expect(fromPrice({ euros: 120 }, 'es-ES')).toBe('Desde 120\u00a0€ por persona');
    expect(formatTemperature({ min: 45, max: 60 }, 'es-ES')).toBe('45-60\u00a0°C');
  });

  it('never lets a line break between a temperature and its unit', () => {
    for (const range of [
      { min: 8, max: 12 },
      { min: 36.5, max: 38 },
    ]) {
      expect(formatTemperature(range, 'es-ES')).not.toMatch(/[ \t]°C/);
      expect(describeTemperature(range, 'es-ES')).not.toMatch(/[ \t]°C/);
      expect(describeTemperature(range, 'es-ES')).toMatch(/\d\u00a0°C$/);
    }
  });
});
