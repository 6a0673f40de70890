import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, pluralRules } from './intl-formatters.ts';

describe('Intl formatters', () => {
  it('are made once per locale and options, and used again', () => {
    expect(numberFormat('pt-PT')).toBe(numberFormat('pt-PT'));
    expect(numberFormat('pt-PT', { style: 'percent' })).toBe(
      numberFormat('pt-PT', { style: 'percent' }),
    );
    expect(listFormat('es-ES', { type: 'conjunction' })).toBe(
      listFormat('es-ES', { type: 'conjunction' }),
    );
    expect(pluralRules('en')).toBe(pluralRules('en'));
    expect(dateTimeFormat('en', { dateStyle: 'long' })).toBe(
      dateTimeFormat('en', { dateStyle: 'long' }),
    );
  });

  it('keep apart locales, options and kinds', () => {
    expect(numberFormat('pt-PT')).not.toBe(numberFormat('es-ES'));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
    expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(numberFormat('pt-PT').format(1.5)).toBe('1,5');
    expect(listFormat('en', { type: 'disjunction' }).format(['a', 'b'])).toBe('a or b');
    expect(listFormat('en', { type: 'conjunction' }).format(['a', 'b'])).toBe('a and b');
  });
});
