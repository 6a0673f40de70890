import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventHandlerNames, sanitizeInput } from './sanitize.ts';

const scheme =
  /j[\t\n\r\0]*a[\t\n\r\0]*v[\t\n\r\0]*a[\t\n\r\0]*s[\t\n\r\0]*c[\t\n\r\0]*r[\t\n\r\0]*i[\t\n\r\0]*p[\t\n\r\0]*t[\t\n\r\0]*:/i;
const handler = new RegExp(`(^|[^\\p{L}\\p{N}_])(${eventHandlerNames.join('|')})\\s*=`, 'iu');

/** Payloads from the usual XSS cheat sheets, as a guest might paste them. */
const xssPayloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload =alert(1)>',
  '<details open ontoggle=alert(1)>',
  '"><script>alert(1)</script>',
  "'';!--\"<XSS>=&{()}",
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  'javajavascript:script:alert(1)',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
] as const;

describe('sanitizeInput', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', 'img src=x alert(1)'],
    ['JavaScript:alert(1)', 'alert(1)'],
    ['java\tscript\n:alert(1)', 'alert(1)'],
    ['java&#x73;cript&colon;alert(1)', 'alert(1)'],
    ['java&#115cript:alert(1)', 'alert(1)'],
    ['java&Tab;script:alert(1)', 'alert(1)'],
    ['javajavascript:script:x', 'x'],
    ['<b onclick = "x()">hi</b>', 'b  "x()"hi/b'],
    ['x onMouseOver=go()', 'x go()'],
    ['a/onloadstart=1', 'a/1'],
  ])('cleans %j', (input, expected) => {
    expect(sanitizeInput(input)).toBe(expected);
  });

  it.each([
    'guest@example.com',
    'mailto:guest@example.com',
    'https://alento.example/spa?x=1&y=2',
    '5 is less than 6',
    'five is less than six',
    "D'Angelo & O’Brien",
    'João, Núñez, Ōta, Zoë',
    'Don = 3',
    'one = 1, only=2, online = yes',
    'Java script: a language',
    'Tom &amp; Jerry &#233;',
    'Line one\nLine two\twith a tab',
    '   leading and trailing   ',
  ])('keeps ordinary text %j exactly as typed', (text) => {
    expect(sanitizeInput(text)).toBe(text);
  });

  it('removes the angle brackets of "5 < 6", as the spec cleans every bracket', () => {
    expect(sanitizeInput('5 < 6')).toBe('5  6');
  });

  it.each(xssPayloads)('leaves nothing of %j that could run', (payload) => {
    const clean = sanitizeInput(payload);
    expect(clean).not.toMatch(/[<>]/);
    expect(clean).not.toMatch(scheme);
    expect(clean).not.toMatch(handler);
  });

  it('reads a non-string as empty rather than throwing', () => {
    expect(sanitizeInput(undefined as unknown as string)).toBe('');
    expect(sanitizeInput(42 as unknown as string)).toBe('');
  });
});

// Text built from pieces of the dangerous patterns, so generated strings actually exercise them.
const fragments = fc.constantFrom(
  '<',
  '>',
  'java',
  'script',
  'javascript',
  ':',
  '&colon;',
  '&#x73;',
  '&#115',
  '&#58;',
  '&Tab;',
  '\t',
  '\n',
  '\0',
  ' ',
  '=',
  'on',
  'error',
  'onerror',
  'onload',
  'ONCLICK',
  'img',
  '/',
  '"',
  'a',
  'é',
  'Ō',
  '’',
  '&',
  '#',
  ';',
  'x',
);
const adversarial = fc.oneof(
  fc.string({ unit: fc.oneof(fragments, fc.string({ maxLength: 1 })), maxLength: 60 }),
  fc.constantFrom(...xssPayloads),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
);

describe('sanitizeInput laws', () => {
  it('is total: never throws, always returns a string no longer than its input', () => {
    fc.assert(
      fc.property(
        fc.oneof(adversarial, fc.string({ unit: 'binary', maxLength: 2000 })),
        (input) => {
          const out = sanitizeInput(input);
          return typeof out === 'string' && out.length <= input.length;
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is idempotent: cleaning clean text changes nothing', () => {
    fc.assert(
      fc.property(adversarial, (input) => {
        const once = sanitizeInput(input);
        expect(sanitizeInput(once)).toBe(once);
      }),
      { numRuns: 5000 },
    );
  });

  it('is pure: the same input gives the same output whatever was cleaned before', () => {
    fc.assert(
      fc.property(adversarial, adversarial, (a, b) => {
        const first = sanitizeInput(a);
        sanitizeInput(b);
        expect(sanitizeInput(a)).toBe(first);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves no bracket, no javascript: scheme and no event handler', () => {
    fc.assert(
      fc.property(adversarial, (input) => {
        const out = sanitizeInput(input);
        expect(out).not.toMatch(/[<>]/);
        expect(out).not.toMatch(scheme);
        expect(out).not.toMatch(handler);
      }),
      { numRuns: 5000 },
    );
  });

  it('never touches text without "<", ">", ":", "=" or "&" (every script, emoji, spacing)', () => {
    const ordinary = fc
      .string({ unit: 'binary', maxLength: 200 })
      .filter((s) => !/[<>:=&]/.test(s));
    fc.assert(
      fc.property(ordinary, (text) => {
        expect(sanitizeInput(text)).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });

  it('never touches e-mail addresses, web addresses or sentences with "=" and "&"', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ’']{1,12}$/).filter((w) => !/^on/i.test(w));
    const sentence = fc
      .array(
        fc.oneof(word, fc.constantFrom('=', '&', '&amp;', '5', '6', ',', '.', '?', 'one', 'only')),
        {
          minLength: 1,
          maxLength: 20,
        },
      )
      .map((words) => words.join(' '));
    const ordinary = fc.oneof(
      fc.emailAddress(),
      fc.webUrl({ withQueryParameters: true }),
      sentence,
    );
    fc.assert(
      fc.property(ordinary, (text) => {
        expect(sanitizeInput(text)).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });
});
