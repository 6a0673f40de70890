import { describe, expect, it } from 'vitest';
import { validationEn, validationEsES, validationPtPT } from './index.ts';
import { validateNewsletterZod } from './zod.ts';

describe('validateNewsletterZod', () => {
  it('takes a clean address, trimmed and in lower case', () => {
    expect(validateNewsletterZod({ email: ' Ana@Example.PT ' }, validationEn)).toEqual({
      success: true,
      data: { email: 'ana@example.pt' },
    });
  });

  it('refuses what is not an address with the contact form’s message, in the page’s language', () => {
    for (const catalogue of [validationEn, validationPtPT, validationEsES])
      expect(validateNewsletterZod({ email: 'ana@' }, catalogue)).toEqual({
        success: false,
        errors: { email: catalogue.contact.email.invalid },
      });
    expect(validateNewsletterZod(null, validationEn).success).toBe(false);
    expect(validateNewsletterZod({ email: 42 }, validationEn).success).toBe(false);
  });
});
