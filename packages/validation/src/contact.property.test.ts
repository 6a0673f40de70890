import { contactLimits } from '@alento/content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateContactValibot } from './contact.ts';
import { contactFields } from './fields.ts';
import type { ContactField } from './fields.ts';
import type { ValidationCatalogue } from './messages/catalogue.ts';
import { validationEn, validationEsES, validationPtPT } from './messages/catalogues.ts';
import { sanitizeInput } from './sanitize.ts';
import { validateContactZod } from './zod.ts';

/**
 * The browser (valibot) and Node (zod) schemas must be the same rules: for any input, the same
 * verdict, the same cleaned data and the same message for each field.
 */

const pad = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0', '\u3000', ' \n ');
const padded = (value: fc.Arbitrary<string>) =>
  fc.tuple(pad, value, pad).map(([before, text, after]) => `${before}${text}${after}`);

/** A string of exactly `length` characters (plus padding), around a limit. */
const around = (limit: number, unit: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.integer({ min: Math.max(0, limit - 2), max: limit + 2 }), unit)
    .map(([length, char]) => char.repeat(length).slice(0, length));

const nameChars = fc.constantFrom(
  'a',
  'Z',
  'é',
  'ñ',
  'Ō',
  'ë',
  'ж',
  'λ',
  '李',
  'ا',
  'ß',
  '\u0301',
  ' ',
  '-',
  "'",
  '’',
  '‐',
  '1',
  '_',
  '.',
  '!',
  '<',
  '\t',
  '\n',
  '😀',
  '\u00a0',
);
const name = fc.oneof(
  fc.constantFrom('João', 'Núñez', 'Ōta', 'Zoë', "D'Angelo", 'O’Brien', 'Anne-Marie', 'R2-D2', ''),
  fc.string({ unit: nameChars, maxLength: 60 }),
  around(contactLimits.firstName, fc.constantFrom('a', 'é', 'Ō')),
);

const emailChars = fc.constantFrom(
  'a',
  'B',
  '0',
  '.',
  '-',
  '_',
  '+',
  '@',
  '@',
  '!',
  "'",
  ' ',
  'é',
  '[',
  ']',
  '(',
  ':',
  ',',
  '%',
);
const email = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((address) => address.toUpperCase()),
  fc.string({ unit: emailChars, maxLength: 40 }),
  fc
    .tuple(fc.integer({ min: 240, max: 270 }), fc.emailAddress())
    .map(([length, address]) => `${'a'.repeat(Math.max(1, length - address.length))}${address}`),
  fc.constantFrom('', '@', 'a@b', 'a@b.', 'a@-b.com', 'a..b@c.d', `a@${'x'.repeat(64)}.pt`),
);

const markup = fc.constantFrom(
  '<b>',
  '</b>',
  '<script>',
  '</script>',
  '<SCRIPT src=x>',
  '< script>',
  '<img src=x onerror=alert(1)>',
  '<!-- x -->',
  '<?php ?>',
  '5 < 6',
  'a > b',
  '<3',
  'javascript:alert(1)',
  'onerror=',
);
const prose = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .string({ unit: fc.oneof(markup, fc.string({ maxLength: 3 })), maxLength: 12 })
    .map((parts) => parts),
);
const subject = fc.oneof(prose, around(contactLimits.subject, fc.constantFrom('s', 'ü', '<')));
const message = fc.oneof(
  prose,
  around(contactLimits.messageMin, fc.constantFrom('m', ' ', 'é')),
  around(contactLimits.message, fc.constantFrom('m', 'ü')),
);

const field = (value: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 8, arbitrary: padded(value) },
    { weight: 1, arbitrary: padded(value).map(sanitizeInput) },
    { weight: 1, arbitrary: fc.anything() },
  );

const contactInput = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.record({
      firstName: field(name),
      lastName: field(name),
      email: field(email),
      subject: field(subject),
      message: field(message),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ firstName: field(name), email: field(email) }, { requiredKeys: [] }),
  },
  { weight: 1, arbitrary: fc.anything() },
);

const catalogues: readonly ValidationCatalogue[] = [validationEn, validationPtPT, validationEsES];

const messagesOf = ({ contact }: ValidationCatalogue): Record<ContactField, readonly string[]> => ({
  firstName: Object.values(contact.firstName),
  lastName: Object.values(contact.lastName),
  email: Object.values(contact.email),
  subject: Object.values(contact.subject),
  message: Object.values(contact.message),
});

// Thousands of generated cases take seconds on a busy two-core machine: time them generously.
describe('valibot and zod contact schemas', { timeout: 60_000 }, () => {
  it('agree on validity, cleaned data and every message, in every language', () => {
    fc.assert(
      fc.property(contactInput, (input) => {
        for (const catalogue of catalogues) {
          expect(validateContactValibot(input, catalogue)).toEqual(
            validateContactZod(input, catalogue),
          );
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('return trimmed data with a lower-cased e-mail, or only the catalogue’s messages', () => {
    fc.assert(
      fc.property(contactInput, fc.constantFrom(...catalogues), (input, catalogue) => {
        const allMessages = messagesOf(catalogue);
        const result = validateContactValibot(input, catalogue);
        if (result.success) {
          const source = input as Record<ContactField, string>;
          for (const key of contactFields) {
            const expected =
              key === 'email' ? source[key].trim().toLowerCase() : source[key].trim();
            expect(result.data[key]).toBe(expected);
          }
          expect(result.data.firstName.length).toBeLessThanOrEqual(contactLimits.firstName);
          expect(result.data.message.length).toBeGreaterThanOrEqual(contactLimits.messageMin);
        } else {
          const entries = Object.entries(result.errors) as [ContactField, string][];
          expect(entries.length).toBeGreaterThan(0);
          for (const [key, text] of entries) expect(allMessages[key]).toContain(text);
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('accept any well-formed message: generated names of every script, addresses and prose', () => {
    const letter = fc.constantFrom('a', 'é', 'Ō', 'ж', 'λ', '李', 'ß', 'ñ', 'ø');
    const goodName = fc
      .array(fc.string({ unit: letter, minLength: 1, maxLength: 10 }), {
        minLength: 1,
        maxLength: 3,
      })
      .chain((parts) => fc.constantFrom(' ', '-', "'", '’').map((sep) => parts.join(sep)));
    const goodText = (min: number, max: number) =>
      fc
        .string({
          unit: fc.constantFrom('a', 'b', ' ', 'é', '.', ',', '5', '?', '’'),
          minLength: min,
          maxLength: max,
        })
        .filter((text) => text.trim().length >= min);
    fc.assert(
      fc.property(
        goodName,
        goodName,
        fc.emailAddress(),
        goodText(1, 200),
        goodText(10, 400),
        (firstName, lastName, address, subjectText, messageText) => {
          fc.pre(address.length <= contactLimits.email);
          const input = {
            firstName,
            lastName,
            email: address,
            subject: subjectText,
            message: messageText,
          };
          for (const result of [
            validateContactValibot(input, validationEn),
            validateContactZod(input, validationEn),
          ]) {
            expect(result.success).toBe(true);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
