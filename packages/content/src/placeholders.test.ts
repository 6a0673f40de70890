import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  opensSentence,
  placeholderNames,
  placeholderProblem,
} from './placeholders.ts';

describe('fillPlaceholders', () => {
  it('fills a figure as written and a number in the locale’s way', () => {
    expect(
      fillPlaceholders(
        'Open from {opens}, {guests} guests',
        { opens: '08:00', guests: 1200 },
        'pt-PT',
      ),
    ).toBe('Open from 08:00, 1200 guests');
    expect(fillPlaceholders('{guests} guests', { guests: 12000 }, 'es-ES')).toBe('12.000 guests');
  });

  it('chooses plural words by the language’s rules, an exact number first', () => {
    const message = '{count, plural, =0 {no places} one {# place} other {# places}}';
    expect(fillPlaceholders(message, { count: 0 })).toBe('no places');
    expect(fillPlaceholders(message, { count: 1 })).toBe('1 place');
    expect(fillPlaceholders(message, { count: 2500 })).toBe('2,500 places');
    expect(
      fillPlaceholders('{count, plural, one {# plaza} other {# plazas}}', { count: 1 }, 'es-ES'),
    ).toBe('1 plaza');
  });

  it('writes numbers with a caller’s own grouping, in a plural’s form too', () => {
    const plain = (value: number) => String(value);
    expect(fillPlaceholders('{max} characters', { max: 2000 }, 'en-GB', plain)).toBe(
      '2000 characters',
    );
    expect(
      fillPlaceholders(
        '{n, plural, one {# minute} other {# minutes}}',
        { n: 2000 },
        'en-GB',
        plain,
      ),
    ).toBe('2000 minutes');
  });

  it('names what is missing or wrong', () => {
    expect(() => fillPlaceholders('At {opens}', {})).toThrow(/names \{opens\}/);
    expect(() => fillPlaceholders('{count, plural, other {#}}', { count: 'two' })).toThrow(
      /needs a number/,
    );
  });
});

describe('placeholderNames and placeholderProblem', () => {
  it('lists each name once, inside plurals too', () => {
    expect(placeholderNames('{a} and {n, plural, one {# {a}} other {# {b}}}')).toEqual([
      'a',
      'n',
      'b',
    ]);
  });

  it('says where braces do not read', () => {
    expect(placeholderProblem('Fine {a}')).toBeUndefined();
    expect(placeholderProblem('Open {a')).toMatch(/no closing one/);
    expect(placeholderProblem('Shut a}')).toMatch(/closing brace with no opening/);
    expect(placeholderProblem('{n, plural, one {#}}')).toMatch(/no "other/);
    expect(placeholderProblem('{a b}')).toMatch(/not a placeholder/);
  });
});

describe('opensSentence', () => {
  it('is true where a placeholder starts the message or a sentence of it', () => {
    expect(opensSentence('{rounds} rounds.', 'rounds')).toBe(true);
    expect(opensSentence('Rest well. {rounds} rounds.', 'rounds')).toBe(true);
    expect(opensSentence('With {rounds} rounds.', 'rounds')).toBe(false);
  });
});
