import { contactLimits } from '@alento/content';
import { describe, expect, it } from 'vitest';
import { validateContactValibot } from './contact.ts';
import { validationEn } from './messages/catalogues.ts';
import { validateContactZod } from './zod.ts';

const valid = {
  firstName: '  João ',
  lastName: 'O’Brien',
  email: ' Guest@Example.COM ',
  subject: 'A quiet weekend',
  message: 'We would like to visit in spring.',
};

const text = (length: number) => 'a'.repeat(length);

describe.each([
  ['valibot', (input: unknown) => validateContactValibot(input, validationEn)],
  ['zod', (input: unknown) => validateContactZod(input, validationEn)],
])('contact schema (%s)', (_, validate) => {
  const errorsOf = (patch: Partial<Record<keyof typeof valid, unknown>>) => {
    const result = validate({ ...valid, ...patch });
    return result.success ? {} : result.errors;
  };

  it('returns the trimmed data with the e-mail lower-cased', () => {
    expect(validate(valid)).toEqual({
      success: true,
      data: {
        firstName: 'João',
        lastName: 'O’Brien',
        email: 'guest@example.com',
        subject: 'A quiet weekend',
        message: 'We would like to visit in spring.',
      },
    });
  });

  it('gives every field of an empty form its message', () => {
    expect(
      validate({ firstName: '', lastName: '   ', email: '', subject: '', message: '' }),
    ).toEqual({
      success: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        subject: 'Subject is required',
        message: 'Message must be at least 10 characters long',
      },
    });
  });

  it('reads missing and non-text fields as empty', () => {
    expect(validate(null)).toEqual(validate({}));
    expect(errorsOf({ firstName: 42, subject: ['<b>'] })).toEqual({
      firstName: 'First name is required',
      subject: 'Subject is required',
    });
  });

  it.each([
    'João',
    'Núñez',
    'Ōta',
    'Zoë',
    "D'Angelo",
    'O’Brien',
    'Anne-Marie',
    'Mary Jane',
    '李',
    'Ἀθηνᾶ',
    'Zoe\u0308',
  ])('accepts the name %j', (name) => {
    expect(errorsOf({ firstName: name, lastName: name })).toEqual({});
  });

  it.each(['R2-D2', 'Anna!', 'Bob_', 'Ann\tLee', 'Ann\nLee', 'J.', 'Ana@', '😀'])(
    'refuses the name %j with the characters message',
    (name) => {
      expect(errorsOf({ firstName: name, lastName: name })).toEqual({
        firstName: 'First name contains invalid characters',
        lastName: 'Last name contains invalid characters',
      });
    },
  );

  it('holds each name to its own limit, after trimming', () => {
    expect(
      errorsOf({
        firstName: ` ${text(contactLimits.firstName)} `,
        lastName: text(contactLimits.lastName),
      }),
    ).toEqual({});
    expect(
      errorsOf({
        firstName: text(contactLimits.firstName + 1),
        lastName: text(contactLimits.lastName + 1),
      }),
    ).toEqual({
      firstName: 'First name must be less than 50 characters',
      lastName: 'Last name must be less than 50 characters',
    });
  });

  it.each([
    'a@b',
    'first.last+tag@sub.example.co',
    "o'brien@example.org",
    'x@localhost',
    `a@${'x'.repeat(63)}.com`,
    '.dots.@example.com',
  ])('accepts the address %j as the browser does', (email) => {
    expect(errorsOf({ email })).toEqual({});
  });

  it.each([
    'plain',
    'a@',
    '@example.com',
    'a b@example.com',
    'a@exa mple.com',
    'a@-example.com',
    'a@example-.com',
    'a@example..com',
    'joão@example.com',
    'a@exámple.com',
    `a@${'x'.repeat(64)}.com`,
    'a@example.com>',
  ])('refuses the address %j', (email) => {
    expect(errorsOf({ email })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('limits the address to 255 characters', () => {
    const label = 'x'.repeat(60);
    const domain = [label, label, label, label].join('.');
    const at255 = `${'a'.repeat(contactLimits.email - domain.length - 1)}@${domain}`;
    expect(at255).toHaveLength(255);
    expect(errorsOf({ email: at255 })).toEqual({});
    expect(errorsOf({ email: `a${at255}` })).toEqual({
      email: 'Email must be less than 255 characters',
    });
  });

  it('applies the subject’s limit and refuses tags in it', () => {
    expect(errorsOf({ subject: text(contactLimits.subject) })).toEqual({});
    expect(errorsOf({ subject: text(contactLimits.subject + 1) })).toEqual({
      subject: 'Subject must be less than 200 characters',
    });
    for (const subject of ['<b>Hello</b>', 'Hi </p>', '<img src=x>', '<!-- note -->', '<?xml ?>']) {
      expect(errorsOf({ subject })).toEqual({ subject: 'HTML tags are not allowed in subject' });
    }
    for (const subject of ['5 < 6 and 7 > 3', 'Rooms <3', 'a -> b']) {
      expect(errorsOf({ subject })).toEqual({});
    }
  });

  it('applies the message’s bounds to the trimmed text', () => {
    expect(errorsOf({ message: `  ${text(contactLimits.messageMin - 1)}  ` })).toEqual({
      message: 'Message must be at least 10 characters long',
    });
    expect(errorsOf({ message: text(contactLimits.messageMin) })).toEqual({});
    expect(errorsOf({ message: text(contactLimits.message) })).toEqual({});
    expect(errorsOf({ message: text(contactLimits.message + 1) })).toEqual({
      message: 'Message must be less than 2000 characters',
    });
  });

  it('counts length in UTF-16 units, as the browser’s maxLength does', () => {
    // Five astral letters are ten units: long enough for a message, too long for a 9-unit one.
    expect(errorsOf({ message: '𐀀'.repeat(5) })).toEqual({});
    expect(errorsOf({ message: `${'𐀀'.repeat(4)}a` })).toEqual({
      message: 'Message must be at least 10 characters long',
    });
    expect(errorsOf({ firstName: '𠀀'.repeat(25) })).toEqual({});
    expect(errorsOf({ firstName: `${'𠀀'.repeat(25)}a` })).toEqual({
      firstName: 'First name must be less than 50 characters',
    });
  });

  it.each([
    'Hello <script>alert(1)</script>',
    'Hello <SCRIPT src=//x.example>',
    'Trailing </script >',
    'Unfinished <script src=x',
    'Spaced < script>alert(1)',
  ])('refuses a script tag in the message: %j', (message) => {
    expect(errorsOf({ message })).toEqual({ message: 'Script tags are not allowed' });
  });

  it('lets a message hold other markup-like prose and a description of scripts', () => {
    expect(errorsOf({ message: 'Is 5 < 6? Our JavaScript class <b>rocks</b>' })).toEqual({});
  });

  it('reports the first broken rule of a field, in the spec’s order', () => {
    expect(errorsOf({ firstName: `${text(50)}1` })).toEqual({
      firstName: 'First name must be less than 50 characters',
    });
    expect(errorsOf({ subject: `<b>${text(200)}</b>` })).toEqual({
      subject: 'Subject must be less than 200 characters',
    });
    expect(errorsOf({ message: '<script>' })).toEqual({
      message: 'Message must be at least 10 characters long',
    });
  });
});
