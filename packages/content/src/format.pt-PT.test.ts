import { describe, expect, it } from 'vitest';
import { inLanguage } from './language-build.ts';

// As the Portuguese build does: the figure words are read from the Portuguese data file.
const { describeTemperature, formatTemperature, fromPrice, numberWord, startingPrice } =
  await inLanguage('pt-PT', () => import('./format.ts'));

describe('figures in a Portuguese build', () => {
  it('spells counts as Portuguese writes them, agreeing in gender', () => {
    expect([3, 8, 16, 21, 35].map((n) => numberWord(n, 'pt-PT'))).toEqual([
      'três',
      'oito',
      'dezasseis',
      'vinte e um',
      'trinta e cinco',
    ]);
    expect(numberWord(2, 'pt-PT', 'feminine')).toBe('duas');
    expect(numberWord(22, 'pt-PT', 'feminine')).toBe('vinte e duas');
  });

  it('joins a price and a range as the glossary writes them', () => {
    expect(startingPrice({ euros: 120 }, 'pt-PT')).toBe('a partir de 120\u00a0€ por pessoa');
    expect(fromPrice({ euros: 125 }, 'pt-PT')).toBe('A partir de 125\u00a0€ por pessoa');
    expect(formatTemperature({ min: 36.5, max: 38 }, 'pt-PT')).toBe('36,5–38\u00a0°C');
    expect(describeTemperature({ min: 8, max: 12 }, 'pt-PT')).toBe('8 a 12\u00a0°C');
  });

  it('never lets a line break between a temperature and its unit', () => {
    for (const range of [
      { min: 8, max: 12 },
      { min: 36.5, max: 38 },
    ]) {
      expect(formatTemperature(range, 'pt-PT')).not.toMatch(/[ \t]°C/);
      expect(describeTemperature(range, 'pt-PT')).not.toMatch(/[ \t]°C/);
      expect(describeTemperature(range, 'pt-PT')).toMatch(/\d\u00a0°C$/);
    }
  });
});
