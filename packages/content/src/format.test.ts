import { describe, expect, it } from 'vitest';
import {
  capitalise,
  describeTemperature,
  formatClock,
  formatDate,
  formatDuration,
  formatEuros,
  formatHours,
  formatTemperature,
  fromPrice,
  hectaresOver,
  listOf,
  numberWord,
  startingPrice,
} from './format.ts';

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
    expect(fromPrice({ euros: 120 })).toBe('From €120 per person');
  });
});

describe('startingPrice', () => {
  it('says a starting price within a sentence', () => {
    expect(startingPrice({ euros: 250 })).toBe('from €250 per person');
  });
});

describe('formatDuration', () => {
  it("says a length in hours in words, in the page's language", () => {
    expect(formatDuration(3)).toBe('3 hours');
    expect(formatDuration(2.5)).toBe('2.5 hours');
    expect(formatDuration(2.5, 'pt-PT')).toBe('2,5 horas');
    expect(formatDuration(3, 'es-ES')).toBe('3 horas');
  });
});

describe('formatHours', () => {
  it('writes travel times as the spec does', () => {
    expect(formatHours(1.5)).toBe('1.5 h');
    expect(formatHours(2)).toBe('2 h');
    expect(formatHours(1.5, 'pt-PT')).toBe('1,5 h');
  });
});

describe('formatClock', () => {
  it('writes a time of day on the 24-hour clock in every language', () => {
    for (const locale of ['en-GB', 'pt-PT', 'es-ES']) {
      expect(formatClock({ hour: 7, minute: 0 }, locale)).toBe('07:00');
      expect(formatClock({ hour: 22, minute: 30 }, locale)).toBe('22:30');
    }
  });

  it('reads midnight as the start of the day, not its end', () => {
    expect(formatClock({ hour: 0, minute: 5 })).toBe('00:05');
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

describe('temperatures', () => {
  it('writes a range as the spec does, and as a caption says it', () => {
    expect(formatTemperature({ min: 8, max: 12 })).toBe('8-12°C');
    expect(describeTemperature({ min: 8, max: 12 })).toBe('8 to 12\u00a0°C');
  });

  it('writes the figures the way the locale does', () => {});
});

describe('numberWord', () => {
  it('spells small numbers as English running text does', () => {
    expect([0, 3, 8, 12, 19].map((n) => numberWord(n))).toEqual([
      'zero',
      'three',
      'eight',
      'twelve',
      'nineteen',
    ]);
    expect([20, 35, 99].map((n) => numberWord(n))).toEqual([
      'twenty',
      'thirty-five',
      'ninety-nine',
    ]);
  });

  it('keeps the digits for large numbers and fractions', () => {
    expect(numberWord(150)).toBe('150');
    expect(numberWord(2.5)).toBe('2.5');
    expect(numberWord(-1)).toBe('-1');
  });

  it('starts a sentence when capitalised', () => {
    expect(capitalise(numberWord(35))).toBe('Thirty-five');
  });
});

describe('hectaresOver', () => {
  it('gives the whole hectares an area in acres is over, as the glossaries convert it', () => {
    expect(hectaresOver(8)).toBe(3);
    expect(hectaresOver(150)).toBe(60);
  });

  it('is always the whole number just under the area', () => {
    for (let acres = 1; acres <= 300; acres += 1) {
      const hectares = acres * 0.40468564224;
      expect(hectaresOver(acres)).toBeLessThan(hectares);
      expect(hectaresOver(acres) + 1).toBeGreaterThanOrEqual(hectares);
    }
  });
});

describe('formatDate', () => {
  it('writes a calendar day as each language writes it in running text', () => {
    expect(formatDate('2026-11-23', 'en-GB')).toBe('23 November 2026');
    expect(formatDate('2026-11-23', 'pt-PT')).toBe('23 de novembro de 2026');
    expect(formatDate('2026-11-23', 'es-ES')).toBe('23 de noviembre de 2026');
  });

  it('keeps the day it is given, whatever the time zone', () => {
    expect(formatDate('2027-01-01', 'en-GB')).toBe('1 January 2027');
    expect(formatDate('2026-12-31', 'en-GB')).toBe('31 December 2026');
  });

  it('refuses anything that is not a calendar day', () => {
    for (const wrong of ['2026-02-30', '23/11/2026', '2026-11-23T10:00:00Z', ''])
      expect(() => formatDate(wrong, 'en-GB'), wrong).toThrow(/Not a calendar day/);
  });
});
