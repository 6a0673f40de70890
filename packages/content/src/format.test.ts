import { describe, expect, it } from 'vitest';
import { capitalise, formatEuros, formatHours, fromPrice, listOf } from './format.ts';

describe('formatEuros', () => {
  it('writes whole euros as the spec does, without decimals', () => {
    expect(formatEuros(180)).toBe('€180');
    expect(formatEuros(2500)).toBe('€2,500');
  });

  it('shows cents only when a price has them', () => {
    expect(formatEuros(180.5)).toBe('€180.50');
  });

  it('follows the locale it is given', () => {
    // Portuguese puts the sign after the figure, with a no-break space between them.
    expect(formatEuros(180, 'pt-PT')).toBe('180\u00a0€');
    expect(formatEuros(180.5, 'pt-PT')).toBe('180,50\u00a0€');
  });
});

describe('fromPrice', () => {
  it('prints a starting price per person', () => {
    expect(fromPrice({ euros: 120, per: 'person' })).toBe('From €120 per person');
    expect(fromPrice({ euros: 125, per: 'person' }, 'pt-PT')).toBe('From 125\u00a0€ per person');
  });
});

describe('formatHours', () => {
  it('writes travel times as the spec does', () => {
    expect(formatHours(1.5)).toBe('1.5 h');
    expect(formatHours(2)).toBe('2 h');
    expect(formatHours(1.5, 'pt-PT')).toBe('1,5 h');
  });
});

describe('capitalise', () => {
  it('starts a sentence with a figure written for mid-sentence use', () => {
    expect(capitalise('over 25')).toBe('Over 25');
    expect(capitalise('')).toBe('');
  });
});

describe('listOf', () => {
  it('joins a list the English way, without a comma before "and"', () => {
    expect(listOf(['English', 'Portuguese', 'Spanish'])).toBe('English, Portuguese and Spanish');
    expect(listOf(['English', 'Portuguese'])).toBe('English and Portuguese');
    expect(listOf(['English'])).toBe('English');
    expect(listOf([])).toBe('');
  });

  it('joins it the way the locale does', () => {
    expect(listOf(['inglês', 'português', 'espanhol'], 'pt-PT')).toBe(
      'inglês, português e espanhol',
    );
  });
});
