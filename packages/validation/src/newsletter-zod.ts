import { contactLimits } from '@alento/content';
import { z } from 'zod';
import { perCatalogue } from './messages/catalogue.ts';
import type { ValidationCatalogue } from './messages/catalogue.ts';
import { emailPattern } from './rules.ts';
import { requireCatalogue } from './missing-argument.ts';

/**
 * The newsletter sign-up's one field, in zod for the server: the contact form's e-mail rule and
 * its messages, so an address the contact form takes is one the sign-up takes, and the guest
 * reads the same words in the page's language.
 */
const atMost = (max: number) => (value: string) => value.length <= max;

const buildSchema = ({ contact: m }: ValidationCatalogue) =>
  z.object({
    email: z
      .string()
      .trim()
      .regex(emailPattern, m.email.invalid)
      .refine(atMost(contactLimits.email), m.email.tooLong)
      .toLowerCase(),
  });

const schemaPerCatalogue = perCatalogue(buildSchema);

/** The sign-up's one field in zod, in the catalogue's language (built once per catalogue). */
export function newsletterSchemaZod(catalogue: ValidationCatalogue) {
  requireCatalogue('newsletterSchemaZod(catalogue)', catalogue);
  return schemaPerCatalogue(catalogue);
}

export type NewsletterResult =
  | { readonly success: true; readonly data: { readonly email: string } }
  | { readonly success: false; readonly errors: { readonly email: string } };

/** Validates a sign-up in the catalogue's language. Takes anything and never throws. */
export function validateNewsletterZod(
  input: unknown,
  catalogue: ValidationCatalogue,
): NewsletterResult {
  requireCatalogue('validateNewsletterZod(input, catalogue)', catalogue);
  const email = (input as { email?: unknown } | null)?.email;
  const result = schemaPerCatalogue(catalogue).safeParse({
    email: typeof email === 'string' ? email : '',
  });
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    errors: { email: result.error.issues[0]?.message ?? catalogue.contact.email.invalid },
  };
}
